// Checks every template page gets: errors, hydration, a jump far down, and (phone) nothing cut off.
import { cutOffAtRight, hydration, jumpAndWatch, jumpTarget } from './in-page';
import { expectNoErrors, type Journey } from './journey-context';
import { expect } from './report';
import type { SitePage } from './site-pages';

/** React's mark must appear within this long after the load event. */
const HYDRATED_WITHIN_MS = 2000;
/** How long a jump's target is followed for movement. */
const WATCH_MS = 500;

/** Why each engine may start the page's scripts (the loader's `data-hydration-start`). */
const ALLOWED_STARTS: Record<Journey['engine']['name'], string[]> = {
  // Firefox reports largest-contentful-paint: the loader must have matched it to the main image.
  firefox: ['paint'],
  // WebKitGTK has no LCP entries: the decoded priority image and a frame are its signal.
  webkit: ['paint', 'frame'],
};

/** Opens the page and runs its checks; returns after the last, leaving the page open. */
export async function checkTemplatePage(journey: Journey, page: SitePage): Promise<void> {
  const { browser, report, viewport, engine } = journey;
  const at = page.path;
  let result: Awaited<ReturnType<typeof hydration>> | undefined;

  await report.check(`${at} loads and hydrates with no console or page error`, async () => {
    await browser.goto(journey.site.origin + at);
    // Errors thrown while hydrating count too: look once React is done (or the limit has passed).
    result = await browser.run(hydration, HYDRATED_WITHIN_MS);
    const size = `${viewport.width}×${viewport.height}`;
    expect(result.viewport === size, `the viewport is ${result.viewport}, not ${size}`);
    await expectNoErrors(journey, page.missing ? { missingPage: at } : {});
  });

  await report.check(
    `${at} hydrates within ${HYDRATED_WITHIN_MS / 1000} s of load, started by ${ALLOWED_STARTS[engine.name].join(' or ')}`,
    async () => {
      expect(result, 'the page did not load');
      const seen = journey.hydrationStarts.get(engine.name) ?? new Set();
      seen.add(result.start ?? '(none)');
      journey.hydrationStarts.set(engine.name, seen);
      expect(result.hydratedAfterLoadMs !== null, `<html data-hydrated="true"> absent ${HYDRATED_WITHIN_MS} ms after the load event`);
      expect(
        result.firstLookAfterLoadMs <= HYDRATED_WITHIN_MS,
        `first look only ${Math.round(result.firstLookAfterLoadMs)} ms after load: too late to tell when the page hydrated`,
      );
      expect(
        result.start !== null && ALLOWED_STARTS[engine.name].includes(result.start),
        `<html data-hydration-start> is ${result.start === null ? 'absent' : `"${result.start}"`}, expected ${ALLOWED_STARTS[engine.name].join(' or ')}`,
      );
    },
  );

  // The first jump of the visit, before anything else has laid the page out.
  await report.check(`${at} a jump far down lands on its target and stays there`, async () => {
    const target = await browser.run(jumpTarget);
    expect(target, 'no section far down and no footer heading to jump to');
    const jump = await browser.run(jumpAndWatch, target, 'hash', WATCH_MS);
    const landed = jump.atBottom
      ? jump.first >= jump.expected - 1 && jump.first < viewport.height
      : Math.abs(jump.first - jump.expected) <= 2;
    expect(landed, `#${target}: landed with its top at ${Math.round(jump.first)} px, expected ${Math.round(jump.expected)} px`);
    expect(
      Math.abs(jump.last - jump.first) <= 1,
      `#${target}: its top moved from ${Math.round(jump.first)} to ${Math.round(jump.last)} px (${Math.round(jump.last - jump.first)} px) within ${jump.frames} frame(s) of the jump`,
    );
    await expectNoErrors(journey);
  });

  if (viewport.name === 'phone') {
    await report.check(`${at} has nothing cut off beyond the ${viewport.width} px viewport`, async () => {
      const cut = await browser.run(cutOffAtRight);
      expect(
        cut.length === 0,
        `${cut.length} element(s) beyond the right edge, none in a sideways-scrolling box:\n${cut.slice(0, 12).join('\n')}${cut.length > 12 ? '\n…' : ''}`,
      );
    });
  }
}
