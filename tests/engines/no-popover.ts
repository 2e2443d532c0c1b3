// A browser without `popover` (Safari ≤ 16, Firefox ≤ 124, some in-app browsers): WebKitGTK with
// it switched off (webkit-browser.py --no-popover). Hydrated (React must not break what the HTML
// does) and without scripts.
import { chrome } from '@/content/chrome';
import { mainMenu } from '@/lib/routes/menus';
import { href } from '@/lib/routes/paths';
import { clickOn, expectNoErrors, waitForValue, waitInPage, type Journey } from './journey-context';
import { expect } from './report';

const MENU_LINK = 'a[data-menu-without-popover]';
const OVERLAY = '#wechat-overlay';

/** What of the menu and the footer's navigation the page shows now. */
function menuState(menuLink: string) {
  const shown = (element: Element | null) => element instanceof HTMLElement && element.getClientRects().length > 0;
  const link = document.querySelector<HTMLAnchorElement>(menuLink);
  const heading = link ? document.getElementById(link.hash.slice(1)) : null;
  const box = heading?.getBoundingClientRect();
  return {
    popover: 'showPopover' in HTMLElement.prototype || CSS.supports('selector(:popover-open)'),
    hydrated: document.documentElement.dataset.hydrated === 'true',
    loaded: document.readyState === 'complete',
    hash: location.hash,
    buttonShown: shown(document.querySelector('button[aria-controls="mobile-menu"]')),
    panelShown: shown(document.getElementById('mobile-menu')),
    linkShown: shown(link),
    headingInView: box !== undefined && box.top >= 0 && box.bottom <= innerHeight,
    footerLinks: [...(heading?.closest('nav')?.querySelectorAll('a') ?? [])].filter(shown).map((a) => a.getAttribute('href')),
  };
}

/** Waits until the element is no longer shown. */
const isHidden = (journey: Journey, what: string, selector: string) =>
  waitInPage(journey, what, (sel: string) => document.querySelector(sel)?.getClientRects().length === 0, [selector]);

function overlayState(selector: string, title: string) {
  const overlay = document.querySelector<HTMLElement>(selector);
  const box = overlay?.getBoundingClientRect();
  const image = overlay?.querySelector('img');
  return {
    shown: overlay !== null && overlay.getClientRects().length > 0,
    inView: box !== undefined && box.width > 0 && box.top >= 0 && box.bottom <= innerHeight,
    titled: overlay?.textContent?.includes(title) === true,
    qr: image?.complete === true && image.naturalWidth > 0,
  };
}

/** On `path`, hydrated (`scripts`) or from the origin that lets no script run. */
export async function withoutPopover(journey: Journey, path: string, scripts: boolean): Promise<void> {
  const how = scripts ? 'hydrated' : 'without scripts';
  await journey.report.check(`${path} without popover, ${how}: the menu leads to every link of the menu`, async () => {
    await journey.browser.goto((scripts ? journey.site.origin : journey.site.noScriptOrigin) + path);
    const before = await waitForValue(journey, `the page ${how}`, menuState, [MENU_LINK], (state) =>
      scripts ? state.hydrated : state.loaded,
    );
    expect(!before.popover, 'popover is still on: the engine was not started without it');
    expect(
      !before.buttonShown && !before.panelShown && before.linkShown,
      `the menu link in place of the button: ${JSON.stringify(before)}`,
    );
    await clickOn(journey, MENU_LINK);
    const after = await waitForValue(journey, 'the footer navigation in view', menuState, [MENU_LINK], (state) => state.headingInView);
    const expected = mainMenu.flatMap((item) => [item, ...(item.children ?? [])]).map((item) => href(item.href));
    const missing = expected.filter((link) => !after.footerLinks.includes(link));
    expect(missing.length === 0, `the footer navigation does not show: ${missing.join(', ')}`);
    await expectNoErrors(journey, { noScripts: !scripts });
  });
  await journey.report.check(
    `${path} without popover, ${how}: the WeChat link shows the QR code, and its close link hides it`,
    async () => {
      await clickOn(journey, `a[href="${OVERLAY}"]`, chrome.wechatButtonShort);
      await waitForValue(
        journey,
        'the WeChat overlay',
        overlayState,
        [OVERLAY, chrome.wechatTitle],
        (state) => state.shown && state.inView && state.titled && state.qr,
      );
      await clickOn(journey, `${OVERLAY} a`, chrome.wechatClose);
      await isHidden(journey, 'the overlay to close', OVERLAY);
      await expectNoErrors(journey);
    },
  );
}

/** The Simplified edition's booking spot: its WeChat link shows the booking dialog, and the dialog's close link hides it. */
export async function bookingDialogWithoutPopover(journey: Journey, path: string): Promise<void> {
  await journey.report.check(
    `${path} without popover: a booking spot's WeChat link shows its dialog, its close link hides it`,
    async () => {
      await journey.browser.goto(journey.site.origin + path);
      await waitInPage(journey, 'the page to hydrate', () => document.documentElement.dataset.hydrated === 'true');
      const opener = '[data-booking-choice] a[href^="#"]';
      const link = await journey.browser.run((selector: string) => {
        const anchor = document.querySelector<HTMLAnchorElement>(selector);
        return anchor ? { id: anchor.id, dialog: anchor.hash } : null;
      }, opener);
      expect(link, `no link to a WeChat dialog: ${opener}`);
      await clickOn(journey, opener);
      // Found by its id: the Simplified edition's words are converted at build, unlike content/'s.
      await waitForValue(journey, 'the booking dialog', overlayState, [link.dialog, ''], (state) => state.shown && state.inView);
      await clickOn(journey, `${link.dialog} a[href="#${link.id}"]`);
      await isHidden(journey, 'the dialog to close', link.dialog);
      await expectNoErrors(journey);
    },
  );
}
