/**
 * @jest-environment node
 */
import { rmSync } from 'node:fs';
import { checkAfter, expectStopped, type Slip } from './support/slips';

/* Values inside their bounds but against their meaning (#values-meaning, #sample-marker): slips stopped at their line, correct edits accepted. */
type Row = readonly [what: string, file: string, after: string, find: string, replace: string, says?: RegExp];
const slip = ([what, file, after, find, replace, says = /values-meaning|。|:/]: Row): Slip => ({ what, file, after, find, replace, says });

const SLIPS: readonly Row[] = [
  ['the rate the other way round', 'content/mainland-notice.ts', 'exchangeRate', 'rmbPerHkd: 0.92', 'rmbPerHkd: 1.09', /少於 1.*below 1/],
  ['sessions a reader doubts', 'content/claims.ts', 'simple:', 'to: 3 }', 'to: 30 }', /1 至 30 節.*doubts/],
  [
    'a qualification from a year ahead',
    'content/therapists.ts',
    '家族系統排列導師證書',
    "year: '2005'",
    "year: '2071'",
    /2071.*still ahead/,
  ],
  [
    'weekday words reordered',
    'content/site.ts',
    'weekdays:',
    "'星期一', '星期二'",
    "'星期日', '星期二'",
    /星期一排到星期日.*Monday to Sunday/,
  ],
  [
    'a search page as a hotline source',
    'content/crisis-lines.ts',
    "number: '999'",
    "source: 'https://www.police.gov.hk/ppp_en/01_about_us/pp_operation.html'",
    "source: 'https://www.google.com/search?q=999+hong+kong'",
    /搜尋結果頁.*search results page/,
  ],
];

const CORRECT: readonly Row[] = [
  ['a new rate', 'content/mainland-notice.ts', 'exchangeRate', 'rmbPerHkd: 0.92', 'rmbPerHkd: 0.91'],
  ['one more session', 'content/claims.ts', 'simple:', 'to: 3 }', 'to: 4 }'],
  ['a qualification of this year', 'content/therapists.ts', '家族系統排列導師證書', "year: '2005'", `year: '${new Date().getFullYear()}'`],
  [
    'a sample replaced by the real name, marker removed',
    'content/therapists.ts',
    '遊戲治療專業證書',
    "issuer: '○○遊戲治療學會', year: '2014', sample: true",
    "issuer: '香港遊戲治療學會', year: '2014'",
  ],
  ['the police page in Chinese', 'content/crisis-lines.ts', "number: '999'", 'ppp_en', 'ppp_tc'],
];

jest.setTimeout(120_000);

it('stops each value against its meaning at its line, in Chinese and English', () => expectStopped(SLIPS.map(slip), 5));

it('accepts the correct edits of the same values', async () => {
  const { root, lines } = await checkAfter(CORRECT.map(slip));
  rmSync(root, { recursive: true, force: true });
  expect(lines).toEqual([]);
});
