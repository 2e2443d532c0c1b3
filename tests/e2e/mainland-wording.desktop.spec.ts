import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { mainlandWords, protectedNames, simplifiedOverrides } from '@/content/simplified-overrides';
import { plainSimplified } from '@/lib/content-text/to-simplified';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { crisisLines } from '@/content/crisis-lines';
import { editionFiles, OUT, urlOf } from './out-files';
import { elementsNamed, readableText } from './page-text';

// Every Simplified page in out/, read as a mainland reader reads it (the lists:
// content/simplified-overrides.ts; an override's wording is the editors' choice).

/** The Simplified pages, each with the Traditional page of the same address. */
const pages = editionFiles(SIMPLIFIED).map((file) => ({
  url: urlOf(file),
  simplified: file,
  traditional: path.join(OUT, path.relative(path.join(OUT, SIMPLIFIED.folder), file)),
}));

/** What a reader reads of a page: its text and read attributes (not the other script's link), its title and description. */
function said(html: string, otherLang: string): string {
  const title = elementsNamed(html, 'title')[0]?.text ?? '';
  const description = elementsNamed(html, 'meta')
    .filter((meta) => meta.attributes.get('name') === 'description')
    .map((meta) => meta.attributes.get('content') ?? '');
  return [readableText(html, otherLang), title, ...description].join('\n');
}

const read = (file: string, otherLang: string) => said(readFileSync(file, 'utf8'), otherLang);
const count = (text: string, part: string) => text.split(part).length - 1;

const words = mainlandWords.map((word) => ({ ...word, simplified: plainSimplified(word.hongKong) }));
const names = protectedNames.map((name) => ({ name, simplified: plainSimplified(name) }));
/** Wording that may hold a listed word on purpose: the protected names, and the overrides that write one. */
const kept = [
  ...names.map((name) => name.simplified),
  ...simplifiedOverrides.map((row) => row.simplified).filter((wording) => words.some((word) => wording.includes(word.simplified))),
].sort((a, b) => b.length - a.length);

test('no page keeps a Hong Kong word of the list, outside protected names', () => {
  expect(pages.length).toBeGreaterThan(30);
  const found: string[] = [];
  for (const page of pages) {
    const text = kept.reduce((rest, wording) => rest.split(wording).join('\u0000'), read(page.simplified, TRADITIONAL.lang));
    for (const word of words)
      if (text.includes(word.simplified)) found.push(`${page.url}: 「${word.simplified}」, on the mainland 「${word.mainland}」`);
  }
  expect(found).toEqual([]);
});

test('every protected name stands, converted plainly, wherever the Traditional page shows it', () => {
  const lineNames = new Set<string>(crisisLines.map((line) => line.name));
  // A body a line is named after or described by (社會福利署, 醫院管理局) shows on the crisis page as
  // often as each edition lists that place's lines: there it is wanted, not counted.
  const lineWords = crisisLines.map((line) => JSON.stringify(line)).join('\n');
  // A crisis line's name shows where its place's lines do: each edition's pages list their own
  // place's (Hong Kong's; the mainland's), and every place's are on the crisis page, linked from
  // every footer. So a line's name is wanted on the Simplified crisis page, plainly converted.
  const crisisPage = pages.find((page) => page.url.endsWith('/crisis-support/'));
  const crisisText = crisisPage ? read(crisisPage.simplified, TRADITIONAL.lang) : '';
  const found: string[] = [];
  let seen = 0;
  for (const page of pages) {
    if (!existsSync(page.traditional)) continue;
    const traditional = read(page.traditional, SIMPLIFIED.lang);
    const simplified = read(page.simplified, TRADITIONAL.lang);
    for (const { name, simplified: plain } of names) {
      const wanted = count(traditional, name);
      seen += wanted;
      if (lineNames.has(name)) {
        if (wanted > 0 && !crisisText.includes(plain)) found.push(`${crisisPage?.url ?? 'the crisis page'}: 「${plain}」 missing`);
      } else if (page === crisisPage && lineWords.includes(name)) {
        if (wanted > 0 && count(simplified, plain) === 0) found.push(`${page.url}: 「${plain}」 missing`);
      } else if (count(simplified, plain) < wanted) found.push(`${page.url}: 「${plain}」 ${count(simplified, plain)} of ${wanted} times`);
    }
  }
  expect(crisisPage, 'the Simplified crisis page').toBeDefined();
  expect(seen).toBeGreaterThan(0);
  expect([...new Set(found)]).toEqual([]);
});

test('no page writes the Hong Kong marks 「」, 『』 or the middle dot ・', () => {
  const found = pages.flatMap((page) => {
    const marks = [...new Set(read(page.simplified, TRADITIONAL.lang).match(/[「」『』・]/g) ?? [])];
    return marks.length > 0 ? [`${page.url}: ${marks.join('')}`] : [];
  });
  expect(found).toEqual([]);
});
