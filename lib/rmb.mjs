// Approximate RMB beside HK$ for the Simplified edition, read in the mainland: one rate in content
// (content/mainland-notice.ts, exchangeRate, with the words that follow an amount), applied by the
// edition's build to every HK$ amount. Plain JS, as the Turbopack loader of that build
// (scripts/edition/simplify-loader.cjs) imports it.

/** HK$ amounts as the pages write them: HK$1,600, HK$ 480. */
const HKD = /HK\$\s?(\d{1,3}(?:,\d{3})*|\d+)/g;

/** An amount in RMB at the rate, rounded to ten yuan, as the mainland writes it: 1,470. */
export function approxRmb(hkd, rmbPerHkd) {
  const rmb = Math.round((hkd * rmbPerHkd) / 10) * 10;
  return rmb.toLocaleString('en-US');
}

/**
 * 「HK$1,600」→「HK$1,600（约人民币 1,470 元）」, wherever a text shows an HK$ amount: `beside` is
 * content's words with {rmb} for the amount. An amount already followed by them is left as it is.
 */
export function withRmb(text, rmbPerHkd, beside) {
  const [lead = ''] = beside.split('{rmb}');
  return text.replace(HKD, (match, amount, offset, whole) =>
    lead !== '' && whole.startsWith(lead, offset + match.length)
      ? match
      : `${match}${beside.replace('{rmb}', approxRmb(Number(amount.replace(/,/g, '')), rmbPerHkd))}`,
  );
}

/** The rate's day in content's words (「{year}年{month}月{day}日」): 2026-11-20 → 2026年11月20日. */
export function rateDay(date, words) {
  const [year, month, day] = date.split('-').map(Number);
  return words.replace('{year}', String(year)).replace('{month}', String(month)).replace('{day}', String(day));
}

/** A notice text's {rmbRate} and {rateDate}, filled from content's one rate. */
export function fillRate(text, rate) {
  return text.replace('{rmbRate}', String(rate.rmbPerHkd)).replace('{rateDate}', rateDay(rate.date, rate.day));
}
