import { ConverterFactory } from 'opencc-js/core';
import HKVariants from 'opencc-js/dict/HKVariants';
import STCharacters from 'opencc-js/dict/STCharacters';
import { TextDecoder } from 'node:util';

/*
 * Which characters of a Traditional text were typed in Simplified. OpenCC's character table maps
 * every Simplified character to its Traditional form, but many of its sources are Traditional too
 * (台, 里, 后, 干, 范): a character counts as Simplified only when it is outside Big5's 5,401
 * frequently-used characters, the set Hong Kong keyboards write, and is not a Hong Kong variant
 * (温, 户, 着). The form to write is Hong Kong's (OpenCC's HK variants: 眾, 為, 啟, 衞), not
 * OpenCC's standard (衆, 爲, 啓, 衛), which is Taiwan's and the dictionaries'.
 */

/**
 * Characters Hong Kong writes that OpenCC's tables count as Simplified: 恒 (恒生, 恒隆, and the
 * form of 恆 in Hong Kong's list of character shapes, 常用字字形表).
 */
export const HONG_KONG_FORMS: ReadonlySet<string> = new Set(['恒']);

/** OpenCC's standard Traditional → Hong Kong's forms (衆 → 眾). */
const hongKongForm = ConverterFactory([HKVariants]);

const entries = (dictionary: string) => dictionary.split('|').map((entry) => entry.split(' '));

/** Big5's frequently-used characters (A440–C67E), read through the platform's Big5 decoder. */
function big5Frequent(): Set<string> {
  const decoder = new TextDecoder('big5');
  const characters = new Set<string>();
  for (let lead = 0xa4; lead <= 0xc6; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail > 0x7e && trail < 0xa1) continue;
      if (lead === 0xc6 && trail > 0x7e) break;
      characters.add(decoder.decode(Uint8Array.of(lead, trail)));
    }
  return characters;
}

let table: Map<string, string> | undefined;

/** Each Simplified-only character with the Traditional form to write, built once. */
function simplifiedTable(): Map<string, string> {
  if (table) return table;
  const traditional = big5Frequent();
  const hongKong = new Set(entries(HKVariants).flatMap(([, ...forms]) => [...forms.join('')]));
  table = new Map();
  for (const [simplified = '', write = ''] of entries(STCharacters))
    if (!traditional.has(simplified) && !hongKong.has(simplified) && !HONG_KONG_FORMS.has(simplified) && write !== simplified)
      table.set(simplified, hongKongForm(write));
  return table;
}

/** The Simplified characters in a text, once each in the order met, with the Traditional form to write. */
export function simplifiedCharacters(text: string): { character: string; write: string }[] {
  const simplified = simplifiedTable();
  const seen = new Map<string, string>();
  for (const character of text) {
    const write = simplified.get(character);
    if (write !== undefined) seen.set(character, write);
  }
  return [...seen].map(([character, write]) => ({ character, write }));
}
