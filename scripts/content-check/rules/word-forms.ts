import { exportOf, findings, isRecord, namesOf, NOT_TRADITIONAL_TEXT, stringAt, textRule, WORD_FORMS_FILE } from '../shared';
import type { FoundProblem, IssuePath, LoadedExport, Rule } from '../types';
import { eachString } from '@/lib/walk';

/* Hong Kong word forms: the rows of content/word-forms.ts, and the texts held to them. */
// Elsewhere: a Hong Kong word left in the Simplified edition #mainland-word ./edition.ts; Simplified characters #traditional-only ./copy.ts.

/** A refused word this many texts use, more than the word to write, reads as a reversed row. */
const REVERSED_AT = 2;

type Table = { pairs: { not: string; write: string }[]; problems: FoundProblem[] };
// One reading per check run: the rule over the rows and the rule over the texts share it.
const tables = new WeakMap<readonly LoadedExport[], Table>();

/** The pairs the texts are held to (the word refused and the one to write), and the rows reported at their line instead. */
function wordFormTable(loaded: readonly LoadedExport[]): Table {
  const known = tables.get(loaded);
  if (known) return known;
  const item = exportOf(loaded, WORD_FORMS_FILE, 'wordForms');
  const rows = (Array.isArray(item?.value) ? (item.value as unknown[]) : []).flatMap((row, index) => {
    const write = stringAt(row, 'write');
    const not = isRecord(row) ? row.not : undefined;
    return write && Array.isArray(not)
      ? [{ index, write, not: not.filter((word): word is string => typeof word === 'string' && word !== '') }]
      : [];
  });
  const texts: string[] = [];
  const files = new Map<string, Set<string>>();
  for (const each of loaded)
    if (!NOT_TRADITIONAL_TEXT.has(each.file))
      eachString(each.value, each.path, (text) => {
        texts.push(text);
        files.set(text, (files.get(text) ?? new Set()).add(each.file));
      });
  const using = (word: string) => texts.filter((text) => text.includes(word));
  const names = namesOf(loaded);

  const pairs: Table['pairs'] = [];
  const [problems, add] = findings();
  const at = (path: IssuePath, zh: string, en: string) => item && add(item, path, zh, en);
  const refusedIn = new Map<string, string>();
  for (const row of rows) {
    row.not.forEach((word, position) => {
      const path = [row.index, 'not', position];
      const first = refusedIn.get(word);
      if (first !== undefined && first !== row.write)
        at(
          path,
          `「${word}」已列在「${first}」那一行：一個詞語只屬於一行，刪除這一項`,
          `「${word}」 is already refused in the row of 「${first}」: a word belongs to one row; delete it here`,
        );
      else refusedIn.set(word, row.write);
      const asked = rows.find((other) => other.index < row.index && other.write === word);
      const named = names.find(({ name }) => name.includes(word));
      if (word === row.write) {
        at(
          path,
          `「${word}」同時是要寫和不要寫的詞：從 not 刪除它`,
          `「${word}」 is both the word to write and a word refused: remove it from not`,
        );
      } else if (row.write.includes(word)) {
        at(
          path,
          `「${word}」是「${row.write}」的一部分，寫了「${row.write}」也會被拒絕：在 not 寫完整的詞，不只其中的字`,
          `「${word}」 is part of 「${row.write}」, so writing 「${row.write}」 would be refused too: write the whole refused word in not`,
        );
      } else if (named) {
        at(
          path,
          `「${word}」是名稱「${named.name}」（${named.file}）的一部分，名稱照原文寫，不可拒絕：在 not 寫名稱以外才會出現的整個詞，或刪除它`,
          `「${word}」 is part of the name 「${named.name}」 (${named.file}), and a name is written as it is: refuse a whole word that names do not hold, or remove it from not`,
        );
      } else if (asked) {
        at(
          path,
          `「${word}」在這個清單的第 ${asked.index + 1} 項是要寫的詞，這裡卻拒絕它：刪除其中一項`,
          `「${word}」 is the word to write in item ${asked.index + 1} of this list, and refused here: delete one of the two`,
        );
      } else {
        const refused = using(word);
        const written = using(row.write);
        if (refused.length >= REVERSED_AT && refused.length > written.length) {
          const shown = [...new Set(refused.flatMap((text) => [...(files.get(text) ?? [])]))];
          const where = (comma: string) => shown.slice(0, 3).join(comma) + (shown.length > 3 ? '…' : '');
          at(
            [row.index, 'write'],
            `網站已有 ${refused.length} 段文字寫「${word}」（${where('、')}），寫「${row.write}」的${written.length ? `只有 ${written.length} 段` : '一段也沒有'}：這一行像是寫反了。香港寫法如是「${word}」，改為 { write: '${word}', not: ['${row.write}'] }；如這一行沒錯，就把那些文字的「${word}」改為「${row.write}」`,
            `${refused.length} texts of the site write 「${word}」 (${where(', ')}) and ${written.length} write 「${row.write}」: this row looks reversed. If Hong Kong writes 「${word}」, write { write: '${word}', not: ['${row.write}'] }; otherwise change 「${word}」 to 「${row.write}」 in those texts`,
          );
        } else pairs.push({ not: word, write: row.write });
      }
    });
  }
  tables.set(loaded, { pairs, problems });
  return { pairs, problems };
}

export function wordFormRows(loaded: readonly LoadedExport[]): FoundProblem[] {
  return wordFormTable(loaded).problems;
}

/** Words from elsewhere (content/word-forms.ts) and 評估 beside the free offer, in any text; a row reported at its line asks nothing. */
export const hongKongWords = textRule(
  (item) => !NOT_TRADITIONAL_TEXT.has(item.file),
  (loaded) => {
    const forms = wordFormTable(loaded).pairs;
    return (text, found) => {
      for (const { not, write } of forms)
        if (text.includes(not))
          found(`香港寫法是「${write}」，不是「${not}」：改為「${write}」`, `Hong Kong writes 「${write}」, not 「${not}」`);
      const offer = /(?:免費|初步)[^，。；、]{0,4}評估/.exec(text)?.[0];
      if (offer)
        found(
          `免費的初步會面叫「免費初步諮詢」，不叫評估：把「${offer}」改為「免費初步諮詢」`,
          `the free first meeting is 「免費初步諮詢」, never 評估: rewrite 「${offer}」`,
        );
    };
  },
);

export const rules: readonly Rule[] = [
  { id: 'word-form-row', scope: 'site', readme: 'a row of word-forms.ts that cannot be right', run: wordFormRows },
  { id: 'hong-kong-usage', scope: 'site', readme: 'Hong Kong usage, by the table of word-forms.ts', run: hongKongWords },
];
