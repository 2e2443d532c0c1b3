import { editionLabels } from '@/content/editions';
import { SIMPLIFIED } from '@/lib/edition';
import { href } from '@/lib/routes/paths';
import { expect, test, waitForHydration } from './fixtures';

// Suggest, never redirect: a Simplified-first browser is offered the same page in Simplified.
const words = editionLabels['zh-Hans'];
const offer = '[data-edition-suggestion]';

/** Where the page's content starts and how tall it is: what an inserted bar would push. */
const layout = () => {
  const main = document.querySelector('main')?.getBoundingClientRect();
  return { top: main?.top, height: document.documentElement.scrollHeight };
};

test.describe('a browser set to zh-CN', () => {
  test.use({ locale: 'zh-CN' });

  test('sees the Simplified page offered on a Traditional page, without a layout shift, and can close it for the tab', async ({ page }) => {
    await page.goto(href('/services/family'), { waitUntil: 'load' });
    const before = await page.evaluate(layout);
    await waitForHydration(page);
    const link = page.getByRole('link', { name: words.suggestion, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href('/services/family', SIMPLIFIED));
    expect(await page.evaluate(layout), 'the page under it did not move').toEqual(before);
    await page.getByRole('button', { name: words.dismiss }).click();
    await expect(page.locator(offer)).toHaveCount(0);
    await page.goto(href('/fee'));
    await expect(page.locator(offer)).toHaveCount(0);
  });

  test('gets nothing from the HTML itself, and nothing on a Simplified page', async ({ page }) => {
    const response = await page.goto(href('/fee'), { waitUntil: 'commit' });
    expect(await response?.text()).not.toContain('data-edition-suggestion');
    await page.goto(href('/fee', SIMPLIFIED));
    await expect(page.locator(offer)).toHaveCount(0);
  });
});

test.describe('a browser set to zh-HK', () => {
  test.use({ locale: 'zh-HK' });

  test('is offered nothing', async ({ page }) => {
    await page.goto(href('/services/family'));
    await expect(page.locator(offer)).toHaveCount(0);
  });
});
