import { filesUnder } from '@/lib/file-walk';

/** Every `.html` file below an export folder (the pages and Next's error pages). */
export function htmlFiles(dir: string): string[] {
  return filesUnder(dir, { file: (name) => name.endsWith('.html') });
}
