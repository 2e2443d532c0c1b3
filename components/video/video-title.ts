import { videoCopy } from '@/content/video-copy';
import { browserStorage } from '@/lib/browser/storage';

// The title of a video that has none in content, looked up in the browser (spec: the video
// service's embed-info endpoint, then a second service, then the default title).

export type FetchLike = (url: string, init?: { signal?: AbortSignal }) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

const TITLE_TIMEOUT_MS = 6000;
const STORAGE_PREFIX = 'video-title:';
const memory = new Map<string, Promise<string>>();

function titleEndpoints(url: string): string[] {
  const q = encodeURIComponent(url);
  return [`https://www.youtube.com/oembed?url=${q}&format=json`, `https://noembed.com/embed?url=${q}`];
}

async function fetchTitle(endpoint: string, fetchImpl: FetchLike): Promise<string | null> {
  try {
    // A hanging service must not hold the card at the default title for long.
    const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TITLE_TIMEOUT_MS) : undefined;
    const response = await fetchImpl(endpoint, signal ? { signal } : undefined);
    if (!response.ok) return null;
    const data = await response.json();
    // noembed answers an unknown URL with 200 and { error }, so the title itself is the test.
    const title = typeof data === 'object' && data !== null && 'title' in data ? data.title : null;
    return typeof title === 'string' && title.trim() ? title.trim() : null;
  } catch {
    return null;
  }
}

function stored(url: string): string | null {
  return browserStorage('session')?.getItem(STORAGE_PREFIX + url) ?? null;
}

function store(url: string, title: string): void {
  try {
    browserStorage('session')?.setItem(STORAGE_PREFIX + url, title);
  } catch {
    // the in-memory cache still holds it
  }
}

/**
 * The title of a video without one: YouTube's oEmbed, then noembed, then the default title.
 * Never rejects. Found titles are kept for the session (sessionStorage survives page changes);
 * a lookup in flight or finished is shared by every caller in this page.
 */
export function resolveVideoTitle(url: string, fetchImpl: FetchLike = (u, init) => fetch(u, init)): Promise<string> {
  const known = memory.get(url);
  if (known) return known;
  const saved = stored(url);
  const lookup = saved
    ? Promise.resolve(saved)
    : (async () => {
        for (const endpoint of titleEndpoints(url)) {
          const title = await fetchTitle(endpoint, fetchImpl);
          if (title) {
            store(url, title);
            return title;
          }
        }
        return videoCopy.defaultTitle;
      })();
  memory.set(url, lookup);
  return lookup;
}
