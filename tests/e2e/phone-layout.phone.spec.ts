import type { Page } from '@playwright/test';
import { routes } from '@/lib/routes';
import { href } from '@/lib/paths';
import { expect, test } from './fixtures';

/**
 * What a visitor reading on a 375 px phone sees: no floating control over part of a line, the
 * page's end clear of the bottom bar, nothing floating above the open menu or the WeChat dialog,
 * and a home page that stays a reasonable length.
 */

/**
 * Text lines that the floating controls cover only in part, at the current scroll position. The
 * controls are measured together, as the box that holds them: round buttons stacked at the right
 * edge, or one bar across the screen.
 */
function partlyCoveredLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stack = document.querySelector<HTMLElement>('[data-floating]')?.parentElement;
    const controls = stack?.checkVisibility({ visibilityProperty: true }) ? [stack.getBoundingClientRect()] : [];
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || stack?.contains(parent) || parent.closest('script, style, .visually-hidden')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        // What can be seen of the line: a line in a row that scrolls sideways may run off screen.
        const line = { left: Math.max(rect.left, 0), right: Math.min(rect.right, innerWidth), top: rect.top, bottom: rect.bottom };
        if (line.right <= line.left || line.bottom <= 0 || line.top >= innerHeight) continue;
        for (const control of controls) {
          const overlaps = line.left < control.right && line.right > control.left && line.top < control.bottom && line.bottom > control.top;
          // A bar across the whole line hides the line until the visitor scrolls: that is fine.
          const spansLine = control.left <= line.left && control.right >= line.right;
          if (overlaps && !spansLine) found.push(`"${text.slice(0, 24)}" at y=${Math.round(line.top)}`);
        }
      }
    }
    return found;
  });
}

/** Text lines under any floating control at all (used at the very end of the page). */
function linesUnderControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stack = document.querySelector<HTMLElement>('[data-floating]')?.parentElement;
    const bar = stack?.getBoundingClientRect();
    if (!bar) return [];
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || stack?.contains(parent) || parent.closest('script, style, .visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.width > 0 && line.bottom > bar.top + 1 && line.top < bar.bottom) found.push(`"${node.textContent.trim().slice(0, 24)}"`);
      }
    }
    return found;
  });
}

const pages = routes.map((route) => href(route.path));

for (const path of pages) {
  test(`no floating control covers part of a line on ${path}, at any scroll position`, async ({ page }) => {
    await page.goto(path);
    // Sections far below the screen skip rendering until near it; render them all to measure.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    const { height, viewport } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, viewport: innerHeight }));
    const covered: string[] = [];
    for (let y = 0; y < height; y += Math.round(viewport / 3)) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      covered.push(...(await partlyCoveredLines(page)).map((line) => `scrollY ${y}: ${line}`));
    }
    expect(covered).toEqual([]);
    // At the very end the page's last line sits above the bottom bar, not under it.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    expect(await linesUnderControls(page)).toEqual([]);
  });
}

/** Whether what the visitor would tap at a floating control's centre is the control itself. */
async function controlsOnTop(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-floating]')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && el.contains(hit);
      })
      .map((el) => el.dataset.floating ?? ''),
  );
}

test('no floating control sits above the open menu', async ({ page }) => {
  await page.goto('/services/');
  await page.locator('button[aria-controls="mobile-menu"]').click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expect.poll(() => controlsOnTop(page)).toEqual([]);
});

test('no floating control sits above the open WeChat dialog', async ({ page }) => {
  await page.goto('/contact/');
  await page.locator('[data-floating="wechat"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => controlsOnTop(page)).toEqual([]);
});

// A guard against the stacked layout (23,624 px before the cards scrolled sideways, 13,140 after). The
// footer's crisis help later grew by about 330 px: 999 apart, what to do abroad, two more support lines,
// each with its hours and languages.
test('the home page is at most 14,500 px tall at 375 px with every section rendered', async ({ page }) => {
  await page.goto('/');
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const sections = await page.locator('main > section, main > div > section').count();
  expect(sections).toBeGreaterThanOrEqual(15);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(14_500);
});
