import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { MODULE, ROOT, SITE_FOLDERS, filesIn, resolveImport } from './support/source-modules';

/*
 * The project's imports as TypeScript resolves them (the tsconfig's `@/` paths, type imports,
 * re-exports and import() included): no module reaches itself through them, site code never
 * imports the content check, and no rule of the check imports another.
 */
const files = filesIn(SITE_FOLDERS, (name) => MODULE.test(name) && !name.endsWith('.d.ts'));
const graph = new Map<string, string[]>(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => resolveImport(fileName, file) ?? []);
    return [file, [...new Set(targets)]];
  }),
);

/** Every group of modules that import each other round (Tarjan's strongly connected components), as `a → b → a`. */
function cycles(): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = top === node ? undefined : stack.pop()) group.push(top);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push([...group.reverse(), group[0]].join(' → '));
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the imports of app/, components/, content/, lib/ and scripts/', () => {
  it('reads every module and finds the imports it writes', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('lib/crisis/quick-exit.ts')).toContain('lib/routes/route-list.ts');
  });

  it('never go round: no module imports itself through others (type imports included)', () => {
    expect(cycles()).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    graph.set('lib/routes/route-list.ts', [...(graph.get('lib/routes/route-list.ts') ?? []), 'lib/crisis/quick-exit.ts']);
    try {
      expect(cycles()).toEqual([expect.stringContaining('lib/crisis/quick-exit.ts')]);
    } finally {
      graph.set('lib/routes/route-list.ts', (graph.get('lib/routes/route-list.ts') ?? []).slice(0, -1));
    }
  });

  it('keep the content check out of site code, and each rule of it apart from the others', () => {
    const into = (from: (file: string) => boolean, to: (file: string) => boolean) =>
      [...graph].flatMap(([file, targets]) => (from(file) ? targets.filter(to).map((target) => `${file} → ${target}`) : []));
    const checker = (file: string) => file.startsWith('scripts/content-check/');
    const rule = (file: string) => file.startsWith('scripts/content-check/rules/');
    expect(into((file) => !file.startsWith('scripts/'), checker)).toEqual([]);
    expect(into(rule, rule)).toEqual([]);
  });
});
