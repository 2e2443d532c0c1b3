import { CALLING_CODES, type PlaceId } from '@/lib/crisis/calling-codes';
import type { Rule } from '../types';
import { digitsOf } from '../fact-patterns';
import { crisisChannels, CRISIS_FILE, stringAt, textRule, valueAt } from '../shared';

/*
 * Numbers that cannot be dialled: a digit count the schema lets through but the kind of number
 * does not have, and one number under two names. Counts the schema refuses are its own to report.
 */
// Elsewhere: a crisis number typed in a sentence #place-emergency ./crisis.ts; a search page as a line's source #values-meaning ./meaning.ts.

/** The three-digit calls for immediate danger, in Hong Kong (999, 112, 992 by SMS) and the mainland. */
const EMERGENCY_CODES = new Set(['999', '112', '992', '110', '119', '120', '122']);

/** Short codes of one place, and its name: the mainland's 110, 119, 120, 122 and 12xxx lines; Hong Kong's 999, 992 and 18xxx. */
const PLACE_CODES = [
  ['mainland', /^(?:11[09]|12\d{1,3})$/, '內地', 'mainland'],
  ['hk', /^(?:999|992|18\d{3})$/, '香港', 'Hong Kong'],
] as const;

/** What is wrong with a hotline's number for its kind of line and its place, if anything. */
function hotlineProblem(number: string, digits: string, kind: unknown, place: unknown): readonly [string, string] | undefined {
  if (!/^(\d{3,5}|\d{8})$/.test(digits))
    return place === 'hk'
      ? [
          `香港的熱線號碼是 3 至 5 位的短號碼（例如 999、18111）或 8 位數字（例如 2389 2222），${number} 有 ${digits.length} 位：照來源寫出全部數字`,
          `a Hong Kong hotline number is a short code of 3 to 5 digits (e.g. 999, 18111) or 8 digits (e.g. 2389 2222); ${number} has ${digits.length}: write every digit as the source gives it`,
        ]
      : undefined;
  if (kind === 'emergency' && digits.length !== 3)
    return [
      `緊急求助號碼是 3 位數字（香港 999；內地 110、119、120），這裡寫了 ${digits.length} 位：核對來源，或把這條熱線改為 kind: 'support'`,
      `an emergency number has 3 digits (999; 110, 119, 120 in the mainland), this one has ${digits.length}: check the source, or make the line kind: 'support'`,
    ];
  if (kind === 'support' && EMERGENCY_CODES.has(digits))
    return [
      `${digits} 是緊急求助號碼：把這條熱線改為 kind: 'emergency'`,
      `${digits} is an emergency number: make the line kind: 'emergency'`,
    ];
  if (digits.length === 8)
    return /^[2-9]/.test(digits)
      ? undefined
      : [
          `香港的 8 位號碼以 2 至 9 開頭，${number} 不是：核對來源上的號碼`,
          `a Hong Kong 8-digit number starts with 2 to 9, ${number} does not: check the number on the source`,
        ];
  if (!digits.startsWith('1') && !EMERGENCY_CODES.has(digits))
    return [
      `短號碼以 1 開頭（例如 18111、12356）；${number} 像是少了數字的 8 位號碼：照來源寫出全部 8 位，例如 2389 2222`,
      `a short code starts with 1 (e.g. 18111, 12356); ${number} looks like an 8-digit number with digits missing: write all 8 as the source gives them, e.g. 2389 2222`,
    ];
  if (/\S\s+\S/.test(number))
    return [
      `短號碼連着寫，不留空格；如果這是 8 位的香港號碼，它少了數字：寫 ${digits}，或照來源寫出全部 8 位`,
      `a short code is written without spaces; if this is an 8-digit Hong Kong number, digits are missing: write ${digits}, or all 8 digits as the source gives them`,
    ];
  const [other, , zh, en] = PLACE_CODES.find(([id, code]) => id !== place && code.test(digits)) ?? [];
  if (!other) return undefined;
  return [
    `${number} 是${zh}的號碼，這條熱線卻寫 place: '${String(place)}'：核對來源，把 place 改為 '${other}'，或寫這個地方的號碼`,
    `${number} is a ${en} number, on a line of place: '${String(place)}': check the source, and write place: '${other}' or this place's number`,
  ];
}

/** A crisis line's number of the wrong length for its kind, or of another place; one number twice in one line. */
export const hotlineNumbers = textRule(
  (item) => item.file === CRISIS_FILE && item.exportName === 'crisisLines',
  (loaded) => {
    // A support line's number answers in one numbering plan: the first place that lists it owns it, and a
    // place of another calling code cannot list it too (the US and Canada share +1 and 988), even as its emergency call.
    const codeOf = (place: unknown) => (Object.hasOwn(CALLING_CODES, String(place)) ? CALLING_CODES[place as PlaceId] : undefined);
    const channels = crisisChannels(loaded);
    return (number, found, path) => {
      const channel = channels.find(({ index, at }) => path.join() === [index, 'channels', at, 'number'].join());
      if (!channel) return;
      const { line, index, at, digits } = channel;
      // The lengths below are Hong Kong's and the mainland's; other places write their numbers as dialled there.
      const problem = line.place === 'hk' || line.place === 'mainland' ? hotlineProblem(number, digits, line.kind, line.place) : undefined;
      const owner = channels.find((each) => each.line.kind === 'support' && each.digits === digits)?.line.place;
      const [code, ownerCode] = owner === undefined ? [] : [codeOf(line.place), codeOf(owner)];
      if (problem) found(...problem);
      else if (code !== undefined && ownerCode !== undefined && code !== ownerCode)
        found(
          `${number} 已是 place: '${String(owner)}' 一條熱線的號碼，這條熱線卻寫 place: '${String(line.place)}'：核對來源，寫這個地方的號碼`,
          `${number} is already the number of a line of place: '${String(owner)}', and this line is of place: '${String(line.place)}': check the source, and write this place's number`,
        );
      // Each number's first channel in its line.
      const first = channels.find((each) => each.index === index && each.digits === digits)?.at ?? at;
      if (first !== at)
        found(
          `這條熱線的第 ${first + 1} 個 channel 已是 ${number}：把兩者的 via 合併在那一個 channel，刪除這一個`,
          `channel ${first + 1} of this line is already ${number}: put both ways in that channel's via and delete this one`,
        );
    };
  },
);

/** The centre's own numbers: 8 digits from 2 to 9, and never a crisis line's number. */
export const centreNumbers = textRule(
  (item) => item.file === 'content/site.ts' && item.exportName === 'site',
  (loaded) => {
    const hotlines = new Map<string, string>();
    for (const { line, digits } of crisisChannels(loaded))
      if (line.place === 'hk' && typeof line.name === 'string') hotlines.set(digits, line.name);
    return (display, found, path, item) => {
      const [field, key] = path;
      if (path.length !== 2 || key !== 'display' || (field !== 'phone' && field !== 'whatsapp')) return;
      // A Hong Kong number, as the display writes it: 8 digits, perhaps after 852.
      const local = digitsOf(display);
      const hongKong = field === 'phone' || (stringAt(valueAt(item.value, ['whatsapp']), 'digits') ?? '852').startsWith('852');
      if (hongKong && field === 'whatsapp' && local.length !== 8)
        found(
          `香港的 WhatsApp 號碼有 8 位數字，這裡寫了 ${local.length} 位：照 digits 寫出全部 8 位，例如 9123 4567`,
          `a Hong Kong WhatsApp number has 8 digits, this one has ${local.length}: write all 8, as in digits, e.g. 9123 4567`,
        );
      else if (hongKong && local.length === 8 && !/^[2-9]/.test(local))
        found(
          `香港的 8 位號碼以 2 至 9 開頭，${display} 不是：核對號碼`,
          `a Hong Kong 8-digit number starts with 2 to 9, ${display} does not: check the number`,
        );
      else if (hotlines.has(local))
        found(
          `${display} 是熱線「${hotlines.get(local)}」的號碼（${CRISIS_FILE}）：寫上本中心自己的號碼`,
          `${display} is the number of the hotline 「${hotlines.get(local)}」 (${CRISIS_FILE}): write the centre's own number`,
        );
    };
  },
);

export const rules: readonly Rule[] = [
  { id: 'hotline-number', scope: 'entry', readme: "a hotline's number fits its place", run: hotlineNumbers },
  { id: 'centre-number', scope: 'entry', readme: "the centre's numbers are its own", run: centreNumbers },
];
