import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '@/lib/file-walk';
import { RULES } from '@/scripts/content-check/registry';

/*
 * The check is a table of rules, each cited by the line of the editors' guide it enforces: the
 * _(checked …)_ marks of docs/ (the editors' guide, docs/editing.md, holds them) name rules as `#id`. A rule nobody cites is a rule
 * editors cannot know; a cited id that is no rule is a promise nothing keeps.
 */
const ROOT = process.cwd();
const guides = [
  'README.md',
  ...filesUnder(join(ROOT, 'docs'), { file: (name) => name.endsWith('.md') }).map((file) => file.slice(ROOT.length + 1)),
];

/** Every `#id` inside a _(checked …)_ mark, with the file it is in (a mark may run over lines). */
function cited(text: string): string[] {
  return [...text.matchAll(/_\(checked\b([^)]*?)\)_/g)].flatMap((mark) =>
    [...(mark[1] ?? '').matchAll(/#([a-z0-9]+(?:-[a-z0-9]+)*)/g)].map((id) => id[1] ?? ''),
  );
}
const citations = guides.flatMap((file) => cited(readFileSync(join(ROOT, file), 'utf8')).map((id) => ({ id, file })));
const ids = RULES.map((rule) => rule.id);

describe('the content check as a table', () => {
  it('gives each rule one id, a line of what it holds and a scope', () => {
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const rule of RULES) {
      expect(rule.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(rule.readme.length).toBeGreaterThan(5);
      expect(['entry', 'site', 'published']).toContain(rule.scope);
    }
  });

  it('has every rule cited in the README or docs/, as #id inside a (checked) mark', () => {
    const known = new Set(citations.map(({ id }) => id));
    expect(ids.filter((id) => !known.has(id))).toEqual([]);
  });

  it('cites no id that is not a rule', () => {
    expect(citations.filter(({ id }) => !ids.includes(id))).toEqual([]);
  });

  it('reads marks over several lines, and ids only inside them', () => {
    expect(cited('a _(checked #one-rule\n  #two-rules: why)_ and #not-this one, _(checked)_')).toEqual(['one-rule', 'two-rules']);
  });
});
