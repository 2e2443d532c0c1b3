import { readFileSync } from 'node:fs';
import type { ImageEntry, ImageManifest } from '@/lib/images/manifest';
import { filesUnder } from '@/lib/file-walk';

/** Every `.html` file below an export folder (the pages and Next's error pages). */
export function htmlFiles(dir: string): string[] {
  return filesUnder(dir, { file: (name) => name.endsWith('.html') });
}

/** A content image's built variants, read from the manifest the build wrote (the site's own reader is server-only). */
export function builtImage(file: string): ImageEntry {
  const manifest = JSON.parse(readFileSync('.generated/images.json', 'utf8')) as ImageManifest;
  const entry = manifest.images[file];
  if (!entry) throw new Error(`no built image ${file}: run npm run build`);
  return entry;
}
