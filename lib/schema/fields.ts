import { z } from 'zod';
import { parseVideoId } from '@/lib/video';
import { FACT_NAME } from '@/lib/facts';

/**
 * The field rules every content module is checked against. Each message is written for an
 * editor: what is wrong, then what to write instead, in Traditional Chinese and then English.
 */
export const say = (zh: string, en: string): string => `${zh}（${en}）`;

const EMPTY = say('不可留空：請填上文字', 'must not be empty: write the text');

/**
 * Written forms the site does not use, with the one it does: the doubled 約 that 「預約」 followed
 * by 「約 20 分鐘」 produces. (Hong Kong usage is a table editors keep: content/word-forms.ts.)
 */
export const HOUSE_FORMS: readonly (readonly [wrong: string, right: string, zh: string, en: string])[] = [
  ['預約約', '預約', '「約」重複了：寫「預約免費初步諮詢（約 20 分鐘）」', 'the 約 is doubled: write 預約免費初步諮詢（約 20 分鐘）'],
];

/** Visible or indexed text: never empty or blank, in the site's written forms. */
export const text = z
  .string()
  .refine((value) => value.trim() !== '', { error: EMPTY })
  .check((ctx) => {
    for (const [wrong, right, zh, en] of HOUSE_FORMS) {
      if (!ctx.value.includes(wrong)) continue;
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: say(`把「${wrong}」改為「${right}」：${zh}`, `write ${right}, not ${wrong}: ${en}`),
      });
    }
  });

/** A text the site fills in: each `{…}` in it is one of `names` (or a fact's, lib/facts.ts); a misspelt one would show on the page as typed. */
export const template = (...names: readonly string[]) =>
  text.check((ctx) => {
    for (const [token, name = ''] of ctx.value.matchAll(/\{([^{}]*)\}/g))
      if (!names.includes(name) && !FACT_NAME.test(name))
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: say(
            `${token} 不是這段文字可用的標記：只可寫 ${names.map((each) => `{${each}}`).join('、')}`,
            `${token} is no token of this text: write ${names.map((each) => `{${each}}`).join(', ')}`,
          ),
        });
  });

/** A list the page shows as a section or a list: at least one item. */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1, { error: say('清單不可留空：最少要有一項', 'the list is empty: add at least one item') })
    .readonly();

/** A check of a list: no two items share `key` (an item pasted and left half-changed); the later one is reported. */
export const onePer =
  <T extends Readonly<Record<string, unknown>>>(key: keyof T & string) =>
  (ctx: z.core.ParsePayload<readonly T[]>): void =>
    ctx.value.forEach((item, index) => {
      if (ctx.value.findIndex((other) => other[key] === item[key]) < index)
        ctx.issues.push({
          code: 'custom',
          path: [index, key],
          input: item[key],
          message: say(
            `這個清單已有 ${key}「${String(item[key])}」的一項：每個 ${key} 只可有一項，改寫這一項的 ${key}`,
            `this list already has an item of ${key} "${String(item[key])}": one item per ${key}; change this item's ${key}`,
          ),
        });
    });

/** A list of a fixed length (the home page's rows are laid out for that many entries). */
export const exactly = <T extends z.ZodType>(item: T, count: number) =>
  z
    .array(item)
    .length(count, { error: say(`必須剛好有 ${count} 項`, `must have exactly ${count} items`) })
    .readonly();

export const between = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z
    .array(item)
    .min(min, { error: say(`必須有 ${min} 至 ${max} 項`, `must have ${min} to ${max} items`) })
    .max(max, { error: say(`必須有 ${min} 至 ${max} 項`, `must have ${min} to ${max} items`) })
    .readonly();

/**
 * `sample: true` on an entry the centre replaces before launch (a client's quote): the page says it
 * is a sample, and `npm run check:content` lists the line (scripts/content-check/samples.ts). Only
 * `true`: a real entry drops the marker rather than saying `false`.
 */
export const sampleMark = z.literal(true, {
  error: say(
    '示例標記只可寫 sample: true；換上真實內容後，刪除 sample: true（不要寫 false）',
    'the sample marker is sample: true; once the real entry is written, remove sample: true (do not write false)',
  ),
});

/** A space inside an address: the link breaks there (pasted from a chat or a PDF). */
const SPACED = say(
  '網址中間有空格或換行，連結會在那裡斷開：刪除它，照瀏覽器網址列完整貼上',
  'the address has a space or line break inside it, where the link breaks: delete it, paste the address from the browser whole',
);

const spacedInside = (value: unknown): boolean => typeof value === 'string' && /^https:\/\/\S+\s+\S/.test(value.trim());

function isHttpsUrl(value: string): boolean {
  if (!value.startsWith('https://') || spacedInside(value)) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
}

/** An external address: absolute https only. */
export const httpsUrl = z.string().refine(isHttpsUrl, {
  error: (issue) =>
    spacedInside(issue.input)
      ? SPACED
      : say(
          '網址必須以 https:// 開頭，例如 https://www.facebook.com/…',
          'must be a full https:// address, e.g. https://www.facebook.com/…',
        ),
});

/** The site's one form of an internal address: a leading slash, lower-case words joined by hyphens, no trailing slash. */
export const INTERNAL_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?(?:#[a-z0-9-]+)?$/;

/** A phone number or e-mail address written as printed where a link needs its link form: what to write. */
function contactLinkProblem(value: string): string | null {
  const bare = value.replace(/^(tel|mailto):/i, '').trim();
  const digits = bare.replace(/[\s()-]/g, '');
  const write = /^[^@\s/]+@[^@\s]+\.[a-z]{2,}$/i.test(bare)
    ? `mailto:${bare}`
    : /^\+?\d{8,15}$/.test(digits)
      ? `tel:${digits.length === 8 ? `+852${digits}` : digits.startsWith('+') ? digits : `+${digits}`}`
      : null;
  return write && write !== value ? say(`電話或電郵的連結要寫成 ${write}`, `a phone or e-mail link is written ${write}`) : null;
}

function linkProblem(value: string): string | null {
  if (/^(tel:\+?[0-9]+|mailto:[^@\s]+@[^@\s]+\.[^@\s]+)$/.test(value)) return null;
  const contact = contactLinkProblem(value);
  if (contact) return contact;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    return isHttpsUrl(value)
      ? null
      : spacedInside(value)
        ? SPACED
        : say('只可用 https://、tel: 或 mailto: 開頭的連結', 'only https://, tel: and mailto: links are allowed');
  }
  return internalPathProblem(value);
}

/** What is wrong with an internal path, and how to write it. */
function internalPathProblem(value: string): string | null {
  if (INTERNAL_PATH.test(value)) return null;
  if (!value.startsWith('/')) return say(`內部連結要以 / 開頭：寫 "/${value}"`, `an internal link starts with /: write "/${value}"`);
  if (value.length > 1 && value.endsWith('/')) {
    const bare = value.replace(/\/+$/, '');
    return say(`內部連結不要以 / 結尾：寫 "${bare}"`, `an internal link has no trailing slash: write "${bare}"`);
  }
  const tidy = value.toLowerCase().replace(/[\s_]+/g, '-');
  if (tidy !== value && INTERNAL_PATH.test(tidy)) {
    return say(
      `網址只可用小寫英文字母、數字及連字號：寫 "${tidy}"`,
      `an address is lower-case letters, digits and hyphens: write "${tidy}"`,
    );
  }
  return say(
    '內部連結只可用小寫英文字母、數字及連字號，例如 /services/family',
    'an internal link uses lower-case letters, digits and hyphens, e.g. /services/family',
  );
}

/** Any link: an internal path (checked against the pages later), https, tel: or mailto:. */
export const href = z.string().check((ctx) => {
  const problem = linkProblem(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
});

/** An internal link only. */
export const internalPath = z.string().check((ctx) => {
  if (/^[a-z][a-z0-9+.-]*:/i.test(ctx.value)) {
    const message = say(
      '要寫成本網站的內部路徑，例如 /fee（以 / 開頭、不以 / 結尾）',
      'must be a path of this site, e.g. /fee (leading slash, no trailing slash)',
    );
    ctx.issues.push({ code: 'custom', message, input: ctx.value });
    return;
  }
  const problem = internalPathProblem(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
});

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: say('只可用小寫英文字母、數字及連字號，例如 chan-tai-man', 'use lower-case letters, digits and hyphens only, e.g. chan-tai-man'),
});

/** The neutral booking code of a page: 'P' and two digits; 'P00' is kept for unknown pages. */
export const pageCode = z.string().regex(/^P(?!00)\d{2}$/, {
  error: say('頁面編號要寫成 P 加兩位數字，例如 P36（P00 已保留）', 'a page code is P and two digits, e.g. P36 (P00 is reserved)'),
});

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const isoDate = z.string().refine(isRealDate, {
  error: say('日期要寫成真實存在的「年-月-日」，例如 2026-09-30', 'must be a real date written year-month-day, e.g. 2026-09-30'),
});

/** A source image in content/images/: lower-case letters, digits and hyphens, JPEG, PNG or SVG. */
export const IMAGE_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpe?g|png|svg)$/;

export const imageFile = z.string().refine((value) => IMAGE_FILE.test(value), {
  error: say(
    '圖片檔名只可用小寫英文字母、數字及連字號，並以 .jpg、.png 或 .svg 結尾，例如 ho-ka-yan.jpg',
    'an image file name uses lower-case letters, digits and hyphens and ends in .jpg, .png or .svg, e.g. ho-ka-yan.jpg',
  ),
});

/** The shortest picture description that can say what a picture shows (「《與情緒和好》書封插畫」 has 11). */
const ALT_MIN = 6;

export const image = z.strictObject({
  file: imageFile,
  // Empty, or a word that says nothing of the picture (「圖片」, 「image」, 「IMG_2043」): a sentence says what it shows.
  alt: z.string().refine((value) => [...value.trim()].length >= ALT_MIN && !/^[\w.-]+$/.test(value.trim()), {
    error: say(
      `圖片說明（alt）要用一句話（最少 ${ALT_MIN} 個字）描述圖片裡看到甚麼，不可留空，也不是「圖片」或檔名`,
      `alt text describes in a sentence (${ALT_MIN} characters or more) what the picture shows: not empty, not 「圖片」 or a file name`,
    ),
  }),
});

/** A Hong Kong number as printed: 8 digits, optionally after +852; spaces and hyphens allowed. */
export const hkPhoneDisplay = z.string().refine((value) => /^(\+852)?\d{8}$/.test(value.replace(/[\s-]/g, '')), {
  error: say(
    '香港電話號碼要有 8 位數字（可在前面加 +852），例如 2345 6789',
    'a Hong Kong number has 8 digits (optionally after +852), e.g. 2345 6789',
  ),
});

export const hkPhoneE164 = z.string().regex(/^\+852\d{8}$/, {
  error: say('要寫成 +852 加 8 位數字，不留空格，例如 +85223456789', 'write +852 and the 8 digits with no spaces, e.g. +85223456789'),
});

/**
 * A hotline as people in its place dial it: 3 to 15 digits, with single spaces or hyphens between
 * groups ('999', '2389 2222', '116 123', '1-800-799-7233', '010-82951332').
 */
export const placeNumber = z.string().refine((value) => /^\d+(?:[ -]\d+)*$/.test(value) && /^\d{3,15}$/.test(value.replace(/[ -]/g, '')), {
  error: say(
    '熱線號碼照當地的寫法，只寫數字，組與組之間可留一個空格或連字號，例如 999、2389 2222、116 123、1-800-799-7233',
    'a hotline number as people there write it: digits, with a single space or hyphen between groups, e.g. 999, 2389 2222, 116 123, 1-800-799-7233',
  ),
});

/** Where a fact was published: a web page's full address (http:// or https://). */
export const sourceUrl = z
  .string()
  .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value) && new URL(value).hostname.includes('.'), {
    error: say(
      '寫上列出這個號碼的公開網頁的完整網址，例如 https://www.example.gov.hk/…',
      'the full address of a public page that gives this number, e.g. https://www.example.gov.hk/…',
    ),
  });

/** A WhatsApp number: country code and number, digits only; a Hong Kong one is 852 + 8 digits. */
export const whatsappDigits = z
  .string()
  .refine((value) => /^\d+$/.test(value) && (value.startsWith('852') ? value.length === 11 : value.length >= 10 && value.length <= 15), {
    error: say(
      'WhatsApp 號碼要寫國家區號加號碼，只用數字，例如香港 85291234567（852 加 8 位數字）',
      'a WhatsApp number is the country code and number, digits only, e.g. 85291234567 (852 and 8 digits)',
    ),
  });

export const email = z.string().regex(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i, {
  error: say('電郵地址格式不正確，例如 hello@example.hk', 'not an email address, e.g. hello@example.hk'),
});

/** A YouTube video address with its 11-character video id. */
export const youtubeUrl = z.string().check((ctx) => {
  const { value } = ctx;
  if (isHttpsUrl(value) && parseVideoId(value) !== null) return;
  const withScheme = `https://${value.replace(/^(https?:)?\/*/i, '')}`;
  const message =
    !value.startsWith('https://') && isHttpsUrl(withScheme) && parseVideoId(withScheme) !== null
      ? say(`影片網址要以 https:// 開頭：寫 ${withScheme}`, `a video address starts with https://: write ${withScheme}`)
      : say(
          'YouTube 影片網址要包含 11 個字元的影片編號，例如 https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          'a YouTube video address carries its 11-character id, e.g. https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        );
  ctx.issues.push({ code: 'custom', message, input: value });
});

export const bookingTag = z.enum(['01', '02', '03', '04', '05', '06'], {
  error: say("預約按鈕編號要寫兩位數字 '01' 至 '06'，例如 '02'", "a booking tag is two digits, '01' to '06', e.g. '02'"),
});
