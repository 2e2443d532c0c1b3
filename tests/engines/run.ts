// `npm run test:engines` (docs/testing.md): one fresh browser at a time; everything started is
// stopped at the end, failures and timeouts included. The site is served over HTTPS: WebKit and
// Firefox apply the CSP's upgrade-insecure-requests to loopback too (./https-server.ts `startSite`).
import { existsSync } from 'node:fs';
import { SIMPLIFIED } from '@/lib/edition';
import { backFromElsewhere } from './back-forward';
import { bookingLinksCarryVisitCode, floatingLinkKeepsVisitCode } from './booking';
import { VIEWPORTS, type Engine } from './browser';
import { missingPackages } from './debian-packages';
import { faqAccordion, mastersToggle } from './disclosures';
import { firefox } from './firefox';
import { startSite, type Site } from './https-server';
import type { Journey } from './journey-context';
import { bookingDialogWithoutPopover, withoutPopover } from './no-popover';
import { menuOpensAndCloses, wechatOpensAndCloses } from './overlays';
import { hydration } from './in-page';
import { paintSweep } from './paint-sweep';
import { stopAll } from './processes';
import { expect, Report } from './report';
import { CONTACT, HOME, SERVICES, SIMPLIFIED_CONTACT, TEMPLATE_PAGES } from './site-pages';
import { checkTemplatePage } from './template-pages';
import { videoJourney } from './video';
import { wcagChecks } from './wcag';
import { webkit } from './webkit';

/** The whole run's limit: past it, everything is stopped and the run fails. */
const RUN_LIMIT_MS = 8 * 60_000;
/** `ENGINES=firefox npm run test:engines` runs one engine (while working on it); the default is both. */
const ENGINES: readonly Engine[] = [webkit, firefox].filter((engine) =>
  (process.env.ENGINES ?? 'webkit,firefox').split(',').includes(engine.name),
);
/** The journeys by name; `JOURNEY=<part of a name>` runs only those whose name holds it (default: all). */
const JOURNEYS = [
  'pages',
  'masters',
  'video',
  'faq',
  'booking',
  'menu',
  'wechat',
  'no-scripts',
  'back-forward',
  'no-popover',
  'paint-sweep',
  'wcag',
] as const;
type JourneyName = (typeof JOURNEYS)[number];
const JOURNEY = process.env.JOURNEY ?? '';
const wanted = (name: JourneyName) => name.includes(JOURNEY);
/** The journeys run in a browser of each viewport (the others start their own). */
const PER_VIEWPORT = JOURNEYS.filter((name) => name !== 'no-popover' && name !== 'paint-sweep');

/** Opens a page and waits for it to hydrate: what a journey needs when the page checks were left out. */
async function openPage(journey: Journey, path: string): Promise<void> {
  await journey.report.check(`${path} opens`, async () => {
    await journey.browser.goto(journey.site.origin + path);
    await journey.browser.run(hydration, 2000);
  });
}

/** Opens a page on the no-script origin, and proves the policy kept every script out. */
async function openWithoutScripts(journey: Journey, path: string): Promise<void> {
  await journey.browser.goto(journey.site.noScriptOrigin + path);
  const scripts = await journey.browser.run(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  expect(scripts.length === 0, `scripts loaded on the no-script origin:\n${scripts.join('\n')}`);
}

type OwnJourney = [JourneyName, () => Promise<unknown>];

async function journeys(journey: Journey): Promise<void> {
  const { viewport, report } = journey;
  const phone = viewport.name === 'phone';
  let visitCode: string | undefined;
  for (const page of TEMPLATE_PAGES) {
    // Each page's own journeys run, in this order, on the visit the template checks left open.
    const own: OwnJourney[] =
      page.path === HOME
        ? [
            ['masters', () => mastersToggle(journey)],
            ['video', () => videoJourney(journey)],
          ]
        : page.path === SERVICES
          ? [
              ['faq', () => faqAccordion(journey)],
              ['booking', async () => (visitCode = await bookingLinksCarryVisitCode(journey, SERVICES))],
              ...(phone ? [['menu', () => menuOpensAndCloses(journey, true)] as OwnJourney] : []),
            ]
          : page.path === CONTACT
            ? [
                ['booking', () => floatingLinkKeepsVisitCode(journey, CONTACT, visitCode)],
                ['wechat', () => wechatOpensAndCloses(journey, true)],
              ]
            : [];
    // WCAG 2.2 beyond axe on every template page but the not-found one, after its own journeys.
    if (!page.missing) own.push(['wcag', () => wcagChecks(journey, page.path, CONTACT)]);
    if (wanted('pages')) await checkTemplatePage(journey, page);
    else if (own.some(([name]) => wanted(name))) await openPage(journey, page.path);
    for (const [name, run] of own) if (wanted(name)) await run();
  }
  // The Simplified edition's own text and fonts: its home and contact page (WeChat leads there).
  if (wanted('wcag')) {
    for (const path of [SIMPLIFIED.base + HOME, SIMPLIFIED_CONTACT]) {
      await openPage(journey, path);
      await wcagChecks(journey, path, SIMPLIFIED_CONTACT);
    }
  }
  // The same controls in the HTML alone: the policy of this origin lets no script run.
  if (wanted('no-scripts')) {
    if (phone) {
      await report.check(`${SERVICES} without scripts: opens, no script loaded`, () => openWithoutScripts(journey, SERVICES));
      await menuOpensAndCloses(journey, false);
    }
    await report.check(`${CONTACT} without scripts: opens, no script loaded`, () => openWithoutScripts(journey, CONTACT));
    await wechatOpensAndCloses(journey, false);
  }
  // Back from another site (WhatsApp's): Chromium's journey is tests/e2e/bfcache*.spec.ts.
  if (journey.engine === firefox && phone && wanted('back-forward'))
    await backFromElsewhere(journey, [HOME, SERVICES, CONTACT, SIMPLIFIED_CONTACT]);
}

/**
 * Under a new group of the report, a fresh browser of `engine` at `viewport` for `visit`, closed
 * whatever happens; a browser that does not start fails the group's first check.
 */
async function inBrowser(
  context: Omit<Journey, 'browser'>,
  group: string,
  visit: (journey: Journey) => Promise<void>,
  options?: { withoutPopover?: boolean },
): Promise<void> {
  const { engine, viewport, report } = context;
  report.begin(group);
  let browser: Journey['browser'] | undefined;
  const launch = async () => void (browser = await engine.launch(viewport, options));
  if (!(await report.check('browser starts', launch, 60_000)) || !browser) return;
  try {
    await visit({ ...context, browser });
  } finally {
    await browser.close().catch((error) => console.error(`closing ${engine.name}: ${error}`));
  }
}

/** A phone whose engine has no popover (WebKit's switched off): the menu and WeChat by their links. */
async function popoverOff(journey: Journey): Promise<void> {
  await withoutPopover(journey, SERVICES, true);
  await withoutPopover(journey, SERVICES, false);
  await bookingDialogWithoutPopover(journey, SIMPLIFIED.base + HOME);
}

/** Ends the run before any browser starts: says why, and counts it as one failure. */
function refuse(why: string): number {
  console.error(why);
  console.log('\n0 passed, 1 failed');
  return 1;
}

async function main(): Promise<number> {
  const started = Date.now();
  if (!JOURNEYS.some(wanted)) return refuse(`JOURNEY=${JOURNEY} names no journey; the names: ${JOURNEYS.join(', ')}`);
  // openssl makes the run's certificate: the engines get out/ over HTTPS (./https-server.ts `startSite`, docs/testing.md).
  const missing = missingPackages([...new Set(ENGINES.flatMap((engine) => engine.packages)), 'openssl']);
  if (missing.length > 0)
    return refuse(
      `test:engines needs Debian packages that are not installed. As root:\n  apt-get update && apt-get install -y ${missing.join(' ')}`,
    );
  if (!existsSync('out/index.html')) return refuse('out/ has no build: run `npm run build` first.');
  const report = new Report();
  const hydrationStarts = new Map<string, Set<string>>();
  let homeHydration: string[] = [];
  let site: Site | undefined;
  try {
    site = await startSite('out');
    for (const engine of ENGINES) {
      for (const viewport of PER_VIEWPORT.some(wanted) ? VIEWPORTS : []) {
        const group = `${engine.name} ${viewport.name} (${viewport.width}×${viewport.height})`;
        await inBrowser({ engine, viewport, site, report, hydrationStarts }, group, journeys);
      }
    }
    // WebKit alone: webkit-browser.py --no-popover switches WebKit's PopoverAttribute feature off; Firefox
    // has no such switch that works (Firefox 153 ignores dom.element.popover.enabled), and the fallback is
    // the same CSS and HTML in every engine.
    if (ENGINES.includes(webkit) && wanted('no-popover')) {
      const viewport = VIEWPORTS.find((entry) => entry.name === 'phone');
      if (!viewport) throw new Error('tests/engines/browser.ts lists no phone viewport');
      const context = { engine: webkit, viewport, site, report, hydrationStarts };
      await inBrowser(context, 'webkit phone without popover', popoverOff, { withoutPopover: true });
    }
    if (ENGINES.includes(firefox) && wanted('paint-sweep')) homeHydration = await paintSweep(firefox, site, report);
  } finally {
    await site?.close();
    await stopAll();
  }
  console.log('\nper engine and viewport:');
  for (const [group, count] of report.counts) console.log(`  ${group}: ${count.passed} passed, ${count.failed} failed`);
  for (const [engine, starts] of hydrationStarts) console.log(`  data-hydration-start in ${engine}: ${[...starts].join(', ')}`);
  if (homeHydration.length > 0) console.log(`  firefox, home, load → hydrated by width: ${homeHydration.join(', ')}`);
  console.log(`  took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`\n${report.passed} passed, ${report.failed} failed`);
  // A filter that leaves nothing to run (JOURNEY=paint-sweep in WebKit: the sweep is Firefox's) fails:
  // no check passed. (back-forward in WebKit still passes its browsers' start checks.)
  return report.failed === 0 && report.passed > 0 ? 0 : 1;
}

const watchdog = setTimeout(() => {
  console.error(`test:engines: no end after ${RUN_LIMIT_MS / 60_000} min; stopping everything`);
  void stopAll().finally(() => {
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  });
}, RUN_LIMIT_MS);

const stopOnSignal = (signal: NodeJS.Signals) => void stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);

main()
  .catch((error) => refuse(String(error instanceof Error ? (error.stack ?? error) : error)))
  .then(async (code) => {
    clearTimeout(watchdog);
    await stopAll();
    process.exit(code);
  });
