import { say } from '@/lib/schema/fields';
import type { FoundProblem, LoadedExport, Rule } from '../types';
import { eachObject } from '@/lib/walk';
import { exportOf, findings, hostOf, isRecord, problemAt, shown, stringAt } from '../shared';
import { mapProblem } from '../maps';

/*
 * Addresses that cannot work: pasted with a space around them, an e-mail pasted as a link, an
 * address of the wrong kind or host for its field (a map's share link where the embed belongs).
 */

/** Fields that hold an address, a number or a name the site uses as written, never words to read. */
const VALUE_FIELDS = new Set([
  'url',
  'href',
  'link',
  'linkUrl',
  'embedUrl',
  'appleMapsUrl',
  'qrImage',
  'quickExitUrl',
  'quickExitUrlSimplified',
  'zones',
  'callingCode',
  'topics',
  'source',
  'thumbnail',
  'email',
  'digits',
  'e164',
  'number',
  'slug',
  'path',
  'parent',
  'code',
  'authorSlug',
  'file',
  'image',
  'origin',
  'measurementId',
  'under',
  'tag',
  'opens',
  'closes',
]);

/** The site's own fields of that kind whose names other content uses for words: the address, the WeChat id, the numbers. */
const isSiteValue = (file: string, path: readonly (string | number)[], key: string) =>
  file === 'content/site.ts' &&
  (path.at(-1) === 'address' ||
    (path.at(-1) === 'wechat' && key === 'id') ||
    (key === 'display' && ['phone', 'whatsapp'].includes(String(path.at(-1)))));

const EDGE_SPACE = /^[ \t\r\n]+|[ \t\r\n]+$/g;

/** An address, number or id pasted with a space, a tab or a line break before or after it. */
export function spacedValues(loaded: readonly LoadedExport[]): FoundProblem[] {
  const problems: FoundProblem[] = [];
  for (const item of loaded)
    eachObject(item.value, [], (node, path) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value !== 'string' || value.trim() === '' || !(VALUE_FIELDS.has(key) || isSiteValue(item.file, path, key))) continue;
        const start = /^[ \t\r\n]/.test(value);
        const end = /[ \t\r\n]$/.test(value);
        if (!start && !end) continue;
        const [zh, en] = start && end ? ['前後', 'before and after it'] : start ? ['開頭', 'at its start'] : ['結尾', 'at its end'];
        const write = value.replace(EDGE_SPACE, '');
        problems.push(
          problemAt(
            item,
            [...path, key],
            say(`${zh}多了空格或換行：刪除它，寫成 '${write}'`, `there is a space or line break ${en}: remove it, write '${write}'`),
          ),
        );
      }
    });
  return problems;
}

/** An e-mail address pasted as a link (mailto:…) where the address alone belongs: the site makes the link. */
export function mailtoEmails(loaded: readonly LoadedExport[]): FoundProblem[] {
  const [problems, add] = findings();
  for (const item of loaded)
    eachObject(item.value, [], (node, path) => {
      const email = node.email;
      if (typeof email !== 'string' || !/^\s*mailto:/i.test(email)) return;
      const address =
        email
          .replace(/^\s*mailto:\/*/i, '')
          .split('?')[0]
          ?.trim() ?? '';
      add(
        item,
        [...path, 'email'],
        `只寫電郵地址，不寫 mailto:（網站會自己加上）：寫 '${address}'`,
        `write the address alone, without mailto: (the site adds it): '${address}'`,
      );
    });
  return problems;
}

/** Hosts each social platform's page lives on. */
const PLATFORM_HOSTS: Readonly<Record<string, RegExp>> = {
  facebook: /^((www|m|web)\.)?(facebook\.com|fb\.com|fb\.me)$/,
  youtube: /^((www|m)\.)?(youtube\.com|youtu\.be)$/,
};
const PLATFORM_EXAMPLES: Readonly<Record<string, string>> = {
  facebook: 'https://www.facebook.com/…',
  youtube: 'https://www.youtube.com/@…',
};

/** The site's addresses of a given kind: the map's three, the social pages, the WeChat link and id. */
export function siteAddresses(loaded: readonly LoadedExport[]): FoundProblem[] {
  const item = exportOf(loaded, 'content/site.ts', 'site');
  if (!item || !isRecord(item.value)) return [];
  const site = item.value;
  const [problems, add] = findings();
  for (const field of ['embedUrl', 'linkUrl', 'appleMapsUrl']) {
    const address = stringAt(site.map, field);
    const problem = address === undefined || address.trim() === '' ? undefined : mapProblem(field, address);
    if (problem) problems.push(problemAt(item, ['map', field], problem));
  }
  (Array.isArray(site.social) ? site.social : []).forEach((entry: unknown, index) => {
    const platform = stringAt(entry, 'platform') ?? '';
    const url = stringAt(entry, 'url');
    const hosts = PLATFORM_HOSTS[platform];
    const host = url === undefined ? undefined : hostOf(url);
    if (!hosts || host === undefined || hosts.test(host)) return;
    const other = Object.keys(PLATFORM_HOSTS).find((name) => PLATFORM_HOSTS[name]?.test(host));
    problems.push(
      problemAt(
        item,
        ['social', index, 'url'],
        other
          ? say(
              `這是 ${other} 的網址，但 platform 寫了 ${platform}：把 platform 改為 '${other}'，或寫 ${platform} 的網址`,
              `this is a ${other} address under platform ${platform}: write platform: '${other}', or a ${platform} address`,
            )
          : say(
              `${platform} 專頁的網址是 ${PLATFORM_EXAMPLES[platform]}：寫上專頁的網址`,
              `a ${platform} page's address is ${PLATFORM_EXAMPLES[platform]}: write the page's address`,
            ),
      ),
    );
  });
  const id = stringAt(site.wechat, 'id');
  if (id !== undefined && id.trim() === id && !/^[A-Za-z][A-Za-z0-9_-]{5,19}$/.test(id))
    add(
      item,
      ['wechat', 'id'],
      `微信號是 6 至 20 個英文字母、數字、_ 或 -，以英文字母開頭，「${shown(id)}」不是：照微信「我」頁面上的微信號寫`,
      `a WeChat id is 6 to 20 letters, digits, _ or -, starting with a letter; 「${shown(id)}」 is not: copy it from the Me tab in WeChat`,
    );
  return problems;
}

/** A video's own thumbnail address: the page's security policy loads video pictures from YouTube's image host only. */
export function thumbnailHosts(loaded: readonly LoadedExport[]): FoundProblem[] {
  const [problems, add] = findings();
  for (const item of loaded)
    eachObject(item.value, [], (node, path) => {
      const thumbnail = node.thumbnail;
      if (typeof thumbnail !== 'string' || !thumbnail.includes('/')) return;
      const host = hostOf(thumbnail);
      if (host === undefined || host === 'i.ytimg.com') return;
      add(
        item,
        [...path, 'thumbnail'],
        `網站只會從 https://i.ytimg.com 載入影片縮圖，${host} 的圖片不會顯示：刪除 thumbnail（網站會自己找影片的縮圖），或寫 https://i.ytimg.com/vi/…/hqdefault.jpg`,
        `the site loads video thumbnails from https://i.ytimg.com only, so a picture from ${host} never shows: remove thumbnail (the site finds the video's own), or write https://i.ytimg.com/vi/…/hqdefault.jpg`,
      );
    });
  return problems;
}

export const rules: readonly Rule[] = [
  { id: 'spaced-value', scope: 'entry', readme: 'an address or number without a space around it', run: spacedValues },
  { id: 'mailto-email', scope: 'entry', readme: 'an e-mail written as an address', run: mailtoEmails },
  { id: 'site-address', scope: 'entry', readme: 'an address of the right kind for its field', run: siteAddresses },
  { id: 'thumbnail-host', scope: 'entry', readme: "a video's thumbnail from its host", run: thumbnailHosts },
];
