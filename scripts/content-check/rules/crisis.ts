import { PAGE_TOPICS } from '@/lib/schema/pages';
import { unknownPlaceTokens } from '@/lib/crisis/place-tokens';
import { eachString } from '@/lib/walk';
import { crisisChannels, CRISIS_FILE, exportOf, findings, isRecord, nodeRule, NOT_FACT_TEXT, pagesOf, textRule } from '../shared';
import type { FoundProblem, LoadedExport, Rule } from '../types';

/* The crisis lines by place (content/crisis-lines.ts), and the texts that send a visitor to them. */
// Elsewhere: a line's own number, by place and kind #hotline-number ./numbers.ts; the crisis page's three sections #page-keeps-its-part ./repeats.ts.

const listOf = (item: LoadedExport | undefined): readonly unknown[] => (item && Array.isArray(item.value) ? item.value : []);
const ways = (line: unknown): string[] =>
  isRecord(line) && Array.isArray(line.channels)
    ? line.channels.flatMap((channel: unknown) =>
        isRecord(channel) && Array.isArray(channel.via) ? channel.via.filter((way) => typeof way === 'string') : [],
      )
    : [];
const allDay = (line: unknown): boolean => isRecord(line) && typeof line.hours === 'string' && /^24\s*小[時时]$/.test(line.hours);

/**
 * Each place: an emergency number, a 24-hour line to call, and `writes` as its lines are (a place
 * that says it has a text line has one, and one that has one says so); each line at a place that
 * is listed; each time zone at one place only (a channel's source is the schema's: sourceUrl).
 */
export const crisisPlaceRules = nodeRule(
  (item) => item.file === CRISIS_FILE,
  (loaded) => {
    const places = exportOf(loaded, CRISIS_FILE, 'crisisPlaces');
    const lines = exportOf(loaded, CRISIS_FILE, 'crisisLines');
    if (!places || !lines) return undefined;
    const ids = new Set(listOf(places).flatMap((place) => (isRecord(place) && typeof place.id === 'string' ? [place.id] : [])));
    const zoneOwner = new Map<string, string>();
    return (node, found, path, item) => {
      if (path.length !== 1 || typeof path[0] !== 'number') return;
      if (item.exportName === 'crisisLines') {
        if (typeof node.place === 'string' && !ids.has(node.place))
          found(
            `${node.place} 不在 crisisPlaces 裡：先在 crisisPlaces 加上這個地方`,
            `${node.place} is not in crisisPlaces: add the place there first`,
            ['place'],
          );
      }
      const id = node.id;
      if (item.exportName !== 'crisisPlaces' || typeof id !== 'string') return;
      const here = listOf(lines).filter((line) => isRecord(line) && line.place === id);
      if (!here.some((line) => isRecord(line) && line.kind === 'emergency'))
        found(
          `${id} 沒有緊急求助號碼：在 crisisLines 加上它的緊急電話（kind: 'emergency'，附來源）`,
          `${id} has no emergency number: add it to crisisLines (kind: 'emergency', with its source)`,
          ['id'],
        );
      if (!here.some((line) => isRecord(line) && line.kind === 'support' && allDay(line) && ways(line).includes('call')))
        found(
          `${id} 沒有 24 小時可致電的熱線：加上一條（hours: '24 小時'，附來源）`,
          `${id} has no 24-hour line to call: add one (hours: '24 小時', with its source)`,
          ['id'],
        );
      const texts = here.some((line) => ways(line).some((way) => way !== 'call'));
      if (typeof node.writes === 'boolean' && node.writes !== texts)
        found(
          texts
            ? `${id} 有可傳訊息的熱線：改為 writes: true`
            : `${id} 寫了 writes: true，但它的熱線都只可致電：加上可傳訊息的熱線（via: ['whatsapp'] 或 ['sms']，附來源），或改為 writes: false`,
          texts
            ? `${id} has a line that takes messages: write writes: true`
            : `${id} says writes: true, but its lines take calls only: add a line that takes messages (via: ['whatsapp'] or ['sms'], with its source), or write writes: false`,
          ['writes'],
        );
      (Array.isArray(node.zones) ? node.zones : []).forEach((zone: unknown, at: number) => {
        if (typeof zone !== 'string') return;
        const owner = zoneOwner.get(zone);
        if (owner === undefined) zoneOwner.set(zone, id);
        else
          found(
            `時區 ${zone} 已屬於 ${owner}：每個時區只屬於一個地方，刪除其中一個`,
            `the time zone ${zone} already belongs to ${owner}: a zone belongs to one place; delete one of them`,
            ['zones', at],
          );
      });
    };
  },
);

/** The emergency numbers a sentence must not name as a literal: the visitor may be where they do not answer. */
const LITERAL_EMERGENCY = /(?<![\d{.])999(?!\d)/;

/** A number followed by a unit is a quantity (「120 分鐘」), not a number to call. */
const NOT_A_UNIT = String.raw`(?!\d|\s?(?:分鐘|分|小時|秒|歲|人|年|個?月|日|天|次|節|個|位|元|%|％|號|條|頁|字|種))`;
/** An example in brackets (「（例如 112 或 911）」) names no number to call. */
const withoutExamples = (text: string): string => text.replace(/（例如[^（）]*）/g, '');
/** An aside in brackets (「（110、112 亦會接駁至 999）」) says how a number is reached, not which to call. */
const withoutAsides = (text: string): string => text.replace(/（[^（）]*）/g, '');

/** Every number of content/crisis-lines.ts, with its line and place. */
function crisisNumbers(loaded: readonly LoadedExport[]) {
  const places = listOf(exportOf(loaded, CRISIS_FILE, 'crisisPlaces'));
  const nameOf = (id: string) => {
    const place = places.find((each) => isRecord(each) && each.id === id);
    return isRecord(place) && isRecord(place.names) && typeof place.names.hant === 'string' ? place.names.hant : id;
  };
  return crisisChannels(loaded).flatMap(({ line, number, digits }) =>
    typeof line.place === 'string' && digits.length >= 3
      ? [{ number, digits, place: line.place, placeName: nameOf(line.place), kind: String(line.kind), name: String(line.name) }]
      : [],
  );
}

/** The number as a sentence may write it: its digits, with or without spaces and hyphens between them. */
const writtenAs = (digits: string): RegExp => new RegExp(String.raw`(?<![\d{.,])${[...digits].join(String.raw`[\s-]?`)}${NOT_A_UNIT}`);

/**
 * A sentence that names a crisis number outside content/crisis-lines.ts: it writes {place.emergency}
 * (the emergency numbers of the visitor's place) or {place.line} (its first 24-hour line), which the
 * site fills for the place the visitor is in; and a `{place.…}` that is not a token.
 */
export const placeSentences = textRule(
  (item) => !NOT_FACT_TEXT.has(item.file),
  (loaded) => {
    const numbers = crisisNumbers(loaded)
      .filter((each) => each.digits !== '999')
      .map((each) => ({ ...each, pattern: writtenAs(each.digits) }));
    return (text, found) => {
      if (LITERAL_EMERGENCY.test(text))
        found(
          '不要直接寫 999：訪客可能身處 999 接不通的地方。改寫 {place.emergency}，網站會換成訪客所在地方的緊急電話',
          "don't write 999: the visitor may be where it does not answer. Write {place.emergency}: the site puts the emergency numbers of the visitor's place there",
        );
      const named = numbers.find((each) => each.pattern.test(withoutExamples(text)));
      const token = named?.kind === 'emergency' ? '{place.emergency}' : '{place.line}';
      if (named)
        found(
          `${named.number} 是${named.placeName}的熱線「${named.name}」的號碼，訪客可能身處別的地方：改寫 ${token}，網站會換成訪客所在地方的${named.kind === 'emergency' ? '緊急電話' : ' 24 小時熱線'}（號碼只寫在 ${CRISIS_FILE}）`,
          `${named.number} is the number of 「${named.name}」 in ${named.place}, and the visitor may be elsewhere: write ${token}, which the site fills with the ${named.kind === 'emergency' ? 'emergency numbers' : '24-hour line'} of the visitor's place (numbers are written in ${CRISIS_FILE} only)`,
        );
      for (const name of unknownPlaceTokens(text))
        found(
          `{place.${name}} 不是可用的寫法：可寫 {place.emergency}、{place.line} 或 {place.name}`,
          `{place.${name}} is not a token: write {place.emergency}, {place.line} or {place.name}`,
        );
    };
  },
);

/** A line's own words name a number that is none of its place's lines (a slip, or a number pasted from another place's line). */
export const lineTextNumbers = nodeRule(
  (item) => item.file === CRISIS_FILE && item.exportName === 'crisisLines',
  (loaded) => {
    const numbers = crisisNumbers(loaded);
    return (line, found, path) => {
      if (path.length !== 1 || typeof path[0] !== 'number' || typeof line.text !== 'string') return;
      const own = numbers.filter((each) => each.place === line.place);
      for (const [written] of withoutAsides(line.text).matchAll(new RegExp(String.raw`(?<![\d.,])\d(?:[\s-]?\d){2,}${NOT_A_UNIT}`, 'g'))) {
        const digits = written.replace(/\D/g, '');
        if (own.some((each) => each.digits === digits)) continue;
        const numbersHere = own.map((each) => each.number).join('、');
        found(
          `文字寫了 ${written}，但這不是${own[0]?.placeName ?? String(line.place)}任何一條熱線的號碼（${numbersHere}）：照這條熱線的 channels 寫它的號碼`,
          `the text names ${written}, which is no number of a line of ${String(line.place)} (${numbersHere}): write the number of this line's channels`,
          ['text'],
        );
      }
    };
  },
);

/** Words that say a page speaks of violence or abuse. A law's name (《…》) and a bracketed example (（…）) do not count. */
const VIOLENCE_WORDS = ['暴力', '家暴', '虐待', '受虐', '性侵'];
const spoken = (text: string): string => text.replace(/《[^》]*》/g, '').replace(/（[^（）]*）/g, '');
const VIOLENCE: (typeof PAGE_TOPICS)[number] = 'violence';

/**
 * A page or article whose own words speak of violence or abuse declares `topics: ['violence']`,
 * so it shows the quick exit (lib/crisis/quick-exit.ts).
 */
export function violenceTopics(loaded: readonly LoadedExport[]): FoundProblem[] {
  const [problems, add] = findings();
  for (const { item, value: entry, path } of pagesOf(loaded)) {
    if (item.pageKind === 'therapists' || !isRecord(entry)) continue;
    if (Array.isArray(entry.topics) && entry.topics.includes(VIOLENCE)) continue;
    let word: string | undefined;
    eachString(entry, path, (text) => {
      word ??= VIOLENCE_WORDS.find((each) => spoken(text).includes(each));
    });
    if (word)
      add(
        item,
        [...path, 'topics'],
        `這一頁談到「${word}」：加上 topics: ['violence']，讓頁面顯示「快速離開」`,
        `this page speaks of 「${word}」: add topics: ['violence'] so the page shows the quick exit`,
      );
  }
  return problems;
}

export const rules: readonly Rule[] = [
  {
    id: 'crisis-places',
    scope: 'site',
    readme: 'each place has an emergency number and its own time zones; each line a source; a text line where the place says so',
    run: crisisPlaceRules,
  },
  {
    id: 'place-emergency',
    scope: 'entry',
    readme: "a sentence names a crisis number as {place.emergency} or {place.line}, never typed; a line's words name its place's numbers",
    run: (loaded) => [...placeSentences(loaded), ...lineTextNumbers(loaded)],
  },
  {
    id: 'violence-topic',
    scope: 'entry',
    readme: "a page that speaks of violence or abuse declares topics: ['violence']",
    run: violenceTopics,
  },
];
