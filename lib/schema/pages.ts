import { z } from 'zod';
import { href, image, imageFile, internalPath, isoDate, list, pageCode, sampleMark, say, text } from './fields';
import { feeText } from '../facts';
import { eachString } from '../walk';

/** What every page entry has (address, booking code, search details) and the sections of a content page. */

export const link = z.strictObject({ label: text, href });

/** Search descriptions are counted in characters (a Chinese character or a space counts one). */
export const DESCRIPTION_MIN = 80;
export const DESCRIPTION_MAX = 120;

const LAYOUT_NAMES: Readonly<Record<string, readonly [zh: string, en: string]>> = {
  '\t': ['Tab 定位字元', 'a tab'],
  '\u2028': ['換行（U+2028）', 'a line separator (U+2028)'],
  '\u2029': ['分段（U+2029）', 'a paragraph separator (U+2029)'],
  '  ': ['兩個連續空格', 'two spaces in a row'],
};

/** A search text on one line: search results show a line break, a tab or a double space as stray space. */
const searchText = text.check((ctx) => {
  const trimmed = ctx.value.trim();
  const found = /[\n\r\t\u2028\u2029]| {2}/.exec(trimmed);
  if (!found) return;
  const [zh, en] = LAYOUT_NAMES[found[0]] ?? ['換行', 'a line break'];
  const at = [...trimmed.slice(0, found.index)].length;
  ctx.issues.push({
    code: 'custom',
    input: ctx.value,
    message: say(
      `搜尋結果把這段文字排成一行，第 ${at} 個字後的${zh}會變成多餘的空白：刪除它，把文字連着寫在一對引號內`,
      `search results show this text on one line, so ${en} after character ${at} becomes stray space: remove it and keep the text in one pair of quotes`,
    ),
  });
});

/** A count of people or articles goes stale when an entry is added (「六位治療師」). */
const STALE_COUNT = /(?:\d+|[兩二三四五六七八九十百]+)\s?(?:位|篇|個(?=服務|工作坊|課程|主題))/u;

/** Courtesy forms that name a person without their full name: 陳小姐, 林先生, 何太, 阿欣. */
const FIRST_NAME_FORM = /^(?:阿\p{Script=Han}|\p{Script=Han}{1,2}(?:先生|小姐|太太|太|女士|生)|\p{Script=Han}{1,2})$/u;

/** A testimonial is signed with a first name or a courtesy form, never a full name. */
export const signedName = text.check((ctx) => {
  const name = ctx.value.trim();
  const latinFull = /^[A-Za-z]/.test(name) && name.split(/\s+/).length > 1;
  if (!latinFull && (FIRST_NAME_FORM.test(name) || /^[A-Za-z]+$/.test(name))) return;
  ctx.issues.push({
    code: 'custom',
    input: ctx.value,
    message: say(
      `分享只署名字或稱呼（例如「美寶」「陳小姐」「阿欣」），不寫全名：把「${name}」改為名字或稱呼`,
      `a testimonial is signed with a first name or a courtesy form (美寶, 陳小姐), never a full name: shorten "${name}"`,
    ),
  });
});

// What search engines and social previews show for a page.
export const searchInfo = z.strictObject({
  /** The page part of the title only: the site appends the centre's short name. */
  title: searchText,
  /** 80–120 characters: shorter leaves the search result thin, longer is cut off on a phone. */
  description: searchText.check((ctx) => {
    const written = STALE_COUNT.exec(ctx.value)?.[0];
    if (written)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: say(
          `搜尋描述不要寫會隨內容改變的數目「${written}」：例如寫「我們的治療師」，不寫「六位治療師」`,
          `a search description carries no count that changes as entries are added ("${written}"): write 「我們的治療師」, not 「六位治療師」`,
        ),
      });
    // With a fact token ({sessions.simple}) the length is the filled text's: the facts rules measure it.
    if (/\{[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)?\}/.test(ctx.value)) return;
    const length = [...ctx.value.trim()].length;
    if (length >= DESCRIPTION_MIN && length <= DESCRIPTION_MAX) return;
    const zh = length < DESCRIPTION_MIN ? '請補充一兩個重點，例如地點或服務' : '請刪減次要的字句';
    const en = length < DESCRIPTION_MIN ? 'add a point or two, such as the place or the service' : 'cut the less important words';
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      message: say(
        `搜尋描述要有 ${DESCRIPTION_MIN} 至 ${DESCRIPTION_MAX} 字，現在有 ${length} 字：${zh}`,
        `the search description must be ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters, it has ${length}: ${en}`,
      ),
    });
  }),
  /** A source image in content/images/ whose 1200×630 share version the build makes; the default when omitted. */
  image: imageFile.optional(),
});

/**
 * What a page is about, where it matters for a visitor's safety: a page about family,
 * relationships, children or violence shows the quick exit (lib/crisis/quick-exit.ts). Never shown, never
 * sent anywhere.
 */
export const PAGE_TOPICS = ['family', 'relationships', 'children', 'violence'] as const;
export const pageTopic = z.enum(PAGE_TOPICS, {
  error: say(`topics 只可寫 ${PAGE_TOPICS.join('、')}`, `topics are ${PAGE_TOPICS.join(', ')}`),
});

const pageInfo = {
  /** What the page is about (PAGE_TOPICS): a page about family, relationships, children or violence shows the quick exit. */
  topics: list(pageTopic).optional(),
  /** Neutral booking code ('P07'): names the page in a WhatsApp message without its topic. */
  code: pageCode,
  /** Short name used in menus and breadcrumbs. */
  name: text,
  /** The path of the breadcrumb parent; home when omitted. */
  parent: internalPath.optional(),
  /** ISO date of the last content change, used by the sitemap. */
  lastModified: isoDate,
  seo: searchInfo,
};

/** An older address serving the same page (its canonical points to the page, the sitemap leaves it out). */
export const pageAlias = z.strictObject({ path: internalPath, code: pageCode });

/** A page with its own address. Paths are written without a trailing slash ('/' for home). */
export const pageEntry = { path: internalPath, aliases: list(pageAlias).optional(), ...pageInfo };

export const navItem: z.ZodType<NavItemShape> = z.lazy(() =>
  z.strictObject({
    label: text,
    href,
    children: list(navItem).optional(),
    /** The submenu lists every page whose parent is `href` (by its name), so a new page appears by itself. */
    childPages: z.boolean().optional(),
  }),
);
interface NavItemShape {
  readonly label: string;
  readonly href: string;
  readonly children?: readonly NavItemShape[] | undefined;
  readonly childPages?: boolean | undefined;
}

/** The footer's links: every page reaches the privacy policy and the accessibility statement through them. */
export const footerLinks = list(link).check((ctx) => {
  for (const path of ['/privacy', '/accessibility'])
    if (!ctx.value.some((each) => each.href === path))
      ctx.issues.push({
        code: 'custom',
        path: [],
        input: ctx.value,
        message: say(
          `頁尾要保留連到 ${path} 的一項：每一頁都經頁尾連到它`,
          `the footer keeps its link to ${path}: every page reaches it there`,
        ),
      });
});

export const titledText = z.strictObject({ title: text, text });

/** A fee stated through its token: {fee.individual}. */
const FEE_TOKEN = /\{fee\.[A-Za-z0-9]+\}/;

/**
 * A card that may carry a session fee (the fee page): `fee` is the amount its text shows, and the
 * lowest and highest fees give the structured data's price range, so the figure is written once
 * for people and once as a number that is checked against it.
 */
const feeCard = z.strictObject({ title: text, text, fee: z.number().optional() }).check((ctx) => {
  const { fee, text: shown } = ctx.value;
  // A text that states its fee through {fee.<key>} (lib/facts.ts): the fact rules compare the two (scripts/content-check/rules/fact-tokens.ts).
  const stated = FEE_TOKEN.test(shown) || shown.includes(feeText(fee ?? 0));
  if (fee === undefined || (Number.isInteger(fee) && fee > 0 && stated)) return;
  // One line whatever is wrong with the number (zero, negative, a fraction, another amount): the amount the text shows.
  const key = /\{fee\.([A-Za-z0-9]+)\}/.exec(shown)?.[1];
  if (key) {
    ctx.issues.push({
      code: 'custom',
      input: fee,
      path: ['fee'],
      message: say(
        `fee 要是 {fee.${key}} 的收費，現在是 ${fee}：寫 fee: fees.${key}`,
        `fee is the fee of {fee.${key}}, not ${fee}: write fee: fees.${key}`,
      ),
    });
    return;
  }
  const amount = /HK\$\s?([\d,]+)/.exec(shown)?.[1]?.replace(/,/g, '');
  ctx.issues.push({
    code: 'custom',
    input: fee,
    path: ['fee'],
    message: amount
      ? say(
          `fee 要是 text 裡寫的收費 HK$${Number(amount).toLocaleString('en-US')}，現在是 ${fee}：寫 fee: ${amount}`,
          `fee is the amount the text shows, HK$${Number(amount).toLocaleString('en-US')}, not ${fee}: write fee: ${amount}`,
        )
      : say(
          `fee 要是 text 裡寫的收費（大於 0 的整數，例如 fee: 1600 配 HK$1,600），現在是 ${fee}`,
          `fee is the amount the text shows (a whole number above 0, e.g. fee: 1600 with HK$1,600), not ${fee}`,
        ),
  });
});
export const faqItem = z.strictObject({ question: text, answer: text, open: z.boolean().optional() });

export const section = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('prose'), heading: text, paragraphs: list(text), image: image.optional() }),
    z.strictObject({ kind: z.literal('cards'), heading: text, intro: text.optional(), items: list(feeCard) }),
    z.strictObject({ kind: z.literal('list'), heading: text, intro: text.optional(), items: list(text) }),
    z.strictObject({ kind: z.literal('steps'), heading: text, intro: text.optional(), items: list(titledText) }),
    z.strictObject({ kind: z.literal('faq'), heading: text, items: list(faqItem) }),
    /** A client's words; `sample: true` on a sample quote until the centre replaces it (the page says it is a sample). */
    z.strictObject({ kind: z.literal('quote'), text, author: signedName, sample: sampleMark.optional() }),
    z.strictObject({
      kind: z.literal('links'),
      heading: text,
      intro: text.optional(),
      items: list(z.strictObject({ label: text, href, text: text.optional() })),
    }),
    /** The hotlines of content/crisis-lines.ts as cards: the emergency call, the lines to call, or the lines that take messages. */
    z.strictObject({
      kind: z.literal('hotlines'),
      heading: text,
      intro: text.optional(),
      lines: z.enum(['emergency', 'call', 'text'], {
        error: say(
          "lines 只可寫 'emergency'（緊急求助）、'call'（致電的熱線）或 'text'（可傳訊息的熱線）",
          "lines is 'emergency', 'call' or 'text'",
        ),
      }),
    }),
  ],
  {
    error: say(
      '段落種類（kind）只可用 prose、cards、list、steps、faq、quote、links 或 hotlines',
      'a section kind is one of prose, cards, list, steps, faq, quote, links, hotlines',
    ),
  },
);

/**
 * What a visitor in the mainland needs to know (online sessions, the video platform, paying,
 * the time, the services unavailable there): one entry, shown in the Simplified edition on the
 * pages whose template carries it (lib/routes/frame-paths.ts) and on the contact page.
 */
export const mainlandNotice = z.strictObject({
  heading: text,
  intro: text,
  /** HK$1 in RMB and the day it was read: every approximate RMB figure of the Simplified edition comes from it. */
  exchangeRate: z.strictObject({
    rmbPerHkd: z
      .number()
      .min(0.5)
      .max(1.5, { error: say('港幣 1 元約合人民幣多少元，例如 0.92', 'RMB per HK$1, e.g. 0.92') }),
    date: isoDate.refine((value) => value <= new Date().toISOString().slice(0, 10), {
      error: say('匯率的日期不可在今天之後', 'the rate’s date cannot be after today'),
    }),
    /** What follows each HK$ amount in the Simplified edition, with {rmb} for the amount. */
    beside: text.refine((value) => value.includes('{rmb}'), {
      error: say(
        '寫上 {rmb}，網站會換上約合的人民幣金額，例如「（約人民幣 {rmb} 元）」',
        'write {rmb} where the amount goes, e.g. 「（約人民幣 {rmb} 元）」',
      ),
    }),
    /**
     * The line after the first RMB amount of a page without the notice (the Simplified overrides place
     * it as {rmbNote}), with {rateDate} for the rate's day.
     */
    note: text.refine((value) => value.includes('{rateDate}'), {
      error: say('寫上 {rateDate}，網站會換上匯率的日期', "write {rateDate} where the rate's day goes"),
    }),
    /** How the rate's day is written, with {year}, {month} and {day}. */
    day: text.refine((value) => ['{year}', '{month}', '{day}'].every((part) => value.includes(part)), {
      error: say(
        '寫上 {year}、{month} 及 {day}，例如「{year}年{month}月{day}日」',
        'write {year}, {month} and {day}, e.g. 「{year}年{month}月{day}日」',
      ),
    }),
  }),
  /** An item giving the way to the centre carries the street it was written for (`forStreet`, as site.transport). */
  items: list(titledText.extend({ forStreet: text.optional() })).refine(
    (items) => items.some((item) => item.text.includes('{rmbRate}') && item.text.includes('{rateDate}')),
    {
      error: say(
        '要有一項寫上 {rmbRate} 及 {rateDate}（參考匯率及日期）',
        'one item must carry {rmbRate} and {rateDate} (the rate and its date)',
      ),
    },
  ),
});

/**
 * A page's own words for the booking block its template closes it with (lib/routes/frame-paths.ts
 * names the pages without one); what it leaves out comes from booking.section in content/site.ts.
 * `message`: its own booking message, in place of booking.message (the Mandarin page asks for 普通話 and the city).
 */
export const bookingWords = z.strictObject({ heading: text.optional(), text: text.optional(), message: text.optional() });

export const contentPage = z
  .strictObject({
    ...pageEntry,
    /** The page's h1. */
    heading: text,
    /** A sentence or two under the heading. */
    lead: text,
    image: image.optional(),
    sections: list(section),
    booking: bookingWords.optional(),
  })
  .check((ctx) => {
    // A page that says when it was last updated says lastModified (2026-11-26: 「2026 年 11 月 26 日」), changed together.
    const words = ctx.value.lastModified
      .split('-')
      .map((part, index) => `${Number(part)} ${'年月日'.charAt(index)}`)
      .join(' ');
    eachString(ctx.value.sections, ['sections'], (value, path) => {
      if (value.includes('更新日期') && !value.includes(words))
        ctx.issues.push({
          code: 'custom',
          path: [...path],
          input: value,
          message: say(
            `最後更新日期要和 lastModified 一樣：寫「${words}」，或兩處一起改`,
            `the date of last update is lastModified: write 「${words}」, or change both together`,
          ),
        });
    });
  });
