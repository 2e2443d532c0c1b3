import type { CSSProperties } from 'react';
import type { HeroSlide, ImageRef } from '@/content/types';
import { fallbackSrc, getImage, srcSet, type ImageEntry, type ImageFormat } from '@/lib/image-manifest';
import { setProps } from '@/lib/set-props';

const FORMATS: readonly ImageFormat[] = ['avif', 'webp'];
/**
 * The LCP image skips AVIF: in a Lighthouse trace on this machine, decoding the 750 px phone hero
 * as AVIF held the first frame 49–65 ms; as WebP it decoded in about 8 ms, for ~1.6 KB more. Below
 * the fold AVIF's smaller files win, as decoding there is off the critical path.
 */
const LCP_FORMATS: readonly ImageFormat[] = ['webp'];

const formatsFor = (priority: boolean | undefined) => (priority ? LCP_FORMATS : FORMATS);
/** Every browser that reads `<picture>` reads WebP: it is the <img>'s own srcset, after the sources. */
const IMG_FORMAT: ImageFormat = 'webp';

interface PictureProps {
  image: ImageRef;
  /** The displayed width per breakpoint, so the browser picks the smallest sufficient variant. */
  sizes: string;
  /** The LCP image: fetched eagerly and first. */
  priority?: boolean;
  /** Applied to the <picture>; style the image through it (`.x img { … }`). */
  className?: string;
}

function imgLoading(priority: boolean | undefined) {
  return priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
}

/**
 * The image's dominant colour fills its box while it loads. Not the manifest's blurred data URI:
 * the home page has ~45 pictures and each URI appears twice (HTML and RSC payload), ~15 KB of
 * incompressible base64 against ~1 KB of colours. Skipped for the LCP image (it arrives first)
 * and for transparent images, where it would show through.
 */
function placeholderStyle(entry: ImageEntry, priority: boolean | undefined): { style?: CSSProperties } {
  if (priority || !entry.opaque) return {};
  return { style: { backgroundColor: entry.color } };
}

/**
 * A responsive picture from the image manifest: AVIF as a source, WebP as the image's own srcset
 * (the same choice as a second source, in fewer bytes: the page's HTML and its flight data carry
 * each picture), with intrinsic size (no layout shift).
 */
export function Picture({ image, sizes, priority, className }: PictureProps) {
  const entry = getImage(image.file);
  return (
    <picture {...setProps({ className })}>
      {formatsFor(priority)
        .filter((format) => format !== IMG_FORMAT)
        .map((format) => (
          <source key={format} type={`image/${format}`} srcSet={srcSet(entry, format, sizes)} sizes={sizes} />
        ))}
      <img
        src={fallbackSrc(entry, IMG_FORMAT, sizes)}
        srcSet={srcSet(entry, IMG_FORMAT, sizes)}
        sizes={sizes}
        width={entry.width}
        height={entry.height}
        alt={image.alt}
        {...placeholderStyle(entry, priority)}
        {...imgLoading(priority)}
      />
    </picture>
  );
}

interface HeroPictureProps {
  slide: HeroSlide;
  priority?: boolean;
  className?: string;
}

/** Breakpoints of the hero's art direction; the desktop picture is the default. */
const HERO_MEDIA = [
  ['mobile', '(max-width: 576px)'],
  ['tablet', '(max-width: 1024px)'],
] as const;

/**
 * A hero slide with art direction: its own composition for phones, tablets and desktops, each in
 * AVIF and WebP (WebP only when it is the LCP image). Sources carry their own width/height since
 * the three forms differ in shape.
 */
export function HeroPicture({ slide, priority, className }: HeroPictureProps) {
  const desktop = getImage(slide.desktop.file);
  const forms = [
    ...HERO_MEDIA.map(([form, media]) => ({ media, entry: getImage(slide[form].file) })),
    { media: undefined, entry: desktop },
  ];
  return (
    <picture className={className}>
      {forms.flatMap(({ media, entry }) =>
        formatsFor(priority).map((format) => (
          <source
            key={`${media ?? 'default'}-${format}`}
            media={media}
            type={`image/${format}`}
            srcSet={srcSet(entry, format)}
            sizes="100vw"
            width={entry.width}
            height={entry.height}
          />
        )),
      )}
      <img
        src={desktop.fallback}
        width={desktop.width}
        height={desktop.height}
        alt={slide.desktop.alt}
        {...placeholderStyle(desktop, priority)}
        {...imgLoading(priority)}
      />
    </picture>
  );
}
