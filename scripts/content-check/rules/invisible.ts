import { everyItem, textRule } from '../shared';
import type { Rule } from '../types';

/* Characters an editor cannot see (pasted from a web page, a PDF, a chat), each named with its place. */
// Elsewhere: a plain space at a value's or a word's edge #value-form ./addresses.ts.

/** Format characters, spaces other than the plain one, separators and controls; line breaks and tabs are layout, read elsewhere. */
const INVISIBLE = /(?![ \n\r\t])[\p{Cf}\p{Zs}\p{Zl}\p{Zp}\p{Cc}]/gu;
const ONE = new RegExp(INVISIBLE.source, 'u');
/** A zero-width joiner between two emoji builds one emoji (👨‍👩‍👧): it is meant. */
const EMOJI = /\p{Extended_Pictographic}/u;

const NAMES: Readonly<Record<number, readonly [zh: string, en: string]>> = {
  0x00a0: ['不換行空格', 'non-breaking space'],
  0x00ad: ['軟連字號', 'soft hyphen'],
  0x180e: ['蒙古文母音分隔符', 'Mongolian vowel separator'],
  0x200b: ['零寬空格', 'zero-width space'],
  0x200c: ['零寬不連字', 'zero-width non-joiner'],
  0x200d: ['零寬連字', 'zero-width joiner'],
  0x200e: ['左至右標記', 'left-to-right mark'],
  0x200f: ['右至左標記', 'right-to-left mark'],
  0x2028: ['行分隔符', 'line separator'],
  0x2029: ['段落分隔符', 'paragraph separator'],
  0x202f: ['窄不換行空格', 'narrow no-break space'],
  0x2060: ['字詞連接符', 'word joiner'],
  0x3000: ['全形空格', 'full-width (ideographic) space'],
  0xfeff: ['位元組順序記號（BOM）', 'byte order mark (BOM)'],
};

function nameOf(code: number): readonly [zh: string, en: string] {
  const known = NAMES[code];
  if (known) return known;
  if (code >= 0x2000 && code <= 0x200a) return ['特殊寬度空格', 'special-width space'];
  if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return ['文字方向控制字元', 'text direction control'];
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return ['控制字元', 'control character'];
  return /\p{Zs}/u.test(String.fromCodePoint(code)) ? ['特殊空格', 'special space'] : ['看不見的格式字元', 'invisible format character'];
}

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The invisible characters of a text, each with the number of (visible or not) characters before it. */
export function invisibleCharacters(text: string): { code: number; before: number }[] {
  if (!ONE.test(text)) return [];
  const characters = [...text];
  return characters.flatMap((character, index) => {
    if (!ONE.test(character)) return [];
    const code = character.codePointAt(0) ?? 0;
    if (code === 0x200d && EMOJI.test(characters[index - 1] ?? '') && EMOJI.test(characters[index + 1] ?? '')) return [];
    return [{ code, before: index }];
  });
}

/** The text as it was meant: spaces of other kinds become plain ones inside it, the rest (and any at its ends) are gone. */
export function withoutInvisible(text: string): string {
  const ends = new RegExp(`^(?:${INVISIBLE.source})+|(?:${INVISIBLE.source})+$`, 'gu');
  return text.replace(ends, '').replace(INVISIBLE, (character) => (/\p{Zs}/u.test(character) ? ' ' : ''));
}

/** Longest text shown back whole as what to write. */
const SHOWN = 40;

/** Every text with an invisible character in it: one line per text, naming each character and where it is. */
export const invisibleInTexts = textRule(everyItem, () => (text, found) => {
  const characters = invisibleCharacters(text);
  if (characters.length === 0) return;
  const blanked = [...text].map((character) => (ONE.test(character) ? '' : character));
  const visible = (before: number) => blanked.slice(Math.max(0, before - 6), before).join('');
  const places = characters.slice(0, 3).map(({ code, before }) => {
    const [zh, en] = nameOf(code);
    return before === 0
      ? ([`開頭有一個${zh}（${hex(code)}）`, `at the start there is a ${en} (${hex(code)})`] as const)
      : ([
          `第 ${before} 個字後（「${visible(before)}」之後）有一個${zh}（${hex(code)}）`,
          `after character ${before} (after 「${visible(before)}」) there is a ${en} (${hex(code)})`,
        ] as const);
  });
  const more = characters.length > 3 ? ([`，另有 ${characters.length - 3} 個`, `, and ${characters.length - 3} more`] as const) : ['', ''];
  const clean = withoutInvisible(text);
  const write = [...clean].length <= SHOWN ? ([`，即寫成 '${clean}'`, `: write '${clean}'`] as const) : ['', ''];
  found(
    `${places.map(([zh]) => zh).join('、')}${more[0]}：這些字元看不見，文字看來正確，但連結、號碼和用字檢查都會對不上。刪除${characters.length > 1 ? '它們' : '它'}（或重新輸入這段文字）${write[0]}`,
    `${places.map(([, en]) => en).join(', ')}${more[1]}; unseen, it makes the text look right while links, numbers and word checks fail to match. Delete it (or retype the text)${write[1]}`,
  );
});

export const rules: readonly Rule[] = [
  { id: 'invisible-character', scope: 'entry', readme: 'no invisible character in a text', run: invisibleInTexts },
];
