import { simplifiedCharacters } from './simplified-characters';
import { hongKongPunctuation, plainSimplified, traditionalLeft, type SimplifiedOverride } from '@/lib/content-text/to-simplified';
import { say } from '@/lib/schema/fields';
import type { IssuePath } from './types';

/*
 * A row of `simplifiedOverrides` written wrong: reversed, its Traditional phrase typed in
 * Simplified, or its Simplified wording still holding Traditional characters or Hong Kong marks.
 * The row is reported once, at its line, with the row to write; the texts it touches are then
 * read as if it were written so (a wrong row does not send the editor to every text).
 */
// A row whose phrase no text has any more: #stale-override, `staleOverrides` in scripts/content-check/rules/edition.ts.

export interface OverrideRow {
  /** The row as the texts are converted with. */
  readonly fixed: SimplifiedOverride;
  /** What is wrong with the row as written, if anything: where in the row, and the line to report. */
  readonly problem?: { readonly path: IssuePath; readonly message: string };
}

const row = ({ traditional, simplified }: SimplifiedOverride) => `{ traditional: '${traditional}', simplified: '${simplified}' }`;
const wrong = (fixed: SimplifiedOverride, path: IssuePath, zh: string, en: string): OverrideRow => ({
  fixed,
  problem: { path, message: say(zh, en) },
});

export function readOverrideRow(written: SimplifiedOverride): OverrideRow {
  const typedSimplified = simplifiedCharacters(written.traditional);
  const leftTraditional = traditionalLeft(written.simplified);
  if (typedSimplified.length > 0 && (leftTraditional.length > 0 || simplifiedCharacters(written.simplified).length === 0)) {
    const fixed = { traditional: written.simplified, simplified: written.traditional };
    return wrong(
      fixed,
      [],
      `這一行寫反了：traditional 寫網站原文的繁體詞語，simplified 寫簡體版的寫法。改為 ${row(fixed)}`,
      `this row is reversed: traditional is the phrase as the site writes it in Traditional, simplified the wording of the Simplified edition; write ${row(fixed)}`,
    );
  }
  if (typedSimplified.length > 0) {
    const traditional = [...written.traditional]
      .map((character) => typedSimplified.find((typed) => typed.character === character)?.write ?? character)
      .join('');
    const pairs = typedSimplified.map(({ character, write }) => `「${character}」→「${write}」`).join('、');
    return wrong(
      { ...written, traditional },
      ['traditional'],
      `traditional 要照網站原文寫繁體，這裡有簡體字 ${pairs}：寫 '${traditional}'`,
      `traditional is the phrase as the site writes it, in Traditional; it has Simplified characters ${pairs}: write '${traditional}'`,
    );
  }
  const marks = hongKongPunctuation(written.simplified);
  if (leftTraditional.length === 0 && marks.length === 0) return { fixed: written };
  const simplified = plainSimplified(written.simplified);
  const what = [
    ...(leftTraditional.length > 0
      ? [[`繁體字${leftTraditional.map((c) => `「${c}」`).join('')}`, `the Traditional ${leftTraditional.join(' ')}`]]
      : []),
    ...(marks.length > 0 ? [[`香港標點${marks.map((c) => `「${c}」`).join('')}`, `the Hong Kong marks ${marks.join(' ')}`]] : []),
  ];
  return wrong(
    { ...written, simplified },
    ['simplified'],
    `簡體版的寫法仍有${what.map(([zh]) => zh).join('和')}，會照樣出現在簡體版每一處「${written.traditional}」：寫 '${simplified}'`,
    `the Simplified wording still has ${what.map(([, en]) => en).join(' and ')}, shown wherever 「${written.traditional}」 appears: write '${simplified}'`,
  );
}
