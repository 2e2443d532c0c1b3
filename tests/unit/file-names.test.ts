/** @jest-environment node */
import { basename } from 'node:path';
import { filesIn } from './support/source-modules';

/*
 * No two files of lib/, components/ or scripts/ whose names differ by one letter (`silent-page.ts`
 * beside `silent-pages.ts`): a newcomer opens the wrong one. Names are compared without their
 * endings, so a module's `.d.mts` or `.module.css` goes with it. The pairs left, and why:
 */
const LEFT: Readonly<Record<string, string>> = {
  'icon ~ icons': "scripts/bench-floor/app/icon.svg is Next's own name for a site icon",
  'page ~ pages': "scripts/bench-floor/app/page.tsx is Next's own name for a page",
  'picture ~ pictures': 'a component (components/ui/) and a rule of the check (scripts/content-check/rules/)',
  'stats ~ status': 'different words: the benchmark statistics and the status banner',
  'therapist ~ therapists': "a profile page's style and the schema of the therapists list",
};

const stem = (file: string) => basename(file).replace(/(?:\.d)?(?:\.module)?\.[a-z]+$/, '');
/** Whether two names differ by one letter added, removed or changed. */
function oneLetterApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let same = 0;
  while (same < short.length && short[same] === long[same]) same += 1;
  return long.slice(same + 1) === short.slice(short.length === long.length ? same + 1 : same);
}

it('lib/, components/ and scripts/ hold no two file names one letter apart', () => {
  const stems = [...new Set(filesIn(['lib', 'components', 'scripts'], () => true).map(stem))].sort();
  const pairs = stems.flatMap((a, index) => stems.slice(index + 1).flatMap((b) => (oneLetterApart(a, b) ? [`${a} ~ ${b}`] : [])));
  expect(pairs.filter((pair) => !(pair in LEFT))).toEqual([]);
  expect(Object.keys(LEFT).filter((pair) => !pairs.includes(pair))).toEqual([]);
  const examples = [
    ['silent-page', 'silent-pages'],
    ['build', 'builds'],
    ['card', 'cart'],
    ['links', 'link'],
    ['page', 'menu'],
  ] as const;
  expect(examples.map(([a, b]) => oneLetterApart(a, b))).toEqual([true, true, true, true, false]);
});
