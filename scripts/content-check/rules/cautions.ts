import { eachString } from '@/lib/walk';
import { everyItem, findings, isRecord, nodeRule, pagesOf, stringAt, valueAt, valueOf } from '../shared';
import type { FoundProblem, IssuePath, LoadedExport, Rule } from '../types';

/* The care sentences of content/cautions.ts where pages need them: the memory-work caution, the testimonials' framing. */
// Elsewhere: a testimonial's signature #testimonial-author ./copy.ts; a safeguarding sentence typed again: tests/unit/care-statements.test.ts.

/** Fields that name or file a page, a person or a picture, or hold search details: never a description. */
const NOT_DESCRIPTION = new Set([
  'seo',
  'name',
  'path',
  'aliases',
  'code',
  'parent',
  'lastModified',
  'slug',
  'authorSlug',
  'kind',
  'image',
]);
/** A therapist's card text (`description`, not on the profile page), and the fields that name a role, languages or qualifications. */
const NOT_ON_PROFILE = new Set(['description', 'englishName', 'role', 'languages', 'training', 'qualifications']);
/** A price, as the fee page writes one (「每節 {fee.individual}」, 「每節 HK$1,600」): a price row names the services it covers. */
const PRICE = /HK\$\s?\d|\{fee\.[A-Za-z0-9]+\}/;

/** The English name of a caution's method, for the message (the Chinese one is `describedBy[…].method`): its key says it. */
const METHOD_EN = (key: string) =>
  key.startsWith('hypnosis') ? 'hypnotherapy' : key.startsWith('constellation') ? 'family constellation' : undefined;

type Text = readonly [text: string, path: IssuePath];

/** The cautions with what describes their method, as far as content/cautions.ts is written well. */
function cautionsOf(loaded: readonly LoadedExport[]) {
  const sentences = valueOf(loaded, 'content/cautions.ts', 'cautions');
  const describedBy = valueOf(loaded, 'content/cautions.ts', 'describedBy');
  if (!isRecord(sentences) || !isRecord(describedBy)) return [];
  return Object.entries(describedBy).flatMap(([key, trigger]) => {
    const sentence = sentences[key];
    if (typeof sentence !== 'string' || !isRecord(trigger)) return [];
    const { method, term, words } = trigger;
    if (typeof method !== 'string' || typeof term !== 'string' || term === '' || !Array.isArray(words)) return [];
    const kept = words.filter((word): word is string => typeof word === 'string' && word !== '');
    return [{ key, sentence, method, term, words: kept }];
  });
}

/** Fields that name what the texts beside them are about: a card's title, a question, a table row's method, a heading. */
const NAMING = new Set(['title', 'question', 'pillar', 'heading']);

/**
 * The page's texts in groups that read together: each text with the title, question or heading
 * beside it (a card's 「超個人催眠治療」 over 「在放鬆而清醒的狀態下…」), every other text alone.
 * A link item (its label and text lead to another page), a price and the fields above are left out.
 */
function textGroups(value: unknown, path: IssuePath, skip: ReadonlySet<string>): (readonly Text[])[] {
  if (typeof value === 'string') return PRICE.test(value) ? [] : [[[value, path]]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textGroups(item, [...path, index], skip));
  if (!isRecord(value) || 'href' in value || 'fee' in value) return [];
  const groups: (readonly Text[])[] = [];
  const names: Text[] = [];
  const others: Text[] = [];
  for (const [key, child] of Object.entries(value)) {
    if (skip.has(key)) continue;
    if (typeof child !== 'string') groups.push(...textGroups(child, [...path, key], skip));
    else if (!PRICE.test(child)) (NAMING.has(key) ? names : others).push([child, [...path, key]]);
  }
  return [...groups, ...(others.length === 0 ? names.map((name) => [name]) : []), ...others.map((other) => [...names, other])];
}

/** Where a page of this file carries a caution, for the message (Chinese, English). */
function whereToAdd(file: string, key: string): readonly [zh: string, en: string] {
  const block = ({ 'content/home.ts': 'methods', 'content/services-overview.ts': 'integral' } as Record<string, string>)[file];
  if (block) return [`在 ${block} 的 cautions.paragraphs 加上 cautions.${key}`, `add cautions.${key} to ${block}.cautions.paragraphs`];
  if (file === 'content/therapists.ts')
    return [
      `在 content/pages/profile.ts 的 cautions.paragraphs 加上 cautions.${key}（每位治療師的頁面都會顯示）`,
      `add cautions.${key} to cautions.paragraphs in content/pages/profile.ts (every profile page shows it)`,
    ];
  const up = '../'.repeat(file.split('/').length - 2) || './';
  return [
    `在 sections 加一段 { kind: 'prose', heading: '請留意', paragraphs: [cautions.${key}] }（已有「請留意」一段就加在它的 paragraphs），檔案開頭要有 import { cautions } from '${up}cautions';`,
    `add a section { kind: 'prose', heading: '請留意', paragraphs: [cautions.${key}] } (or add it to the paragraphs of the page's 請留意 section), with import { cautions } from '${up}cautions'; at the top of the file`,
  ];
}

/**
 * A page that describes hypnotherapy or family constellation (`describedBy`) carries its caution as a text of its own.
 * The trigger words are `describedBy` in content/cautions.ts, beside the sentences (`cautions`). Removing one is
 * not refused: `npm run check:content` prints that the check now asks less (`CHECK_SETTINGS` in
 * scripts/content-check/settings-change.ts).
 */
export function memoryCautions(loaded: readonly LoadedExport[]): FoundProblem[] {
  const cautions = cautionsOf(loaded);
  if (cautions.length === 0) return [];
  // Every profile page shows the profile's cautions (content/pages/profile.ts).
  const profileNote = valueAt(valueOf(loaded, 'content/pages/profile.ts', 'profileCopy'), ['cautions', 'paragraphs']);
  const onEveryProfile = Array.isArray(profileNote) ? profileNote : [];
  const sentences = new Set(cautions.map((caution) => caution.sentence));
  const [problems, add] = findings();
  for (const { item, value, path } of pagesOf(loaded)) {
    if (!isRecord(value)) continue;
    const therapist = item.pageKind === 'therapists';
    const skip = therapist ? new Set([...NOT_DESCRIPTION, ...NOT_ON_PROFILE]) : NOT_DESCRIPTION;
    const groups = textGroups(value, path, skip);
    const texts = new Set<unknown>([...groups.flatMap((group) => group.map(([text]) => text)), ...(therapist ? onEveryProfile : [])]);
    for (const caution of cautions) {
      if (texts.has(caution.sentence)) continue;
      const [whereZh, whereEn] = whereToAdd(item.file, caution.key);
      const runTogether = groups.flat().find(([text]) => text.includes(caution.sentence));
      // Else the first text describing the method: of the first group naming the method and saying what happens in it
      // (the caution sentences aside), the text with both, else the one saying what happens.
      const named = ([text]: Text) => text.includes(caution.term);
      const says = ([text]: Text) => caution.words.some((word) => text.includes(word));
      const described = groups
        .map((group) => group.filter(([text]) => !sentences.has(text)))
        .find((group) => group.some(named) && group.some(says));
      const at = runTogether ?? described?.find((text) => named(text) && says(text)) ?? described?.find(says);
      const [zh, en] = runTogether
        ? [
            `這段文字把 content/cautions.ts 的 ${caution.key} 和其他文字連在一起：把它分開，自成一段（${whereZh}）`,
            `this text runs cautions.${caution.key} together with other words: make it a paragraph of its own (${whereEn})`,
          ]
        : [
            `這段文字描述${caution.method}，本頁要加上 content/cautions.ts 的 ${caution.key}，自成一段：${whereZh}`,
            `this text describes ${METHOD_EN(caution.key) ?? caution.method}: add cautions.${caution.key} from content/cautions.ts to the page as its own paragraph: ${whereEn}`,
          ];
      if (at) add(item, at[1], zh, en);
    }
  }
  return problems;
}

/** A page showing a client's words (a text signed without a year) carries cautions.testimonialFraming word for word. */
export const testimonialFraming = nodeRule(everyItem, (loaded) => {
  const framing = stringAt(valueOf(loaded, 'content/cautions.ts', 'cautions'), 'testimonialFraming');
  if (!framing?.trim()) return undefined;
  return (node, found, path, item) => {
    if (typeof node.author !== 'string' || typeof node.text !== 'string' || node.year !== undefined) return;
    // The page is the export, or the item of a list of them that holds the testimonial.
    const page = Array.isArray(item.value) ? item.value[Number(path[item.path.length])] : item.value;
    const texts: string[] = [];
    eachString(page, [], (text) => texts.push(text));
    if (!texts.includes(framing))
      found(
        "當事人的分享要有說明：在同一頁加上 content/cautions.ts 的 testimonialFraming（已得同意、化名、每個人的經歷不同），例如加一段 { kind: 'prose', heading: '關於這些分享', paragraphs: [cautions.testimonialFraming] }；或把分享移到個案分享頁（/testimonials）",
        "a client's testimonial needs its framing on the same page: add cautions.testimonialFraming from content/cautions.ts (consent, a changed name, experiences differ), e.g. a section { kind: 'prose', heading: '關於這些分享', paragraphs: [cautions.testimonialFraming] }; or move the testimonial to /testimonials",
        ['text'],
      );
  };
});

export const rules: readonly Rule[] = [
  { id: 'memory-caution', scope: 'entry', readme: 'a page describing a method carries its caution', run: memoryCautions },
  {
    id: 'testimonial-framing',
    scope: 'entry',
    readme: "a page that shows a client's words carries cautions.testimonialFraming word for word",
    run: testimonialFraming,
  },
];
