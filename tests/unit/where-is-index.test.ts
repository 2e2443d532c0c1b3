/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENTS } from '@/lib/analytics/events';

/*
 * docs/where-is.md answers whole kinds of question with one list: every check rule file with its
 * rule ids, every JSON-LD builder, every WCAG probe; docs/booking-and-analytics.md lists every
 * analytics event. And it names every content module and every component folder, so a newcomer who
 * guesses by topic finds each. A file, id, builder, probe, event, module or folder added without its
 * line fails here, so the lists stay whole.
 */
const ROOT = process.cwd();
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const exported = (file: string, shape: RegExp) => [...read(file).matchAll(shape)].map(([, name = '']) => name);
const missingFrom = (doc: string, names: readonly string[]) => names.filter((name) => !read(doc).includes(`\`${name}\``));

describe('the lists of docs/where-is.md and docs/booking-and-analytics.md', () => {
  it('name every content-check rule file', () => {
    const files = readdirSync(join(ROOT, 'scripts/content-check/rules')).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    expect(missingFrom('docs/where-is.md', files)).toEqual([]);
  });

  it('give every check rule id, as #id', () => {
    const files = ['rules', 'render', 'published'].flatMap((folder) =>
      readdirSync(join(ROOT, 'scripts/content-check', folder))
        .filter((file) => file.endsWith('.ts'))
        .map((file) => `scripts/content-check/${folder}/${file}`),
    );
    const ids = files.flatMap((file) => exported(file, /\bid: '([a-z-]+)'/g));
    expect(ids.length).toBeGreaterThan(40);
    const doc = read('docs/where-is.md');
    expect(ids.filter((id) => !new RegExp(`#${id}(?![\\w-])`).test(doc))).toEqual([]);
  });

  it('name every content module and every component folder', () => {
    const modules = ['content', 'content/pages'].flatMap((folder) =>
      readdirSync(join(ROOT, folder))
        .filter((file) => file.endsWith('.ts'))
        .map((file) => `${folder}/${file}`),
    );
    const folders = readdirSync(join(ROOT, 'components'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `components/${entry.name}/`);
    expect(modules.length).toBeGreaterThan(30);
    expect(folders.length).toBeGreaterThan(10);
    const doc = read('docs/where-is.md');
    expect([
      ...modules.filter((module) => !doc.includes(`\`${module}\``)),
      ...folders.filter((folder) => !doc.includes(`\`${folder}`)),
    ]).toEqual([]);
  });

  it('name every JSON-LD builder and every WCAG probe', () => {
    const builders = exported('lib/seo/json-ld.ts', /^export function (\w+JsonLd)\(/gm);
    const probes = exported('tests/e2e/wcag-probes.ts', /^export function (\w+)\(/gm);
    expect(builders.length).toBeGreaterThan(5);
    expect(probes.length).toBeGreaterThan(5);
    expect(missingFrom('docs/where-is.md', [...builders, ...probes])).toEqual([]);
  });

  it('name every analytics event', () => {
    expect(missingFrom('docs/booking-and-analytics.md', Object.values(EVENTS))).toEqual([]);
  });
});
