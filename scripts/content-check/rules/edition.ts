import {
  plainSimplified,
  simplifier,
  traditionalLeft,
  type SimplifiedOverride,
  type SimplifiedPart,
} from '@/lib/chinese/to-simplified.mjs';
import { findings, isNameField, isRecord, NOT_TRADITIONAL_TEXT, OVERRIDES_FILE, problemAt, type Found } from '../shared';
import type { FoundProblem, IssuePath, LoadedExport, Rule } from '../types';
import { readOverrideRow } from '../override-rows';
import { eachString } from '@/lib/walk';

/* The Simplified edition as the build will convert it (content/simplified-overrides.ts, lib/chinese/to-simplified.mjs). */

interface MainlandWord {
  readonly hongKong: string;
  readonly mainland: string;
}

const listOf = (loaded: readonly LoadedExport[], exportName: string) => {
  const item = loaded.find((each) => each.file === OVERRIDES_FILE && each.exportName === exportName);
  return item && Array.isArray(item.value) ? { item, rows: item.value as unknown[] } : undefined;
};

/** One text of the site and its Simplified form, in the pieces the conversion made. */
interface EditionText {
  readonly text: string;
  readonly item: LoadedExport;
  readonly path: IssuePath;
  readonly parts: readonly SimplifiedPart[];
}

interface Edition {
  readonly overrides: { item: LoadedExport; rows: readonly (SimplifiedOverride | undefined)[] } | undefined;
  readonly names: { item: LoadedExport; rows: readonly (string | undefined)[] } | undefined;
  readonly words: readonly MainlandWord[];
  readonly texts: readonly EditionText[];
  /** The override rows written wrong, each at its line. */
  readonly rowProblems: readonly FoundProblem[];
}

// The rules below share one conversion of every text per check run.
const editions = new WeakMap<readonly LoadedExport[], Edition>();

function editionOf(loaded: readonly LoadedExport[]): Edition {
  const known = editions.get(loaded);
  if (known) return known;
  const overrideList = listOf(loaded, 'simplifiedOverrides');
  const nameList = listOf(loaded, 'protectedNames');
  // Each row as the texts are converted with: a row written wrong is reported at its line, and read as it should be.
  const read = overrideList?.rows.map((row) =>
    isRecord(row) && typeof row.traditional === 'string' && typeof row.simplified === 'string'
      ? readOverrideRow({ traditional: row.traditional, simplified: row.simplified })
      : undefined,
  );
  const overrides = overrideList && { item: overrideList.item, rows: (read ?? []).map((row) => row?.fixed) };
  const rowProblems = (read ?? []).flatMap((row, index) =>
    row?.problem && overrideList ? [problemAt(overrideList.item, [index, ...row.problem.path], row.problem.message)] : [],
  );
  const names = nameList && { item: nameList.item, rows: nameList.rows.map((row) => (typeof row === 'string' ? row : undefined)) };
  const words = (listOf(loaded, 'mainlandWords')?.rows ?? []).filter(
    (row): row is MainlandWord =>
      isRecord(row) && typeof row.hongKong === 'string' && row.hongKong !== '' && typeof row.mainland === 'string',
  );
  const convert = simplifier(
    (overrides?.rows ?? []).filter((row): row is SimplifiedOverride => row !== undefined),
    (names?.rows ?? []).filter((row): row is string => row !== undefined && row !== ''),
  );
  const texts: EditionText[] = [];
  for (const item of loaded)
    if (!NOT_TRADITIONAL_TEXT.has(item.file))
      eachString(item.value, item.path, (text, path) => texts.push({ text, item, path, parts: convert.parts(text) }));
  const edition = { overrides, names, words, texts, rowProblems };
  editions.set(loaded, edition);
  return edition;
}

/** An override row written wrong (reversed, or its wordings in the other script): once, at the row, with the row to write. */
export const overrideRows = (loaded: readonly LoadedExport[]): FoundProblem[] => [...editionOf(loaded).rowProblems];

/** A rule over each text of the site with its Simplified form. */
const editionRule = (check: (each: EditionText, found: Found, edition: Edition) => void) => (loaded: readonly LoadedExport[]) => {
  const [problems, add] = findings();
  const edition = editionOf(loaded);
  for (const each of edition.texts) check(each, (zh, en) => add(each.item, each.path, zh, en), edition);
  return problems;
};

/** The pieces of a kind, each with where its Traditional source starts in the text. */
function piecesOf(parts: readonly SimplifiedPart[], kind: SimplifiedPart['kind']) {
  let at = 0;
  return parts.flatMap((part) => {
    at += part.traditional.length;
    return part.kind === kind ? [{ ...part, start: at - part.traditional.length, end: at }] : [];
  });
}

/** An override or a protected name whose Traditional phrase appears in no text any more: it does nothing. */
export function staleOverrides(loaded: readonly LoadedExport[]): FoundProblem[] {
  const { overrides, names, texts, rowProblems } = editionOf(loaded);
  const all = texts.map((each) => each.text).join('\n');
  const reported = new Set(rowProblems.map((problem) => problem.path[overrides?.item.path.length ?? 0]));
  const [problems, add] = findings();
  const stale = (item: LoadedExport, path: IssuePath, phrase: string) =>
    phrase !== '' &&
    !all.includes(phrase) &&
    add(
      item,
      path,
      `「${phrase}」已不在網站任何文字裡，這一項不再有作用：刪除這一行`,
      `「${phrase}」 no longer appears in any text, so this line does nothing: delete it`,
    );
  overrides?.rows.forEach((row, index) => row && !reported.has(index) && stale(overrides.item, [index, 'traditional'], row.traditional));
  names?.rows.forEach((row, index) => row && stale(names.item, [index], row));
  return problems;
}

/** A text whose Simplified form would still hold a Traditional character (conversion missed it, or an override wrote it). */
export const traditionalInSimplified = editionRule(({ parts }, found) => {
  const characters = traditionalLeft(parts.map((part) => part.simplified).join(''))
    .map((character) => `「${character}」`)
    .join('');
  if (characters)
    found(
      `簡體版的這段文字仍會有繁體字${characters}：在 ${OVERRIDES_FILE} 加一行，寫出包含這個字的詞語和它的簡體寫法`,
      `the Simplified edition of this text would keep the Traditional ${characters}: add a line to ${OVERRIDES_FILE} with the phrase and its Simplified wording`,
    );
});

/** The few characters either side of a word in a text: what an editor searches the file for. */
function around(text: string, at: number, length: number): string {
  const start = Math.max(0, at - 4);
  const end = Math.min(text.length, at + length + 4);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/**
 * A Hong Kong word (`mainlandWords`) left in a text's Simplified form. Protected names keep theirs,
 * and an override's wording is the editor's choice: only converted text counts.
 */
export const hongKongWordsInSimplified = editionRule((each, found, { words }) => {
  const pieces = piecesOf(each.parts, 'converted');
  for (const word of words) {
    const simplified = plainSimplified(word.hongKong);
    const piece = pieces.find((candidate) => candidate.simplified.includes(simplified));
    if (!piece) continue;
    // Conversion keeps a text's length, so the word sits at the same place in its Traditional source.
    const offset = piece.simplified.length === piece.traditional.length ? piece.simplified.indexOf(simplified) : -1;
    const source = offset >= 0 ? piece.traditional.slice(offset, offset + simplified.length) : word.hongKong;
    const context = offset >= 0 ? around(each.text, piece.start + offset, simplified.length) : each.text;
    found(
      `簡體版會寫成香港用語「${simplified}」（原文「${context}」），內地讀者會說「${word.mainland}」：在 ${OVERRIDES_FILE} 的 simplifiedOverrides 加一行，寫出包含「${source}」的詞語和內地的說法，例如 { traditional: '${source}', simplified: '${word.mainland.split('／')[0]}' }；如果它屬於機構、書或證書的名稱，把整個名稱加進 protectedNames`,
      `the Simplified edition would keep the Hong Kong word 「${simplified}」 (in 「${context}」), where a mainland reader says 「${word.mainland}」: add a line to simplifiedOverrides in ${OVERRIDES_FILE} with the phrase holding 「${source}」 and its mainland wording; if it is part of an organisation's, book's or certificate's name, add the whole name to protectedNames`,
    );
  }
});

/**
 * (#override-reach) An override that would rewrite a protected name: its phrase holds a whole name, or, in some text,
 * runs across a name's edge. Names are kept as written, so the override cannot apply there.
 */
export function overridesOverNames(loaded: readonly LoadedExport[]): FoundProblem[] {
  const { overrides, names, texts } = editionOf(loaded);
  const nameList = (names?.rows ?? []).filter((row): row is string => row !== undefined && row !== '');
  const spans = texts.map((each) => ({ text: each.text, names: piecesOf(each.parts, 'name') }));
  const [problems, add] = findings();
  overrides?.rows.forEach((row, index) => {
    const phrase = row?.traditional ?? '';
    let hit = phrase === '' ? undefined : nameList.find((name) => phrase.includes(name));
    for (const { text, names: found } of phrase === '' ? [] : spans)
      for (let start = text.indexOf(phrase); start >= 0 && !hit; start = text.indexOf(phrase, start + 1)) {
        const end = start + phrase.length;
        hit = found.find((span) => start < span.end && end > span.start && (start < span.start || end > span.end))?.traditional;
      }
    if (hit)
      add(
        overrides.item,
        [index, 'traditional'],
        `「${phrase}」會改寫受保護的名稱「${hit}」：名稱一律照原文轉換為「${plainSimplified(hit)}」，這一行在名稱裡不會生效。改寫名稱以外的詞語；如「${hit}」不是專有名稱，從 protectedNames 刪除它`,
        `「${phrase}」 would rewrite the protected name 「${hit}」, which is always kept as written (「${plainSimplified(hit)}」), so this line does not apply there: reword only what lies outside the name, or remove 「${hit}」 from protectedNames if it is not a proper name`,
      );
  });
  return problems;
}

const isName = ({ item, path }: EditionText) => isNameField(item, path.slice(item.path.length));

/** A name that an override rewrites: the Simplified edition would show it changed. */
const overridesInNames = editionRule((each, found) => {
  const part = isName(each) ? each.parts.find((piece) => piece.kind === 'override') : undefined;
  if (part)
    found(
      `simplifiedOverrides 裡「${part.traditional}」→「${part.simplified}」那一行會改寫這個名稱，簡體版會顯示改了的名稱（名稱照原文寫）：把「${each.text}」加進 protectedNames，或把那一行的詞語寫長一點`,
      `the override 「${part.traditional}」→「${part.simplified}」 rewrites this name, and the Simplified edition would show it so (a name is written as it is): add 「${each.text}」 to protectedNames, or make that row's phrase longer`,
    );
});

/**
 * An override that reaches too far: one character a name holds (it changes every text that has
 * it, the name on every page too), into a protected name, or into a name every page shows.
 */
export function overridesTooWide(loaded: readonly LoadedExport[]): FoundProblem[] {
  const { overrides, names, texts } = editionOf(loaded);
  const [problems, add] = findings();
  const shownNames = [...texts.filter(isName).map((each) => each.text), ...(names?.rows ?? []).filter((row) => row !== undefined)];
  overrides?.rows.forEach((row, index) => {
    if (row && [...row.traditional].length === 1 && shownNames.some((name) => name.includes(row.traditional)))
      add(
        overrides.item,
        [index, 'traditional'],
        `「${row.traditional}」只有一個字，這一行會改寫每段有這個字的文字，包括名稱：寫出包含它的整個詞語，例如 { traditional: '…${row.traditional}…', simplified: '…' }`,
        `「${row.traditional}」 is one character, so this line rewrites every text that has it, names included: write the whole phrase around it`,
      );
  });
  return [...problems, ...overridesInNames(loaded), ...overridesOverNames(loaded)];
}

export const rules: readonly Rule[] = [
  {
    id: 'override-reach',
    scope: 'site',
    readme: 'an override never rewrites a name, nor one character that a name holds',
    run: overridesTooWide,
  },
  { id: 'override-row', scope: 'entry', readme: 'an override row written right', run: overrideRows },
  { id: 'stale-override', scope: 'site', readme: 'an override or name that appears nowhere', run: staleOverrides },
  { id: 'simplified-whole', scope: 'site', readme: 'no Traditional character left in Simplified', run: traditionalInSimplified },
  { id: 'mainland-word', scope: 'site', readme: 'no Hong Kong word left in Simplified', run: hongKongWordsInSimplified },
];
