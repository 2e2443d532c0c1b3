import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { crisisLines } from '@/content/crisis-lines';
import { toSimplified } from '@/lib/content-text/simplified-edition';
import { hotlineGroup, linesOf, type CrisisGroup } from '@/lib/crisis/hotline';
import type { CrisisPlaceId } from '@/lib/crisis/places';
import { SIMPLIFIED, TRADITIONAL, type Edition } from '@/lib/edition';
import { expect } from './fixtures';

const OWN = /^https?:\/\/127\.0\.0\.1[:/]/;

/** Content's words as the edition prints them. */
export const words = (edition: Edition, text: string) => (edition === SIMPLIFIED ? toSimplified(text) : text);

/** A place's links of a group, in the edition's order (the Simplified one puts Hong Kong's Putonghua lines first). */
export const hrefsOf = (place: CrisisPlaceId, group: CrisisGroup, edition: Edition = TRADITIONAL) =>
  hotlineGroup(linesOf(crisisLines, place, edition.id), group, edition.id).flatMap((entry) => entry.links.map((link) => link.href));

/** Every address the page asks for from now on; `offsite` gives those of other hosts. */
export function requests(page: Page): string[] & { offsite(): string[] } {
  const asked = Object.assign([] as string[], { offsite: () => asked.filter((url) => !OWN.test(url)) });
  page.on('request', (request) => asked.push(request.url()));
  return asked;
}

/**
 * A visit from a device set as `options` say (its time zone): `run` gets the page and the
 * addresses it asked for, and afterwards nothing may have been asked of another host.
 */
export async function visitFrom(browser: Browser, options: BrowserContextOptions, run: (page: Page, asked: string[]) => Promise<void>) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const asked = requests(page);
  try {
    await run(page, asked);
    expect(asked.offsite(), 'requests to other hosts').toEqual([]);
  } finally {
    await context.close();
  }
}
