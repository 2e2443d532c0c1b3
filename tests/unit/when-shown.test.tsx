import { act, render, screen } from '@testing-library/react';
import { BookingButton } from '@/components/booking/booking-button';
import { booking } from '@/content/site';
import { getRoute } from '@/lib/routes';
import { VISIT_CODE_KEY } from '@/lib/booking/visit-code';
import { isShown, whenShown } from '@/lib/browser/when-shown';

// A prerendered page (speculation rules) has document.prerendering true until the visitor
// arrives, when `prerenderingchange` fires; jsdom has neither, so the tests set them.
const setPrerendering = (value: boolean) => Object.defineProperty(document, 'prerendering', { configurable: true, value });
const arrive = () => {
  setPrerendering(false);
  document.dispatchEvent(new Event('prerenderingchange'));
};

/** The frame the shown page begins, then the task after it: where what waited for the visitor runs. */
const firstFrameShown = () => {
  jest.advanceTimersToNextFrame();
  jest.runOnlyPendingTimers();
};

beforeEach(() => jest.useFakeTimers());

afterEach(() => {
  jest.useRealTimers();
  delete (document as { prerendering?: boolean }).prerendering;
  window.sessionStorage.clear();
});

describe('whenShown', () => {
  it('runs at once on a page that is shown, in a browser with prerendering or without', () => {
    const run = jest.fn();
    whenShown(run);
    expect(isShown()).toBe(true);
    setPrerendering(false);
    whenShown(run);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('waits while the page is prerendered, then runs once after the first frame shown', () => {
    setPrerendering(true);
    const run = jest.fn();
    whenShown(run);
    expect(isShown()).toBe(false);
    jest.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    arrive();
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(isShown()).toBe(true);
    // Not on the event itself: the frame that shows the page is not held back for it.
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame();
    expect(run).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
    firstFrameShown();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before the page is shown or before its first frame', () => {
    setPrerendering(true);
    const run = jest.fn();
    whenShown(run)();
    const cancelShown = whenShown(run);
    arrive();
    cancelShown();
    firstFrameShown();
    expect(run).not.toHaveBeenCalled();
  });
});

const { visit: VISIT } = booking.sourceLabels;
const message = () => new URL(screen.getByRole('link').getAttribute('href') ?? '').searchParams.get('text') ?? '';

it('a booking link on a prerendered page makes no visit code until the page is shown, then carries it', () => {
  setPrerendering(true);
  render(<BookingButton code={getRoute('/services').code} tag="04" />);
  expect(window.sessionStorage.getItem(VISIT_CODE_KEY)).toBeNull();
  expect(message()).not.toContain(VISIT);
  act(arrive);
  act(firstFrameShown);
  const id = window.sessionStorage.getItem(VISIT_CODE_KEY);
  expect(id).toMatch(/^[A-Z0-9]{4}$/);
  expect(message()).toContain(`${VISIT}：${id}`);
});
