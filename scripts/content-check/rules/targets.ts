import { BLOCKED_ON_MAINLAND, onHost, REDIRECTORS } from '../hosts';
import { eachList, findings, hostOf } from '../shared';
import type { FoundProblem, LoadedExport, Rule } from '../types';
import { eachObject } from '@/lib/walk';

/*
 * Targets that fail the visitor: an address that goes through a redirector or shortener (it can
 * vanish, track, or be blocked), a quick exit to a site blocked in the mainland (the Simplified
 * edition shows it there), a word of a list with a space at its edge (it never matches). (A map
 * point outside Hong Kong is the schema's: lib/schema/site.ts.)
 */

const isRedirector = (address: string) => {
  const host = hostOf(address);
  if (host === undefined) return false;
  const path = new URL(address.trim()).pathname;
  return onHost(address.trim(), REDIRECTORS)
    ? !(host === 'goo.gl' && path.startsWith('/maps'))
    : /^(?:www\.)?google\.[a-z.]+$/.test(host) && path === '/url';
};

/** Any address through a redirector; the quick exit to a site blocked in the mainland. */
function forwardedAddresses(loaded: readonly LoadedExport[]): FoundProblem[] {
  const [problems, add] = findings();
  for (const item of loaded)
    eachObject(item.value, [], (node, path) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value !== 'string' || !/^https?:\/\//.test(value.trim())) continue;
        const host = hostOf(value) ?? '';
        if (isRedirector(value))
          add(
            item,
            [...path, key],
            `${host} 只會把訪客轉送到另一個網址（可能失效、追蹤訪客或被封鎖）：打開它，把最後到達的網址寫在這裡`,
            `${host} only forwards the visitor to another address (it may break, track them or be blocked): open it and write the address it ends at`,
          );
        else if (key === 'quickExitUrl' && onHost(value.trim(), BLOCKED_ON_MAINLAND))
          add(
            item,
            [...path, key],
            `快速離開也在簡體版出現，而 ${host} 在中國內地無法打開：改用兩地都可打開的中立網站，例如香港天文台`,
            `the quick exit shows in the Simplified edition too, and ${host} cannot be reached in the mainland: use a neutral site reachable in both, e.g. the Hong Kong Observatory`,
          );
      }
    });
  return problems;
}

/** A word of a list of words (quick-exit words, the words that describe a method) with a space at its edge. */
function spacedWords(loaded: readonly LoadedExport[]): FoundProblem[] {
  const [problems, add] = findings();
  for (const item of loaded)
    eachList(item.value, [], (list, path) =>
      list.forEach((word, index) => {
        if (typeof word !== 'string' || word.trim() === word || word.trim() === '' || [...word.trim()].length > 12) return;
        add(
          item,
          [...path, index],
          `「${word}」的前後有空格，文字裡找不到它：刪除空格，寫 '${word.trim()}'`,
          `「${word}」 has a space at its edge, so no text will match it: remove it, write '${word.trim()}'`,
        );
      }),
    );
  return problems;
}

export const rules: readonly Rule[] = [
  { id: 'no-redirector', scope: 'entry', readme: 'no redirector; a quick exit open in the mainland', run: forwardedAddresses },
  { id: 'word-without-spaces', scope: 'entry', readme: 'a word of a list has no space at its edge', run: spacedWords },
  { id: 'map-point-in-hong-kong', scope: 'entry', readme: "the centre's coordinates are in Hong Kong (lib/schema/site.ts)", run: 'schema' },
];
