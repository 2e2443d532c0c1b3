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

/** `srcset` value of one format, e.g. "/generated/img/a-320.x.avif 320w, …". */
export function srcSet(entry: ImageEntry, format: ImageFormat): string {
  return entry.variants[format].map((variant) => `${variant.src} ${variant.width}w`).join(', ');
}

/** The WeChat QR code: the account's own picture, site.wechat.qrImage, copied as it is. */
export function wechatQrSrc(manifest: ImageManifest = readManifest()): string {
  return manifest.wechatQr;
}
