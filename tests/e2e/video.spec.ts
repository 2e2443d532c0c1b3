import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { localDefault } from './out-files';
import { home } from '@/content/home';
import { videoCopy } from '@/content/video-copy';
import { SIMPLIFIED } from '@/lib/edition';
import { href } from '@/lib/routes/paths';
import { withTitle } from '@/lib/video';

// The video section of home on the closed network of the fixtures.

const videos = home.videos.categories.flatMap((category) => category.videos.map((video) => ({ ...video, category: category.title })));
const titled = videos.filter((video): video is (typeof videos)[number] & { title: string } => 'title' in video && Boolean(video.title));
/** Typed wide: an editor may add a video without a title, which the title services then name. */
const untitled: readonly { url: string }[] = videos.filter((video) => !('title' in video) || !video.title);

/**
 * The id in a content URL, read without the site's own parser: the 11 characters after `v=` or
 * after the path's last form word (youtu.be/, /shorts/, /embed/, /live/), whichever an editor pasted.
 */
const idOf = (url: string) => /(?:[?&]v=|youtu\.be\/|\/(?:shorts|embed|live|v)\/)([\w-]{11})/.exec(url)?.[1] ?? '';

const OEMBED = /^https:\/\/www\.youtube\.com\/oembed\?/;
const NOEMBED = /^https:\/\/noembed\.com\/embed\?/;
const NOCOOKIE = /^https:\/\/www\.youtube-nocookie\.com\//;

const section = (page: Page) => page.locator('#home-videos');
const cards = (page: Page) => section(page).locator('a:has(img)');
const cardOf = (page: Page, url: string) => cards(page).nth(videos.findIndex((video) => video.url === url));
const dialog = (page: Page) => page.getByRole('dialog');

/** Each card's thumbnail source once its picture has loaded and shows (null before). */
const thumbnails = (page: Page) =>
  section(page)
    .locator('li img')
    .evaluateAll((images) =>
      images.map((image) =>
        (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0 && image.checkVisibility()
          ? image.getAttribute('src')
          : null,
      ),
    );

/** Brings every card near the viewport, one after another, so lazy images and title lookups start. */
async function scrollThroughCards(page: Page) {
  await section(page).scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(videos.length);
  for (const card of await cards(page).all()) await card.scrollIntoViewIfNeeded();
}

async function openPlayer(page: Page, card: Locator, title: string) {
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAccessibleName(withTitle(videoCopy.dialogLabel, title));
  await expect(dialog(page).getByRole('button', { name: videoCopy.closeLabel })).toBeFocused();
}

const THIRD_PARTY = /^https:\/\/(i\.ytimg\.com|www\.youtube\.com|noembed\.com)\//;

test('none before the videos come near; then each card tries YouTube, falls back to the local default, untitled ones ask titles', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (THIRD_PARTY.test(request.url())) asked.push(request.url());
  });
  await page.goto('/'); // loaded and hydrated: the cards would have asked by now
  expect(asked, 'requests before scrolling').toEqual([]);

  await scrollThroughCards(page);
  await expect.poll(() => asked.filter((url) => NOEMBED.test(url)).length).toBe(untitled.length);
  // Every card has gone down its whole chain of sizes to the local default (all fail offline), and shows it.
  await expect.poll(() => thumbnails(page)).toEqual(videos.map(() => localDefault()));
  const ids = new Set(videos.map((video) => idOf(video.url)));
  const youtube = asked.filter((url) => url.startsWith('https://i.ytimg.com/'));
  expect(youtube.every((url) => ids.has(url.split('/')[4] ?? ''))).toBe(true);
  // Each card steps down its chain of three YouTube sizes at most (all three fail offline).
  expect(youtube.length).toBeLessThanOrEqual(3 * videos.length);
  const titleLookups = asked.filter((url) => OEMBED.test(url) || NOEMBED.test(url)).map((url) => new URL(url).searchParams.get('url'));
  expect([...titleLookups].sort()).toEqual([...untitled, ...untitled].map((video) => video.url).sort());
});

// i.ytimg.com hangs in the mainland: held here (never answered) as it is there, and recorded.
const YTIMG = /^https:\/\/i\.ytimg\.com\//;

test('no card asks i.ytimg.com: each shows the local picture; the Traditional edition still asks YouTube first', async ({ page }) => {
  const asked: string[] = [];
  await page.route(YTIMG, (route) => {
    asked.push(route.request().url());
  });
  await page.goto(href('/', SIMPLIFIED));
  await scrollThroughCards(page);
  await expect.poll(() => thumbnails(page)).toEqual(videos.map(() => localDefault()));
  expect(asked, 'requests to i.ytimg.com from the Simplified home').toEqual([]);

  await page.goto('/');
  await scrollThroughCards(page);
  await expect.poll(() => asked.length, 'the Traditional cards ask YouTube for their thumbnails').toBeGreaterThan(0);
});

test.describe('video player dialog', () => {
  const first = titled[0];
  if (!first) throw new Error('content/home.ts: the video section needs at least one titled video');
  const expectedSrc = `https://www.youtube-nocookie.com/embed/${idOf(first.url)}?autoplay=1&rel=0`;
  const cardName = withTitle(videoCopy.playLabel, first.title);

  // A stand-in player answers for YouTube: on the closed network each frame would otherwise wait
  // for Chrome's error page, which on a loaded two-core machine took seconds per opening.
  test.beforeEach(async ({ page }) => {
    await page.route(NOCOOKIE, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
  });

  test('nothing is requested from youtube-nocookie.com before a click; the click loads the player', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/');
    await scrollThroughCards(page);
    await expect.poll(() => thumbnails(page)).toEqual(videos.map(() => localDefault()));
    expect(requests.filter((url) => NOCOOKIE.test(url))).toEqual([]);

    await openPlayer(page, cardOf(page, first.url), first.title);
    await expect.poll(() => requests.filter((url) => NOCOOKIE.test(url))).toContain(expectedSrc);
  });

  test('the dialog holds the no-cookie player of the clicked video, at most 1000px wide at 16:9', async ({ page }) => {
    await page.goto('/');
    const card = cardOf(page, first.url);
    await expect(card).toHaveAccessibleName(cardName);
    await openPlayer(page, card, first.title);
    const player = dialog(page).locator('iframe');
    await expect(player).toHaveAttribute('src', expectedSrc);
    await expect(player).toHaveAttribute('title', withTitle(videoCopy.playerTitle, first.title));
    await expect(page.locator('body')).toHaveClass(/\bscroll-locked\b/);

    const viewport = page.viewportSize();
    if (!viewport) throw new Error('the projects set a viewport');
    const box = await player.boundingBox();
    if (!box) throw new Error('the player frame has no box');
    expect(box.width).toBeLessThanOrEqual(1000);
    expect(box.width).toBeLessThanOrEqual(viewport.width);
    // It uses the room there is: the full 1000px on the desktop, nearly the full width on a phone.
    expect(box.width).toBeGreaterThanOrEqual(Math.min(1000, viewport.width - 64));
    expect(box.height).toBeLessThanOrEqual(viewport.height);
    expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThanOrEqual(1);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  });

  const ways: [string, (page: Page) => Promise<void>][] = [
    ['the close button', (page) => dialog(page).getByRole('button', { name: videoCopy.closeLabel }).click()],
    [
      'a click on the backdrop',
      async (page) => {
        // The dialog is its own backdrop: a point inside it but outside the frame.
        const box = await dialog(page).boundingBox();
        if (!box) throw new Error('the dialog has no box');
        await page.mouse.click(box.x + 5, box.y + box.height - 5);
      },
    ],
    ['Escape', (page) => page.keyboard.press('Escape')],
  ];

  test('the open dialog covers the whole viewport, header and floating buttons included, and Tab stays in it', async ({ page }) => {
    await page.goto('/');
    await openPlayer(page, cardOf(page, first.url), first.title);
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    // Not a modal dialog (that restyles the whole page): it is above everything by its place and z-index.
    for (const [x, y] of [
      [2, 2],
      [viewport.width - 2, 2],
      [2, viewport.height - 2],
      [viewport.width - 2, viewport.height - 2],
    ]) {
      const inDialog = await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('dialog') !== null, [x, y]);
      expect(inDialog, `the point ${x},${y}`).toBe(true);
    }
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
  });

  test('the dialog closes with the close button, a click on the backdrop and Escape, each giving focus back to the card', async ({
    page,
  }) => {
    await page.goto('/');
    const card = cardOf(page, first.url);
    // The first opening loads the dialog's code; the others reopen it with the code loaded.
    for (const [way, close] of [...ways, ...ways.slice(0, 1)]) {
      await openPlayer(page, card, first.title);
      await close(page);
      await expect(dialog(page), way).toHaveCount(0);
      await expect(card, way).toBeFocused();
      await expect(page.locator('body'), way).not.toHaveClass(/\bscroll-locked\b/);
    }
  });

  test('when the player code cannot load, the video opens on YouTube in a new tab', async ({ page, context, consoleErrors }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const card = cardOf(page, first.url);
    // From here on every script request fails, so the player's code, fetched as the cards come
    // near and again on the click, cannot load.
    const failedChunks: string[] = [];
    page.on('requestfailed', (request) => {
      if (/\/_next\/static\/chunks\/.+\.js$/.test(request.url())) failedChunks.push(request.url());
    });
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => route.abort());
    await card.scrollIntoViewIfNeeded();
    await context.route(/^https:\/\/www\.youtube\.com\/watch\?/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>YouTube</title>' }),
    );
    const popup = page.waitForEvent('popup');
    await card.click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`https://www.youtube.com/watch?v=${idOf(first.url)}`);
    // The page did try to load the player (a link opening before hydration would not have).
    expect(failedChunks.length).toBeGreaterThan(0);
    await expect(dialog(page)).toHaveCount(0);
    // Chrome logs each aborted script of our own origin; those failures are this test's point.
    const expected = consoleErrors.filter((text) => text.startsWith('Failed to load resource'));
    expect(expected.length).toBeGreaterThan(0);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected.includes(text)));
  });
});

// The lookup itself (oEmbed, then noembed, then the default title) is proven in jest
// (video-title.test.ts, video-modal.test.tsx): the sample videos all carry their titles.
test('each card shows its title from content, or the default for an untitled one on the closed network', async ({ page }) => {
  await page.goto('/');
  await scrollThroughCards(page);
  for (const video of videos) {
    const title = 'title' in video && video.title ? video.title : videoCopy.defaultTitle;
    await expect(cardOf(page, video.url), video.url).toHaveText(title);
    await expect(cardOf(page, video.url), video.url).toHaveAccessibleName(withTitle(videoCopy.playLabel, title));
  }
});
