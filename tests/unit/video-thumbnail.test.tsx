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

const size = (naturalWidth: number, naturalHeight: number) => ({ naturalWidth, naturalHeight });
it.each([
  ['steps down on an error', 0, undefined, 1],
  ['steps down on an error', 2, undefined, 3],
  ['steps down below 300×200 (the provider’s grey placeholder)', 0, size(120, 90), 1],
  ['steps down below 300×200 (the provider’s grey placeholder)', 1, size(640, 199), 2],
  ['steps down below 300×200 (the provider’s grey placeholder)', 1, size(299, 480), 2],
  ['keeps an image of at least 300×200', 0, size(1280, 720), 0],
  ['keeps an image of at least 300×200', 2, size(300, 200), 2],
  ['never steps past the local default', 3, undefined, 3],
  ['never steps past the local default', 3, size(10, 10), 3],
])('nextThumbnail %s: at %i, loaded %j, goes to %i', (_, at, loaded, next) => {
  expect(nextThumbnail(chain, at, loaded)).toBe(next);
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
