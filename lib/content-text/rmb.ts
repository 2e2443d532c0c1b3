// Step 3 of the content's way to the page (lib/content-text/index.ts), Simplified edition only:
// approximate RMB beside HK$, read in the mainland: one rate in content (content/mainland-notice.ts,
// exchangeRate, with the words that follow an amount), applied to every HK$ amount of a converted
// content module. The notice fills its own {rmbRate} and {rateDate} with fillRate.

/** HK$ amounts as the pages write them: HK$1,600, HK$ 480. */
const HKD = /HK\$\s?(\d{1,3}(?:,\d{3})*|\d+)/g;

/** An amount in RMB at the rate, rounded to ten yuan, as the mainland writes it: 1,470. */
export function approxRmb(hkd: number, rmbPerHkd: number): string {
  const rmb = Math.round((hkd * rmbPerHkd) / 10) * 10;
  return rmb.toLocaleString('en-US');
}

/**
 * 「HK$1,600」→「HK$1,600（约人民币 1,470 元）」, wherever a text shows an HK$ amount: `beside` is
 * content's words with {rmb} for the amount. An amount already followed by them is left as it is.
 */
export function withRmb(text: string, rmbPerHkd: number, beside: string): string {
  const [lead = ''] = beside.split('{rmb}');
  return text.replace(HKD, (match, amount: string, offset: number, whole: string) =>
    lead !== '' && whole.startsWith(lead, offset + match.length)
      ? match
      : `${match}${beside.replace('{rmb}', approxRmb(Number(amount.replace(/,/g, '')), rmbPerHkd))}`,
  );
}

/** The token an override writes where a page without the notice dates its RMB amounts (MR67). */
const RMB_NOTE = '{rmbNote}';

/**
 * A converted text with its {rmbNote} replaced by content's line (exchangeRate.note, its {rateDate}
 * filled): 「人民币为参考金额（2026年11月20日汇率），以付款当日汇率为准。」. Without a line, none is left.
 */
export function withRmbNote(text: string, note: string | undefined): string {
  return text.replaceAll(RMB_NOTE, note ?? '');
}

/** The rate's day in content's words (「{year}年{month}月{day}日」): 2026-11-20 → 2026年11月20日. */
export function rateDay(date: string, words: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return words.replace('{year}', String(year)).replace('{month}', String(month)).replace('{day}', String(day));
}

/** Content's one rate (content/mainland-notice.ts exchangeRate). */
export interface Rate {
  readonly rmbPerHkd: number;
  readonly date: string;
  readonly day: string;
}

/** A notice text's {rmbRate} and {rateDate}, filled from content's one rate. */
export function fillRate(text: string, rate: Rate): string {
  return text.replace('{rmbRate}', String(rate.rmbPerHkd)).replace('{rateDate}', rateDay(rate.date, rate.day));
}
