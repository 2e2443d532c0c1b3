import { z } from 'zod';
import { href, image, imageFile, internalPath, isoDate, list, pageCode, say, text } from './fields';

/** What every page entry has (address, booking code, search details) and the sections of a content page. */

export const link = z.strictObject({ label: text, href });

/** Search descriptions are counted in characters (a Chinese character or a space counts one). */
export const DESCRIPTION_MIN = 80;
export const DESCRIPTION_MAX = 120;

// What search engines and social previews show for a page.
export const searchInfo = z.strictObject({
  /** The page part of the title only: the site appends the centre's short name. */
  title: text,
  /** 80–120 characters: shorter leaves the search result thin, longer is cut off on a phone. */
  description: text.check((ctx) => {
    // With a fact token ({sessions.simple}) the length is the filled text's: lib/check/fact-rules.ts measures it.
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

const pageInfo = {
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

export const titledText = z.strictObject({ title: text, text });

/** A fee stated through its token: {fee.individual}. */
const FEE_TOKEN = /\{fee\.[A-Za-z0-9]+\}/;

/** HK$ as the pages write it: 1600 → "HK$1,600". */
export const formatHkd = (amount: number): string => `HK$${amount.toLocaleString('en-US')}`;

/**
 * A card that may carry a session fee (the fee page): `fee` is the amount its text shows, and the
 * lowest and highest fees give the structured data's price range, so the figure is written once
 * for people and once as a number that is checked against it.
 */
const feeCard = z.strictObject({ title: text, text, fee: z.number().optional() }).check((ctx) => {
  const { fee, text: shown } = ctx.value;
  // A text that states its fee through {fee.<key>} (lib/facts.ts): the fact rules compare the two (lib/check/fact-rules.ts).
  const stated = FEE_TOKEN.test(shown) || shown.includes(formatHkd(fee ?? 0));
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
    z.strictObject({ kind: z.literal('quote'), text, author: text }),
    z.strictObject({
      kind: z.literal('links'),
      heading: text,
      intro: text.optional(),
      items: list(z.strictObject({ label: text, href, text: text.optional() })),
    }),
    z.strictObject({ kind: z.literal('booking'), heading: text, text }),
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
    /** What a visitor in the mainland needs to know (content/mainland-notice.ts), shown here in the Simplified edition only. */
    z.strictObject({ kind: z.literal('mainland-notice') }),
  ],
  {
    error: say(
      '段落種類（kind）只可用 prose、cards、list、steps、faq、quote、links、booking、hotlines 或 mainland-notice',
      'a section kind is one of prose, cards, list, steps, faq, quote, links, booking, hotlines, mainland-notice',
    ),
  },
);

/**
 * What a visitor in the mainland needs to know (online sessions, the video platform, paying,
 * the time, the services unavailable there): one entry, shown in the Simplified edition where a
 * page places `{ kind: 'mainland-notice' }` among its sections, and on the contact page.
 */
export const mainlandNotice = z.strictObject({ heading: text, intro: text, items: list(titledText) });

export const contentPage = z.strictObject({
  ...pageEntry,
  /** The page's h1. */
  heading: text,
  /** A sentence or two under the heading. */
  lead: text,
  image: image.optional(),
  sections: list(section),
});
