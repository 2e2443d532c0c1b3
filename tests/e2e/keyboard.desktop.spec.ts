import { chrome } from '@/content/chrome';
import { expect, test } from './fixtures';

// Every stop's focus shown and in sight is wcag22.spec.ts's, on every route; here, the order of home's.
const KINDS: [kind: string, selector: string][] = [
  ['skip', 'a[href="#main"]'],
  ['menu', `nav[aria-label="${chrome.mainNavLabel}"] *`],
  ['booking', '[data-booking-tag]'],
  ['wechat', '[data-floating="wechat"]'],
];

test('Tab from the top of home reaches the skip link first, then the menu, a booking button and the WeChat button', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/'); // and hydrated
  // The kind of every element that receives focus, in order.
  await page.evaluate((kinds) => {
    const seen: string[] = [];
    Object.assign(window, { focusKinds: seen });
    document.addEventListener('focusin', (event) => {
      seen.push(kinds.find(([, selector]) => (event.target as Element).matches(selector))?.[0] ?? 'other');
    });
  }, KINDS);
  const visited = () => page.evaluate(() => (window as unknown as { focusKinds: string[] }).focusKinds);
  // Tab until the WeChat button (after the footer in the DOM) or 400 stops.
  for (let batch = 0; batch < 20 && !(await visited()).includes('wechat'); batch += 1) {
    for (let press = 0; press < 20; press += 1) await page.keyboard.press('Tab');
  }
  const kinds = await visited();
  expect(kinds[0], 'the first Tab stop').toBe('skip');
  const indices = KINDS.map(([kind]) => kinds.indexOf(kind));
  expect(indices, 'every kind reached').not.toContain(-1);
  expect(indices, 'skip link, then the menu, then a booking button, then the WeChat button').toEqual([...indices].sort((a, b) => a - b));
});
