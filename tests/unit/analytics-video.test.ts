import {
  createVideoProgressTracker,
  loadYouTubeApi,
  measureVideoProgress,
  withJsApi,
  type PlayerLike,
} from '@/lib/analytics/video-tracking';

type YouTubeWindow = Window & { YT?: unknown; onYouTubeIframeAPIReady?: () => void };

function fakePlayer(duration: number, state = 1) {
  const player = { time: 0, duration, state };
  const api: PlayerLike = {
    getCurrentTime: () => player.time,
    getDuration: () => player.duration,
    getPlayerState: () => player.state,
  };
  return { player, api };
}

/** A tracker on a fake player; `send` records what it sends. */
function track(duration: number, state?: number) {
  const { player, api } = fakePlayer(duration, state);
  const send = jest.fn();
  return { player, send, stop: createVideoProgressTracker(api, 'vid1', send) };
}

const percents = (send: jest.Mock) => send.mock.calls.map(([, , params]) => (params as { percent: number }).percent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = '';
  delete (window as YouTubeWindow).YT;
  delete (window as YouTubeWindow).onYouTubeIframeAPIReady;
});

describe('createVideoProgressTracker', () => {
  it('polls every second and sends 25, 50, 75 and 95 percent once each', () => {
    const { player, send } = track(100);
    player.time = 30;
    jest.advanceTimersByTime(999);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledWith('event', 'video_progress', { video_id: 'vid1', percent: 25 });
    jest.advanceTimersByTime(3000);
    expect(percents(send)).toEqual([25]);
    player.time = 96; // a seek past several milestones sends each
    jest.advanceTimersByTime(1000);
    expect(percents(send)).toEqual([25, 50, 75, 95]);
  });

  it('skips videos shorter than 10 seconds, and stops polling them', () => {
    const { player, send } = track(9.5);
    player.time = 9.4;
    jest.advanceTimersByTime(5000);
    expect(send).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('measures a 10-second video', () => {
    const { player, send } = track(10);
    player.time = 5;
    jest.advanceTimersByTime(1000);
    expect(percents(send)).toEqual([25, 50]);
  });

  it('waits for the duration and for playback, and counts an ended video as complete', () => {
    const { player, send } = track(0, -1);
    jest.advanceTimersByTime(3000);
    player.duration = 200;
    player.state = 5; // cued
    player.time = 150;
    jest.advanceTimersByTime(1000);
    expect(send).not.toHaveBeenCalled();
    player.state = 0; // ended
    jest.advanceTimersByTime(1000);
    expect(percents(send)).toEqual([25, 50, 75, 95]);
    expect(jest.getTimerCount()).toBe(0); // done: no more polling
  });

  it('stops polling when the modal closes', () => {
    const { player, send, stop } = track(100);
    stop();
    player.time = 100;
    jest.advanceTimersByTime(5000);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('YouTube player API', () => {
  it('adds enablejsapi and the origin to an embed URL only when missing', () => {
    const src = 'https://www.youtube-nocookie.com/embed/abc?autoplay=1&rel=0';
    const url = new URL(withJsApi(src, 'https://centre.hk'));
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('https://centre.hk');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(withJsApi(`${src}&enablejsapi=1`, 'https://centre.hk')).toBe(`${src}&enablejsapi=1`);
  });

  it('loads the iframe API script once, on the first tracked video', async () => {
    const first = loadYouTubeApi();
    const second = loadYouTubeApi();
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.youtube.com/iframe_api');
    const YT = { Player: jest.fn() };
    (window as YouTubeWindow).YT = YT;
    (window as YouTubeWindow).onYouTubeIframeAPIReady?.();
    await expect(first).resolves.toBe(YT);
    await expect(second).resolves.toBe(YT);
  });

  it('attaches a player to the iframe and polls once it is ready', async () => {
    const { player, api } = fakePlayer(60);
    let onReady: ((event: { target: PlayerLike }) => void) | undefined;
    const Player = jest.fn((_iframe: HTMLIFrameElement, options: { events: { onReady: typeof onReady } }) => {
      onReady = options.events.onReady;
    });
    (window as YouTubeWindow).YT = { Player };
    const iframe = document.createElement('iframe');
    iframe.src = 'https://www.youtube-nocookie.com/embed/abc?autoplay=1&rel=0&enablejsapi=1';
    const send = jest.fn();
    const stop = measureVideoProgress(iframe, 'abc', send);
    await Promise.resolve();
    await Promise.resolve();
    expect(Player).toHaveBeenCalledWith(iframe, expect.anything());
    expect(iframe.src).toContain('autoplay=1&rel=0&enablejsapi=1'); // not reloaded
    onReady?.({ target: api });
    player.time = 31;
    jest.advanceTimersByTime(1000);
    expect(percents(send)).toEqual([25, 50]);
    stop();
    player.time = 60;
    jest.advanceTimersByTime(1000);
    expect(percents(send)).toEqual([25, 50]);
  });

  it('measures nothing, silently, when the API cannot load, and tries again on the next video', async () => {
    let video: typeof import('@/lib/analytics/video-tracking') | undefined;
    jest.isolateModules(() => {
      video = jest.requireActual<typeof import('@/lib/analytics/video-tracking')>('@/lib/analytics/video-tracking'); // no API cached yet
    });
    const iframe = document.createElement('iframe');
    iframe.src = 'https://www.youtube-nocookie.com/embed/abc';
    const send = jest.fn();
    video?.measureVideoProgress(iframe, 'abc', send);
    expect(iframe.src).toContain('enablejsapi=1');
    const script = document.head.querySelector('script[src="https://www.youtube.com/iframe_api"]');
    expect(script).not.toBeNull();
    script?.dispatchEvent(new Event('error'));
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(5000);
    expect(send).not.toHaveBeenCalled();
    expect(document.head.querySelector('script')).toBeNull();
    void video?.loadYouTubeApi();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
