/**
 * @jest-environment node
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sampleEntries } from '@/scripts/content-check/samples';
import { CONTENT_FILES, copyContent } from './support/content-copy';
import { edit, expectAccepted, expectStopped, lineOf, slip, type EditRow, type SlipRow } from './support/slips';

/* Values inside their bounds but against their meaning (#values-meaning, #sample-marker): slips stopped at their line, correct edits accepted. */

const SLIPS: readonly SlipRow[] = [
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

const CORRECT: readonly EditRow[] = [
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

/* A place's time zones against the zone data (lib/crisis/zone-countries.ts): each of its countries', all of them listed. */
const { CRISIS, THERAPISTS } = CONTENT_FILES;
const MAINLAND_ZONES = "zones: ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Chongqing', 'Asia/Chungking', 'Asia/Harbin', 'Asia/Kashgar', 'PRC']";
const ZONE_SLIPS: readonly SlipRow[] = [
  [
    "the mainland's zones pruned to one",
    CRISIS,
    "id: 'mainland'",
    MAINLAND_ZONES,
    "zones: ['Asia/Shanghai']",
    /時區不齊.*Asia\/Urumqi.*misses time zones.*Asia\/Urumqi/,
  ],
  [
    'a Tokyo zone put under Taiwan',
    CRISIS,
    "id: 'taiwan'",
    "'ROC']",
    "'ROC', 'Asia/Tokyo']",
    /Asia\/Tokyo 不是 taiwan.*屬於 JP.*not a time zone of taiwan/,
  ],
  [
    "a Mexican zone among the United States' (all America/…)",
    CRISIS,
    "id: 'us'",
    "'America/Chicago',",
    "'America/Cancun',",
    /America\/Cancun 不是 us.*MX/,
  ],
  [
    "Hong Kong's old zone name dropped",
    CRISIS,
    "id: 'hk'",
    "zones: ['Asia/Hong_Kong', 'Hongkong']",
    "zones: ['Asia/Hong_Kong']",
    /hk 的時區不齊.*Hongkong/,
  ],
  [
    'a zone of no country',
    CRISIS,
    "id: 'singapore'",
    "'Singapore']",
    "'Singapore', 'Etc/GMT-8']",
    /Etc\/GMT-8.*不屬於任何國家.*belongs to no country/,
  ],
  [
    "the Crown dependencies dropped from the UK's countries, their zones kept",
    CRISIS,
    "id: 'uk'",
    "countries: ['JE', 'GG', 'IM'],",
    '',
    /Europe\/Guernsey 不是 uk.*GG.*add GG to countries/,
    { at: 'zones:' },
  ],
];
const ZONE_CORRECT: readonly EditRow[] = [
  ['a main zone of the United States added', CRISIS, "id: 'us'", "'America/Chicago',", "'America/Chicago',\n      'America/Sitka',"],
  [
    "the mainland's zones in another order",
    CRISIS,
    "id: 'mainland'",
    "zones: ['Asia/Shanghai', 'Asia/Urumqi',",
    "zones: ['Asia/Urumqi', 'Asia/Shanghai',",
  ],
  [
    "Macau's zone under its other name first",
    CRISIS,
    "id: 'macau'",
    "zones: ['Asia/Macau', 'Asia/Macao']",
    "zones: ['Asia/Macao', 'Asia/Macau']",
  ],
];

/* `sample: true` against the stand-in (○○, 示例) it marks (#sample-marker, #sample-confirmed). */
const SAMPLE_SLIPS: readonly SlipRow[] = [
  [
    'the marker removed while ○○ remains',
    THERAPISTS,
    '輔導學碩士',
    "issuer: '○○大學', year: '2012', sample: true",
    "issuer: '○○大學', year: '2012'",
    /「○○大學」是待補的示例.*add sample: true/,
  ],
  [
    'a new qualification written with 示例 and no marker',
    THERAPISTS,
    "'催眠治療師證書', issuer: '國際",
    "issuer: '國際超個人心理學研究院', year: '2010', sample: true",
    "issuer: '示例學院', year: '2010'",
    /「示例學院」是待補的示例/,
  ],
  [
    'the marker left on once ○○ has its real name',
    THERAPISTS,
    '遊戲治療專業證書',
    "issuer: '○○遊戲治療學會'",
    "issuer: '香港遊戲治療學會'",
    /「○○遊戲治療學會」已換上真實名稱.*remove sample: true/,
  ],
  ['the marker left on a degree confirmed', THERAPISTS, '心理學碩士', "issuer: '○○大學'", "issuer: '香港大學'", /「○○大學」已換上真實名稱/],
];
const SAMPLE_CORRECT: readonly EditRow[] = [
  [
    "a sample person's qualification, without ○○, edited and still marked",
    THERAPISTS,
    "'催眠治療師證書', issuer: '國際",
    "year: '2010', sample: true",
    "year: '2009', sample: true",
  ],
  [
    'a stand-in of the same entry spelt again, still marked',
    THERAPISTS,
    '家庭及伴侶治療專業證書',
    "issuer: '○○家庭治療學院'",
    "issuer: '○○家族治療學院'",
  ],
];

jest.setTimeout(120_000);

it('stops each value against its meaning at its line, in Chinese and English', () => expectStopped(SLIPS.map(slip), 5));

it("stops a place's time zones against the zone data at their line, in Chinese and English", () => expectStopped(ZONE_SLIPS.map(slip), 1));

it('stops a sample marker that disagrees with the stand-in it marks, at its line, in Chinese and English', () =>
  expectStopped(SAMPLE_SLIPS.map(slip), 1));

// Each file with sample entries is one line of the listing: only the therapists' line is read here, its
// count taken from the file, so replacing other samples (or some of these) before launch turns nothing red.
it('lists the sample entries left, by line, and no longer one confirmed', () => {
  const root = copyContent();
  try {
    const listed = () => sampleEntries(root).filter((line) => line.startsWith(`${THERAPISTS}:`));
    const markers = (text: string) =>
      text.split('\n').flatMap((line, at) => (/sample: true/.test(line) && !/^\s*\*/.test(line) ? [at + 1] : []));
    const text = readFileSync(join(root, THERAPISTS), 'utf8');
    const count = markers(text).length;
    expect(listed().map((line) => line.split(' — ')[0])).toEqual([`${THERAPISTS}:${markers(text).join(',')}`]);
    expect(listed()[0]).toMatch(new RegExp(`仍是示例內容（${count} 項.*still sample content \\(${count} entries.*before launch`));
    writeFileSync(join(root, THERAPISTS), text.replace("issuer: '○○大學', year: '2008', sample: true", "issuer: '香港大學', year: '2008'"));
    expect(listed().map((line) => line.split(' — ')[0])).toEqual([
      `${THERAPISTS}:${markers(text)
        .filter((line) => line !== lineOf(root, THERAPISTS, "issuer: '香港大學'"))
        .join(',')}`,
    ]);
    writeFileSync(join(root, THERAPISTS), text.replace(/, sample: true/g, ''));
    expect(listed()).toEqual([]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

// Whatever quotes the page has (it keeps at least one): every marker is taken off (the listing reads lines,
// not code), then one is put back.
it('lists a sample quote of the testimonials page at its line, and none once its marker goes', () => {
  const root = copyContent();
  const file = 'content/pages/testimonials.ts';
  try {
    const listed = () => sampleEntries(root).filter((line) => line.startsWith(`${file}:`));
    const unmarked = readFileSync(join(root, file), 'utf8').replace(/\bsample:\s*true\b/g, '');
    writeFileSync(join(root, file), unmarked.replace("kind: 'quote',", "kind: 'quote', sample: true,"));
    expect(listed()).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${lineOf(root, file, "kind: 'quote', sample: true")} — 仍是示例內容（1 項`)),
    ]);
    writeFileSync(join(root, file), unmarked);
    expect(listed()).toEqual([]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

it('accepts the correct edits of the same values', async () => {
  await expectAccepted([...CORRECT, ...ZONE_CORRECT, ...SAMPLE_CORRECT].map(edit));
});
