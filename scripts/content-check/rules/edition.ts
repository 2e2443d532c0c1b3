import { plainSimplified, simplifier, traditionalLeft, type SimplifiedPart } from '@/lib/content-text/to-simplified';
import { exportOf, findings, isNameField, NOT_TRADITIONAL_TEXT, OVERRIDES_FILE, problemAt, stringAt, type Found } from '../shared';
import type { FoundProblem, IssuePath, LoadedExport, Rule } from '../types';
import { readOverrideRow } from '../override-rows';
import { eachString } from '@/lib/walk';

/* The Simplified edition as the build will convert it (content/simplified-overrides.ts, lib/content-text/to-simplified.ts). */
// Elsewhere: Simplified typed in a Traditional text #traditional-only ./copy.ts; an override's wording #statutory-name #online-offer ./mainland-reader.ts.

/** The override rows (as converted with, and what is wrong as written), names, mainland words, and each text converted. */
function readEdition(loaded: readonly LoadedExport[]) {
  const rowsOf = (exportName: string) => {
    const item = exportOf(loaded, OVERRIDES_FILE, exportName);
    return item && Array.isArray(item.value)
      ? item.value.map((row: unknown, index) => ({ row, at: { ...item, path: [...item.path, index] } }))
      : [];
  };
  const overrides = rowsOf('simplifiedOverrides').flatMap(({ row, at }) => {
    const [traditional, simplified] = [stringAt(row, 'traditional'), stringAt(row, 'simplified')];
    return traditional === undefined || simplified === undefined ? [] : [{ at, ...readOverrideRow({ traditional, simplified }) }];
  });
  const names = rowsOf('protectedNames').flatMap(({ row, at }) => (typeof row === 'string' && row !== '' ? [{ at, name: row }] : []));
  const words = rowsOf('mainlandWords').flatMap(({ row }) => {
    const [hongKong, mainland] = [stringAt(row, 'hongKong'), stringAt(row, 'mainland')];
    return hongKong && mainland !== undefined ? [{ hongKong, mainland }] : [];
  });
  const convert = simplifier(
    overrides.map((row) => row.fixed),
    names.map((row) => row.name),
  );
  const texts: { text: string; item: LoadedExport; path: IssuePath; parts: readonly SimplifiedPart[] }[] = [];
  for (const item of loaded)
    if (!NOT_TRADITIONAL_TEXT.has(item.file))
      eachString(item.value, item.path, (text, path) => texts.push({ text, item, path, parts: convert.parts(text) }));
  return { overrides, names, words, texts };
}
type Edition = ReturnType<typeof readEdition>;
type EditionText = Edition['texts'][number];

// The rules below share one conversion of every text per check run.
const editions = new WeakMap<readonly LoadedExport[], Edition>();
function editionOf(loaded: readonly LoadedExport[]): Edition {
  const edition = editions.get(loaded) ?? readEdition(loaded);
  editions.set(loaded, edition);
  return edition;
}

/** An override row written wrong (reversed, or its wordings in the other script): once, at the row, with the row to write. */
export const overrideRows = (loaded: readonly LoadedExport[]): FoundProblem[] =>
  editionOf(loaded).overrides.flatMap(({ at, problem }) => (problem ? [problemAt(at, problem.path, problem.message)] : []));

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

/**
 * An override or a protected name whose Traditional phrase appears in no text any more: it does nothing.
 * Why it matters: the text it was written for was reworded or removed, so a reworded text now takes the
 * plain conversion (add a row for its new phrase if the wording is still wanted); and a row left behind
 * would act on some later text it was never meant for.
 */
export function staleOverrides(loaded: readonly LoadedExport[]): FoundProblem[] {
  const { overrides, names, texts } = editionOf(loaded);
  const all = texts.map((each) => each.text).join('\n');
  const [problems, add] = findings();
  const phrases = [
    ...overrides.flatMap(({ at, fixed, problem }) => (problem ? [] : [{ at, path: ['traditional'], phrase: fixed.traditional }])),
    ...names.map(({ at, name }) => ({ at, path: [], phrase: name })),
  ];
  for (const { at, path, phrase } of phrases)
    if (phrase !== '' && !all.includes(phrase))
      add(
        at,
        path,
        `「${phrase}」已不在網站任何文字裡，這一項不再有作用：刪除這一行`,
        `「${phrase}」 no longer appears in any text, so this line does nothing: delete it`,
      );
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
const around = (text: string, at: number, length: number): string =>
  `${at > 4 ? '…' : ''}${text.slice(Math.max(0, at - 4), at + length + 4)}${at + length + 4 < text.length ? '…' : ''}`;

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
  const spans = texts.map((each) => ({ text: each.text, names: piecesOf(each.parts, 'name') }));
  const [problems, add] = findings();
  for (const { at, fixed } of overrides) {
    const phrase = fixed.traditional;
    let hit = phrase === '' ? undefined : names.find(({ name }) => phrase.includes(name))?.name;
    for (const { text, names: found } of phrase === '' ? [] : spans)
      for (let start = text.indexOf(phrase); start >= 0 && !hit; start = text.indexOf(phrase, start + 1)) {
        const end = start + phrase.length;
        hit = found.find((span) => start < span.end && end > span.start && (start < span.start || end > span.end))?.traditional;
      }
    if (hit)
      add(
        at,
        ['traditional'],
        `「${phrase}」會改寫受保護的名稱「${hit}」：名稱一律照原文轉換為「${plainSimplified(hit)}」，這一行在名稱裡不會生效。改寫名稱以外的詞語；如「${hit}」不是專有名稱，從 protectedNames 刪除它`,
        `「${phrase}」 would rewrite the protected name 「${hit}」, which is always kept as written (「${plainSimplified(hit)}」), so this line does not apply there: reword only what lies outside the name, or remove 「${hit}」 from protectedNames if it is not a proper name`,
      );
  }
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
  const shownNames = [...texts.filter(isName).map((each) => each.text), ...names.map(({ name }) => name)];
  for (const { at, fixed } of overrides)
    if ([...fixed.traditional].length === 1 && shownNames.some((name) => name.includes(fixed.traditional)))
      add(
        at,
        ['traditional'],
        `「${fixed.traditional}」只有一個字，這一行會改寫每段有這個字的文字，包括名稱：寫出包含它的整個詞語，例如 { traditional: '…${fixed.traditional}…', simplified: '…' }`,
        `「${fixed.traditional}」 is one character, so this line rewrites every text that has it, names included: write the whole phrase around it`,
      );
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
