/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENTS } from '@/lib/analytics/events';

/*
 * docs/where-is.md answers whole kinds of question with one list: every check rule file, every
 * JSON-LD builder, every WCAG probe; docs/booking-and-analytics.md lists every analytics event.
 * A file, builder, probe or event added without its line fails here, so the lists stay whole.
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
