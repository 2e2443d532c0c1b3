// What every journey gets, and the checks they share: console errors and waiting on the page.
import { isOffsiteFailure, type Browser, type Engine, type PageFunction, type Viewport } from './browser';
import type { Site } from './https-server';
import { pointAt } from './in-page';
import { poll } from './processes';
import { expect, type Report } from './report';

export interface Journey {
  engine: Engine;
  viewport: Viewport;
  browser: Browser;
  site: Site;
  report: Report;
  /** `data-hydration-start` values seen, by engine (for the closing summary). */
  hydrationStarts: Map<string, Set<string>>;
}

/**
 * Fails on any console error or uncaught error since the last look, except a request to another
 * host failing (the closed network the site must survive: the tests check the fallback instead)
 * and, on the no-script origin, the policy refusing the page's scripts (that is the point).
 */
export async function expectNoErrors(journey: Journey, options: { noScripts?: boolean; missingPage?: string } = {}): Promise<void> {
  const { noScriptOrigin } = journey.site;
  let errors = (await journey.browser.takeErrors()).filter((text) => !isOffsiteFailure(text));
  if (options.noScripts) errors = errors.filter((text) => !(/script-src/.test(text) && text.includes(noScriptOrigin)));
  if (options.missingPage) {
    // The not-found page's own 404 status, as Chromium's console reports it too.
    const index = errors.findIndex((text) => /404/.test(text) && text.includes(options.missingPage ?? ''));
    if (index >= 0) errors.splice(index, 1);
  }
  expect(errors.length === 0, `console or page errors:\n${errors.join('\n')}`);
}

/** Polls a page function until `accept` takes its value: a bounded wait, naming the last value on failure. */
export async function waitForValue<T>(
  journey: Journey,
  what: string,
  fn: PageFunction<T>,
  args: unknown[],
  accept: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  let last: T | undefined;
  try {
    return await poll(what, timeoutMs, async () => {
      last = await journey.browser.run(fn, ...args);
      return accept(last) ? last : undefined;
    });
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}; last seen: ${JSON.stringify(last)}`);
  }
}

/** Polls a page function until it returns true. */
export async function waitInPage(
  journey: Journey,
  what: string,
  fn: PageFunction<boolean>,
  args: unknown[] = [],
  timeoutMs = 5_000,
): Promise<void> {
  await waitForValue(journey, what, fn, args, (value) => value === true, timeoutMs);
}

/** A real click on the first element matching `selector` (holding `text`), scrolled into view. */
export async function clickOn(journey: Journey, selector: string, text: string | null = null): Promise<void> {
  const point = await journey.browser.run(pointAt, selector, text);
  const what = `${selector}${text ? ` holding "${text}"` : ''}`;
  expect(point, `nothing shown to click: ${what}`);
  expect(!point.covered, `${what} is covered by ${point.covered}`);
  await journey.browser.clickAt(point.x, point.y);
}
