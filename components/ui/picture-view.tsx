'use client';

import type { ImageFormat } from '@/lib/images/manifest';
import { patternSrcSet, variantSrc } from '@/lib/images/url-pattern';
import { setProps } from '@/lib/set-props';

/*
 * The markup of `Picture` and `HeroPicture` (picture.tsx), which read the image manifest on the
 * server and hand over each picture's URLs as a pattern and widths (lib/images/url-pattern.ts). A client
 * component for the page's weight only: its HTML is what the server wrote before, and the flight
 * data holds these props instead of every URL of the rendered <picture>. Nothing here runs on events.
 */

/** One picture's variants: the URL pattern and the widths a browser may choose. */
export interface PictureVariants {
  pattern: string;
  widths: readonly number[];
}

interface ImgProps {
  /** The width of the <img>'s own `src` (WebP), for browsers without srcset. */
  fallback: number;
  width: number;
  height: number;
  alt: string;
  /** The dominant colour behind the image while it loads; none on the LCP image and transparent ones. */
  color?: string;
  /** The LCP image: eager, high priority, WebP only. */
  priority?: boolean;
  className?: string;
}

export interface PictureViewProps extends PictureVariants, ImgProps {
  sizes: string;
}

/** Every browser that reads `<picture>` reads WebP: the <img>'s own srcset, after the sources. */
const IMG_FORMAT: ImageFormat = 'webp';

function imgLoading(priority: boolean | undefined) {
  return priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
}

const placeholder = (color: string | undefined) => (color ? { style: { backgroundColor: color } } : {});

/** The <img> of either picture, but its alt: its WebP `src` from `pattern`, then (where given) its srcset, its size, colour and loading. */
const imgAttributes = (
  pattern: string,
  { fallback, width, height, color, priority }: Omit<ImgProps, 'alt'>,
  choice?: { srcSet: string; sizes: string },
) => ({
  src: variantSrc(pattern, fallback, IMG_FORMAT),
  ...choice,
  width,
  height,
  ...placeholder(color),
  ...imgLoading(priority),
});

/** An AVIF source (not on the LCP image, whose WebP decodes faster), then the WebP <img>. */
export function PictureView({ pattern, widths, sizes, priority, className, ...img }: PictureViewProps) {
  return (
    <picture {...setProps({ className })}>
      {priority ? null : <source type="image/avif" srcSet={patternSrcSet(pattern, widths, 'avif')} sizes={sizes} />}
      <img alt={img.alt} {...imgAttributes(pattern, { ...img, priority }, { srcSet: patternSrcSet(pattern, widths, IMG_FORMAT), sizes })} />
    </picture>
  );
}

/** One art-directed form of the hero: its media query (none for the default) and intrinsic size. */
export interface HeroForm extends PictureVariants {
  media?: string;
  width: number;
  height: number;
}

export interface HeroPictureViewProps extends ImgProps {
  forms: readonly HeroForm[];
}

/** The hero's forms, each in AVIF and WebP (WebP only on the LCP slide); the <img> is the default form's. */
export function HeroPictureView({ forms, className, ...img }: HeroPictureViewProps) {
  const formats: readonly ImageFormat[] = img.priority ? ['webp'] : ['avif', 'webp'];
  return (
    <picture className={className}>
      {forms.flatMap((form) =>
        formats.map((format) => (
          <source
            key={`${form.media ?? 'default'}-${format}`}
            media={form.media}
            type={`image/${format}`}
            srcSet={patternSrcSet(form.pattern, form.widths, format)}
            sizes="100vw"
            width={form.width}
            height={form.height}
          />
        )),
      )}
      <img alt={img.alt} {...imgAttributes(forms.at(-1)?.pattern ?? '', img)} />
    </picture>
  );
}
