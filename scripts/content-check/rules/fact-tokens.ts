import { FACT_NAME, factValues, fillFacts, FACT_TOKEN, type FactSources } from '@/lib/facts';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '@/lib/schema/pages';
import { PLACE_TOKENS } from '@/lib/crisis/place-tokens';
import { digitDistance, digitsOf, HKD, HOURS_SPAN, matchesOf, PHONE, SESSION_COUNT, TIME_OF_DAY, TOKEN_SHAPED } from '../fact-patterns';
import { everyItem, isRecord, nodeRule, NOT_FACT_TEXT, stringAt, textRule, valueAt, valueOf } from '../shared';
import type { LoadedExport, Rule } from '../types';

/*
 * One source per fact (lib/facts.ts): a page states the centre's phone, WhatsApp, e-mail, hours,
 * fees and session counts through a token (the e-mail as `${site.email}`), never typed by hand.
 */
// Elsewhere: the centre's numbers #centre-number ./numbers.ts; on the built pages #published-phones #published-fees #published-hours ../published/rules.ts.

/** The sources themselves, where the facts are written (and the crisis lines, which are their own): whole exports, and site fields. */
const SOURCE_EXPORTS = new Set(['content/site.ts#hoursWords', 'content/claims.ts#sessions', 'content/pages/fee.ts#fees']);
const SITE_SOURCES = new Set(['phone', 'whatsapp', 'email', 'address', 'openingHours', 'workshopHours']);

/** The sources as loaded and each token's text, or undefined when one is missing (the schema reports it). */
export function loadedFacts(loaded: readonly LoadedExport[]): { sources: FactSources; values: Record<string, string> } | undefined {
  const site = valueOf(loaded, 'content/site.ts', 'site');
  const sources = {
    hours: valueAt(site, ['openingHours']),
    workshopHours: valueAt(site, ['workshopHours']),
    founded: valueAt(site, ['foundingYear']),
    address: valueAt(site, ['address']),
    consultationMinutes: valueAt(site, ['claims', 'consultationMinutes']),
    phone: valueAt(site, ['phone', 'display']),
    whatsapp: valueAt(site, ['whatsapp', 'display']),
    hoursWords: valueOf(loaded, 'content/site.ts', 'hoursWords'),
    fees: valueOf(loaded, 'content/pages/fee.ts', 'fees'),
    sessions: valueOf(loaded, 'content/claims.ts', 'sessions'),
  };
  const { phone, whatsapp, hoursWords, fees, sessions } = sources;
  if (!hoursWords || !fees || !sessions || typeof phone !== 'string' || typeof whatsapp !== 'string') return undefined;
  try {
    return { sources: sources as FactSources, values: factValues(sources as FactSources) };
  } catch {
    return undefined;
  }
}

/**
 * The address typed in a text (the street's name, then the district) and what to write instead; not
 * in a text stamped `forStreet` (the way to the centre names its stations, and is asked for on a move).
 */
const ADDRESS_TYPED = [
  ['street', '{address}（整個地址）或 {address.street}', '{address} (the whole address) or {address.street}'],
  ['district', '{address.district}', '{address.district}'],
] as const;

/**
 * A fact typed by hand: the centre's address, a phone-shaped number, an HK$ amount, a time of day,
 * the founding year in a text about the centre, the free consultation's minutes, a count of sessions,
 * the centre's e-mail (where the file types it: `${site.email}` is read from site.ts); a token of a
 * fact that has no value (a misspelt fee key, a count that does not exist); and a token written near
 * its form (full-width braces, spaces inside, another case). The sources are not read.
 */
export const handTypedFacts = textRule(
  (item) => !NOT_FACT_TEXT.has(item.file) && !SOURCE_EXPORTS.has(`${item.file}#${item.exportName}`),
  (loaded, input) => {
    const { sources, values } = loadedFacts(loaded) ?? {};
    const fees = Object.entries(sources?.fees ?? {});
    const email = stringAt(valueOf(loaded, 'content/site.ts', 'site'), 'email') ?? '';
    const tokenNames = [...Object.keys(values ?? {}), ...PLACE_TOKENS.map((name) => `place.${name}`)];
    return (text, found, path, item) => {
      if (item.file === 'content/site.ts' && item.exportName === 'site' && SITE_SOURCES.has(String(path[0]))) return;
      const parent = valueAt(item.value, path.slice(item.path.length, -1));
      const address = isRecord(parent) && 'forStreet' in parent ? undefined : sources?.address;
      const bare = text.replace(/\s+/g, '');
      const typed = ADDRESS_TYPED.map(([part, zh, en]) => {
        const value = (address?.[part] ?? '').replace(/\s+/g, '');
        return [part === 'street' ? (/^\D+/.exec(value)?.[0] ?? value) : value, zh, en] as const;
      }).find(([value]) => value !== '' && bare.includes(value));
      if (typed)
        found(
          `「${typed[0]}」是中心的地址打在文字裡：改寫 ${typed[1]}，網站會換上 content/site.ts 的 site.address`,
          `"${typed[0]}" types the centre's address by hand: write ${typed[2]}, and the site puts in site.address of content/site.ts`,
        );
      for (const [token, name = ''] of values ? matchesOf(FACT_TOKEN, text) : []) {
        if (!FACT_NAME.test(name) || Object.hasOwn(values ?? {}, name)) continue;
        const known = Object.keys(values ?? {})
          .filter((key) => key.split('.')[0] === name.split('.')[0])
          .map((key) => `{${key}}`)
          .join(' ');
        found(`${token} 沒有這一項：可以用 ${known}`, `${token} names nothing: the ones there are ${known}`);
      }
      // A token written near its form (spaces inside, full-width braces, another case): the form to write.
      for (const [token] of values ? matchesOf(TOKEN_SHAPED, text) : []) {
        const name = token
          .normalize('NFKC')
          .replace(/^\$?\{|\}$/g, '')
          .replace(/\s+/g, '')
          .toLowerCase();
        const meant = tokenNames.find((known) => known.toLowerCase() === name);
        if (meant && token !== `{${meant}}`)
          found(
            `「${token}」要寫成 {${meant}}：用半形大括號 { }，括號內不留空格，大小寫照寫`,
            `"${token}" is written {${meant}}: half-width braces { }, no spaces inside, letters in this case`,
          );
      }
      if (input && email.includes('@') && text.includes(email) && input.source(item.file).includes(email))
        found(
          `本中心的電郵地址只寫在 content/site.ts 的 site.email，網站各處都從那裡讀取：從這段文字刪除它，或寫 \${site.email}`,
          `the centre's e-mail address is written once, in site.email of content/site.ts, and every page reads it there: remove it from this text, or write \${site.email}`,
        );
      // Addresses carry digits of their own (a map query, a video id): only what a visitor reads.
      if (/^(?:https?:|mailto:|tel:|\/)/.test(text)) return;
      for (const [number] of matchesOf(PHONE, text.normalize('NFKC'))) {
        const own =
          sources && (['phone', 'whatsapp'] as const).find((field) => digitDistance(digitsOf(number), digitsOf(sources[field])) <= 2);
        found(
          own
            ? `「${number}」是本中心的電話號碼打在文字裡：改寫 {${own}}，網站會換上 content/site.ts 的 site.${own}`
            : `「${number}」是一個電話號碼打在文字裡：本中心的號碼寫 {phone} 或 {whatsapp}；熱線號碼只寫在 content/crisis-lines.ts`,
          own
            ? `"${number}" types the centre's number by hand: write {${own}} and the site puts in site.${own} of content/site.ts`
            : `"${number}" is a phone number typed into a text: the centre's numbers are {phone} and {whatsapp}; a hotline's number goes in content/crisis-lines.ts only`,
        );
      }
      for (const [amount, written = ''] of matchesOf(HKD, text)) {
        const digits = written.replace(/,/g, '');
        const key = fees.find(([, fee]) => fee === Number(digits))?.[0];
        found(
          key
            ? `「${amount}」是收費打在文字裡：改寫 {fee.${key}}，網站會換上 content/pages/fee.ts 的 fees.${key}`
            : `「${amount}」不是收費頁的收費：在 content/pages/fee.ts 的 fees 加一行（例如 newFee: ${digits}），再在這裡寫 {fee.newFee}`,
          key
            ? `"${amount}" types a fee by hand: write {fee.${key}} and the site puts in fees.${key} of content/pages/fee.ts`
            : `"${amount}" is no fee of the fee page: add a line to fees in content/pages/fee.ts (newFee: ${digits}), then write {fee.newFee} here`,
        );
      }
      // A span of hours is one slip, not two times.
      const spans = matchesOf(HOURS_SPAN, text).map(([span]) => span);
      const rest = spans.reduce((left, span) => left.replace(span, ' '), text);
      const lone = matchesOf(TIME_OF_DAY, rest).map(([time]) => time);
      for (const time of [...spans, ...lone])
        found(
          `「${time}」是時間打在文字裡：服務時間寫 {hours}（工作坊寫 {hours.workshop}），時間只在 content/site.ts 的 opens、closes 改`,
          `"${time}" types a time by hand: write {hours} for the opening hours ({hours.workshop} for a workshop day); times are changed only as opens and closes in content/site.ts`,
        );
      // The founding year in a text about the centre, and the free consultation's minutes in a sentence naming it (site.claims).
      const year = /成立|創立|創辦|開業|本中心/.test(text) && new RegExp(`(?<!\\d)${sources?.founded ?? '-'}\\s?年`).exec(text)?.[0];
      if (year)
        found(`「${year}」是成立年份打在文字裡：改寫 {founded} 年`, `"${year}" types the founding year by hand: write {founded} 年`);
      for (const sentence of text.split(/[。；]/).filter((each) => each.includes('免費初步諮詢')))
        for (const [said] of matchesOf(/\d+\s?分鐘/gu, sentence))
          found(
            `「${said}」是免費初步諮詢的時間打在文字裡：改寫 {consultation.minutes} 分鐘，網站會換上 content/site.ts 的 site.claims.consultationMinutes`,
            `"${said}" types the free consultation's length by hand: write {consultation.minutes} 分鐘, and the site puts in site.claims.consultationMinutes of content/site.ts`,
          );
      for (const [count] of matchesOf(SESSION_COUNT, text))
        found(
          `「${count}」是療程次數打在文字裡：改寫 {sessions.simple} 或 {sessions.complex}（content/claims.ts），並寫明「因人而異」`,
          `"${count}" types a count of sessions by hand: write {sessions.simple} or {sessions.complex} (content/claims.ts), with 「因人而異」`,
        );
    };
  },
);

/** A count of sessions is said with 「因人而異」 in its text or beside it (a card's other texts), never alone. */
export const sessionsWithoutCare = nodeRule(
  (item) => !NOT_FACT_TEXT.has(item.file),
  () => (node, found) => {
    const texts = Object.entries(node).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    if (texts.some(([, text]) => text.includes('因人而異'))) return;
    for (const [key, text] of texts)
      if (/\{sessions\.[A-Za-z0-9]+\}/.test(text))
        found(
          '療程次數要和「因人而異」一起寫（同一段文字或同一項內）：次數不是承諾',
          'a count of sessions goes with 「因人而異」 (in the same text or entry): a count is no promise',
          [key],
        );
  },
);

/**
 * A fee card carries the fee its text shows as `fee` (the structured data's price range reads it):
 * a card of 「每節 {fee.<key>}」 has one, and each card's `fee` is the fee of its token.
 */
export const feeCards = nodeRule(everyItem, (loaded) => {
  const fees = loadedFacts(loaded)?.sources.fees ?? {};
  return (node, found) => {
    if (node.kind === 'cards' && Array.isArray(node.items))
      node.items.forEach((card: unknown, index) => {
        const key = /每節\s?\{fee\.([A-Za-z0-9]+)\}/.exec(stringAt(card, 'text') ?? '')?.[1];
        if (key && isRecord(card) && card.fee === undefined)
          found(
            `這張卡寫了每節收費 {fee.${key}}：加上 fee: fees.${key}，結構化資料的價格範圍才會跟着更新`,
            `this card shows the session fee {fee.${key}}: add fee: fees.${key}, so the structured data's price range follows`,
            ['items', index],
          );
      });
    const key = typeof node.text === 'string' ? /\{fee\.([A-Za-z0-9]+)\}/.exec(node.text)?.[1] : undefined;
    if (typeof node.fee === 'number' && key && fees[key] !== undefined && fees[key] !== node.fee)
      found(`fee 要和 {fee.${key}} 一樣：寫 fee: fees.${key}`, `fee must be the fee of {fee.${key}}: write fee: fees.${key}`, ['fee']);
  };
});

/** A search description with a fact token is 80 to 120 characters as published, its tokens filled. */
export const filledDescriptionLength = nodeRule(everyItem, (loaded) => {
  const values = loadedFacts(loaded)?.values;
  if (values)
    return (node, found) => {
      const description = stringAt(node.seo, 'description');
      if (description === undefined || !new RegExp(FACT_TOKEN.source).test(description)) return;
      const length = [...fillFacts(description, values).trim()].length;
      if (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX)
        found(
          `搜尋描述（換上數值後）要有 ${DESCRIPTION_MIN} 至 ${DESCRIPTION_MAX} 字，現在有 ${length} 字`,
          `the search description, its tokens filled, must be ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters; it has ${length}`,
          ['seo', 'description'],
        );
    };
});

export const rules: readonly Rule[] = [
  {
    id: 'fact-typed',
    readme:
      'One source per fact: phone, WhatsApp, hours, fees, session counts and the address are written as {phone} {whatsapp} {hours} {fee.<key>} {sessions.<key>} {address…}, each naming a value that exists',
    scope: 'entry',
    run: handTypedFacts,
  },
  { id: 'sessions-vary', readme: 'Session counts are said with 因人而異, never as a promise', scope: 'entry', run: sessionsWithoutCare },
  { id: 'fee-card', readme: 'A card showing a session fee carries it as fee: fees.<key>', scope: 'site', run: feeCards },
  // In the schema, lib/schema/site.ts: the `.check` of `openingHours`.
  { id: 'hours-as-given', scope: 'entry', readme: 'opening hours: opens before closes, and the display says them', run: 'schema' },
  {
    id: 'description-length-filled',
    readme: 'Search descriptions are 80 to 120 characters (with tokens, as published)',
    scope: 'entry',
    run: filledDescriptionLength,
  },
];
