import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crisisLines } from '@/content/crisis-lines';
import { editionLabels } from '@/content/editions';
import { home } from '@/content/home';
import { footerLinks, mainNav } from '@/content/navigation';
import { blogPosts } from '@/content/pages/blog';
import { page as crisisSupport } from '@/content/pages/crisis-support';
import { page as faq } from '@/content/pages/faq';
import { page as fee } from '@/content/pages/fee';
import { booking, site } from '@/content/site';
import { simplifiedOverrides } from '@/content/simplified-overrides';
import type { Section } from '@/content/types';
import { wordForms } from '@/content/word-forms';
import type { LoadedExport } from '@/scripts/content-check/types';
import { futureDates, hongKongToday } from '@/scripts/content-check/rules/dates';
import { emptiedPages } from '@/scripts/content-check/rules/repeats';
import { stampsForOldStreet } from '@/scripts/content-check/rules/addresses';
import { hotlineNumbers } from '@/scripts/content-check/rules/numbers';
import { plainSimplified } from '@/lib/content-text/to-simplified';
import { apply, copyContent, runCheck, type Edit } from './support/content-copy';

/*
 * Values that pass their field's form but cannot work: each kind broken once in a copy of the
 * content, run as `npm run check:content` runs, and its line asserted (file, line, what to write).
 * Slips sit in different places, so a few runs hold them all.
 */
jest.setTimeout(120_000);

interface Slip extends Omit<Edit, 'entry' | 'field'> {
  /** What the line about it must say. */
  readonly says: RegExp;
  /** The problem is reported at another line than the edit's (the field's own, when the edit removed lines). */
  readonly line?: (root: string) => number;
}

const lineOf = (root: string, file: string, text: string, from = '') => {
  const source = readFileSync(join(root, file), 'utf8');
  const start = source.indexOf(from);
  return source.slice(0, source.indexOf(text, start)).split('\n').length;
};

const CRISIS = 'content/crisis-lines.ts';
const SITE = 'content/site.ts';
const hkSupport = crisisLines.filter((line) => line.kind === 'support' && line.place === 'hk');
/** Two Hong Kong support lines reached on an 8-digit number, and one on a short code. */
const [eightDigit, otherEightDigit] = hkSupport.filter((line) => line.channels[0].number.replace(/\D/g, '').length === 8);
const shortCode = hkSupport.find((line) => line.channels[0].number.length === 5);
const emergency = crisisLines.find((line) => line.kind === 'emergency' && line.place === 'hk');
const numberOf = (line: (typeof crisisLines)[number] | undefined) => line?.channels[0].number ?? '';

const NUMBERS_AND_ADDRESSES: readonly Slip[] = [
  {
    what: 'a crisis line with digits missing, which still looks like a short code',
    file: CRISIS,
    after: `name: '${eightDigit?.name}'`,
    find: `number: '${numberOf(eightDigit)}'`,
    replace: `number: '${numberOf(eightDigit).slice(0, 6)}'`,
    says: /number — 短號碼以 1 開頭.*寫出全部 8 位.*（a short code starts with 1/,
  },
  {
    what: 'an emergency number with a digit too many',
    file: CRISIS,
    after: `name: '${emergency?.name}'`,
    find: `number: '${numberOf(emergency)}'`,
    replace: `number: '${numberOf(emergency)}9'`,
    says: /number — 緊急求助號碼是 3 位數字.*寫了 4 位/,
  },
  {
    what: 'one number twice in one line',
    file: CRISIS,
    after: `name: '${shortCode?.name}'`,
    find: 'channels: [',
    replace: `channels: [{ number: '${numberOf(shortCode)}', via: ['call'], source: '${shortCode?.channels[0].source}' }, `,
    // The copy is the second channel, on the same line.
    says: new RegExp(`number — 這條熱線的第 1 個 channel 已是 ${numberOf(shortCode)}`),
  },
  {
    what: "the centre's phone, pasted from a hotline",
    file: SITE,
    after: 'export const site',
    find: `phone: { display: '${site.phone.display}', e164: '${site.phone.e164}' }`,
    replace: `phone: { display: '${numberOf(otherEightDigit)}', e164: '+852${numberOf(otherEightDigit).replace(/\D/g, '')}' }`,
    says: new RegExp(`phone\\.display — .*是熱線「${otherEightDigit?.name}」的號碼`),
  },
  {
    what: 'a WhatsApp number shown with a digit missing',
    file: SITE,
    after: 'export const site',
    find: `display: '${site.whatsapp.display}'`,
    replace: `display: '${site.whatsapp.display.slice(0, -1)}'`,
    says: /whatsapp\.display — 香港的 WhatsApp 號碼有 8 位數字，這裡寫了 7 位/,
  },
  {
    what: 'an address pasted with a space at its end',
    file: SITE,
    after: 'address: {',
    find: `street: '${site.address.street}'`,
    replace: `street: '${site.address.street} '`,
    says: new RegExp(`address\\.street — 結尾多了空格或換行：刪除它，寫成 '${site.address.street}'`),
  },
  {
    what: "a partner's address pasted with a space at its end",
    file: SITE,
    after: 'partners: [',
    find: `url: '${site.partners[0]?.url}'`,
    replace: `url: '${site.partners[0]?.url} '`,
    says: /partners › .* › url — 結尾多了空格/,
  },
  {
    what: 'an e-mail pasted as a mailto: link',
    file: SITE,
    after: 'export const site',
    find: `email: '${site.email}'`,
    replace: `email: 'mailto:${site.email}'`,
    says: new RegExp(`email — 只寫電郵地址，不寫 mailto:.*寫 '${site.email}'`),
  },
  {
    what: 'an e-mail address written as a link without mailto:',
    file: 'content/navigation.ts',
    after: 'export const footerLinks',
    find: `href: '${footerLinks[0]?.href}'`,
    replace: `href: '${site.email}'`,
    says: new RegExp(`href — 電話或電郵的連結要寫成 mailto:${site.email}`),
  },
  {
    what: "a social page's address under another platform",
    file: SITE,
    after: 'social: [',
    find: "platform: 'youtube'",
    replace: "platform: 'facebook'",
    // Reported at the address, on the same line.
    says: /url — 這是 youtube 的網址，但 platform 寫了 facebook/,
  },
  {
    what: 'a WeChat id with a space inside',
    file: SITE,
    after: 'wechat: {',
    find: `id: '${site.wechat.id}'`,
    replace: `id: '微信 ${site.wechat.id}'`,
    says: /wechat\.id — 微信號是 6 至 20 個英文字母/,
  },
];

/** Two days after Hong Kong's today: never today, whatever the hour. */
const later = new Date(Date.now() + 2 * 86_400_000);
const future = hongKongToday(later);
const [firstPost] = blogPosts;
const faqSections = faq.sections as readonly Section[];
const [firstQuestion, secondQuestion] = faqSections.flatMap((section) => (section.kind === 'faq' ? section.items : []));
const override = simplifiedOverrides[1];
/** The phrase as plain conversion writes it: a second wording. */
const otherWording = plainSimplified(override?.traditional ?? '');
const [firstForm, secondForm] = wordForms;
const [firstLine, secondLine] = hkSupport;
const lastNav = mainNav.at(-1);

const DATES_AND_COPIES: readonly Slip[] = [
  {
    what: "a page's last change in the future",
    file: 'content/pages/fee.ts',
    after: 'export const page',
    find: `lastModified: '${fee.lastModified}'`,
    replace: `lastModified: '${future}'`,
    says: new RegExp(`lastModified — 日期 ${future} 還未到`),
  },
  {
    what: "an article's update in the future",
    file: 'content/pages/blog.ts',
    after: `slug: '${firstPost?.slug}'`,
    find: `dateModified: '${firstPost?.dateModified}'`,
    replace: `dateModified: '${future}'`,
    says: new RegExp(`dateModified — 日期 ${future} 還未到.*（the date ${future} has not come yet`),
  },
  {
    what: 'a founding year still ahead',
    file: SITE,
    after: 'export const site',
    find: `foundingYear: ${site.foundingYear}`,
    replace: `foundingYear: ${Number(future.slice(0, 4)) + 1}`,
    says: new RegExp(`foundingYear — 成立年份 ${Number(future.slice(0, 4)) + 1} 還未到`),
  },
  {
    what: 'the same FAQ question twice on a page',
    file: 'content/pages/faq.ts',
    after: `question: '${firstQuestion?.question}'`,
    find: `question: '${secondQuestion?.question}'`,
    replace: `question: '${firstQuestion?.question}'`,
    says: new RegExp(`question — 本頁「${faqSections[0]?.kind === 'faq' ? faqSections[0].heading : ''}」已有同一條問題`),
  },
  {
    what: 'one phrase with two Simplified wordings',
    file: 'content/simplified-overrides.ts',
    after: `{ traditional: '${override?.traditional}'`,
    find: '\n',
    replace: `\n  { traditional: '${override?.traditional}', simplified: '${otherWording}' },\n`,
    says: new RegExp(`traditional — 「${override?.traditional}」在第 2 項已寫作「${override?.simplified}」，這一行卻寫「${otherWording}」`),
    line: (root) => lineOf(root, 'content/simplified-overrides.ts', `simplified: '${otherWording}'`),
  },
  {
    what: 'a word refused by two rows of the word forms',
    file: 'content/word-forms.ts',
    after: `write: '${secondForm?.write}'`,
    find: `not: ['${secondForm?.not[0]}'`,
    replace: `not: ['${secondForm?.not[0]}', '${firstForm?.not[0]}'`,
    says: new RegExp(`not\\.第 2 項 — 「${firstForm?.not[0]}」已列在「${firstForm?.write}」那一行`),
  },
  {
    what: 'a menu item listed twice',
    file: 'content/navigation.ts',
    after: 'export const mainNav',
    find: `{ label: '${lastNav?.label}', href: '${lastNav?.href}' },`,
    replace: `{ label: '${lastNav?.label}', href: '${lastNav?.href}' },\n  { label: '${lastNav?.label}', href: '${lastNav?.href}' },`,
    says: new RegExp(`href — href「${lastNav?.href}」與這個清單的第 ${mainNav.length} 項相同`),
    line: (root) => lineOf(root, 'content/navigation.ts', `href: '${lastNav?.href}'`, `href: '${lastNav?.href}'`) + 1,
  },
  {
    what: 'a crisis line entered twice under one name',
    file: CRISIS,
    after: `name: '${firstLine?.name}'`,
    find: `name: '${secondLine?.name}'`,
    replace: `name: '${firstLine?.name}'`,
    says: new RegExp(`name — name「${firstLine?.name}」與這個清單的第 ${crisisLines.findIndex((line) => line === firstLine) + 1} 項相同`),
  },
  {
    what: 'a testimonial pasted twice on the home page',
    file: 'content/home.ts',
    after: `text: '${home.testimonials.items[0].text}'`,
    find: `text: '${home.testimonials.items[1].text}'`,
    replace: `text: '${home.testimonials.items[0].text}'`,
    says: /testimonials\.items › .* › text — text「.*」與這個清單的第 1 項相同/,
  },
];

const seoTitle = fee.seo.title;
/** A search description short enough to take one more character. */
const description = faq.seo.description;

const PAGES_AND_TITLES: readonly Slip[] = [
  {
    what: 'a title that repeats the name the site appends',
    file: 'content/pages/fee.ts',
    after: 'seo: {',
    find: `title: '${seoTitle}'`,
    replace: `title: '${seoTitle}｜${site.shortName}'`,
    says: new RegExp(
      `seo\\.title — 網站會在每個標題後自動加上「｜${site.shortName}」：刪除標題裡的「${site.shortName}」，寫成「${seoTitle}」`,
    ),
  },
  {
    what: 'a search description with a line break',
    file: 'content/pages/faq.ts',
    after: 'seo: {',
    find: `'${description.slice(0, 10)}`,
    replace: `'${description.slice(0, 5)}\\n${description.slice(5, 10)}`,
    says: /seo\.description — 搜尋結果把這段文字排成一行，第 5 個字後的換行/,
    line: (root) => lineOf(root, 'content/pages/faq.ts', 'description:', 'seo: {'),
  },
  {
    what: "the Simplified edition's switch link typed in Traditional",
    file: 'content/editions.ts',
    after: "'zh-Hans'",
    find: `label: '${editionLabels['zh-Hans'].label}'`,
    // Its first character kept, the rest as the Traditional label writes it.
    replace: `label: '${editionLabels['zh-Hans'].label.slice(0, 1)}${editionLabels['zh-Hant-HK'].label.slice(1)}'`,
    says: /zh-Hans\.label — 這段文字在簡體版顯示，要用簡體字寫，這裡有繁體字/,
  },
];

function expectLines(root: string, slips: readonly Slip[], lines: Map<Slip, number>) {
  const { status, lines: printed, output } = runCheck(root);
  expect(output).not.toMatch(/\n\s+at |node_modules|未預期的錯誤/);
  expect(status).toBe(1);
  for (const slip of slips) {
    const at = `${slip.file}:${slip.line ? slip.line(root) : lines.get(slip)} › `;
    const match = printed.find((text) => text.startsWith(at) && slip.says.test(text));
    expect({ slip: slip.what, at, match }).toEqual({ slip: slip.what, at, match: expect.any(String) });
  }
  return printed;
}

describe('npm run check:content on values that cannot work', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('passes the real content', () => {
    const { status, output } = runCheck(process.cwd());
    expect({ status, output }).toEqual({ status: 0, output: expect.stringContaining('content check passed') });
  });

  it.each([
    ['numbers that cannot be dialled and addresses that cannot work', NUMBERS_AND_ADDRESSES],
    ['dates still to come, and copies', DATES_AND_COPIES],
    ["titles and descriptions against docs/editing.md's rules, and the switch link's script", PAGES_AND_TITLES],
  ])('stops %s, each with its line and what to write', (_, slips) => {
    root = copyContent();
    const lines = new Map(slips.map((slip) => [slip, apply(root, { ...slip, entry: '', field: '' })]));
    expectLines(root, slips, lines);
  });

  it('stops pages emptied of what they exist for: the crisis page without its support lines, the testimonials page without a testimonial', () => {
    // (A page's booking block and the notice for the mainland are the templates': no edit removes them.)
    root = copyContent();
    const edit = (file: string, change: (source: string) => string) =>
      writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')));
    // The crisis page's lines to call, made lines that take messages; every quote of the testimonials page cut out.
    const crisis = 'content/pages/crisis-support.ts';
    edit(crisis, (source) => source.replace("lines: 'call'", "lines: 'text'"));
    const testimonials = 'content/pages/testimonials.ts';
    edit(testimonials, (source) => source.replace(/\n {4}\{\n {6}kind: 'quote',[^}]*\},/g, ''));
    const { status, lines: printed } = runCheck(root);
    expect(status).toBe(1);
    const expected: [where: string, says: RegExp][] = [
      [`${crisis}:${lineOf(root, crisis, 'sections:')} › `, /sections — 緊急求助頁面要列出緊急求助號碼、支援熱線及文字求助途徑/],
      [`${testimonials}:${lineOf(root, testimonials, 'sections:')} › `, /sections — 個案分享頁面要有最少一則分享/],
    ];
    for (const [where, says] of expected) {
      const match = printed.find((text) => text.startsWith(where) && says.test(text));
      expect({ where, match }).toEqual({ where, match: expect.any(String) });
    }
  });
});

describe('the date rule', () => {
  const page = (lastModified: string): LoadedExport[] => [
    { file: 'content/pages/fee.ts', exportName: 'page', path: [], value: { lastModified }, pageKind: 'page' },
  ];

  it('allows today and refuses tomorrow, by the clock it is given', () => {
    const rule = futureDates(() => '2030-06-15');
    expect(rule(page('2030-06-15'))).toEqual([]);
    expect(rule(page('2030-06-16'))).toEqual([
      expect.objectContaining({ path: ['lastModified'], message: expect.stringContaining('2030-06-16 還未到') }),
    ]);
  });

  it("takes Hong Kong's date: at 20:00 UTC it is already the next day there", () => {
    expect(hongKongToday(new Date('2030-06-15T20:00:00Z'))).toBe('2030-06-16');
  });
});

describe('the rules on numbers and pages, on the values alone', () => {
  const loadedLines = (lines: readonly unknown[]): LoadedExport[] => [{ file: CRISIS, exportName: 'crisisLines', path: [], value: lines }];
  const line = (kind: string, number: string) => ({ kind, place: 'hk', name: number, channels: [{ number, via: ['call'] }] });

  it.each([
    ['a short code written like an 8-digit number cut short', 'support', '1811 1', /短號碼連着寫，不留空格/],
    ['an 8-digit number starting with 1', 'support', '1811 1111', /香港的 8 位號碼以 2 至 9 開頭/],
    ['the emergency number as a support line', 'support', '999', /999 是緊急求助號碼：把這條熱線改為 kind: 'emergency'/],
    ['an emergency number of 5 digits', 'emergency', '99999', /緊急求助號碼是 3 位數字.*寫了 5 位/],
  ])('refuses %s', (_, kind, number, says) => {
    expect(hotlineNumbers(loadedLines([line(kind, number)]))).toEqual([
      expect.objectContaining({ path: [0, 'channels', 0, 'number'], message: expect.stringMatching(says) }),
    ]);
  });

  it("accepts a Hong Kong line's short code of 3 to 5 digits or 8 digits, with single inner spaces; refuses another length", () => {
    for (const [kind, number] of [
      ['emergency', '999'],
      ['support', '18111'],
      ['support', '2389 2222'],
      ['support', '28960000'],
    ] as const)
      expect(hotlineNumbers(loadedLines([line(kind, number)]))).toEqual([]);
    for (const number of ['99', '2389 222', '2389 22222', '238 922'])
      expect(hotlineNumbers(loadedLines([line('support', number)]))).toEqual([
        expect.objectContaining({ message: expect.stringMatching(/香港的熱線號碼是 3 至 5 位的短號碼/) }),
      ]);
  });

  it('accepts every kind of number the real list has', () => {
    expect(hotlineNumbers(loadedLines(crisisLines))).toEqual([]);
  });

  const pageOf = (file: string, value: unknown): LoadedExport => ({ file, exportName: 'page', path: [], value, pageKind: 'page' });
  const without = (sections: readonly Section[], drop: (section: Section) => boolean) => sections.filter((section) => !drop(section));
  const context: LoadedExport[] = [{ file: SITE, exportName: 'booking', path: [], value: booking }];

  it('asks the FAQ page for a question, the fee page for a session fee and the crisis page for its emergency numbers', () => {
    const pages = [
      pageOf('content/pages/faq.ts', { ...faq, sections: without(faq.sections, (section) => section.kind === 'faq') }),
      pageOf('content/pages/fee.ts', {
        ...fee,
        sections: (fee.sections as readonly Section[]).map((section) =>
          section.kind === 'cards' ? { ...section, items: section.items.map((card) => ({ title: card.title, text: card.text })) } : section,
        ),
      }),
      pageOf('content/pages/crisis-support.ts', {
        ...crisisSupport,
        sections: without(crisisSupport.sections, (section) => section.kind === 'hotlines' && section.lines === 'emergency'),
      }),
    ];
    expect(emptiedPages([...context, ...pages]).map(({ file, path, message }) => [file, path, message.split('：')[0]])).toEqual([
      ['content/pages/faq.ts', ['sections'], '常見問題頁面要有最少一組問題'],
      ['content/pages/fee.ts', ['sections'], '收費頁面要寫明最少一項每節收費'],
      ['content/pages/crisis-support.ts', ['sections'], '緊急求助頁面要列出緊急求助號碼、支援熱線及文字求助途徑'],
    ]);
    expect(
      emptiedPages([
        ...context,
        pageOf('content/pages/faq.ts', faq),
        pageOf('content/pages/fee.ts', fee),
        pageOf('content/pages/crisis-support.ts', crisisSupport),
      ]),
    ).toEqual([]);
  });
});

describe('a moved address', () => {
  const point = { latitude: 22.3, longitude: 114.1, forStreet: '彌敦道 700 號' };
  const way = { text: '港鐵旺角站 E2 出口', forStreet: '彌敦道 700 號' };
  const loaded = (street: string): LoadedExport[] => [
    { file: SITE, exportName: 'site', path: [], value: { address: { street }, geo: point, transport: way } },
  ];

  it('stops at each stamp still set for the old street: move the point, rewrite the way, then the stamp', () => {
    expect(stampsForOldStreet(loaded('亞皆老街 8 號')).map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['geo.forStreet', expect.stringMatching(/「彌敦道 700 號」.*「亞皆老街 8 號」.*latitude.*forStreet 改為 '亞皆老街 8 號'/)],
      ['transport.forStreet', expect.stringMatching(/路線.*「彌敦道 700 號」.*改寫.*forStreet 改為 '亞皆老街 8 號'/)],
    ]);
  });

  it('passes stamps set for the street, however it is spaced', () => {
    expect(stampsForOldStreet(loaded('彌敦道700號'))).toEqual([]);
    expect(stampsForOldStreet([{ file: SITE, exportName: 'site', path: [], value: site }])).toEqual([]);
  });
});
