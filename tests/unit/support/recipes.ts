import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { servicePath } from '@/lib/routes/addresses';

/*
 * docs/editing.md's recipes ("Add a page", "Add a therapist") done on a copy of content/ the way an
 * editor does them: copy a file or an entry, change its address, code and name, and list it.
 */

/** A new page or therapist: its last address segment (a therapist's slug), code, name, and place in its list (0 is first). */
export type NewEntry = { readonly slug: string; readonly code: string; readonly name: string; readonly at: number };

/** Replaces the first `field: '…'` of a text, so the copy gets its own value. */
function setField(text: string, field: string, value: string): string {
  const pattern = new RegExp(`(\\n\\s*${field}: )'[^']*'`);
  if (!pattern.test(text)) throw new Error(`recipe: no ${field} to change`);
  return text.replace(pattern, `$1'${value}'`);
}

/**
 * "Add a page", for a service: copies `content/pages/services/<copyOf>.ts` to `<slug>.ts`, changes
 * its path, code and name, and adds the import line and the name at position `at` of the list.
 */
export function addServicePage(root: string, copyOf: string, page: NewEntry): void {
  const folder = join(root, 'content', 'pages', 'services');
  const file = join(folder, `${page.slug}.ts`);
  copyFileSync(join(folder, `${copyOf}.ts`), file);
  const fields = { path: servicePath(page.slug), code: page.code, name: page.name };
  writeFileSync(
    file,
    Object.entries(fields).reduce((text, [field, value]) => setField(text, field, value), readFileSync(file, 'utf8')),
  );

  const listFile = join(folder, 'index.ts');
  const list = readFileSync(listFile, 'utf8');
  const listed = /export const servicePages = \[([^\]]*)\]/.exec(list);
  if (!listed?.[1]) throw new Error('recipe: content/pages/services/index.ts has no servicePages list');
  const names = listed[1].split(',').map((name) => name.trim());
  const importName = 'addedService';
  names.splice(page.at, 0, importName);
  const withList = list.replace(listed[0], `export const servicePages = [${names.join(', ')}]`);
  const lastImport = withList.lastIndexOf('\nimport ');
  const endOfImport = withList.indexOf('\n', lastImport + 1);
  writeFileSync(
    listFile,
    `${withList.slice(0, endOfImport)}\nimport { page as ${importName} } from './${page.slug}';${withList.slice(endOfImport)}`,
  );
}

/**
 * "Add a therapist": copies the entry of `copyOf` in content/therapists.ts (from its `{` to its
 * `},`), pastes it before the entry now at position `at`, and changes its slug, code and name.
 */
export function addTherapist(root: string, copyOf: string, therapist: NewEntry): void {
  const file = join(root, 'content', 'therapists.ts');
  const lines = readFileSync(file, 'utf8').split('\n');
  // Entries open with `  {` and close with `  },` at the list's indentation.
  const starts = lines.flatMap((line, index) => (line === '  {' ? [index] : []));
  const entryAt = (start: number) => lines.slice(start, lines.indexOf('  },', start) + 1);
  const source = starts.map(entryAt).find((entry) => entry.some((line) => line.trim() === `slug: '${copyOf}',`));
  if (!source) throw new Error(`recipe: no therapist ${copyOf} in content/therapists.ts`);
  const fields = { slug: therapist.slug, code: therapist.code, name: therapist.name };
  const entry = Object.entries(fields).reduce((text, [field, value]) => setField(text, field, value), `\n${source.join('\n')}`);
  const before = starts[therapist.at] ?? lines.indexOf('] as const satisfies readonly Therapist[];');
  if (before < 0) throw new Error('recipe: content/therapists.ts has no end of its list');
  lines.splice(before, 0, ...entry.slice(1).split('\n'));
  writeFileSync(file, lines.join('\n'));
}
