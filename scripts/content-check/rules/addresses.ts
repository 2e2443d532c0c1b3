import type { Rule } from '../types';
import { everyItem, hostOf, nodeRule, NOT_TRADITIONAL_TEXT, shown, stringAt, textRule, valueAt, valueOf } from '../shared';
import { BLOCKED_ON_MAINLAND, onHost, REDIRECTORS } from '../hosts';

/* Values that cannot work: pasted with a space around them, as a link, or of the wrong kind or host for their field. */
// Elsewhere: our own site as a full address #own-domain-link ./copy.ts; a path that is no page #link-to-a-page ./site.ts; an unseen space #invisible-character ./invisible.ts.

/** Value fields whose schema lets a space at their edge through: the other value fields' schemas refuse one at the same place. */
const VALUE_FIELDS = new Set(['url', 'thumbnail', 'quickExitUrl', 'quickExitUrlSimplified', 'source', 'origin', 'number']);

/** The site's own fields of that kind whose names other content uses for words: the address, the WeChat id, the numbers. */
const isSiteValue = (file: string, parent: unknown, key: string) =>
  file === 'content/site.ts' &&
  (parent === 'address' || (parent === 'wechat' && key === 'id') || (key === 'display' && (parent === 'phone' || parent === 'whatsapp')));

const isRedirector = (address: string) =>
  !!onHost(address.trim(), REDIRECTORS) ||
  (/^(?:www\.)?google\.[a-z.]+$/.test(hostOf(address) ?? '') && new URL(address.trim()).pathname === '/url');

/** The fields of the word tables that hold one word or phrase each. */
const WORD_FIELDS = new Set(['traditional', 'simplified', 'hongKong', 'mainland', 'write']);
/** A space at a word's edge, or between two Chinese characters: no text has it there. */
const unspaced = (word: string): string => word.trim().replace(/(?<=\p{sc=Han})\s+(?=\p{sc=Han})/gu, '');
const spacedWord = (word: string): readonly [string, string] => [
  `「${word}」有多餘的空格（前後或兩個中文字之間），文字裡找不到它：刪除空格，寫 '${unspaced(word)}'`,
  `「${word}」 has a stray space (at its edge or between two Chinese characters), so no text will match it: remove it, write '${unspaced(word)}'`,
];

/** Every value in the form its field takes; and a word of a list of words with no space at its edge (no text would match it). */
export const valueForms = textRule(everyItem, () => (value, found, path, item) => {
  const key = path.at(-1);
  if (typeof key === 'number' && unspaced(value) !== value && value.trim() !== '' && [...value.trim()].length <= 12)
    found(...spacedWord(value));
  if (typeof key !== 'string' || value.trim() === '') return;
  // An address, number or id pasted with a space, a tab or a line break before or after it.
  const [, start, write, end] = /^([ \t\r\n]*)([\s\S]*?)([ \t\r\n]*)$/.exec(value) ?? [];
  const [edge, edgeEn] =
    start && end ? ['前後', 'before and after it'] : start ? ['開頭', 'at its start'] : end ? ['結尾', 'at its end'] : [];
  if (edge && (VALUE_FIELDS.has(key) || isSiteValue(item.file, path.at(-2), key)))
    found(`${edge}多了空格或換行：刪除它，寫成 '${write}'`, `there is a space or line break ${edgeEn}: remove it, write '${write}'`);
  // An e-mail address pasted as a link: the site makes the link.
  const email = key === 'email' ? /^\s*mailto:\/*([^?]*)/i.exec(value)?.[1]?.trim() : undefined;
  if (email !== undefined)
    found(
      `只寫電郵地址，不寫 mailto:（網站會自己加上）：寫 '${email}'`,
      `write the address alone, without mailto: (the site adds it): '${email}'`,
    );
  // The page's security policy loads video pictures from YouTube's image host only.
  const host = hostOf(value);
  if (key === 'thumbnail' && value.includes('/') && host !== undefined && host !== 'i.ytimg.com')
    found(
      `網站只會從 https://i.ytimg.com 載入影片縮圖，${host} 的圖片不會顯示：刪除 thumbnail（網站會自己找影片的縮圖），或寫 https://i.ytimg.com/vi/…/hqdefault.jpg`,
      `the site loads video thumbnails from https://i.ytimg.com only, so a picture from ${host} never shows: remove thumbnail (the site finds the video's own), or write https://i.ytimg.com/vi/…/hqdefault.jpg`,
    );
  // Any address through a redirector (it can vanish, track, or be blocked); the quick exit to a site blocked in the mainland.
  const web = /^https?:\/\//.test(value.trim());
  if (web && isRedirector(value))
    found(
      `${host ?? ''} 只會把訪客轉送到另一個網址（可能失效、追蹤訪客或被封鎖）：打開它，把最後到達的網址寫在這裡`,
      `${host ?? ''} only forwards the visitor to another address (it may break, track them or be blocked): open it and write the address it ends at`,
    );
  // Both quick exits: the Traditional one shows in the Simplified edition too, the Simplified one is for the mainland.
  else if (web && key.startsWith('quickExitUrl') && onHost(value.trim(), BLOCKED_ON_MAINLAND))
    found(
      key === 'quickExitUrl'
        ? `快速離開也在簡體版出現，而 ${host ?? ''} 在中國內地無法打開：改用兩地都可打開的中立網站，例如香港天文台`
        : `簡體版的快速離開是給身處內地的訪客，而 ${host ?? ''} 在中國內地無法打開：改用內地可打開的中立網站，例如香港天文台的簡體版`,
      key === 'quickExitUrl'
        ? `the quick exit shows in the Simplified edition too, and ${host ?? ''} cannot be reached in the mainland: use a neutral site reachable in both, e.g. the Hong Kong Observatory`
        : `the Simplified quick exit is for visitors in the mainland, and ${host ?? ''} cannot be reached there: use a neutral site reachable there, e.g. the Hong Kong Observatory's Simplified page`,
    );
  // A row of a word table (overrides, mainland words, word forms) holds one word or phrase a field.
  if (NOT_TRADITIONAL_TEXT.has(item.file) && WORD_FIELDS.has(key) && unspaced(value) !== value) found(...spacedWord(value));
});

/** Hosts each social platform's page lives on, and its address as an editor writes it. */
const PLATFORMS: Readonly<Record<string, readonly [hosts: RegExp, example: string]>> = {
  facebook: [/^((www|m|web)\.)?(facebook\.com|fb\.com|fb\.me)$/, 'https://www.facebook.com/…'],
  youtube: [/^((www|m)\.)?(youtube\.com|youtu\.be)$/, 'https://www.youtube.com/@…'],
};

/** The site's addresses of a given kind: the social pages, the WeChat id. */
export const siteAddresses = textRule(
  (item) => item.file === 'content/site.ts' && item.exportName === 'site',
  () => (text, found, path, item) => {
    if (path.join('.') === 'wechat.id' && text.trim() === text && !/^[A-Za-z][A-Za-z0-9_-]{5,19}$/.test(text))
      found(
        `微信號是 6 至 20 個英文字母、數字、_ 或 -，以英文字母開頭，「${shown(text)}」不是：照微信「我」頁面上的微信號寫`,
        `a WeChat id is 6 to 20 letters, digits, _ or -, starting with a letter; 「${shown(text)}」 is not: copy it from the Me tab in WeChat`,
      );
    const [social, index, key] = path;
    const platform = stringAt(valueAt(item.value, path.slice(0, -1)), 'platform') ?? '';
    const [hosts, example] =
      (path.length === 3 && social === 'social' && typeof index === 'number' && key === 'url' && PLATFORMS[platform]) || [];
    const host = hostOf(text);
    if (!hosts || host === undefined || hosts.test(host)) return;
    const other = Object.keys(PLATFORMS).find((name) => PLATFORMS[name]?.[0].test(host));
    found(
      other
        ? `這是 ${other} 的網址，但 platform 寫了 ${platform}：把 platform 改為 '${other}'，或寫 ${platform} 的網址`
        : `${platform} 專頁的網址是 ${example}：寫上專頁的網址`,
      other
        ? `this is a ${other} address under platform ${platform}: write platform: '${other}', or a ${platform} address`
        : `a ${platform} page's address is ${example}: write the page's address`,
    );
  },
);

/**
 * What no address can give (the map point, the way to the centre) is set by hand for one street and
 * stamped with it, `forStreet`: once site.address.street moves, each stamp naming another street
 * stops the check, at the stamp, until it is set again for the new one.
 */
export const stampsForOldStreet = nodeRule(everyItem, (loaded) => {
  const street = stringAt(valueAt(valueOf(loaded, 'content/site.ts', 'site'), ['address']), 'street');
  const bare = (text: string) => text.replace(/\s+/g, '');
  if (street !== undefined)
    return (node, found) => {
      const stamp = node.forStreet;
      if (typeof stamp !== 'string' || bare(stamp) === bare(street)) return;
      found(
        'latitude' in node
          ? `地圖上的位置（latitude、longitude）是按「${stamp}」設定的，而地址已改為「${street}」：在 Google 地圖找到新地址，在中心的位置按滑鼠右鍵（手機：長按），把顯示的兩個數字寫在 latitude 及 longitude，然後把 forStreet 改為 '${street}'`
          : `這段往中心的路線是按「${stamp}」寫的，而地址已改為「${street}」：按新地址改寫它（車站、出口、步行時間），然後把 forStreet 改為 '${street}'`,
        'latitude' in node
          ? `the map point (latitude, longitude) was set for 「${stamp}」, and the address is now 「${street}」: find the new address on Google Maps, right-click the centre's spot (on a phone: long-press), write the two numbers shown in latitude and longitude, then write '${street}' in forStreet`
          : `this way to the centre was written for 「${stamp}」, and the address is now 「${street}」: rewrite it for the new address (station, exit, walking time), then write '${street}' in forStreet`,
        ['forStreet'],
      );
    };
});

export const rules: readonly Rule[] = [
  {
    id: 'value-form',
    scope: 'entry',
    readme: 'a value in the form its field takes: no space at its edge, no mailto:, no redirector',
    run: valueForms,
  },
  { id: 'site-address', scope: 'entry', readme: 'an address of the right kind for its field', run: siteAddresses },
  {
    id: 'set-for-the-street',
    scope: 'site',
    readme: 'the map point and the ways to the centre are set again when the address moves (forStreet)',
    run: stampsForOldStreet,
  },
  // In the schema, lib/schema/site.ts: the `.check` of `geo`.
  { id: 'map-point-in-hong-kong', scope: 'entry', readme: "the centre's coordinates are in Hong Kong (lib/schema/site.ts)", run: 'schema' },
];
