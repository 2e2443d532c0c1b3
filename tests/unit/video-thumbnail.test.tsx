import { fireEvent, render, screen } from '@testing-library/react';
import { VideoThumbnail } from '@/components/video/video-thumbnail';
import { nextThumbnail, thumbnailChain } from '@/lib/video';

const LOCAL = '/generated/img/video-default-640.abc.webp';
const chain = thumbnailChain('dQw4w9WgXcQ', LOCAL);

it('tries max resolution, standard, high quality, then the local default', () => {
  expect(chain).toEqual([
    'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
    'https://i.ytimg.com/vi/dQw4w9WgXcQ/sddefault.jpg',
    'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    LOCAL,
  ]);
});

describe('nextThumbnail', () => {
  it('steps down on an error', () => {
    expect(nextThumbnail(chain, 0)).toBe(1);
    expect(nextThumbnail(chain, 2)).toBe(3);
  });

  it('steps down when the loaded image is smaller than 300×200 (the provider’s grey placeholder)', () => {
    expect(nextThumbnail(chain, 0, { naturalWidth: 120, naturalHeight: 90 })).toBe(1);
    expect(nextThumbnail(chain, 1, { naturalWidth: 640, naturalHeight: 199 })).toBe(2);
    expect(nextThumbnail(chain, 1, { naturalWidth: 299, naturalHeight: 480 })).toBe(2);
  });

  it('keeps an image of at least 300×200', () => {
    expect(nextThumbnail(chain, 0, { naturalWidth: 1280, naturalHeight: 720 })).toBe(0);
    expect(nextThumbnail(chain, 2, { naturalWidth: 300, naturalHeight: 200 })).toBe(2);
  });

  it('never steps past the local default', () => {
    expect(nextThumbnail(chain, 3)).toBe(3);
    expect(nextThumbnail(chain, 3, { naturalWidth: 10, naturalHeight: 10 })).toBe(3);
  });
});

function loadWith(img: HTMLElement, width: number, height: number) {
  Object.defineProperty(img, 'naturalWidth', { configurable: true, value: width });
  Object.defineProperty(img, 'naturalHeight', { configurable: true, value: height });
  fireEvent.load(img);
}

it('ends at the local default when every provider image fails, as offline', () => {
  const { container } = render(<VideoThumbnail chain={chain} />);
  const img = container.querySelector('img')!;
  expect(img).toHaveAttribute('src', chain[0]);
  fireEvent.error(img);
  fireEvent.error(img);
  fireEvent.error(img);
  expect(img).toHaveAttribute('src', LOCAL);
  fireEvent.error(img);
  expect(img).toHaveAttribute('src', LOCAL);
});

it('skips a too-small image and keeps the next good one', () => {
  render(<VideoThumbnail chain={chain} />);
  const img = screen.getByRole('presentation', { hidden: true });
  loadWith(img, 120, 90);
  expect(img).toHaveAttribute('src', chain[1]);
  loadWith(img, 640, 480);
  expect(img).toHaveAttribute('src', chain[1]);
});
