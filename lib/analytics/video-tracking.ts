import { videoProgressEvent } from './events';
import { gtag, sendEvent, type Gtag } from './gtag';

export const VIDEO_MILESTONES = [25, 50, 75, 95] as const;
export const VIDEO_POLL_MS = 1000;
/** Videos shorter than this (seconds) are not measured. */
export const MIN_VIDEO_SECONDS = 10;
/** The iframe API and the widget script it loads both come from this origin. */
export const YOUTUBE_API_ORIGIN = 'https://www.youtube.com';
export const YOUTUBE_API_URL = `${YOUTUBE_API_ORIGIN}/iframe_api`;

/** The part of the YouTube player this needs; tests pass a fake. */
export interface PlayerLike {
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
}

/** YT.PlayerState values. */
const PLAYING = 1;
const ENDED = 0;

/**
 * Polls a player every second and sends video_progress at 25, 50, 75 and 95 %, each once.
 * Stops by itself when every milestone is sent or the video proves shorter than 10 s.
 * Returns the function that stops it.
 */
export function createVideoProgressTracker(player: PlayerLike, videoId: string, send: Gtag = gtag): () => void {
  const sent = new Set<number>();
  const stop = () => clearInterval(timer);
  const tick = () => {
    const duration = player.getDuration();
    if (!(duration > 0)) return; // not known until the video loads
    if (duration < MIN_VIDEO_SECONDS) return stop();
    const state = player.getPlayerState();
    if (state !== PLAYING && state !== ENDED) return;
    const percent = state === ENDED ? 100 : (player.getCurrentTime() / duration) * 100;
    for (const milestone of VIDEO_MILESTONES) {
      if (percent >= milestone && !sent.has(milestone)) {
        sent.add(milestone);
        sendEvent(send, videoProgressEvent(videoId, milestone));
      }
    }
    if (sent.size === VIDEO_MILESTONES.length) stop();
  };
  const timer = setInterval(tick, VIDEO_POLL_MS);
  return stop;
}

interface YouTubeApi {
  Player: new (iframe: HTMLIFrameElement, options: { events: { onReady: (event: { target: PlayerLike }) => void } }) => unknown;
}
type YouTubeWindow = Window & { YT?: YouTubeApi; onYouTubeIframeAPIReady?: () => void };

let api: Promise<YouTubeApi> | null = null;

/** Loads YouTube's iframe player API once, on the first tracked video; never in an off build. */
export function loadYouTubeApi(): Promise<YouTubeApi> {
  const target: YouTubeWindow = window;
  if (target.YT?.Player) return Promise.resolve(target.YT);
  api ??= new Promise<YouTubeApi>((resolve, reject) => {
    const previous = target.onYouTubeIframeAPIReady;
    target.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (target.YT) resolve(target.YT);
    };
    const script = document.createElement('script');
    script.src = YOUTUBE_API_URL;
    script.async = true;
    script.onerror = () => {
      api = null; // offline now, perhaps not on the next video
      script.remove();
      reject(new Error('YouTube iframe API did not load'));
    };
    document.head.appendChild(script);
  });
  return api;
}

/** The player API talks to an embed only with enablejsapi=1 (and the page's origin). */
export function withJsApi(src: string, origin: string): string {
  const url = new URL(src, origin);
  if (url.searchParams.get('enablejsapi') === '1') return src;
  url.searchParams.set('enablejsapi', '1');
  url.searchParams.set('origin', origin);
  return url.toString();
}

/**
 * Measures the progress of a video playing in `iframe`; call it when the video modal opens and
 * call the returned function when it closes. Offline or blocked, it measures nothing, silently.
 */
export function measureVideoProgress(iframe: HTMLIFrameElement, videoId: string, send: Gtag = gtag): () => void {
  let stopPolling = () => {};
  let stopped = false;
  const src = iframe.src && withJsApi(iframe.src, window.location.origin);
  if (src && src !== iframe.src) iframe.src = src; // reloads the embed: the modal should add enablejsapi=1 itself
  loadYouTubeApi()
    .then((YT) => {
      if (stopped) return;
      new YT.Player(iframe, {
        events: {
          onReady: ({ target }) => {
            if (!stopped) stopPolling = createVideoProgressTracker(target, videoId, send);
          },
        },
      });
    })
    .catch(() => {});
  return () => {
    stopped = true;
    stopPolling();
  };
}
