import { crisisLines } from '@/content/crisis-lines';
import { booking, site } from '@/content/site';
import { toSimplified } from '@/lib/content-text/simplified-edition';
import { SIMPLIFIED } from '@/lib/edition';
import { hotlineHref } from '@/lib/crisis/hotline';
import { href } from '@/lib/routes/paths';
import { expect, MAINLAND_BLOCKED, test } from './fixtures';

// The Simplified edition from a mainland network (projects mainland-*: WhatsApp, Google, YouTube and
// Facebook refuse; fixtures.ts): what a visitor there needs works with what works there.
const mainlandEmergency = crisisLines.filter((line) => line.place === 'mainland');
const PAGES = ['/', '/contact', '/services/mandarin', '/crisis-support'];

for (const path of PAGES)
  test(`${href(path, SIMPLIFIED)} is whole and lets a visitor book by WeChat and call a mainland number`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const refused: string[] = [];
    page.on('requestfailed', (request) => {
      if (MAINLAND_BLOCKED.test(request.url())) refused.push(request.url());
    });
    await page.goto(href(path, SIMPLIFIED));
    // Nothing blank: the page's own text is there, whatever was refused.
    expect((await page.getByRole('main').innerText()).length, 'characters in main').toBeGreaterThan(200);
    // Nothing of the blocked services is fetched before a tap.
    expect(refused, 'requests to services blocked in the mainland').toEqual([]);

    // Book: the WeChat id, reached first, is copied to the clipboard.
    const dialogButton = page.locator('main [data-wechat-dialog-button]').first();
    const inline = page.locator('main [data-booking-call] [data-wechat-booking]').first();
    if (path !== '/crisis-support') {
      const block = (await inline.count()) > 0 ? inline : page.getByRole('dialog');
      if ((await inline.count()) === 0) await dialogButton.click();
      await expect(block.locator('[data-wechat-id]')).toHaveText(site.wechat.id);
      await block.getByRole('button', { name: toSimplified(booking.wechat.copyId) }).click();
      await expect(block.getByRole('status').first()).toHaveText(toSimplified(booking.wechat.copiedId));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.wechat.id);
    }

    // Help where the visitor is: the mainland's numbers in the footer, as tel: links.
    const footer = page.locator('footer');
    for (const line of mainlandEmergency)
      await expect(footer.locator(`a[href="${hotlineHref(line.channels[0]?.number ?? '', 'mainland')}"]`).first()).toBeAttached();
  });

test(`${href('/contact', SIMPLIFIED)} leads to the centre on a map that works in the mainland`, async ({ page }) => {
  await page.goto(href('/contact', SIMPLIFIED));
  const map = page.getByRole('main').locator('a[href^="https://uri.amap.com/"]');
  await expect(map).toBeVisible();
  const [opened] = await Promise.all([
    page
      .context()
      .waitForEvent('page')
      .catch(() => null),
    map.click(),
  ]);
  const landed = opened ?? page;
  await landed.waitForLoadState('domcontentloaded');
  expect(new URL(landed.url()).hostname).toBe('uri.amap.com');
});
