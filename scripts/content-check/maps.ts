import { say } from '@/lib/schema/fields';
import { hostOf } from './shared';

/*
 * The map's three addresses (content/site.ts `map`): the frame on the contact page shows only a
 * Google Maps embed address from www.google.com (the pages' security policy frames no other), the
 * link opens Google Maps, the other link Apple Maps.
 */

/** Hosts of Google Maps' share links: they open the map, a frame cannot show them. */
const SHARE_HOSTS = new Set(['maps.app.goo.gl', 'goo.gl', 'g.page', 'g.co']);
const isGoogleMaps = (address: string): boolean => {
  const host = hostOf(address);
  if (!host) return false;
  if (SHARE_HOSTS.has(host) || /^maps\.google\.[a-z.]+$/.test(host)) return true;
  return /^(www\.)?google\.[a-z.]+$/.test(host) && new URL(address.trim()).pathname.startsWith('/maps');
};
const isGoogleEmbed = (address: string): boolean => {
  if (hostOf(address) !== 'www.google.com') return false;
  const url = new URL(address.trim());
  return url.pathname.startsWith('/maps/embed') || (url.pathname.startsWith('/maps') && url.searchParams.get('output') === 'embed');
};
const isAppleMaps = (address: string): boolean => /^maps\.apple\.com$/.test(hostOf(address) ?? '');

const EMBED_HOW = [
  '在 Google 地圖按「分享」›「嵌入地圖」，複製 src="…" 引號裡的網址，例如 https://www.google.com/maps/embed?pb=…',
  'in Google Maps choose Share › Embed a map and copy the address inside src="…", e.g. https://www.google.com/maps/embed?pb=…',
] as const;

/** What is wrong with each of the map's three addresses. */
export function mapProblem(field: string, address: string): string | undefined {
  if (field === 'embedUrl') {
    if (isGoogleEmbed(address)) return undefined;
    const src = /src=["']([^"']+)["']/.exec(address)?.[1];
    if (src)
      return say(
        `只寫 src="…" 引號裡的網址，不寫整段 <iframe>：寫 ${src}`,
        `write only the address inside src="…", not the whole <iframe>: ${src}`,
      );
    const host = hostOf(address) ?? '';
    const onWww = address.trim().replace(host, 'www.google.com');
    if (host !== 'www.google.com' && isGoogleMaps(address) && !SHARE_HOSTS.has(host) && isGoogleEmbed(onWww))
      return say(
        `網站的地圖框只載入 www.google.com 的地圖：把 ${host} 改為 www.google.com，寫 ${onWww}`,
        `the site's map frame loads maps from www.google.com only: change ${host} to www.google.com, write ${onWww}`,
      );
    if (SHARE_HOSTS.has(host) || (isGoogleMaps(address) && host !== 'www.google.com'))
      return say(
        `這是地圖的分享連結，網頁內的地圖框不能顯示它：${EMBED_HOW[0]}`,
        `this is the map's share link, which a frame on the page cannot show: ${EMBED_HOW[1]}`,
      );
    return say(
      `地圖框只顯示 Google 地圖的嵌入網址：${EMBED_HOW[0]}`,
      `the map frame shows a Google Maps embed address only: ${EMBED_HOW[1]}`,
    );
  }
  if (field === 'linkUrl') {
    if (isGoogleEmbed(address))
      return say(
        '這是地圖框用的嵌入網址（embedUrl）：這裡寫在 Google 地圖按「分享」›「複製連結」得到的連結，例如 https://maps.app.goo.gl/…',
        'this is the embed address (embedUrl): write the link from Share › Copy link in Google Maps here, e.g. https://maps.app.goo.gl/…',
      );
    if (isGoogleMaps(address)) return undefined;
    return isAppleMaps(address)
      ? say(
          '這是 Apple 地圖的網址：寫在 appleMapsUrl，這裡寫 Google 地圖的連結',
          'this is an Apple Maps address: it belongs in appleMapsUrl; write the Google Maps link here',
        )
      : say(
          '這裡寫 Google 地圖的連結，例如 https://maps.app.goo.gl/… 或 https://www.google.com/maps/…',
          'write a Google Maps link here, e.g. https://maps.app.goo.gl/… or https://www.google.com/maps/…',
        );
  }
  if (field === 'appleMapsUrl' && !isAppleMaps(address))
    return isGoogleMaps(address)
      ? say(
          '這是 Google 地圖的網址：寫在 linkUrl，這裡寫 https://maps.apple.com/?q=… 的網址',
          'this is a Google Maps address: it belongs in linkUrl; write an https://maps.apple.com/?q=… address here',
        )
      : say(
          '這裡寫 Apple 地圖的網址，例如 https://maps.apple.com/?q=…',
          'write an Apple Maps address here, e.g. https://maps.apple.com/?q=…',
        );
  return undefined;
}
