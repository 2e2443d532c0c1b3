// What the journeys need from a browser: the same for WebKitGTK (classic WebDriver) and Firefox (BiDi).

export interface Viewport {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
}

export const VIEWPORTS: readonly Viewport[] = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** An iPhone's Safari: the phone form of the booking link follows the user agent (lib/booking/whatsapp.ts). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- page functions take the JSON arguments they are given
export type PageFunction<T> = (...args: any[]) => T | Promise<T>;

export interface Browser {
  /** Opens `url` and returns once its load event has fired. */
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page with JSON `args`; a returned promise is awaited. */
  run<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T>;
  /** A real click (pointer down and up) at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>;
  /** A real key press. */
  press(key: 'Escape'): Promise<void>;
  /** `count` real presses of the Tab key, one after the other. */
  tab(count: number): Promise<void>;
  /** Gives the viewport another size (a 1280 px screen at 400 % is 320 × 256). */
  resize(width: number, height: number): Promise<void>;
  /** The console errors and uncaught page errors since the last call, then forgets them. */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  name: 'webkit' | 'firefox';
  /** The Debian packages this engine needs. */
  packages: readonly string[];
  /** A fresh browser (new profile) showing `viewport`; `withoutPopover`: the engine's popover switched off (WebKit only: Firefox ignores its pref, tests/engines/run.ts). */
  launch(viewport: Viewport, options?: { withoutPopover?: boolean }): Promise<Browser>;
}

/**
 * The source a driver sends for `fn`: tsx (esbuild with keepNames) wraps named functions in
 * `__name(…)`, a helper that exists in Node but not in the page, so the page gets a stand-in.
 */
export function pageScript(fn: PageFunction<unknown>): string {
  return `const __name = (f) => f; return (${fn.toString()}).apply(null, arguments);`;
}

/**
 * A request to another host that failed on the network, as WebKit ("Failed to load resource", as in
 * tests/e2e/fixtures.ts) or Firefox (a fetch with no answer) reports it: the closed network the site
 * must survive. Anything else about another host (a policy refusing it) stays an error.
 */
export function isOffsiteFailure(text: string): boolean {
  const urls = text.match(/https?:\/\/[^\s'")]+/g) ?? [];
  const offsite = urls.length > 0 && urls.every((url) => !/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url));
  return (
    offsite &&
    (/^(NETWORK: )?Failed to load resource/.test(text) || /\(Reason: CORS request did not succeed\)\. Status code: \(null\)/.test(text))
  );
}
