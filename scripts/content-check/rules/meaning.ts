import { eachObject } from '@/lib/walk';
import { committedExport } from '../committed';
import type { FoundProblem, LoadedExport, Rule } from '../types';
import { matchesOf } from '../fact-patterns';
import { everyItem, exportOf, findings, isRecord, nodeRule, textRule, valueAt } from '../shared';

/*
 * Values inside their bounds but against their meaning (issue 52.2): what the schema's ranges let
 * through and a reader would doubt. Each names what the value means and a likely one.
 */
// Elsewhere: a date still ahead #future-date ./dates.ts; a hotline number that does not fit its place #hotline-number ./numbers.ts.

const WEEK = ['一', '二', '三', '四', '五', '六', '日天'];

/** Hosts and paths of a search: a results page, not the page of an operator or a public body. */
const SEARCH =
  /^(?:https?:\/\/)?(?:[\w-]+\.)*(?:google\.[a-z.]+\/(?:search|url)|bing\.com\/search|baidu\.com\/s\b|duckduckgo\.com\/|search\.yahoo\.com|sogou\.com\/web|so\.com\/s\b|yandex\.[a-z]+\/search)|[?&](?:q|wd|query|search)=/i;

const entries = (value: unknown): [number, unknown][] => (Array.isArray(value) ? value.map((each, index) => [index, each]) : []);

export function meaning(loaded: readonly LoadedExport[], today: string): FoundProblem[] {
  const [problems, add] = findings();
  const notice = exportOf(loaded, 'content/mainland-notice.ts', 'mainlandNotice');
  const rate = isRecord(notice?.value) && isRecord(notice.value.exchangeRate) ? notice.value.exchangeRate.rmbPerHkd : undefined;
  if (notice && typeof rate === 'number' && rate >= 1)
    add(
      notice,
      ['exchangeRate', 'rmbPerHkd'],
      `港幣 1 元換不到人民幣 ${rate} 元：這裡寫 1 港元約合多少人民幣（少於 1，例如 0.92），可能把匯率倒轉了（${(1 / rate).toFixed(2)}？）`,
      `HK$1 buys less than RMB ${rate}: write RMB per HK$1 (below 1, e.g. 0.92); the rate may be the other way round (${(1 / rate).toFixed(2)}?)`,
    );

  const sessions = exportOf(loaded, 'content/claims.ts', 'sessions');
  const counts = isRecord(sessions?.value) && isRecord(sessions.value.counts) ? sessions.value.counts : {};
  for (const [key, count] of Object.entries(counts)) {
    if (!sessions || !isRecord(count) || typeof count.from !== 'number' || typeof count.to !== 'number') continue;
    if (count.to > 20 || count.to > count.from * 10)
      add(
        sessions,
        ['counts', key, 'to'],
        `「${count.from} 至 ${count.to} 節」令人懷疑：一般個案的節數範圍不會這樣闊（例如 1 至 3、5 至 10）；請再核對`,
        `"${count.from} to ${count.to} sessions" is a range a reader doubts (usually like 1 to 3, 5 to 10): check it again`,
      );
  }

  const therapists = exportOf(loaded, 'content/therapists.ts', 'therapists');
  for (const [index, therapist] of entries(therapists?.value))
    for (const [at, qualification] of entries(isRecord(therapist) ? therapist.qualifications : undefined))
      if (therapists && isRecord(qualification) && Number(qualification.year) > Number(today.slice(0, 4)))
        add(
          therapists,
          [index, 'qualifications', at, 'year'],
          `${String(qualification.year)} 年還未到：寫取得這項資歷的年份，最遲是今年（${today.slice(0, 4)}）`,
          `${String(qualification.year)} is still ahead: write the year it was granted, this year (${today.slice(0, 4)}) at the latest`,
        );

  const words = exportOf(loaded, 'content/site.ts', 'hoursWords');
  for (const [index, day] of entries(isRecord(words?.value) ? words.value.weekdays : undefined))
    if (words && typeof day === 'string' && ![...(WEEK[index] ?? '')].some((mark) => day.endsWith(mark)))
      add(
        words,
        ['weekdays', index],
        `第 ${index + 1} 個是「${day}」：weekdays 由星期一排到星期日，次序不可改（網頁與搜尋器讀同一次序）`,
        `the ${index + 1}th is "${day}": weekdays run Monday to Sunday in that order (pages and search engines read the same order)`,
      );

  const lines = exportOf(loaded, 'content/crisis-lines.ts', 'crisisLines');
  for (const [index, line] of entries(lines?.value))
    for (const [at, channel] of entries(isRecord(line) ? line.channels : undefined))
      if (lines && isRecord(channel) && typeof channel.source === 'string' && SEARCH.test(channel.source))
        add(
          lines,
          [index, 'channels', at, 'source'],
          '這是搜尋結果頁，不是來源：寫營辦機構或政府部門列出這個號碼的網頁地址',
          "this is a search results page, not a source: write the address of the operator's or public body's page that gives this number",
        );
  return problems;
}

/** Text that stands for a name not yet supplied: ○○, or 示例 in an entry (a qualification) that may be a sample. */
const STAND_IN = /○{2,}|〇{2,}/u;

/** The first text of an entry that stands in for a name not yet supplied, if any. */
const standIn = (node: unknown): [key: string, text: string] | undefined =>
  Object.entries(isRecord(node) ? node : {}).find(
    (pair): pair is [string, string] =>
      typeof pair[1] === 'string' && (STAND_IN.test(pair[1]) || (isRecord(node) && 'issuer' in node && pair[1].includes('示例'))),
  );

/**
 * A stand-in name (○○) is marked `sample: true` on its entry, so that the page says it is a sample
 * (content/pages/profile.ts qualificationSample); without the marker it would read as confirmed.
 */
export const unmarkedSamples = nodeRule(everyItem, () => (node, found) => {
  const [key, value] = standIn(node) ?? [];
  if (node.sample === true || key === undefined) return;
  found(
    `「${value}」是待補的示例：在這一項加上 sample: true（網頁會註明是示例），或寫上真實名稱`,
    `"${value}" stands in for a name not yet supplied: add sample: true to this entry (the page then says it is a sample), or write the real name`,
    [key],
  );
});

/**
 * The other way round: an entry whose stand-in (○○) the last commit had and this edit replaced is
 * confirmed, so its marker goes too, or its page keeps calling a real qualification a sample. A
 * sample entry written without a stand-in (a sample person's, replaced whole before launch) is no
 * slip: `npm run check:content` lists every sample entry left (scripts/content-check/samples.ts).
 */
export async function confirmedSamples(loaded: readonly LoadedExport[]): Promise<FoundProblem[]> {
  const [problems, add] = findings();
  for (const item of loaded) {
    const marked: [Readonly<Record<string, unknown>>, readonly (string | number)[]][] = [];
    eachObject(item.value, [], (node, path) => node.sample === true && !standIn(node) && marked.push([node, path]));
    if (marked.length === 0) continue;
    const committed = await committedExport(item.file, item.exportName);
    for (const [, path] of marked) {
      const [, was] = standIn(valueAt(committed, [...item.path, ...path])) ?? [];
      if (was !== undefined)
        add(
          item,
          [...item.path, ...path, 'sample'],
          `「${was}」已換上真實名稱：刪除這一項的 sample: true（否則網頁仍註明是示例）；如仍是示例，保留「○○」`,
          `"${was}" now has its real name: remove sample: true from this entry (else the page still calls it a sample); if it is still a sample, keep the ○○`,
        );
    }
  }
  return problems;
}

/**
 * A range of a count or a span, 「10 至 20 人」「45–60 分鐘」: a number, 至 or a dash, a number, then its
 * unit. Not a date (2026-11-26), a time (9:00–18:00), a phone number, a countdown (5-4-3-2-1 …) or 第 3-1 節:
 * the numbers stand alone and a unit follows the second.
 */
const RANGE =
  /(?<![\d.:/-]|第\s*)(\d+)(\s*(?:至|到|-|–|—|~)\s*)(\d+)(\s*(?:人|位|名|節|节|堂|次|分鐘|分钟|小時|小时|歲|岁|年|個月|个月|星期|週|周|日|天|個|个|場|场|頁|页|%))/gu;

/** A range written from the larger number to the smaller (「20 至 10 人」), or with one number twice. */
export const reversedRanges = textRule(everyItem, () => (text, found) => {
  if (/^(?:https?:|mailto:|tel:|\/)/.test(text)) return;
  for (const [written, from = '', through = '', to = '', unit = ''] of matchesOf(RANGE, text.normalize('NFKC'))) {
    if (Number(from) < Number(to)) continue;
    if (Number(from) === Number(to))
      found(
        `「${written}」兩端是同一個數字：寫「${to}${unit}」，或改正其中一個`,
        `"${written}" has one number at both ends: write "${to}${unit}", or correct one of them`,
      );
    else
      found(
        `「${written}」前大後小：範圍由小的數字寫起，即「${to}${through}${from}${unit}」`,
        `"${written}" runs from the larger number to the smaller: write the smaller first, "${to}${through}${from}${unit}"`,
      );
  }
});

export const rules: readonly Rule[] = [
  { id: 'sample-marker', scope: 'entry', readme: 'a stand-in name (○○) is marked sample: true', run: unmarkedSamples },
  { id: 'sample-confirmed', scope: 'entry', readme: 'a stand-in replaced by a real name loses its sample marker', run: confirmedSamples },
  {
    id: 'values-meaning',
    scope: 'entry',
    readme: 'values in their bounds but against their meaning',
    run: (loaded, { today }) => meaning(loaded, today),
  },
  {
    id: 'range-in-order',
    scope: 'entry',
    readme: 'a range of numbers (10 至 20 人) runs from the smaller to the larger',
    run: reversedRanges,
  },
  // In the schema, lib/schema/site.ts: consultation-minutes is `consultationMinutes`, package-price the `.check` of `fees`.
  { id: 'consultation-minutes', scope: 'entry', readme: 'the free first consultation lasts 10 to 60 minutes', run: 'schema' },
  { id: 'package-price', scope: 'entry', readme: 'a package session costs less than a single one, and not under half', run: 'schema' },
];
