import type { HeroSlide, ImageRef } from '@/content/types';
import { fallbackSrc, getImage, usableVariants, type ImageEntry } from '@/lib/images/manifest';
import { variantPattern } from '@/lib/images/url-pattern';
import { setProps } from '@/lib/set-props';
import { HeroPictureView, PictureView, type PictureVariants } from './picture-view';

/*
 * The LCP image skips AVIF: in a Lighthouse trace on this machine, decoding the 750 px phone hero
 * as AVIF held the first frame 49–65 ms; as WebP it decoded in about 8 ms, for ~1.6 KB more. Below
 * the fold AVIF's smaller files win, as decoding there is off the critical path.
 */

interface PictureProps {
  image: ImageRef;
  /**
   * The displayed width per breakpoint, so the browser picks the smallest sufficient variant. It also
   * trims the srcset: variants wider than the widest slot × `MAX_DENSITY` are left out (`usableVariants`
   * in lib/images/manifest.ts).
   */
  sizes: string;
  /** The LCP image: fetched eagerly and first. */
  priority?: boolean;
  /** Applied to the <picture>; style the image through it (`.x img { … }`). */
  className?: string;
}

/**
 * The image's dominant colour fills its box while it loads. Not the manifest's blurred data URI:
 * the home page has ~45 pictures and each URI appears twice (HTML and RSC payload), ~15 KB of
 * incompressible base64 against ~1 KB of colours. Skipped for the LCP image (it arrives first)
 * and for transparent images, where it would show through.
 */
const placeholderColor = (entry: ImageEntry, priority: boolean | undefined): string | undefined =>
  priority || !entry.opaque ? undefined : entry.color;

/** The URL pattern of an image's variants, and the widths `sizes` lets a browser choose (all without it). */
function variantsOf(file: string, entry: ImageEntry, sizes?: string): PictureVariants {
  const pattern = variantPattern(entry.variants);
  if (!pattern)
    throw new Error(`content: image "${file}" has variants named otherwise than <name>-<width>.<tag>.<format> — re-run the image step`);
  return { pattern, widths: usableVariants(entry, 'webp', sizes).map((variant) => variant.width) };
}

/** The width of the <img>'s `src`: the manifest's fallback, or the widest usable variant if narrower. */
function fallbackWidth(file: string, entry: ImageEntry, sizes?: string): number {
  const src = fallbackSrc(entry, 'webp', sizes);
  const variant = entry.variants.webp.find((each) => each.src === src);
  if (!variant) throw new Error(`content: image "${file}" has a fallback that is none of its WebP variants — re-run the image step`);
  return variant.width;
}

/**
 * A responsive picture from the image manifest: AVIF as a source, WebP as the image's own srcset
 * (the same choice as a second source, in fewer bytes: the page's HTML and its flight data carry
 * each picture), with intrinsic size (no layout shift). The markup is PictureView's.
 */
export function Picture({ image, sizes, priority, className }: PictureProps) {
  const entry = getImage(image.file);
  return (
    <PictureView
      {...variantsOf(image.file, entry, sizes)}
      sizes={sizes}
      fallback={fallbackWidth(image.file, entry, sizes)}
      width={entry.width}
      height={entry.height}
      alt={image.alt}
      {...setProps({ color: placeholderColor(entry, priority), priority, className })}
    />
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
    ...HERO_MEDIA.map(([form, media]) => ({ media, file: slide[form].file })),
    { media: undefined, file: slide.desktop.file },
  ].map(({ media, file }) => {
    const entry = getImage(file);
    return { ...setProps({ media }), ...variantsOf(file, entry), width: entry.width, height: entry.height };
  });
  return (
    <HeroPictureView
      forms={forms}
      fallback={fallbackWidth(slide.desktop.file, desktop)}
      width={desktop.width}
      height={desktop.height}
      alt={slide.desktop.alt}
      {...setProps({ color: placeholderColor(desktop, priority), priority, className })}
    />
  );
}
