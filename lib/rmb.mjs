// Approximate RMB beside HK$ for the Simplified edition, read in the mainland: one rate in content
// (content/mainland-notice.ts, exchangeRate), applied by the edition's build to every HK$ amount.
// Plain JS, as the Turbopack loader of that build (scripts/edition/simplify-loader.cjs) imports it.

/** HK$ amounts as the pages write them: HK$1,600, HK$ 480. */
const HKD = /HK\$\s?(\d{1,3}(?:,\d{3})*|\d+)(?![\d,]*（约)/g;

/** An amount in RMB at the rate, rounded to ten yuan, as the mainland writes it: 1,470. */
export function approxRmb(hkd, rmbPerHkd) {
  const rmb = Math.round((hkd * rmbPerHkd) / 10) * 10;
  return rmb.toLocaleString('en-US');
}

/** 「HK$1,600」→「HK$1,600（约人民币 1,470 元）」, wherever a text shows an HK$ amount. */
export function withRmb(text, rmbPerHkd) {
  return text.replace(HKD, (match, amount) => `${match}（约人民币 ${approxRmb(Number(amount.replace(/,/g, '')), rmbPerHkd)} 元）`);
}

/** The rate's day as the mainland writes it: 2026-11-20 → 2026年11月20日. */
export function rateDay(date) {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

/** A notice text's {rmbRate} and {rateDate}, filled from content's one rate. */
export function fillRate(text, rate) {
  return text.replace('{rmbRate}', String(rate.rmbPerHkd)).replace('{rateDate}', rateDay(rate.date));
}
