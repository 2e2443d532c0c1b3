import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect } from './fixtures';

const OWN = /^https?:\/\/127\.0\.0\.1[:/]/;

/**
 * A visit from a device set as `options` say (its time zone): `run` gets the page and the
 * addresses it asked for, and afterwards nothing may have been asked of another host.
 */
export async function visitFrom(browser: Browser, options: BrowserContextOptions, run: (page: Page, asked: string[]) => Promise<void>) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  try {
    await run(page, asked);
    expect(
      asked.filter((url) => !OWN.test(url)),
      'requests to other hosts',
    ).toEqual([]);
  } finally {
    await context.close();
  }
}
