// lib/images/: the site's pictures. At build time the image step (scripts/images/, run by `prebuild`,
// its widths in SETTINGS of scripts/images/pipeline.mjs) writes each picture's variants into
// public/<IMAGE_FOLDER> (folder.ts) and a manifest, which this file reads for server components;
// logo.ts names the logo files the step writes; svg-safety.ts decides whether an SVG is only a
// picture (content check, image step, post-build step); read-qr.ts reads a WeChat QR picture (the
// content check). In the browser: url-pattern.ts, a picture's variant URLs as one pattern for the
// client leaf that writes its <picture> (components/ui/picture-view.tsx).
import 'server-only';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Server-side reader of the manifest scripts/images/pipeline.mjs writes. It reads the file system,
// so it belongs to server components only: `server-only` makes a client import a build error.

export type ImageFormat = 'avif' | 'webp';

export interface ImageVariant {
  readonly width: number;
  readonly src: string;
}

export interface ImageEntry {
  readonly width: number;
  readonly height: number;
  /** False when the source has transparent pixels (the placeholder would show through). */
  readonly opaque: boolean;
  /** The dominant colour, '#rrggbb': a placeholder that costs a few bytes of HTML. */
  readonly color: string;
  /** A ~20 px wide blurred WebP as a data URI. */
  readonly placeholder: string;
  readonly variants: Readonly<Record<ImageFormat, readonly ImageVariant[]>>;
  readonly fallback: string;
}

export interface OgImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export interface ImageManifest {
  readonly version: number;
  readonly images: Readonly<Record<string, ImageEntry>>;
  readonly og: Readonly<Record<string, OgImage>>;
  readonly wechatQr: string;
}

export const MANIFEST_PATH = path.join(process.cwd(), '.generated', 'images.json');

function isManifest(value: unknown): value is ImageManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    'images' in value &&
    typeof value.images === 'object' &&
    'og' in value &&
    typeof value.og === 'object' &&
    'wechatQr' in value &&
    typeof value.wechatQr === 'string'
  );
}

let cached: { mtimeMs: number; manifest: ImageManifest } | null = null;

/** The manifest, re-read only when the file changes (so `next dev` sees a re-run image step). */
export function readManifest(file: string = MANIFEST_PATH): ImageManifest {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    throw new Error(
      `content: the image manifest ${path.relative(process.cwd(), file)} is missing — run the image step (npm run build runs it)`,
    );
  }
  if (cached?.mtimeMs === mtimeMs) return cached.manifest;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isManifest(parsed)) throw new Error(`${file}: not an image manifest — re-run the image step`);
  cached = { mtimeMs, manifest: parsed };
  return parsed;
}

export function getImage(file: string, manifest: ImageManifest = readManifest()): ImageEntry {
  const entry = manifest.images[file];
  if (!entry) throw new Error(`content: image "${file}" has no built variants — run the image step (npm run build runs it)`);
  return entry;
}

/** Screens denser than this get the variant made for 2×: sharper would not show, and costs bytes. */
export const MAX_DENSITY = 2;

const SIZE_ENTRY = /^(?:\(max-width:\s*(\d+(?:\.\d+)?)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/;

/**
 * The widest a `sizes` value ever makes the picture, in CSS px: `(max-width: 768px) 40vw, 200px`
 * → 307.2. Null when it can grow with the window (a last entry in vw) or the value is not of the
 * `(max-width: Npx) N(vw|px), …, N(px|vw)` form this reads.
 */
export function largestSlot(sizes: string): number | null {
  let largest = 0;
  for (const part of sizes.split(',')) {
    const match = SIZE_ENTRY.exec(part.trim());
    if (!match) return null;
    const [, maxWidth, value, unit] = match;
    if (unit === 'px') largest = Math.max(largest, Number(value));
    else if (maxWidth === undefined) return null;
    else largest = Math.max(largest, (Number(maxWidth) * Number(value)) / 100);
  }
  return largest;
}

/**
 * The variants a browser can choose for a picture shown as `sizes` says: up to the first one that
 * covers its widest slot at MAX_DENSITY; wider ones are never picked, yet cost a URL in the page's
 * HTML and again in its flight data. Every variant when the slot is unbounded.
 */
export function usableVariants(entry: ImageEntry, format: ImageFormat, sizes?: string): readonly ImageVariant[] {
  const variants = entry.variants[format];
  const slot = sizes === undefined ? null : largestSlot(sizes);
  if (slot === null) return variants;
  const cover = variants.findIndex((variant) => variant.width >= slot * MAX_DENSITY);
  return cover < 0 ? variants : variants.slice(0, cover + 1);
}

/** The `src` of browsers without srcset: the manifest's fallback, or the widest usable variant if narrower. */
export function fallbackSrc(entry: ImageEntry, format: ImageFormat, sizes?: string): string {
  const widest = usableVariants(entry, format, sizes).at(-1);
  const fallback = entry.variants[format].find((variant) => variant.src === entry.fallback);
  return widest && fallback && widest.width < fallback.width ? widest.src : entry.fallback;
}

/** The WeChat QR code: the account's own picture, site.wechat.qrImage, copied as it is. */
export function wechatQrSrc(manifest: ImageManifest = readManifest()): string {
  return manifest.wechatQr;
}
