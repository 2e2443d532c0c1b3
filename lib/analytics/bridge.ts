/**
 * What the rest of the site calls, whether or not analytics is on. It holds no analytics code
 * and no event name: the analytics component — present only in a build with analytics on —
 * connects the real trackers when it starts. Until then, and always in an off build, the calls
 * do nothing (a few app errors are kept, and reported once analytics starts).
 */
export interface AnalyticsBridge {
  readonly trackVideo: (iframe: HTMLIFrameElement, videoId: string) => () => void;
  readonly reportError: (error: unknown) => void;
  /** The WeChat id was copied, from the booking spot with this button tag (none elsewhere). */
  readonly reportWechatCopy: (tag?: string) => void;
}

const MAX_PENDING_ERRORS = 5;
let connected: AnalyticsBridge | null = null;
const pendingErrors: unknown[] = [];

/** For the analytics component; returns the disconnect function. */
export function connectAnalytics(bridge: AnalyticsBridge): () => void {
  connected = bridge;
  for (const error of pendingErrors.splice(0)) bridge.reportError(error);
  return () => {
    if (connected === bridge) connected = null;
  };
}

/**
 * Call when a video starts playing in the modal's iframe; call the returned function when the
 * modal closes. The iframe's src should carry `enablejsapi=1`.
 */
export function trackVideoProgress(iframe: HTMLIFrameElement, videoId: string): () => void {
  return connected ? connected.trackVideo(iframe, videoId) : () => {};
}

/** Call from the error boundary with the error it caught. */
export function reportAppError(error: unknown): void {
  if (connected) connected.reportError(error);
  else if (pendingErrors.length < MAX_PENDING_ERRORS) pendingErrors.push(error);
}

/**
 * Call when the visitor has copied the WeChat id. Sent only while analytics runs (after consent),
 * as a booking click is; nothing is kept for later.
 */
export function reportWechatCopy(tag?: string): void {
  connected?.reportWechatCopy(tag);
}
