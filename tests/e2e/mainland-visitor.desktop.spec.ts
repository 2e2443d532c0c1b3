import { home } from '@/content/home';
import { mainlandNotice } from '@/content/mainland-notice';
import { booking } from '@/content/site';
import type { Video } from '@/content/types';
import { videoCopy } from '@/content/video-copy';
import { toSimplified } from '@/lib/content-text/simplified-edition';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { routes } from '@/lib/routes';
import { href } from '@/lib/routes/paths';
import { PLAYER_SLOW_MS } from '@/lib/video';
import { expect, test } from './fixtures';

// A visitor in the mainland books, pays, travels and watches without asking (issue 41).

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** Sentences of a text in which WhatsApp comes before 微信. */
const whatsappFirst = (text: string): string[] =>
  text
    .split(/[。！？；\n]/)
    .filter(
      (sentence) => sentence.includes('WhatsApp') && sentence.includes('微信') && sentence.indexOf('WhatsApp') < sentence.indexOf('微信'),
    );

test('no Simplified page names WhatsApp before 微信 in a visible sentence or its description; every booking block tells the WeChat route', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const wechatRoute = toSimplified(booking.wechat.afterTap).split(/\{hours[.}]/)[0]!;
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(href(route.path, SIMPLIFIED));
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    const visible = await page.locator('body').innerText();
    for (const sentence of whatsappFirst(`${visible}\n${description}`)) found.push(`${route.path}: ${sentence}`);
    for (const call of await page.locator('main [data-booking-call]').all())
      await expect(call, `${route.path}: the booking block's sentence`).toContainText(wechatRoute);
  }
  expect(found).toEqual([]);
});

test('the fee, Mandarin and contact pages tell a mainland visitor how to pay, roughly how much in RMB, the platform, the time, documents and the way', async ({
  page,
}) => {
  const notice = toSimplified(mainlandNotice.items.map((item) => item.text).join('\n'));
  const answers = {
    'how to pay': /微信支付|支付宝/,
    'which platform': /腾讯会议/,
    'Beijing time': /北京时间/,
    documents: /往来港澳通行证/,
    'the way from Shenzhen': /罗湖|西九龙/,
    'the rate and its date': new RegExp(`人民币 ${mainlandNotice.exchangeRate.rmbPerHkd} 元`),
  };
  for (const [question, answer] of Object.entries(answers))
    expect(notice, `content answers ${question}`).toMatch(answer.source.includes('人民币') ? /\{rmbRate\}/ : answer);
  for (const path of ['/fee', '/services/mandarin', '/contact']) {
    await page.goto(href(path, SIMPLIFIED));
    const main = page.getByRole('main');
    for (const [question, answer] of Object.entries(answers)) await expect(main, `${path}: ${question}`).toContainText(answer);
  }
  // Where fees show, each HK$ amount carries its approximate RMB.
  await page.goto(href('/fee', SIMPLIFIED));
  await expect(page.getByRole('main')).toContainText(/HK\$[\d,]+（约人民币 [\d,]+ 元）/);
});

test.describe('inside WeChat on a 375 px phone', () => {
  test.use({
    ...PHONE,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.50.2600(0x2800323C) NetType/WIFI Language/zh_CN',
  });

  test('the booking QR shows with 「长按识别二维码」', async ({ page }) => {
    await page.goto(href('/contact', SIMPLIFIED));
    const block = page.locator('main [data-booking-call] [data-wechat-booking]').first();
    const qr = block.getByRole('img', { name: toSimplified('本中心微信二維碼') });
    await expect(qr).toBeVisible();
    await qr.scrollIntoViewIfNeeded();
    // The picture itself arrives (it is lazy): a long press needs pixels, not a box.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(block.getByText(toSimplified(booking.wechat.qrPressHint))).toBeVisible();
  });
});

test.describe('in another phone browser', () => {
  test.use(PHONE);

  test('the booking QR stays hidden', async ({ page }) => {
    await page.goto(href('/contact', SIMPLIFIED));
    const block = page.locator('main [data-booking-call] [data-wechat-booking]').first();
    await expect(block.locator('[data-wechat-id]')).toBeVisible();
    await expect(block.getByRole('img')).toBeHidden();
  });
});

test.describe('with YouTube unreachable (requests left hanging, not refused)', () => {
  test.beforeEach(async ({ page }) => {
    // Never answered: the request stays pending, as blocked hosts often behave on the mainland.
    await page.route(/^https:\/\/([^/]+\.)?(youtube(-nocookie)?\.com|ytimg\.com)\//, () => {});
  });

  const videos: readonly Video[] = home.videos.categories.flatMap((category): readonly Video[] => category.videos);
  const withoutMirror = videos.find((video) => !video.mirror)!;
  const withMirror = videos.find((video) => video.mirror)!;

  test('a Simplified-edition visitor is told before tapping that a video may not play, and a mirror opens on its own host', async ({
    page,
  }) => {
    await page.goto(href('/', SIMPLIFIED));
    const card = page.locator('#home-videos a', { hasText: toSimplified(withoutMirror.title!) });
    await expect(card).toContainText(toSimplified(videoCopy.youtubeNote));
    const mirrored = page.locator('#home-videos a', { hasText: toSimplified(withMirror.title!) });
    await expect(mirrored).toHaveAttribute('href', withMirror.mirror!);
    await expect(mirrored).not.toContainText(toSimplified(videoCopy.youtubeNote));
  });

  for (const edition of [SIMPLIFIED, TRADITIONAL])
    test(`${edition.base || '/'}: a dialog whose player has not loaded says so within 5 s`, async ({ page }) => {
      await page.goto(href('/', edition));
      const convert = edition === SIMPLIFIED ? toSimplified : (text: string) => text;
      await page.locator('#home-videos a', { hasText: convert(withoutMirror.title!) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const opened = Date.now();
      await expect(dialog.getByRole('status')).toContainText(convert(videoCopy.playerSlow), { timeout: 5000 });
      expect(Date.now() - opened).toBeGreaterThanOrEqual(PLAYER_SLOW_MS - 500);
    });
});
