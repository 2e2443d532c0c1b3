import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crisisLines } from '@/content/crisis-lines';
import { editionLabels } from '@/content/editions';
import { home } from '@/content/home';
import { footerLinks, mainNav } from '@/content/navigation';
import { blogPosts } from '@/content/pages/blog';
import { page as crisisSupport } from '@/content/pages/crisis-support';
import { page as faq } from '@/content/pages/faq';
import { contactCopy } from '@/content/pages/contact';
import { page as fee } from '@/content/pages/fee';
import { booking, site } from '@/content/site';
import { simplifiedOverrides } from '@/content/simplified-overrides';
import type { Section } from '@/content/types';
import { wordForms } from '@/content/word-forms';
import { futureDates, hongKongToday } from '@/scripts/content-check/rules/dates';
import { emptiedPages } from '@/scripts/content-check/rules/repeats';
import { stampsForOldStreet } from '@/scripts/content-check/rules/addresses';
import { hotlineNumbers } from '@/scripts/content-check/rules/numbers';
import { RULES } from '@/scripts/content-check/registry';
import type { RuleInput } from '@/scripts/content-check/types';
import { plainSimplified } from '@/lib/content-text/to-simplified';
import { CONTENT_FILES, apply, copyContent, loadedAs, runCheck, swap } from './support/content-copy';

/*
 * Values that pass their field's form but cannot work: each kind broken once in a copy of the
 * content, run as `npm run check:content` runs, and its line asserted (file, line, what to write).
 * Slips sit in different places, so a few runs hold them all.
 */
jest.setTimeout(120_000);

/** An edit ([what, file, after, find, replace]), what the line about it must say, and that line when it is not the edit's. */
interface Slip {
  readonly edit: readonly [what: string, file: string, after: string, find: string, replace: string];
  readonly says: RegExp;
  readonly line?: (root: string) => number;
}

const lineOf = (root: string, file: string, text: string, from = '') => {
  const source = readFileSync(join(root, file), 'utf8');
  const start = source.indexOf(from);
  return source.slice(0, source.indexOf(text, start)).split('\n').length;
};

const { CRISIS, SITE, NAVIGATION, FEE, OVERRIDES, HOME } = CONTENT_FILES;
const CONTACT = 'content/pages/contact.ts';
const hkSupport = crisisLines.filter((line) => line.kind === 'support' && line.place === 'hk');
/** Two Hong Kong support lines reached on an 8-digit number, and one on a short code. */
const [eightDigit, otherEightDigit] = hkSupport.filter((line) => line.channels[0].number.replace(/\D/g, '').length === 8);
const shortCode = hkSupport.find((line) => line.channels[0].number.length === 5);
const emergency = crisisLines.find((line) => line.kind === 'emergency' && line.place === 'hk');
const numberOf = (line: (typeof crisisLines)[number] | undefined) => line?.channels[0].number ?? '';
const named = (line: { name: string } | undefined) => `name: '${line?.name}'`;
const [eight = '', short = '', other = '', sos = ''] = [eightDigit, shortCode, otherEightDigit, emergency].map(numberOf);
const { phone, whatsapp, email, wechat } = site;
const SITE_AT = 'export const site';
const shortAgain = `{ number: '${short}', via: ['call'], source: '${shortCode?.channels[0].source}' }, `;
const phoneOf = (display: string, e164: string) => `phone: { display: '${display}', e164: '${e164}' }`;
const hotlinePhone = phoneOf(other, `+852${other.replace(/\D/g, '')}`);
const shown = whatsapp.display;
const footerHref = footerLinks[0]?.href ?? '';
const street = site.address.street;
const partner = site.partners[0]?.url ?? '';

const NUMBERS_AND_ADDRESSES: readonly Slip[] = [
  {
    edit: ['a crisis line a digit short, like a short code', CRISIS, named(eightDigit), ...swap('number', eight, eight.slice(0, 6))],
    says: /number — 短號碼以 1 開頭.*寫出全部 8 位.*（a short code starts with 1/,
  },
  {
    edit: ['an emergency number with a digit too many', CRISIS, named(emergency), ...swap('number', sos, `${sos}9`)],
    says: /number — 緊急求助號碼是 3 位數字.*寫了 4 位/,
  },
  // The copy is the second channel, on the same line.
  {
    edit: ['one number twice in one line', CRISIS, named(shortCode), 'channels: [', `channels: [${shortAgain}`],
    says: new RegExp(`number — 這條熱線的第 1 個 channel 已是 ${short}`),
  },
  {
    edit: ["the centre's phone, pasted from a hotline", SITE, SITE_AT, phoneOf(phone.display, phone.e164), hotlinePhone],
    says: new RegExp(`phone\\.display — .*是熱線「${otherEightDigit?.name}」的號碼`),
  },
  {
    edit: ['a WhatsApp number shown a digit short', SITE, SITE_AT, ...swap('display', shown, shown.slice(0, -1))],
    says: /whatsapp\.display — 香港的 WhatsApp 號碼有 8 位數字，這裡寫了 7 位/,
  },
  {
    edit: ['an address pasted with a space at its end', SITE, 'address: {', ...swap('street', street, `${street} `)],
    says: new RegExp(`address\\.street — 結尾多了空格或換行：刪除它，寫成 '${street}'`),
  },
  {
    edit: ["a partner's address pasted with a space at its end", SITE, 'partners: [', ...swap('url', partner, `${partner} `)],
    says: /partners › .* › url — 結尾多了空格/,
  },
  {
    edit: ['an e-mail pasted as a mailto: link', SITE, SITE_AT, ...swap('email', email, `mailto:${email}`)],
    says: new RegExp(`email — 只寫電郵地址，不寫 mailto:.*寫 '${email}'`),
  },
  {
    edit: ['an e-mail written as a link without mailto:', NAVIGATION, 'export const footerLinks', ...swap('href', footerHref, email)],
    says: new RegExp(`href — 電話或電郵的連結要寫成 mailto:${email}`),
  },
  // Reported at the address, on the same line.
  {
    edit: ["a social page's address under another platform", SITE, 'social: [', ...swap('platform', 'youtube', 'facebook')],
    says: /url — 這是 youtube 的網址，但 platform 寫了 facebook/,
  },
  {
    edit: ['a WeChat id with a space inside', SITE, 'wechat: {', ...swap('id', wechat.id, `微信 ${wechat.id}`)],
    says: /wechat\.id — 微信號是 6 至 20 個英文字母/,
  },
];

/** Two days after Hong Kong's today: never today, whatever the hour. */
const later = new Date(Date.now() + 2 * 86_400_000);
const future = hongKongToday(later);
const nextYear = Number(future.slice(0, 4)) + 1;
const FAQ = 'content/pages/faq.ts';
const [firstPost] = blogPosts;
const postAt = `slug: '${firstPost?.slug}'`;
const postDate = firstPost?.dateModified ?? '';
const faqSections = faq.sections as readonly Section[];
const [firstQuestion, secondQuestion] = faqSections.flatMap((section) => (section.kind === 'faq' ? section.items : []));
const [question = '', nextQuestion = ''] = [firstQuestion?.question, secondQuestion?.question];
const faqHeading = faqSections[0]?.kind === 'faq' ? faqSections[0].heading : '';
const override = simplifiedOverrides[1];
/** The phrase as plain conversion writes it: a second wording. */
const traditional = override?.traditional ?? '';
const otherWording = plainSimplified(traditional);
const secondWording = `\n  { traditional: '${traditional}', simplified: '${otherWording}' },\n`;
const [firstForm, secondForm] = wordForms;
const refused = `not: ['${secondForm?.not[0]}'`;
const word = firstForm?.not[0];
const [firstLine, secondLine] = hkSupport;
const firstLineAt = crisisLines.findIndex((line) => line === firstLine) + 1;
const lastNav = mainNav.at(-1);
const navLine = `{ label: '${lastNav?.label}', href: '${lastNav?.href}' },`;
const navHref = `href: '${lastNav?.href}'`;
const [quote = '', nextQuote = ''] = home.testimonials.items.map((item) => item.text);

const DATES_AND_COPIES: readonly Slip[] = [
  {
    edit: ["a page's last change in the future", FEE, 'export const page', ...swap('lastModified', fee.lastModified, future)],
    says: new RegExp(`lastModified — 日期 ${future} 還未到`),
  },
  {
    edit: ["an article's update in the future", 'content/pages/blog.ts', postAt, ...swap('dateModified', postDate, future)],
    says: new RegExp(`dateModified — 日期 ${future} 還未到.*（the date ${future} has not come yet`),
  },
  {
    edit: ['a founding year still ahead', SITE, SITE_AT, `foundingYear: ${site.foundingYear}`, `foundingYear: ${nextYear}`],
    says: new RegExp(`foundingYear — 成立年份 ${nextYear} 還未到`),
  },
  {
    edit: ['the same FAQ question twice on a page', FAQ, `question: '${question}'`, ...swap('question', nextQuestion, question)],
    says: new RegExp(`question — 本頁「${faqHeading}」已有同一條問題`),
  },
  {
    edit: ['one phrase with two Simplified wordings', OVERRIDES, `{ traditional: '${traditional}'`, '\n', secondWording],
    says: new RegExp(`traditional — 「${traditional}」在第 2 項已寫作「${override?.simplified}」，這一行卻寫「${otherWording}」`),
    line: (root) => lineOf(root, OVERRIDES, `simplified: '${otherWording}'`),
  },
  {
    edit: ['one word refused by two rows', 'content/word-forms.ts', `write: '${secondForm?.write}'`, refused, `${refused}, '${word}'`],
    says: new RegExp(`not\\.第 2 項 — 「${word}」已列在「${firstForm?.write}」那一行`),
  },
  {
    edit: ['a menu item listed twice', NAVIGATION, 'export const mainNav', navLine, `${navLine}\n  ${navLine}`],
    says: new RegExp(`href — href「${lastNav?.href}」與這個清單的第 ${mainNav.length} 項相同`),
    line: (root) => lineOf(root, NAVIGATION, navHref, navHref) + 1,
  },
  {
    edit: ['a crisis line entered twice under one name', CRISIS, named(firstLine), named(secondLine), named(firstLine)],
    says: new RegExp(`name — name「${firstLine?.name}」與這個清單的第 ${firstLineAt} 項相同`),
  },
  {
    edit: ['a testimonial pasted twice on the home page', 'content/home.ts', `text: '${quote}'`, ...swap('text', nextQuote, quote)],
    says: /testimonials\.items › .* › text — text「.*」與這個清單的第 1 項相同/,
  },
];

const seoTitle = fee.seo.title;
/** A search description short enough to take one more character. */
const description = faq.seo.description;
const broken = `'${description.slice(0, 5)}\\n${description.slice(5, 10)}`;
const { 'zh-Hans': simplifiedLabel, 'zh-Hant-HK': traditionalLabel } = editionLabels;
const hans = simplifiedLabel.label;
const mixedLabel = `${hans.slice(0, 1)}${traditionalLabel.label.slice(1)}`;

const PAGES_AND_TITLES: readonly Slip[] = [
  {
    edit: ['a title that repeats the name the site appends', FEE, 'seo: {', ...swap('title', seoTitle, `${seoTitle}｜${site.shortName}`)],
    says: new RegExp(
      `seo\\.title — 網站會在每個標題後自動加上「｜${site.shortName}」：刪除標題裡的「${site.shortName}」，寫成「${seoTitle}」`,
    ),
  },
  {
    edit: ['a search description with a line break', FAQ, 'seo: {', `'${description.slice(0, 10)}`, broken],
    says: /seo\.description — 搜尋結果把這段文字排成一行，第 5 個字後的換行/,
    line: (root) => lineOf(root, FAQ, 'description:', 'seo: {'),
  },
  // Its first character kept, the rest as the Traditional label writes it.
  {
    edit: ['the Simplified switch link typed in Traditional', 'content/editions.ts', "'zh-Hans'", ...swap('label', hans, mixedLabel)],
    says: /zh-Hans\.label — 這段文字在簡體版顯示，要用簡體字寫，這裡有繁體字/,
  },
];

describe('npm run check:content on values that cannot work', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    ['numbers that cannot be dialled and addresses that cannot work', NUMBERS_AND_ADDRESSES],
    ['dates still to come, and copies', DATES_AND_COPIES],
    ["titles and descriptions against docs/editing.md's rules, and the switch link's script", PAGES_AND_TITLES],
  ])('stops %s, each with its line and what to write', (_, slips) => {
    root = copyContent();
    const lines = slips.map(({ edit: [what, file, after, find, replace] }) => apply(root, { what, file, after, find, replace }));
    const { status, lines: printed, output } = runCheck(root);
    expect(output).not.toMatch(/\n\s+at |node_modules|未預期的錯誤/);
    expect(status).toBe(1);
    slips.forEach(({ edit: [what, file], says, line }, index) => {
      const at = `${file}:${line ? line(root) : lines[index]} › `;
      const match = printed.find((text) => text.startsWith(at) && says.test(text));
      expect({ what, at, match }).toEqual({ what, at, match: expect.any(String) });
    });
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
  const page = (lastModified: string) => [loadedAs(FEE, 'page', { lastModified }, 'page')];

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
  const loadedLines = (lines: readonly unknown[]) => [loadedAs(CRISIS, 'crisisLines', lines)];
  const LENGTH = /香港的熱線號碼是 3 至 5 位的短號碼/;
  const line = (kind: string, number: string) => ({ kind, place: 'hk', name: number, channels: [{ number, via: ['call'] }] });

  it.each<[string, string, string, RegExp]>([
    ['a short code written like an 8-digit number cut short', 'support', '1811 1', /短號碼連着寫，不留空格/],
    ['an 8-digit number starting with 1', 'support', '1811 1111', /香港的 8 位號碼以 2 至 9 開頭/],
    ['the emergency number as a support line', 'support', '999', /999 是緊急求助號碼：把這條熱線改為 kind: 'emergency'/],
    ['an emergency number of 5 digits', 'emergency', '99999', /緊急求助號碼是 3 位數字.*寫了 5 位/],
    ['a Hong Kong number of 2 digits', 'support', '99', LENGTH],
    ['a Hong Kong number of 7 digits', 'support', '2389 222', LENGTH],
    ['a Hong Kong number of 9 digits', 'support', '2389 22222', LENGTH],
    ['a Hong Kong number of 6 digits', 'support', '238 922', LENGTH],
  ])('refuses %s', (_, kind, number, says) => {
    expect(hotlineNumbers(loadedLines([line(kind, number)]))).toEqual([
      expect.objectContaining({ path: [0, 'channels', 0, 'number'], message: expect.stringMatching(says) }),
    ]);
  });

  it.each([
    ['emergency', '999'],
    ['support', '18111'],
    ['support', '2389 2222'],
    ['support', '28960000'],
  ])("accepts a Hong Kong %s line's short code of 3 to 5 digits or 8 digits, with single inner spaces: %s", (kind, number) => {
    expect(hotlineNumbers(loadedLines([line(kind, number)]))).toEqual([]);
  });

  const pageOf = (file: string, value: unknown) => loadedAs(file, 'page', value, 'page');
  const without = (sections: readonly Section[], drop: (section: Section) => boolean) => sections.filter((section) => !drop(section));
  const context = [loadedAs(SITE, 'booking', booking)];

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
  });
});

describe('a moved address', () => {
  const point = { latitude: 22.3, longitude: 114.1, forStreet: '彌敦道 700 號' };
  const way = { text: '港鐵旺角站 E2 出口', forStreet: '彌敦道 700 號' };
  const loaded = (street: string) => [loadedAs(SITE, 'site', { address: { street }, geo: point, transport: way })];

  it('stops at each stamp still set for the old street: move the point, rewrite the way, then the stamp', () => {
    expect(stampsForOldStreet(loaded('亞皆老街 8 號')).map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['geo.forStreet', expect.stringMatching(/「彌敦道 700 號」.*「亞皆老街 8 號」.*latitude.*forStreet 改為 '亞皆老街 8 號'/)],
      ['transport.forStreet', expect.stringMatching(/路線.*「彌敦道 700 號」.*改寫.*forStreet 改為 '亞皆老街 8 號'/)],
    ]);
  });

  it('passes stamps set for the street, however it is spaced', () => {
    expect(stampsForOldStreet(loaded('彌敦道700號'))).toEqual([]);
  });
});

describe('a follower figure or a contact card', () => {
  const check = (social: readonly unknown[]) => {
    const valid = [
      loadedAs(SITE, 'site', { ...site, social }),
      loadedAs(HOME, 'home', home),
      loadedAs(CONTACT, 'contactCopy', contactCopy),
    ];
    const run = RULES.find((rule) => rule.id === 'social-link-set')?.run;
    if (typeof run !== 'function') throw new Error('no rule social-link-set');
    return run(valid, { valid } as unknown as RuleInput);
  };

  it('whose platform has no link in site.social is refused at its platform, and passes with it', async () => {
    const uses = [
      ...home.videos.stats.map((_, index) => [HOME, `videos.stats.${index}.platform`]),
      ...contactCopy.socialCards.map((_, index) => [CONTACT, `socialCards.${index}.platform`]),
    ];
    expect((await check([])).map(({ file, path }) => [file, path.join('.')])).toEqual(uses);
    expect(await check(site.social)).toEqual([]);
  });
});
