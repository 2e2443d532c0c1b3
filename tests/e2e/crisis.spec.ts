import { crisisLines } from '@/content/crisis-lines';
import { chrome } from '@/content/chrome';
import { page as crisisPage } from '@/content/pages/crisis-support';
import { hotlineHref } from '@/lib/hotline';
import { href } from '@/lib/routes/paths';
import { expect, test } from './fixtures';

test('/crisis-support/ lists every hotline as a tap-to-call link, each number on one line', async ({ page }) => {
  await page.goto(href(crisisPage.path));
  const main = page.getByRole('main');
  for (const line of crisisLines) {
    const call = main.getByRole('link', { name: `${chrome.crisisCall} ${line.number} ${line.name}` });
    await expect(call).toHaveAttribute('href', hotlineHref(line.number));
    await expect(call).toBeVisible();
    expect(await call.getByText(line.number).evaluate((el) => el.getClientRects().length), `${line.number} on one line`).toBe(1);
    const box = await call.boundingBox();
    expect(box?.height ?? 0, 'a target of at least 24 px').toBeGreaterThanOrEqual(24);
  }
});

test('/crisis-support/ sets the emergency call apart from the support lines, and says what to do abroad', async ({ page }) => {
  await page.goto(href(crisisPage.path));
  const main = page.getByRole('main');
  const sections = crisisPage.sections.filter((section) => section.kind === 'hotlines');
  expect(sections.map((section) => ('lines' in section ? section.lines : undefined))).toEqual(['emergency', 'support']);
  for (const section of sections) {
    const region = main.getByRole('region', { name: section.heading });
    const expected = crisisLines.filter((line) => 'lines' in section && line.kind === section.lines);
    await expect(region.locator('a[href^="tel:"]')).toHaveCount(expected.length);
    for (const line of expected) {
      const card = region
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: `${chrome.crisisCall} ${line.number} ${line.name}` }) });
      if ('hours' in line) await expect(card).toContainText(line.hours);
    }
  }
  await expect(main.getByRole('region', { name: sections[0]?.heading ?? '' })).toContainText(chrome.crisisAbroad);
});
