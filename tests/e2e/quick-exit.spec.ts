import type { Page } from '@playwright/test';
import { chrome } from '@/content/chrome';
import { page as crisisPage } from '@/content/pages/crisis-support';
import { toSimplified } from '@/lib/content-text/simplified-edition';
import { EDITIONS, SIMPLIFIED, type Edition } from '@/lib/edition';
import { routes } from '@/lib/routes';
import { href } from '@/lib/routes/paths';
import { expect, test } from './fixtures';
import { readPage } from './out-files';
import { elementsNamed } from './page-text';

// The quick exit: a link to a neutral public page (answered here: the network is closed) that
// works without scripts and, with them, replaces the page in the tab's history.

const NEUTRAL = chrome.quickExitUrl;
/** The same neutral page in Simplified Chinese, for the Simplified edition (never the Traditional one there). */
const NEUTRAL_SIMPLIFIED = chrome.quickExitUrlSimplified;
const neutralOf = (edition: Edition) => (edition === SIMPLIFIED ? NEUTRAL_SIMPLIFIED : NEUTRAL);
const CRISIS = href(crisisPage.path);
const quickExit = (page: Page, name: string = chrome.quickExit) => page.getByRole('main').getByRole('link', { name });

/** Answers the neutral site with a page of its own; returns the Referer each request to it carried. */
async function serveNeutralSite(page: Page): Promise<string[]> {
  const referers: string[] = [];
  await page.route(`${new URL(NEUTRAL).origin}/**`, async (route) => {
    referers.push((await route.request().headerValue('referer')) ?? '');
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>neutral</title>' });
  });
  return referers;
}

test('/crisis-support/ has the quick exit: visible below the header, first in the page after it, with a focus ring', async ({ page }) => {
  await page.goto(CRISIS);
  const link = quickExit(page);
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', NEUTRAL);
  await expect(link).toHaveAttribute('rel', 'noreferrer');
  await expect(link).not.toHaveAttribute('target');
  await expect(link).toHaveAccessibleDescription(chrome.quickExitHint);

  // From the skip link's target, the first Tab reaches it.
  await page.locator('main#main').focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  expect(await link.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

  // Clear of the header (and its menu button) above and of the phone's bottom contact bar below.
  const box = await link.boundingBox();
  const header = await page.locator('header').first().boundingBox();
  const bar = await page
    .locator('[data-floating]')
    .first()
    .evaluate((el) => el.parentElement?.getBoundingClientRect().toJSON() as DOMRect);
  expect(box && header && box.y >= header.y + header.height, 'below the header').toBe(true);
  const overlapsBar = box && box.x < bar.right && box.x + box.width > bar.left && box.y < bar.bottom && box.y + box.height > bar.top;
  expect(overlapsBar, 'clear of the floating contact controls').toBe(false);
});

for (const route of routes.filter((entry) => entry.quickExit)) {
  test(`${href(route.path)} shows the quick exit beside the page's words, over none of them at the top of the page`, async ({ page }) => {
    await page.goto(href(route.path));
    const link = quickExit(page);
    await expect(link).toBeVisible();
    const under = await link.evaluate((pill) => {
      const box = pill.getBoundingClientRect();
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || pill.contains(parent) || parent.closest('header, script, style, [hidden]')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          if (line.left < box.right && line.right > box.left && line.top < box.bottom && line.bottom > box.top)
            found.push(node.textContent.trim());
        }
      }
      return found;
    });
    expect(under, 'text under the quick exit').toEqual([]);
  });
}

test('with scripts, the quick exit replaces the page: Back returns to the page before it', async ({ page }) => {
  const referers = await serveNeutralSite(page);
  await page.goto('/');
  await page.goto(CRISIS); // and hydrated: the link's click is React's
  await quickExit(page).click();
  await expect(page).toHaveURL(NEUTRAL);
  await expect(page).toHaveTitle('neutral');
  expect(referers.join(' '), 'the neutral site is not told the page').not.toContain(crisisPage.path);

  await page.goBack();
  expect(new URL(page.url()).pathname).toBe('/');
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the quick exit is a plain link that leaves for the neutral page, with no Referer', async ({ page }) => {
    const referers = await serveNeutralSite(page);
    await page.goto(CRISIS);
    await quickExit(page).click();
    await expect(page).toHaveURL(NEUTRAL);
    expect(referers).toEqual(['']);
  });
});

test('the Simplified edition has the quick exit too', async ({ page }) => {
  const referers = await serveNeutralSite(page);
  await page.goto(href(crisisPage.path, SIMPLIFIED));
  const link = quickExit(page, toSimplified(chrome.quickExit));
  await expect(link).toBeVisible();
  await expect(link).toHaveAccessibleDescription(toSimplified(chrome.quickExitHint));
  await expect(link).toHaveAttribute('href', NEUTRAL_SIMPLIFIED);
  await link.click();
  await expect(page).toHaveURL(NEUTRAL_SIMPLIFIED);
  expect(referers).toHaveLength(1);
});

test('the neutral page is on a site that answers in Hong Kong, the mainland and abroad: not a redirector, one host', () => {
  // The Hong Kong Observatory's own pages, in each script: no redirect, no address of ours in them.
  for (const url of [NEUTRAL, NEUTRAL_SIMPLIFIED]) {
    expect(new URL(url).hostname).toBe('www.hko.gov.hk');
    expect(new URL(url).search).toBe('');
  }
  expect(NEUTRAL_SIMPLIFIED).toMatch(/\/sc\//);
});

test('the built pages of both editions carry the quick exit exactly where lib/crisis/quick-exit.ts says', () => {
  const found = EDITIONS.flatMap((edition) =>
    routes.map((route) => {
      const links = elementsNamed(readPage(href(route.path, edition)), 'a').filter(
        (link) => link.attributes.get('href') === neutralOf(edition),
      );
      return `${href(route.path, edition)}: ${links.length}`;
    }),
  );
  const expected = EDITIONS.flatMap((edition) => routes.map((route) => `${href(route.path, edition)}: ${route.quickExit ? 1 : 0}`));
  expect(found).toEqual(expected);
});
