/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filesUnder } from '@/lib/file-walk';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'file-walk-'));
  for (const file of ['b.html', 'a/index.html', 'a/deep/er/page.html', 'a/app.js', '_next/x.html']) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), '');
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const under = (...files: string[]) => files.map((file) => join(root, file));

it('filesUnder lists the files at every depth, sorted, filtered by name, and leaves out the folders it is told to skip', () => {
  const html = filesUnder(root, { file: (name) => name.endsWith('.html') });
  expect(html).toEqual(under('_next/x.html', 'a/deep/er/page.html', 'a/index.html', 'b.html'));
  expect(filesUnder(root, { skipFolder: (name) => name === '_next' || name === 'deep' })).toEqual(
    under('a/app.js', 'a/index.html', 'b.html'),
  );
});
