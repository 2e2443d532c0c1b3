import type { Page } from '@playwright/test';
import { chrome } from '@/content/chrome';
import { expect, test } from './fixtures';

type Kind = 'skip' | 'menu' | 'booking' | 'wechat' | 'other';

interface Stop {
  kind: Kind;
  description: string;
  /** A visible focus indicator: an outline wider than 0 or a box-shadow. */
  indicator: boolean;
  /** On screen with a real size (a skip link is usually off-screen until focused). */
  onScreen: boolean;
}

/** Records every element that receives focus, measured at the moment it has it. */
async function recordFocus(page: Page) {
  await page.evaluate((mainNavLabel) => {
    const stops: Stop[] = [];
    (window as unknown as { __focusStops: Stop[] }).__focusStops = stops;
    document.addEventListener('focusin', (event) => {
      const element = event.target as HTMLElement;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const kinds: [Kind, string][] = [
        ['skip', 'a[href="#main"]'],
        ['menu', `nav[aria-label="${mainNavLabel}"] *`],
        ['booking', '[data-booking-tag]'],
        ['wechat', '[data-floating="wechat"]'],
      ];
      const kind = kinds.find(([, selector]) => element.matches(selector))?.[0] ?? 'other';
      stops.push({
        kind,
        description: `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`,
        indicator: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
        onScreen: box.width > 1 && box.height > 1 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth,
      });
    });
  }, chrome.mainNavLabel);
}

const stops = (page: Page) => page.evaluate(() => (window as unknown as { __focusStops: Stop[] }).__focusStops);

test('Tab from the top of home reaches the skip link, the menu, a booking button and the WeChat button, each with a visible focus', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/'); // and hydrated
  await recordFocus(page);

  // Tab until the WeChat button (after the footer in the DOM) or 400 stops.
  for (let batch = 0; batch < 20; batch += 1) {
    for (let press = 0; press < 20; press += 1) await page.keyboard.press('Tab');
    if ((await stops(page)).some((stop) => stop.kind === 'wechat')) break;
  }
  const visited = await stops(page);
  expect(visited[0]?.kind, `the first Tab stop is the skip link, not ${visited[0]?.description}`).toBe('skip');

  const order: Kind[] = ['skip', 'menu', 'booking', 'wechat'];
  const indices = order.map((kind) => visited.findIndex((stop) => stop.kind === kind));
  for (const [position, kind] of order.entries()) {
    const stop = visited[indices[position] ?? -1];
    expect(stop, `Tab never reached the ${kind} target`).toBeDefined();
    expect(stop?.indicator, `${kind} ${stop?.description} shows a focus indicator`).toBe(true);
    expect(stop?.onScreen, `${kind} ${stop?.description} is visible on screen when focused`).toBe(true);
  }
  expect(indices, 'skip link, then the menu, then a booking button, then the WeChat button').toEqual([...indices].sort((a, b) => a - b));
});
