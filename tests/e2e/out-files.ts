import { readFileSync } from 'node:fs';
import type { ImageEntry, ImageManifest } from '@/lib/image-manifest';
import { filesUnder } from '@/lib/file-walk';

/** Every `.html` file below an export folder (the pages and Next's error pages). */
export function htmlFiles(dir: string): string[] {
  return filesUnder(dir, { file: (name) => name.endsWith('.html') });
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text of an HTML attribute or element as the browser reads it: numeric and the five named entities decoded. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? entity;
    return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });
}

/** A content image's built variants, read from the manifest the build wrote (the site's own reader is server-only). */
export function builtImage(file: string): ImageEntry {
  const manifest = JSON.parse(readFileSync('.generated/images.json', 'utf8')) as ImageManifest;
  const entry = manifest.images[file];
  if (!entry) throw new Error(`no built image ${file}: run npm run build`);
  return entry;
}
