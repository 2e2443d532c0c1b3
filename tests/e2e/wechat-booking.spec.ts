import type { Locator, Page } from '@playwright/test';
import { chrome } from '@/content/chrome';
import { contactCopy } from '@/content/pages/contact';
import { booking, site } from '@/content/site';
import { toSimplified } from '@/lib/content-text/simplified-edition';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { pageCodeTable } from '@/lib/routes';
import { codeForPath } from '@/lib/routes/page-code';
import { href } from '@/lib/routes/paths';
import { VISIT_CODE_KEY } from '@/lib/booking/visit-code';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

// In the mainland WhatsApp is blocked: the Simplified edition books over WeChat first; the
// Traditional edition keeps WhatsApp first.
const wechat = Object.fromEntries(
  Object.entries(booking.wechat).flatMap(([key, text]) => (typeof text === 'string' ? [[key, toSimplified(text)]] : [])),
) as Record<Exclude<keyof typeof booking.wechat, 'noticeLink'>, string>;
const labels = { source: toSimplified(booking.sourceLabels.page), visit: toSimplified(booking.sourceLabels.visit) };

const PATHS = ['/', '/contact', '/services/mandarin', '/services'];
/** The booking calls (inline) and the compact spots (a button that opens the WeChat dialog, then WhatsApp). */
const BLOCKS = 'main [data-booking-call], main [data-booking-choice]';
const WHATSAPP = 'a[href^="https://wa.me/"], a[href^="https://web.whatsapp.com/"]';
const BOOKING_LINKS = 'main a[href*="text="]';

const opener = (block: Locator) => block.locator('[data-wechat-dialog-button]');
const bookingDialog = (page: Page) => page.getByRole('dialog', { name: wechat.title });

/** Where a block's WeChat booking shows: in the block, or in the dialog its first button opens. */
async function openWechat(page: Page, block: Locator): Promise<Locator> {
  if ((await opener(block).count()) === 0) return block.locator('[data-wechat-booking]');
  await opener(block).click();
  await expect(bookingDialog(page)).toBeVisible();
  return bookingDialog(page);
}

/** In document order, within each booking block: is the WeChat id before every WhatsApp link? */
const wechatFirst = (page: Page) =>
  page.locator(BLOCKS).evaluateAll(
    (blocks, whatsapp) =>
      blocks.map((block) => {
        const id = block.querySelector('[data-wechat-id]');
        const links = [...block.querySelectorAll(whatsapp)];
        return (
          id !== null && links.length > 0 && links.every((link) => id.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING)
        );
      }),
    WHATSAPP,
  );

test.describe('the Simplified edition', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  for (const path of PATHS) {
    test(`${href(path, SIMPLIFIED)}: every booking block shows the WeChat id before any WhatsApp link`, async ({ page }) => {
      await page.goto(href(path, SIMPLIFIED));
      const blocks = page.locator(BLOCKS);
      const count = await blocks.count();
      expect(count).toBeGreaterThan(0);
      expect(await wechatFirst(page)).toEqual(Array<boolean>(count).fill(true));
      // No booking link outside a block: none was left without its WeChat way.
      const strays = await page
        .locator(BOOKING_LINKS)
        .evaluateAll((links, blocks) => links.filter((link) => !link.closest(blocks)).length, BLOCKS);
      expect(strays).toBe(0);
      for (const block of await blocks.all()) {
        const shown = await openWechat(page, block);
        await expect(shown.locator('[data-wechat-id]')).toHaveText(site.wechat.id);
        await expect(shown.locator('[data-wechat-id]')).toBeVisible();
        await expect(block.locator(WHATSAPP)).toHaveText(wechat.whatsappLabel);
        await page.keyboard.press('Escape');
        await expect(bookingDialog(page)).toBeHidden();
      }
    });

    test(`${href(path, SIMPLIFIED)}: the copy button copies the WeChat id; the message carries the page's and the visit's codes`, async ({
      page,
    }) => {
      await page.goto(href(path, SIMPLIFIED));
      const shown = await openWechat(page, page.locator(BLOCKS).first());
      await shown.getByRole('button', { name: wechat.copyId }).click();
      await expect(shown.getByRole('status').first()).toHaveText(wechat.copiedId);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.wechat.id);

      const visitCode = await page.evaluate((key) => window.sessionStorage.getItem(key), VISIT_CODE_KEY);
      expect(visitCode).toMatch(/^[A-Z0-9]{4}$/);
      const message = shown.locator('[data-wechat-message]');
      await expect(message).toContainText(`${labels.source}：${codeForPath(path, pageCodeTable)}，${labels.visit}：${visitCode}`);
      await shown.getByRole('button', { name: wechat.copyMessage }).click();
      await expect(shown.getByRole('status').last()).toHaveText(wechat.copiedMessage);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await message.innerText());
    });
  }

  test('the QR code shows on a computer; a phone, which cannot scan its own screen, neither shows nor loads it', async ({
    page,
  }, testInfo) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('wechat-qr')) requested.push(request.url());
    });
    await page.goto(href('/contact', SIMPLIFIED));
    const qr = page.locator('main [data-booking-call] [data-wechat-booking] img');
    if (testInfo.project.name === 'phone') {
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect(qr).toBeHidden();
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);
    } else {
      await qr.scrollIntoViewIfNeeded();
      await expect(qr).toBeVisible();
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('the contact card lists WeChat first, its id with a copy button', async ({ page }) => {
    await page.goto(href('/contact', SIMPLIFIED));
    const rows = page.locator('main dl').first().locator(':scope > div > dt');
    await expect(rows.first()).toHaveText(toSimplified(contactCopy.wechatLabel));
    const row = page.locator('main dl').first().locator(':scope > div').first();
    await expect(row.locator('[data-wechat-id]')).toHaveText(site.wechat.id);
    await row.getByRole('button', { name: wechat.copyId }).click();
    await expect(row.getByRole('status')).toHaveText(wechat.copiedId);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.wechat.id);
  });

  test("the floating WeChat overlay books too: the id to copy and the message with the page's code", async ({ page }) => {
    await page.goto(href('/contact', SIMPLIFIED));
    await page.getByRole('button', { name: toSimplified(chrome.wechatButton) }).click();
    const overlay = page.getByRole('dialog', { name: toSimplified(chrome.wechatTitle) });
    await expect(overlay).toBeVisible();
    await expect(overlay.locator('[data-wechat-id]')).toHaveText(site.wechat.id);
    await expect(overlay.getByRole('button', { name: wechat.copyId })).toBeVisible();
    await expect(overlay.locator('[data-wechat-message]')).toContainText(
      `${labels.source}：${codeForPath('/contact', pageCodeTable)}，${labels.visit}：`,
    );
  });

  test('the open WeChat booking dialog has no axe violations, and closes on a tap beside it', async ({ page }) => {
    await page.goto(href('/', SIMPLIFIED));
    const dialog = await openWechat(page, page.locator('main [data-booking-choice]').first());
    await expect(dialog.getByRole('button', { name: wechat.close })).toBeFocused();
    await expectNoViolations(page, 'the open WeChat booking dialog', '[data-booking-choice] [role="dialog"]');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(opener(page.locator('main [data-booking-choice]').first())).toBeFocused();
  });
});

test.describe('the Simplified edition without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a booking spot opens its WeChat dialog: the id as plain text, the message with the page’s code; a tap beside it closes it', async ({
    page,
  }) => {
    await page.goto(href('/', SIMPLIFIED));
    const block = page.locator('main [data-booking-choice]').first();
    const dialog = await openWechat(page, block);
    await expect(dialog.locator('[data-wechat-id]')).toHaveText(site.wechat.id);
    // The copy button does nothing without scripts: it stays out of sight, the id is selected by hand.
    await expect(dialog.getByRole('button', { name: wechat.copyId })).toBeHidden();
    await expect(dialog.locator('[data-wechat-message]')).toContainText(`${labels.source}：${codeForPath('/', pageCodeTable)}，`);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${SIMPLIFIED.base}/$`));
  });
});

test.describe('the Traditional edition', () => {
  for (const path of PATHS) {
    test(`${href(path, TRADITIONAL)}: the WhatsApp button stays first, and no booking call gains a WeChat block`, async ({ page }) => {
      await page.goto(href(path, TRADITIONAL));
      await expect(page.locator('main [data-wechat-booking], main [data-booking-choice], main [data-wechat-dialog-button]')).toHaveCount(0);
      for (const call of await page.locator('main [data-booking-call]').all()) {
        await expect(call.locator('a, button').first()).toHaveAttribute('href', /^https:\/\/(wa\.me|web\.whatsapp\.com)\//);
        await expect(call.getByText(site.wechat.id)).toHaveCount(0);
      }
      // The first way to book in the page is the WhatsApp button.
      const first = page.locator('main a[href*="text="], main [data-wechat-dialog-button]').first();
      await expect(first).toHaveAttribute('href', /^https:\/\/(wa\.me|web\.whatsapp\.com)\//);
    });
  }

  test('the contact card adds WeChat after WhatsApp', async ({ page }) => {
    await page.goto(href('/contact', TRADITIONAL));
    const terms = await page.locator('main dl').first().locator(':scope > div > dt').allInnerTexts();
    expect(terms.indexOf(contactCopy.wechatLabel)).toBeGreaterThan(terms.indexOf(contactCopy.whatsappLabel));
  });
});
