/**
 * A video's mainland mirror: the same video on Bilibili or Tencent Video, which play on the
 * mainland where YouTube does not. The Simplified edition's card opens it instead of the player
 * (`mainlandCardProps` in components/video/video-section.tsx).
 */
export type MirrorHost = 'bilibili' | 'tencent';

const HOSTS: readonly (readonly [MirrorHost, RegExp])[] = [
  ['bilibili', /^https:\/\/(?:www\.bilibili\.com\/video\/(?:BV[0-9A-Za-z]{10}|av\d+)\/?|b23\.tv\/[0-9A-Za-z]+)$/],
  ['tencent', /^https:\/\/v\.qq\.com\/x\/(?:page\/[0-9a-z]+|cover\/[0-9a-z]+(?:\/[0-9a-z]+)?)\.html$/],
];

/** Which mainland host an address is a video page of, or undefined for any other address. */
export function mirrorHost(url: string): MirrorHost | undefined {
  return HOSTS.find(([, pattern]) => pattern.test(url))?.[0];
}
