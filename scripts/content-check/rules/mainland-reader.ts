import { plainSimplified, simplifier, type SimplifiedPart } from '@/lib/content-text/to-simplified';
import { eachString } from '@/lib/walk';
import { readOverrideRow } from '../override-rows';
import { exportOf, findings, NOT_TRADITIONAL_TEXT, OVERRIDES_FILE, stringAt } from '../shared';
import type { FoundProblem, LoadedExport, Origin, Rule } from '../types';

/*
 * What a reader in the mainland is offered, and the names the Simplified edition keeps (issue 51).
 * Both read each text as the build converts it: protected names, then content/simplified-overrides.ts,
 * then OpenCC (lib/content-text/to-simplified.ts).
 */
// Elsewhere: an override reaching into a protected name #override-reach ./edition.ts; a name a built page writes otherwise #published-names ../published/rules.ts.

const SOURCE = 'content/online-offer.ts';

/** The override rows and protected names, where each is written, and every text with its Simplified pieces. */
function readTexts(loaded: readonly LoadedExport[]) {
  const rowsOf = (name: string) => {
    const item = exportOf(loaded, OVERRIDES_FILE, name);
    return item && Array.isArray(item.value)
      ? item.value.map((row: unknown, index) => ({ row, at: { ...item, path: [...item.path, index] } }))
      : [];
  };
  const overrides = rowsOf('simplifiedOverrides').flatMap(({ row, at }) => {
    const [traditional, simplified] = [stringAt(row, 'traditional'), stringAt(row, 'simplified')];
    return traditional === undefined || simplified === undefined ? [] : [{ at, fixed: readOverrideRow({ traditional, simplified }).fixed }];
  });
  const names = rowsOf('protectedNames').flatMap(({ row }) => (typeof row === 'string' && row !== '' ? [row] : []));
  const convert = simplifier(
    overrides.map((row) => row.fixed),
    names,
  );
  const texts: { text: string; origin: Origin; parts: readonly SimplifiedPart[] }[] = [];
  for (const item of loaded)
    if (!NOT_TRADITIONAL_TEXT.has(item.file))
      eachString(item.value, item.path, (text, path) => texts.push({ text, origin: { ...item, path }, parts: convert.parts(text) }));
  return { overrides, texts };
}
const read = new WeakMap<readonly LoadedExport[], ReturnType<typeof readTexts>>();
const textsOf = (loaded: readonly LoadedExport[]) => {
  const found = read.get(loaded) ?? readTexts(loaded);
  read.set(loaded, found);
  return found;
};

/** Work done online: 線上, 網上, 視頻, 遠程 (in Simplified form); 线上咨询 is what the mainland gets, not an offer of 治療. */
const ONLINE = /线上|在线|网上|视频|远程/;
const ONLINE_COUNSELLING = /(?:线上|在线|网上)?(?:视频)?咨询/g;
/** A place that holds the mainland: named, or the whole world, or everywhere outside Hong Kong. */
const HOLDS_MAINLAND = /内地|大陆|世界各地|世界任何地方|全球|任何地方|香港以外/;
const NAMES_MAINLAND = /内地|大陆/;
/** Work in Hong Kong: 来港面谈 is not an offer made into the mainland. */
const IN_HONG_KONG = /来港|在香港面谈|面谈/;
/** A place that does not: a sentence that names only these offers nothing to the mainland. */
const ELSEWHERE = /香港|海外|台湾|外国/;
/** 治療 offered: the word, less the therapist, the room, the centre's name and medication. */
const TREATMENT = /治疗(?!师|室|中心)/;
const NOT_OFFERED = /药物治疗/g;
/** A sentence that says what the mainland gets (the source's), or why: not an offer of 治療. */
const QUALIFIED = /心理咨询|精神卫生法|医疗机构/;

/** The sentences of a text, each with where it starts. */
function sentences(text: string): { sentence: string; start: number }[] {
  const out: { sentence: string; start: number }[] = [];
  let start = 0;
  for (const match of text.matchAll(/[。！？；\n]/g)) {
    out.push({ sentence: text.slice(start, match.index + 1), start });
    start = match.index + 1;
  }
  if (start < text.length) out.push({ sentence: text.slice(start), start });
  return out;
}

/**
 * Whether a Simplified sentence offers 治療 online to a reader in the mainland (one that names the
 * mainland and 治療 does, unless it speaks of coming to Hong Kong). In the Simplified
 * edition a sentence that names no place speaks to that reader too; in the Traditional edition only
 * one that names the mainland (or the whole world) does.
 */
export function offersTreatmentToMainland(sentence: string, edition: 'simplified' | 'traditional'): boolean {
  if (!TREATMENT.test(sentence.replace(NOT_OFFERED, '')) || QUALIFIED.test(sentence)) return false;
  // Named, the mainland is reached online only (or in Hong Kong, which the sentence would say).
  if (NAMES_MAINLAND.test(sentence) && !IN_HONG_KONG.test(sentence)) return true;
  if (!ONLINE.test(sentence.replace(ONLINE_COUNSELLING, ''))) return false;
  if (HOLDS_MAINLAND.test(sentence)) return true;
  return edition === 'simplified' && !ELSEWHERE.test(sentence);
}

/**
 * (#online-offer) A sentence that offers 治療 online to a reader in the mainland, where the centre
 * offers 心理諮詢 only (content/online-offer.ts): in the Simplified edition as converted, and in the
 * Traditional text as written. Where an override writes the 治療 of such a sentence, the override
 * is named instead.
 */
export function onlineTreatment(loaded: readonly LoadedExport[]): FoundProblem[] {
  const { texts } = textsOf(loaded);
  const [problems, add] = findings();
  const rowsNamed = new Set<Origin>();
  for (const { text, origin, parts } of texts) {
    if (origin.file === SOURCE) continue;
    const simplified = parts.map((part) => part.simplified).join('');
    const hit = sentences(simplified).find(({ sentence }) => offersTreatmentToMainland(sentence, 'simplified'));
    const hitTraditional = sentences(plainSimplified(text)).find(({ sentence }) => offersTreatmentToMainland(sentence, 'traditional'));
    if (hitTraditional) {
      add(
        origin,
        [],
        `這句向身處中國內地的讀者提供網上「治療」（「${hitTraditional.sentence}」），但本中心在內地只提供網上心理諮詢：改寫這句，不提內地或全球，或放入 ${SOURCE} 的句子（例如 onlineOffer.byPlace）`,
        `this sentence offers 治療 online to a reader in the mainland (「${hitTraditional.sentence}」), where the centre offers 心理諮詢 only: reword it without the mainland or the whole world, or place the sentence of ${SOURCE} (e.g. onlineOffer.byPlace)`,
      );
      continue;
    }
    if (!hit) continue;
    // Which piece wrote the 治疗: an override row is named at its line, once.
    let at = 0;
    const writer = parts.find((part) => {
      const start = at;
      at += part.simplified.length;
      return part.kind === 'override' && TREATMENT.test(part.simplified) && start < hit.start + hit.sentence.length && at > hit.start;
    });
    const row = writer && textsOf(loaded).overrides.find(({ fixed }) => fixed.traditional === writer.traditional)?.at;
    if (row && writer) {
      if (rowsNamed.has(row)) continue;
      rowsNamed.add(row);
      add(
        row,
        ['simplified'],
        `「${writer.traditional}」→「${writer.simplified}」會令簡體版的一句向內地讀者提供網上「治疗」（「${hit.sentence}」）：改寫成「咨询」或「进行」，例如 { traditional: '${writer.traditional}', simplified: '${writer.simplified.replace(/治疗(?!师|室)/g, '咨询')}' }`,
        `「${writer.traditional}」→「${writer.simplified}」 makes a Simplified sentence offer 治疗 online to a reader in the mainland (「${hit.sentence}」): write 咨询 or 进行 instead`,
      );
    } else
      add(
        origin,
        [],
        `簡體版的這句向內地讀者提供網上「治疗」（「${hit.sentence}」），但本中心在內地只提供網上心理諮詢：寫明地方（香港或海外），或放入 ${SOURCE} 的句子；只改簡體版時，在 ${OVERRIDES_FILE} 加一行，把這句的「治療」寫成「咨询」或「进行」`,
        `the Simplified edition of this sentence offers 治疗 online to a reader in the mainland (「${hit.sentence}」), where the centre offers 心理諮詢 only: name the place (Hong Kong or abroad), place the sentence of ${SOURCE}, or, for the Simplified edition alone, add a line to ${OVERRIDES_FILE} writing 咨询 or 进行 for its 治療`,
      );
  }
  return problems;
}

/** The end of a statutory body's or a law's name: what the overrides must leave as written. */
const STATUTORY_END = /條例|公署|福利署|衞生署|管理局|天文台|委員會|衞生法|警務處/g;
/** How far back from that end a name may start, over which characters (not a word around a name: 向, 的, 及…). */
const NAME_REACH = 12;
const NAME_CHARACTER = /^(?![向的及和或由到在經按與亦也致電])[\u4e00-\u9fff（）]$/u;

/**
 * (#statutory-name) A statutory body's, a law's or an organisation's name that an override rewrites
 * (私隱→隱私 in 個人資料私隱專員公署): the Simplified edition would print a body that does not
 * exist. The whole name goes into protectedNames, which are converted character by character only.
 */
export function statutoryNames(loaded: readonly LoadedExport[]): FoundProblem[] {
  const { texts } = textsOf(loaded);
  const [problems, add] = findings();
  for (const { text, origin, parts } of texts) {
    const overrides: { start: number; end: number; part: SimplifiedPart }[] = [];
    let at = 0;
    for (const part of parts) {
      if (part.kind === 'override') overrides.push({ start: at, end: at + part.traditional.length, part });
      at += part.traditional.length;
    }
    for (const match of text.matchAll(STATUTORY_END)) {
      const end = match.index + match[0].length;
      // The name runs back over Chinese characters (and the brackets of a law's title), to a word that ends it.
      let start = match.index;
      while (start > 0 && match.index - start < NAME_REACH && NAME_CHARACTER.test(text[start - 1] ?? '')) start -= 1;
      const inside = overrides.find(
        (piece) => piece.start < end && piece.end > start && piece.part.simplified !== plainSimplified(piece.part.traditional),
      );
      if (!inside) continue;
      const name = text.slice(start, end);
      add(
        origin,
        [],
        `「${name}」看來是法定機構、法例或組織的名稱，但 ${OVERRIDES_FILE} 裡「${inside.part.traditional}」→「${inside.part.simplified}」那一行會改寫它，簡體版會印出不存在的名稱：把整個名稱（例如「${name}」）加進 protectedNames`,
        `「${name}」 looks like the name of a statutory body, a law or an organisation, and the override 「${inside.part.traditional}」→「${inside.part.simplified}」 of ${OVERRIDES_FILE} rewrites it, so the Simplified edition would print a name that does not exist: add the whole name to protectedNames`,
      );
    }
  }
  return problems;
}

export const rules: readonly Rule[] = [
  { id: 'online-offer', scope: 'site', readme: 'no online 治療 offered to a reader in the mainland', run: onlineTreatment },
  { id: 'statutory-name', scope: 'site', readme: "an override never rewrites a statutory body's or law's name", run: statutoryNames },
];
