import { crisisLines } from '@/content/crisis-lines';
import { chrome } from '@/content/chrome';
import { crisisPage } from '@/content/pages/general';
import { hotlineHref } from '@/lib/hotline';
import { href } from '@/lib/paths';
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
