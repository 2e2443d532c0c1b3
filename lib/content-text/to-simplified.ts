// Step 2 of the content's way to the page (lib/content-text/index.ts), Simplified edition only: the
// text made from the Hong Kong Traditional. Each text passes through, in order:
//   1. protected names (content/simplified-overrides.ts `protectedNames`: organisations, books,
//      certificates, laws, hotlines): kept as written, converted character by character only;
//   2. overrides (`simplifiedOverrides`, applied by ./overrides.ts): at each place the longest
//      Traditional phrase wins, and its Simplified wording is written exactly as the list gives it;
//   3. the rest: OpenCC's Hong Kong variants normalised, then OpenCC's Taiwan and Hong Kong phrase
//      tables (程式→程序, 登入→登录, 選單→菜单, 搜尋→搜索 …) without the entries that misread
//      Hong Kong text (PHRASE_TABLE_MISFITS), then Traditional → Simplified with its phrase table;
//   4. mainland punctuation on 1 and 3 (GB/T 15834): 「」→“”, 『』→‘’, the middle dot ・→·.
import { ConverterFactory } from 'opencc-js/core';
import CJKCompatibility from 'opencc-js/dict/CJK_Compatibility_Ideographs';
import HKPhrasesRev from 'opencc-js/dict/HKPhrasesRev';
import HKVariantsRev from 'opencc-js/dict/HKVariantsRev';
import HKVariantsRevPhrases from 'opencc-js/dict/HKVariantsRevPhrases';
import TSCharacters from 'opencc-js/dict/TSCharacters';
import TSPhrases from 'opencc-js/dict/TSPhrases';
import TWPhrasesRev from 'opencc-js/dict/TWPhrasesRev';
import TWVariantsRev from 'opencc-js/dict/TWVariantsRev';
import TWVariantsRevPhrases from 'opencc-js/dict/TWVariantsRevPhrases';
import { overrideParts, type SimplifiedOverride, type SimplifiedPart } from './overrides';

export type { SimplifiedOverride, SimplifiedPart } from './overrides';

export interface Simplifier {
  (text: string): string;
  parts(text: string): SimplifiedPart[];
}

/**
 * Entries of OpenCC's Taiwan and Hong Kong phrase tables left out: computing and Taiwan senses of
 * words Hong Kong text uses in their everyday sense, measured on the site's text (整合心理治療 is
 * not 集成, 即時危險 not 实时, 查詢 not 查找, 資料 not always 数据). A word here is converted
 * character by character unless an override says otherwise.
 */
export const PHRASE_TABLE_MISFITS: ReadonlySet<string> = new Set(
  [
    // everyday words the tables read as computing terms
    '整合 即時 查詢 資料 建立 互動 互動式 核心 智慧 檢視 使用者 儲存 通訊 離線 進階 執行 程序 行程 啟用',
    '文件 物件 呼叫 宣告 新增 複製 指標 序列 社群 存取 影像 類比 向量 埠 堆疊 遮蔽 批次 排程 陣列 簡報 擴音 撥出 通話記錄',
    // a name (Satie) that would turn 薩提爾 (Satir) into 萨蒂尔
    '薩提',
  ].flatMap((words) => words.split(' ')),
);

/** Hong Kong and Taiwan variant characters → OpenCC's standard Traditional (啟 → 啓, 衞 → 衛, 綫 → 線). */
const hongKongVariants = ConverterFactory([CJKCompatibility], [HKVariantsRevPhrases, HKVariantsRev]);
const taiwanVariants = ConverterFactory([CJKCompatibility], [TWVariantsRevPhrases, TWVariantsRev]);
const toStandard = ConverterFactory([TSPhrases, TSCharacters]);

/** A phrase table without its misfits, its phrases in standard characters as the text will be when it is read. */
const table = (dictionary: string, variants: (text: string) => string): [string, string][] =>
  dictionary
    .split('|')
    .map((entry) => entry.split(' '))
    .filter(([from = '']) => !PHRASE_TABLE_MISFITS.has(from))
    .map(([from = '', to = '']) => [variants(from), to]);

/** Hong Kong Traditional → mainland Simplified, characters and OpenCC's own phrases only (what OpenCC's `hk` → `cn` does). */
const characters = (text: string): string => toStandard(hongKongVariants(text));
const phrases = ConverterFactory([table(TWPhrasesRev, taiwanVariants), table(HKPhrasesRev, hongKongVariants)]);
/** The same, with the Taiwan and Hong Kong phrase tables between the two steps. */
const withPhrases = (text: string): string => toStandard(phrases(hongKongVariants(text)));

/** Hong Kong punctuation and the mainland mark for each (GB/T 15834). */
export const MAINLAND_PUNCTUATION: Readonly<Record<string, string>> = Object.freeze({
  '「': '“',
  '」': '”',
  '『': '‘',
  '』': '’',
  '・': '·',
  '･': '·',
  '‧': '·',
});
const HONG_KONG_MARKS = new RegExp(`[${Object.keys(MAINLAND_PUNCTUATION).join('')}]`, 'g');

/** A text's punctuation as the mainland writes it: 「」→“”, 『』→‘’, and the middle dot ・ → ·. */
export function mainlandPunctuation(text: string): string {
  return text.replace(HONG_KONG_MARKS, (mark) => MAINLAND_PUNCTUATION[mark] ?? mark);
}

/** The Hong Kong marks a Simplified text still holds, each once, in the order met. */
export function hongKongPunctuation(text: string): string[] {
  return [...new Set(text.match(HONG_KONG_MARKS) ?? [])];
}

/**
 * A text converted character by character, with mainland punctuation, and nothing reworded: the
 * Simplified form of a protected name, and of a Hong Kong word the check looks for.
 */
export function plainSimplified(text: string): string {
  return mainlandPunctuation(characters(text));
}

/** Text that no name or override covers: phrase tables, characters, punctuation. */
const converted = (text: string): string => mainlandPunctuation(withPhrases(text));

/**
 * A converter from Hong Kong Traditional to mainland Simplified text (the steps at the top of this
 * file). `convert.parts(text)` gives the same text in its pieces, each with the step that made it.
 */
export function simplifier(overrides: readonly SimplifiedOverride[] = [], protectedNames: readonly string[] = []): Simplifier {
  const parts = overrideParts(overrides, protectedNames, { name: plainSimplified, rest: converted });
  const convert = (text: string): string =>
    parts(text)
      .map((part) => part.simplified)
      .join('');
  return Object.assign(convert, { parts });
}

/**
 * The characters of a text that Traditional → Simplified conversion would still change: in the
 * Simplified edition, a Traditional character left by an override or missed by conversion.
 * Each once, in the order met.
 */
export function traditionalLeft(text: string): string[] {
  const left = new Set<string>();
  for (const character of text) if (/\p{Script=Han}/u.test(character) && characters(character) !== character) left.add(character);
  return [...left];
}
