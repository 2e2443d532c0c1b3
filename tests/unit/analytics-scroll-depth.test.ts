import { createScrollDepthTracker, scrollPercent, type ScrollMetrics } from '@/lib/analytics/scroll-depth';

const page = { viewportHeight: 800, pageHeight: 4800 }; // 4000 px to scroll
const at = (percent: number): ScrollMetrics => ({ ...page, scrollTop: (4000 * percent) / 100 });

function setup() {
  let metrics = at(0);
  const send = jest.fn();
  const tracker = createScrollDepthTracker(send, () => metrics);
  const scrollTo = (percent: number) => {
    metrics = at(percent);
    tracker.onScroll();
  };
  const sent = () => send.mock.calls.map(([, , params]) => (params as { percent: number }).percent);
  /** Scrolls to `percent` and stays there past the 100 ms pause. */
  const stopAt = (percent: number) => {
    scrollTo(percent);
    jest.advanceTimersByTime(100);
  };
  return { send, tracker, scrollTo, sent, stopAt };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('measures the share of the scrollable height, and nothing on a page that does not scroll', () => {
  expect(scrollPercent(at(50))).toBe(50);
  expect(scrollPercent({ scrollTop: 5000, viewportHeight: 800, pageHeight: 4800 })).toBe(100);
  expect(scrollPercent({ scrollTop: 0, viewportHeight: 800, pageHeight: 800 })).toBeNull();
});

it('sends scroll_depth at 25, 50, 75 and 90 percent', () => {
  const { send, stopAt, sent } = setup();
  [10, 30, 55, 80, 95].forEach(stopAt);
  expect(sent()).toEqual([25, 50, 75, 90]);
  expect(send).toHaveBeenCalledWith('event', 'scroll_depth', { percent: 25 });
});

it('waits until scrolling pauses for 100 ms, measuring where it stopped', () => {
  const { send, scrollTo, sent } = setup();
  scrollTo(30);
  jest.advanceTimersByTime(99);
  scrollTo(60); // restarts the 100 ms
  jest.advanceTimersByTime(99);
  expect(send).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(sent()).toEqual([25, 50]);
});

it('sends each threshold once per page', () => {
  const { stopAt, sent } = setup();
  [100, 0, 100].forEach(stopAt);
  expect(sent()).toEqual([25, 50, 75, 90]);
});

it('drops a measurement still pending when the tracker stops', () => {
  const { send, tracker, scrollTo } = setup();
  scrollTo(100);
  tracker.dispose();
  jest.advanceTimersByTime(1000);
  expect(send).not.toHaveBeenCalled();
});
