import type { Page } from '@playwright/test';
import { chrome } from '@/content/chrome';

/** What the HTML-first specs share: the controls they press and a way to hold hydration back. */
export const menuButton = (page: Page) => page.getByRole('button', { name: chrome.menuOpen });
export const menu = (page: Page) => page.locator('#mobile-menu');
export const wechatButton = (page: Page) => page.getByRole('button', { name: chrome.wechatButton });
export const wechat = (page: Page) => page.getByRole('dialog', { name: chrome.wechatTitle });
const CHUNKS = /\/_next\/static\/chunks\/.+\.js$/;

/** Holds every framework chunk until `release` is called: the page is HTML only until then. */
export async function holdChunks(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHUNKS, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
