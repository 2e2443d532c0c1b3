/** A fact typed by hand, for the content rules and the audit of the published pages. Pure. */

/** An 8-digit Hong Kong number, with or without +852 and a space: 「2345 6789」, 「+852 9123 4567」. */
export const PHONE = /(?<![\d])(?:\+?852[\s-]?)?[2-9]\d{3}[\s-]?\d{4}(?![\d])/gu;

/** An amount in HK dollars: 「HK$1,600」, 「$1,600」, 「港幣 1,600」 (not 「港幣 1 元」, a rate). */
export const HKD = /(?:HK\$|(?<![A-Z])\$|港[幣元]\s?(?=\d[\d,]))\s?(\d[\d,]*)/gu;

/** A time as pages say it: 「上午 9 時」, 「下午六時 30 分」, 「9:00」, 「9am」 (both scripts). */
const TIME = String.raw`(?:(?:上午|下午|中午|晚上|早上|凌晨)\s?(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s?[時时點点](?:\s?\d{1,2}\s?分)?|\d{1,2}:\d{2}|\d{1,2}\s?[ap]\.?m\b)`;
export const TIME_OF_DAY = new RegExp(TIME, 'gu');

/** A span of hours, with the days before it if written: 「每日上午 9 時至下午 6 時」. */
export const HOURS_SPAN = new RegExp(
  String.raw`(?:(?:每日|每天|星期[一二三四五六日](?:至星期?[一二三四五六日])?)\s?)?${TIME}\s?(?:至|到|–|-)\s?${TIME}`,
  'gu',
);

/** A count of sessions: 「1 至 3 次」, 「1–3 節」, 「約需 5 次」. */
export const SESSION_COUNT = /\d+\s*(?:[–\-~]|至|到)\s*\d+\s*(?:次|節|节)|約需?\s*\d+\s*(?:次|節)/gu;

export const digitsOf = (value: string): string => value.replace(/\D/g, '').replace(/^852(?=\d{8}$)/, '');

/** How many digits two 8-digit numbers differ by (a number copied with a slip resembles its source). */
export const digitDistance = (a: string, b: string): number =>
  a.length === b.length ? [...a].filter((digit, index) => digit !== b[index]).length : Math.max(a.length, b.length);

/** Text shaped like a token, whatever its case and braces: {email}, ｛phone｝, { phone }, ${site.email}, {place.emergency}. */
export const TOKEN_SHAPED = /\$?[{｛][^{}｛｝\n]{1,60}[}｝]/gu;

/** Every match of a global pattern in a text. */
export const matchesOf = (pattern: RegExp, text: string): RegExpExecArray[] => [...text.matchAll(new RegExp(pattern))];

/** An e-mail address as a page shows it. */
export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu;
