// The Simplified edition's text, made from the Traditional: OpenCC (Hong Kong Traditional →
// mainland Simplified, with its phrase tables), after the override list of content/ has put its
// own wording where its Traditional phrase appears. Plain JavaScript because the build's content
// loader (scripts/edition/simplify-loader.cjs) runs it outside TypeScript; lib/ and the content
// check import the same file.
import * as OpenCC from 'opencc-js';

const opencc = OpenCC.Converter({ from: 'hk', to: 'cn' });

/**
 * A converter from Traditional to Simplified text. At each place of the text the longest override
 * whose Traditional phrase starts there wins; OpenCC converts the rest.
 * @param {readonly { readonly traditional: string; readonly simplified: string }[]} overrides
 * @returns {(text: string) => string}
 */
export function simplifier(overrides = []) {
  /** @type {Map<string, { traditional: string; simplified: string }[]>} overrides by first character, longest first */
  const byFirst = new Map();
  for (const override of [...overrides].sort((a, b) => b.traditional.length - a.traditional.length)) {
    if (override.traditional === '') continue;
    const first = override.traditional[0];
    byFirst.set(first, [...(byFirst.get(first) ?? []), override]);
  }
  return (text) => {
    let converted = '';
    let start = 0;
    for (let at = 0; at < text.length;) {
      const hit = byFirst.get(text[at])?.find((override) => text.startsWith(override.traditional, at));
      if (!hit) {
        at += 1;
        continue;
      }
      converted += opencc(text.slice(start, at)) + hit.simplified;
      at += hit.traditional.length;
      start = at;
    }
    return converted + opencc(text.slice(start));
  };
}

/**
 * The characters of a text that Traditional → Simplified conversion would still change: in the
 * Simplified edition, a Traditional character left by an override or missed by conversion.
 * @param {string} text
 * @returns {string[]} each once, in the order met
 */
export function traditionalLeft(text) {
  const left = new Set();
  for (const character of text) if (/\p{Script=Han}/u.test(character) && opencc(character) !== character) left.add(character);
  return [...left];
}
