// lib/video/: a video's addresses. index.ts (this file): YouTube ids, player and thumbnail URLs,
// and how long the player may take; mirror.ts: its mainland mirror (Bilibili, Tencent Video). Pure,
// used at build time (the schema, server components) and in the browser (the video client leaves).
// Pure: YouTube URL forms, player and thumbnail addresses. The browser's title look-up lives
// beside the video components (components/video/video-title.ts).

/**
 * How long the player may take to load before the video dialog (components/video/video-modal.tsx)
 * says so and offers a link to YouTube (the issue asks within 5 s).
 */
export const PLAYER_SLOW_MS = 4000;

/** YouTube ids are 11 characters of the URL-safe base64 alphabet. */
const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const PATH_FORMS = new Set(['shorts', 'embed', 'live', 'v']);

/** The video id of a YouTube URL (watch, youtu.be, shorts, embed, live, mobile, nocookie), or null. */
export function parseVideoId(url: string): string | null {
  const text = url.trim();
  let parsed: URL;
  try {
    // Editors paste "youtu.be/…" without a scheme as often as with one: read, so the schema
    // (lib/schema/fields.ts youtubeUrl, which still asks for https://) can suggest the fix.
    parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const [first = '', second = ''] = parsed.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be') id = first;
  else if (HOSTS.has(host)) id = first === 'watch' ? parsed.searchParams.get('v') : PATH_FORMS.has(first) ? second : null;
  return id && ID.test(id) ? id : null;
}

export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

/**
 * The player: the no-cookie host, autoplay (the visitor clicked play) and no related videos from
 * other channels. `jsApiOrigin` adds the parameters YouTube's player API needs for analytics.
 */
export function embedUrl(id: string, options: { jsApiOrigin?: string } = {}): string {
  const base = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
  return options.jsApiOrigin ? `${base}&enablejsapi=1&origin=${encodeURIComponent(options.jsApiOrigin)}` : base;
}

/**
 * Thumbnail sources, best first. `localDefault` is the site's own default image (its hashed URL
 * comes from the image manifest, which this browser-side module cannot read).
 */
export function thumbnailChain(id: string, localDefault: string): string[] {
  return ['maxresdefault', 'sddefault', 'hqdefault'].map((size) => `https://i.ytimg.com/vi/${id}/${size}.jpg`).concat(localDefault);
}

/** YouTube answers a size it does not have with a small grey image (120×90) rather than an error. */
export const MIN_THUMBNAIL = { width: 300, height: 200 } as const;

/**
 * The index to show after the image at `index` failed (no `loaded`) or loaded with the given
 * natural size. Steps down on failure and on a too-small image; the last entry is final.
 */
export function nextThumbnail(chain: readonly string[], index: number, loaded?: { naturalWidth: number; naturalHeight: number }): number {
  const last = chain.length - 1;
  if (index >= last) return last;
  if (!loaded) return index + 1;
  const tooSmall = loaded.naturalWidth < MIN_THUMBNAIL.width || loaded.naturalHeight < MIN_THUMBNAIL.height;
  return tooSmall ? index + 1 : index;
}

/** Fills `{title}` in a copy template. */
export function withTitle(template: string, title: string): string {
  return template.replace('{title}', title);
}
