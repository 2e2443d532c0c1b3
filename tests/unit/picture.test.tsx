import { render } from '@testing-library/react';
import { HeroPicture, Picture } from '@/components/ui/picture';
import { largestSlot, type ImageEntry } from '@/lib/images/manifest';
import { variantPattern } from '@/lib/images/url-pattern';

function entry(name: string, width: number, height: number, opaque = true, widths = [320, width]): ImageEntry {
  const variants = (format: string) => widths.map((w) => ({ width: w, src: `/generated/img/${name}-${w}.h.${format}` }));
  return {
    width,
    height,
    opaque,
    color: '#d6e6e0',
    placeholder: 'data:image/webp;base64,AAAA',
    variants: { avif: variants('avif'), webp: variants('webp') },
    fallback: `/generated/img/${name}-${width}.h.webp`,
  };
}

const manifest: Record<string, ImageEntry> = {
  'card.svg': entry('card', 800, 600),
  'logo.svg': entry('logo', 240, 80, false),
  'h-desktop.svg': entry('h-desktop', 1920, 900),
  'h-tablet.svg': entry('h-tablet', 1024, 900),
  'h-mobile.svg': entry('h-mobile', 750, 1100),
  'face.svg': entry('face', 1280, 1280, true, [320, 640, 960, 1280]),
};

jest.mock('@/lib/images/manifest', () => ({
  ...jest.requireActual('@/lib/images/manifest'),
  getImage: (file: string) => {
    const found = manifest[file];
    if (!found) throw new Error(`content: image "${file}" has no built variants — run the image step (npm run build runs it)`);
    return found;
  },
}));

it('renders an AVIF source, then an img with the WebP srcset, the same sizes, intrinsic size and alt', () => {
  const { container } = render(
    <Picture image={{ file: 'card.svg', alt: '一張卡' }} sizes="(max-width: 768px) 100vw, 380px" className="x" />,
  );
  const sources = container.querySelectorAll('picture.x > source');
  expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif']);
  expect(sources[0]).toHaveAttribute('srcset', '/generated/img/card-320.h.avif 320w, /generated/img/card-800.h.avif 800w');
  expect(sources[0]).toHaveAttribute('sizes', '(max-width: 768px) 100vw, 380px');
  const img = container.querySelector('picture.x > source + img')!;
  expect(img).toHaveAttribute('srcset', '/generated/img/card-320.h.webp 320w, /generated/img/card-800.h.webp 800w');
  expect(img).toHaveAttribute('sizes', '(max-width: 768px) 100vw, 380px');
  expect(img).toHaveAttribute('src', '/generated/img/card-800.h.webp');
  expect(img).toHaveAttribute('width', '800');
  expect(img).toHaveAttribute('height', '600');
  expect(img).toHaveAttribute('alt', '一張卡');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('decoding', 'async');
  expect(img).toHaveStyle({ backgroundColor: '#d6e6e0' });
});

it('loads the LCP picture eagerly with high priority, no placeholder, and WebP only (faster to decode)', () => {
  const { container } = render(<Picture image={{ file: 'card.svg', alt: '' }} sizes="100vw" priority />);
  expect(container.querySelectorAll('source')).toHaveLength(0);
  const img = container.querySelector('picture > img')!;
  expect(img).toHaveAttribute('srcset', '/generated/img/card-320.h.webp 320w, /generated/img/card-800.h.webp 800w');
  expect(img).toHaveAttribute('sizes', '100vw');
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img).not.toHaveAttribute('style');
});

it('lists only the variants the sizes can select: up to the first covering the widest slot at 2x', () => {
  const { container } = render(<Picture image={{ file: 'face.svg', alt: '' }} sizes="(max-width: 768px) 40vw, 200px" />);
  // 40% of 768 px is the widest slot, 307 px: 614 px at 2x, so 640 is the last variant offered.
  expect(container.querySelector('source')).toHaveAttribute(
    'srcset',
    '/generated/img/face-320.h.avif 320w, /generated/img/face-640.h.avif 640w',
  );
  const img = container.querySelector('img')!;
  expect(img).toHaveAttribute('srcset', '/generated/img/face-320.h.webp 320w, /generated/img/face-640.h.webp 640w');
  expect(img).toHaveAttribute('src', '/generated/img/face-640.h.webp');
  const thumb = render(<Picture image={{ file: 'face.svg', alt: '' }} sizes="96px" />).container.querySelector('img')!;
  expect(thumb).toHaveAttribute('srcset', '/generated/img/face-320.h.webp 320w');
  expect(thumb).toHaveAttribute('src', '/generated/img/face-320.h.webp');
});

it('keeps every variant when the picture grows with the window', () => {
  for (const sizes of ['100vw', '(max-width: 576px) 100px, 50vw']) {
    const { container } = render(<Picture image={{ file: 'face.svg', alt: '' }} sizes={sizes} />);
    expect(container.querySelector('img')!.getAttribute('srcset')!.split(', ')).toHaveLength(4);
    expect(container.querySelector('img')).toHaveAttribute('src', '/generated/img/face-1280.h.webp');
  }
});

it('reads the widest slot of a sizes value, or none when it is unbounded or not understood', () => {
  expect(largestSlot('96px')).toBe(96);
  expect(largestSlot('(max-width: 576px) 100vw, (max-width: 1200px) 33vw, 240px')).toBe(576);
  expect(largestSlot('(max-width: 768px) 28vw, 320px')).toBe(320);
  expect(largestSlot('100vw')).toBeNull();
  expect(largestSlot('(min-width: 576px) 50vw, 100vw')).toBeNull();
  expect(largestSlot('calc(100vw - 2rem)')).toBeNull();
});

it('puts no placeholder behind a transparent image', () => {
  const { container } = render(<Picture image={{ file: 'logo.svg', alt: '標誌' }} sizes="240px" />);
  expect(container.querySelector('img')).not.toHaveAttribute('style');
});

it('fails with the file named when an image has no variants', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Picture image={{ file: 'nope.png', alt: 'x' }} sizes="100vw" />)).toThrow(
    'content: image "nope.png" has no built variants',
  );
});

const slide = {
  desktop: { file: 'h-desktop.svg', alt: '桌面' },
  tablet: { file: 'h-tablet.svg', alt: '平板' },
  mobile: { file: 'h-mobile.svg', alt: '手機' },
};

const heroSources = (container: HTMLElement) =>
  [...container.querySelectorAll('source')].map((s) => [
    s.getAttribute('media'),
    s.getAttribute('type'),
    s.getAttribute('srcset')?.split(' ')[0],
    s.getAttribute('width'),
  ]);

it('art-directs the hero: mobile up to 576px, tablet up to 1024px, desktop otherwise, each in both formats', () => {
  const { container } = render(<HeroPicture slide={slide} />);
  expect(heroSources(container)).toEqual([
    ['(max-width: 576px)', 'image/avif', '/generated/img/h-mobile-320.h.avif', '750'],
    ['(max-width: 576px)', 'image/webp', '/generated/img/h-mobile-320.h.webp', '750'],
    ['(max-width: 1024px)', 'image/avif', '/generated/img/h-tablet-320.h.avif', '1024'],
    ['(max-width: 1024px)', 'image/webp', '/generated/img/h-tablet-320.h.webp', '1024'],
    [null, 'image/avif', '/generated/img/h-desktop-320.h.avif', '1920'],
    [null, 'image/webp', '/generated/img/h-desktop-320.h.webp', '1920'],
  ]);
  const img = container.querySelector('img')!;
  expect(img).toHaveAttribute('alt', '桌面');
  expect(img).toHaveAttribute('loading', 'lazy');
});

it('serves the LCP hero slide in WebP only, eagerly and with high priority', () => {
  const { container } = render(<HeroPicture slide={slide} priority />);
  expect(heroSources(container)).toEqual([
    ['(max-width: 576px)', 'image/webp', '/generated/img/h-mobile-320.h.webp', '750'],
    ['(max-width: 1024px)', 'image/webp', '/generated/img/h-tablet-320.h.webp', '1024'],
    [null, 'image/webp', '/generated/img/h-desktop-320.h.webp', '1920'],
  ]);
  const img = container.querySelector('img')!;
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
});

it('hands a picture’s URLs over as one pattern, and finds none where the variants are named otherwise', () => {
  const { variants } = entry('card', 800, 600);
  expect(variantPattern(variants)).toBe('/generated/img/card-{w}.h.{f}');
  expect(variantPattern({ ...variants, avif: [variants.avif[0]!, { width: 800, src: '/elsewhere/card-800.h.avif' }] })).toBeNull();
  expect(variantPattern({ ...variants, avif: variants.avif.slice(0, 1) })).toBeNull();
  expect(variantPattern({ ...variants, webp: [] })).toBeNull();
});
