import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '@/content/site';
import type { ImageManifest } from '@/lib/images/manifest';
import { SIMPLIFIED } from '@/lib/edition';
import { filesUnder } from '@/lib/file-walk';

// What the file checks of the export read from disk: `.desktop` specs (run once) with plain `test`
// from @playwright/test, so no browser opens.

/** The export under test: out/ (OUT_DIR names another). */
export const OUT = path.resolve(process.env.OUT_DIR ?? 'out');
export const ORIGIN = new URL(site.origin).origin;

/** Every `.html` file below an export folder (the pages and Next's error pages); fails on a folder never built. */
export function htmlFiles(dir: string = OUT): string[] {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir}/index.html missing: run npm run build first`);
  return filesUnder(dir, { file: (name) => name.endsWith('.html'), skipFolder: (name) => name === '_next' });
}

/** The pages of one edition: the Simplified edition's folder, or the root without it. */
export const editionFiles = (edition: { folder: string }): string[] =>
  edition.folder
    ? htmlFiles(path.join(OUT, edition.folder))
    : htmlFiles().filter((file) => !file.startsWith(path.join(OUT, SIMPLIFIED.folder) + path.sep));

/** The URL path a file of the export is served under: out/services/index.html → /services/. */
export const urlOf = (file: string): string => `/${path.relative(OUT, file).split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1');

/** The page served at a URL path (its folder's index.html). */
export const readPage = (url: string): string => readFileSync(path.join(OUT, url, 'index.html'), 'utf8');

/**
 * The local default video thumbnail as the section renders it (video-section.tsx: the 640 px or next
 * larger WebP), from the manifest the build wrote (the site's own reader is server-only).
 */
export function localDefault(): string {
  const manifest = JSON.parse(readFileSync('.generated/images.json', 'utf8')) as ImageManifest;
  const entry = manifest.images['video-default.svg'];
  if (!entry) throw new Error('no built video-default.svg: run npm run build');
  return entry.variants.webp.find((variant) => variant.width >= 640)?.src ?? entry.fallback;
}
