import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { chrome } from '@/content/chrome';
import { crisisLines } from '@/content/crisis-lines';
import { ALL_PLACES_ID } from '@/lib/crisis/places';
import { TRADITIONAL } from '@/lib/edition';
import { channelHref, linesOf } from '@/lib/crisis/hotline';
import { routes } from '@/lib/routes';
import { href } from '@/lib/routes/paths';
import { readPage } from './out-files';

// What every page's HTML holds before any layout, read from out/ with a DOM parser: what a crawler
// and a visitor without scripts get. What needs a browser on every route: every-route.spec.ts.

const builtPage = (routePath: string): Document => new JSDOM(readPage(routePath)).window.document;

/** The text a reader gets from an element, without the scripts' and styles' own text. */
function readableText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('script, style, template')) hidden.remove();
  return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** The list of every place's lines on /crisis-support/, where the footer's link leads. */
let allPlaces: Element;
test.beforeAll(() => {
  const list = builtPage(href('/crisis-support')).getElementById(ALL_PLACES_ID);
  expect(list?.tagName, `#${ALL_PLACES_ID} on /crisis-support/`).toBe('DETAILS');
  allPlaces = list as Element;
});

for (const route of routes) {
  test(`${route.path} holds its page in the shared chrome, readable without scripts`, () => {
    const document = builtPage(route.path);
    expect(document.querySelectorAll('h1'), 'h1 elements').toHaveLength(1);
    // Each id once: a heading's aria-labelledby and a skip link find the element they name.
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      'ids used twice',
    ).toEqual([]);
    expect(document.querySelector('header'), 'header').not.toBeNull();
    expect(document.querySelector('footer'), 'footer').not.toBeNull();
    const main = document.querySelector('main#main');
    expect(main, 'main#main').not.toBeNull();

    // The whole text is in the HTML: no placeholder waits for a script.
    const text = readableText(main as Element);
    expect(text.length, 'characters of text in main').toBeGreaterThan(300);
    expect(text).not.toContain(chrome.loading);

    // Crisis help from every page: the footer's Hong Kong lines are links showing their numbers,
    // and every way to reach every Hong Kong hotline is a link in the footer or in the list of every
    // place on /crisis-support/ that the footer links to (not repeated on every page: issue #44).
    const footer = document.querySelector('footer') as Element;
    expect(footer.querySelector(`a[href="${href(`/crisis-support#${ALL_PLACES_ID}`)}"]`), 'the link to every place').not.toBeNull();
    for (const line of linesOf(crisisLines, 'hk', TRADITIONAL.id))
      for (const channel of line.channels)
        for (const via of channel.via) {
          const selector = `a[href="${channelHref(via, channel.number)}"]`;
          const links =
            footer.querySelectorAll(selector).length > 0 ? footer.querySelectorAll(selector) : allPlaces.querySelectorAll(selector);
          expect(links.length, `${line.name} ${via}`).toBeGreaterThanOrEqual(1);
          expect(links[0]?.textContent, line.name).toContain(channel.number);
        }

    // Replies wait for office hours: beside every booking button, a line with the crisis page's link.
    const crisisHref = href('/crisis-support');
    for (const booking of document.querySelectorAll('a[href^="https://wa.me/"][href*="text="]:not([data-floating])')) {
      const after = [booking.nextElementSibling, booking.nextElementSibling?.nextElementSibling];
      expect(
        after.some((element) => element?.tagName === 'P' && element.querySelector(`a[href="${crisisHref}"]`)),
        `the line beside booking button ${booking.getAttribute('data-booking-tag') ?? ''} links to ${crisisHref}`,
      ).toBe(true);
    }

    if (route.path !== '/') {
      const crumbs = document.querySelector(`nav[aria-label="${chrome.breadcrumbLabel}"]`);
      expect(crumbs?.querySelector('[aria-current="page"]')?.textContent?.trim(), 'the current page in the breadcrumbs').toBe(route.name);
    }
    expect(document.querySelector('[data-spacing]')?.getAttribute('data-spacing'), 'the page frame').toBe(route.flush ? 'flush' : 'spaced');
  });
}
