// Firefox ESR through puppeteer-core over WebDriver BiDi (Debian has no geckodriver package).
import puppeteer from 'puppeteer-core';
import { adopt } from './processes';
import { PHONE_USER_AGENT, pageScript, type Browser, type Engine, type PageFunction, type Viewport } from './browser';

const FIREFOX = '/usr/bin/firefox-esr';
const COMMAND_TIMEOUT_MS = 30_000;

export const firefox: Engine = {
  name: 'firefox',
  packages: ['firefox-esr'],

  async launch(viewport: Viewport): Promise<Browser> {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      acceptInsecureCerts: true,
      timeout: COMMAND_TIMEOUT_MS,
      protocolTimeout: COMMAND_TIMEOUT_MS,
      defaultViewport: { width: viewport.width, height: viewport.height },
      extraPrefsFirefox: {
        // Every request but loopback goes to a closed port: offsite requests fail at once.
        'network.proxy.type': 1,
        'network.proxy.http': '127.0.0.1',
        'network.proxy.http_port': 9,
        'network.proxy.ssl': '127.0.0.1',
        'network.proxy.ssl_port': 9,
        'network.proxy.share_proxy_settings': true,
        'network.proxy.no_proxies_on': '127.0.0.1,localhost',
        'network.proxy.allow_hijacking_localhost': false,
        // A phone: its user agent, and scrollbars that overlay the page instead of taking 12 px of its width.
        ...(viewport.name === 'phone' ? { 'general.useragent.override': PHONE_USER_AGENT, 'ui.useOverlayScrollbars': 1 } : {}),
      },
    });
    // puppeteer starts Firefox in its own process group: the run's exit path stops it too.
    adopt(browser.process());
    try {
      const errors: string[] = [];
      // A tab of our own: the one headless Firefox opens with never has the window's focus
      // (document.hasFocus() false, nothing matches :focus), a new one has (measured). Focus that
      // Tab takes past the page's last control never comes back to the page either, so a visit
      // after such a walk opens in a fresh tab, with the session's storage of the tab it replaces.
      const openTab = async () => {
        const tab = await browser.newPage();
        tab.setDefaultTimeout(COMMAND_TIMEOUT_MS);
        await tab.setViewport({ width: viewport.width, height: viewport.height });
        tab.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        tab.on('pageerror', (error) => errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
        return tab;
      };
      let page = await openTab();
      return {
        goto: async (url) => {
          if (!(await page.evaluate('document.hasFocus()'))) {
            // The same visit in the new tab: the session's storage (the visit code) goes along.
            const left = page;
            const carried = (await left.evaluate(`location.origin === ${JSON.stringify(new URL(url).origin)}
              ? JSON.stringify(Object.entries(sessionStorage)) : '[]'`)) as string;
            page = await openTab();
            await left.close();
            // Only in the page's own document (not a frame of another origin or about:blank).
            const preload = await page.evaluateOnNewDocument(
              (entries: string, origin: string) => {
                if (location.origin !== origin || window !== window.top) return;
                for (const [key, value] of JSON.parse(entries) as [string, string][]) sessionStorage.setItem(key, value);
              },
              carried,
              new URL(url).origin,
            );
            await page.goto(url, { waitUntil: 'load' });
            await page.removeScriptToEvaluateOnNewDocument(preload.identifier);
            return;
          }
          await page.goto(url, { waitUntil: 'load' });
        },
        run: <T>(fn: PageFunction<T>, ...args: unknown[]) =>
          page.evaluate(`(function () { ${pageScript(fn)} }).apply(null, ${JSON.stringify(args)})`) as Promise<T>,
        clickAt: (x, y) => page.mouse.click(Math.round(x), Math.round(y)),
        press: (key) => page.keyboard.press(key),
        async tab(count) {
          for (let press = 0; press < count; press += 1) await page.keyboard.press('Tab');
        },
        resize: (width, height) => page.setViewport({ width, height }),
        // BiDi delivers log entries as events ahead of the reply to a later command.
        takeErrors: async () => {
          await page.evaluate('0');
          return errors.splice(0);
        },
        close: () => browser.close(),
      };
    } catch (error) {
      await browser.close();
      throw error;
    }
  },
};
