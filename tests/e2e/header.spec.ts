import { expect, test } from './fixtures';

test('the header is at least 100px high and turns more opaque past 50px of scroll', async ({ page }) => {
  await page.goto('/services/family/');
  const header = page.locator('body > header');
  expect((await header.boundingBox())?.height).toBeGreaterThanOrEqual(100);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  // Positions set directly: a wheel's smooth scroll could still be moving when the check runs.
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  const alpha = (color: string) => Number(/rgba?\([^)]*,\s*([\d.]+)\)$/.exec(color)?.[1] ?? 1);
  // The background eases in (a CSS transition): poll until it is more opaque, not one mid-fade read.
  await expect.poll(async () => alpha(await header.evaluate((el) => getComputedStyle(el).backgroundColor))).toBeGreaterThan(alpha(before));
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});
