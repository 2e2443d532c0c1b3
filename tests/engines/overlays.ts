// Native popovers, with scripts (React in charge after hydration) and without (the HTML alone).
import { chrome } from '@/content/chrome';
import { popoverState } from './in-page';
import { clickOn, expectNoErrors, waitForValue, waitInPage, type Journey } from './journey-context';

const MENU = '#mobile-menu';
const MENU_TOGGLE = `button[aria-controls="mobile-menu"]`;
const WECHAT = '[role="dialog"][popover]';
const WECHAT_BUTTON = 'button[data-floating="wechat"]';
/** React ignores a second menu toggle within 300 ms (use-mobile-menu.ts): a visitor's next tap comes later. */
const TOGGLE_LOCK_MS = 300;

const isOpen = (journey: Journey, selector: string, what: string) =>
  waitForValue(journey, `${what} to show`, popoverState, [selector], (state) => state.open && state.shown);
const isClosed = (journey: Journey, selector: string, what: string) =>
  waitForValue(journey, `${what} to close`, popoverState, [selector], (state) => !state.open && !state.shown);

/** On the page open now: the menu opens from its button and closes by its close button, Escape and a tap outside. */
export async function menuOpensAndCloses(journey: Journey, scripts: boolean): Promise<void> {
  await journey.report.check(`phone menu opens and closes ${scripts ? 'with scripts' : 'without scripts'}`, async () => {
    let lastToggle = 0;
    const open = async () => {
      // Waits out the toggle lock, as a visitor's next tap would.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastToggle + TOGGLE_LOCK_MS + 50 - Date.now())));
      await clickOn(journey, MENU_TOGGLE, chrome.menuOpen);
      lastToggle = Date.now();
      await isOpen(journey, MENU, 'the menu');
    };
    await open();
    await clickOn(journey, `${MENU} button`, chrome.menuClose);
    await isClosed(journey, MENU, 'the menu (close button)');
    await open();
    await journey.browser.press('Escape');
    await isClosed(journey, MENU, 'the menu (Escape)');
    await open();
    // Left of the panel, which covers 85% of the width from the right.
    await journey.browser.clickAt(10, journey.viewport.height / 2);
    await isClosed(journey, MENU, 'the menu (a tap outside)');
    await expectNoErrors(journey, { noScripts: !scripts });
  });
}

/** On the page open now: the WeChat overlay shows its QR code and closes by its button, Escape and a tap on the dimmed page. */
export async function wechatOpensAndCloses(journey: Journey, scripts: boolean): Promise<void> {
  await journey.report.check(
    `WeChat overlay opens with its QR code and closes ${scripts ? 'with scripts' : 'without scripts'}`,
    async () => {
      const open = async () => {
        await clickOn(journey, WECHAT_BUTTON, chrome.wechatButton);
        await isOpen(journey, WECHAT, 'the WeChat overlay');
      };
      await open();
      await waitInPage(
        journey,
        'the QR code to load',
        (sel: string, title: string) => {
          const dialog = document.querySelector(sel);
          const image = dialog?.querySelector('img');
          return dialog?.textContent?.includes(title) === true && image?.complete === true && image.naturalWidth > 0;
        },
        [WECHAT, chrome.wechatTitle],
      );
      await clickOn(journey, `${WECHAT} button`, chrome.wechatClose);
      await isClosed(journey, WECHAT, 'the overlay (close button)');
      await open();
      await journey.browser.press('Escape');
      await isClosed(journey, WECHAT, 'the overlay (Escape)');
      await open();
      await journey.browser.clickAt(5, 5);
      await isClosed(journey, WECHAT, 'the overlay (a tap on the dimmed page)');
      await expectNoErrors(journey, { noScripts: !scripts });
    },
  );
}
