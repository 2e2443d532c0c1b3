// WebKitGTK (the engine of every iPhone browser) through WebKitWebDriver, under a private Xvfb.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

import { PHONE_USER_AGENT, pageScript, type Browser, type Engine, type Viewport } from './browser';
import { freePort, poll, start, stop } from './processes';
import { WebDriverSession, type Action } from './webdriver-client';

const LAUNCHER = join(__dirname, 'webkit-browser.py');
/** Debian's Python: the one python3-gi installs `gi` for (a pyenv or venv python3 lacks it). */
const PYTHON = '/usr/bin/python3';
/** A closed port as every non-loopback request's proxy: offsite requests fail at once. */
const DEAD_PROXY = 'http://127.0.0.1:9';
const COMMAND_TIMEOUT_MS = 30_000;

/** Reads the display number Xvfb writes to the descriptor named by -displayfd. */
async function startXvfb() {
  const xvfb = start('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let text = '';
  (xvfb.stdio[3] as Readable).on('data', (chunk: Buffer) => (text += chunk.toString()));
  const display = await poll('Xvfb to start', 10_000, () => (/^\d+\n/.test(text) ? `:${text.trim()}` : undefined));
  return { xvfb, display };
}

/**
 * Console lines WebKitGTK writes for a non-ephemeral profile (to the browser's stderr, which the
 * driver passes on): `CONSOLE [<source>] <level> <text>`, e.g. `CONSOLE SECURITY ERROR Refused to…`.
 */
const CONSOLE_LINE = /^CONSOLE (?:(\w+) )?(LOG|INFO|WARN|ERROR|DEBUG) (.*)$/;

function consoleReader(driver: ChildProcess) {
  const errors: string[] = [];
  const marks = new Set<string>();
  let count = 0;
  for (const stream of [driver.stdout, driver.stderr]) {
    let pending = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = CONSOLE_LINE.exec(line);
        if (match?.[2] === 'ERROR') errors.push(match[1] ? `${match[1]}: ${match[3]}` : (match[3] ?? ''));
        else if (match?.[2] === 'LOG' && match[3]?.startsWith('engines-mark-')) marks.add(match[3]);
      }
    });
  }
  return { errors, nextMark: () => `engines-mark-${(count += 1)}`, seen: (mark: string) => marks.has(mark) };
}

/** `count` presses of a WebDriver key, each down then up. */
const keyPresses = (value: string, count: number): Action[] =>
  Array.from({ length: count }, (): Action[] => [
    { type: 'keyDown', value },
    { type: 'keyUp', value },
  ]).flat();

export const webkit: Engine = {
  name: 'webkit',
  // WebKitWebDriver, the WebKitGTK library with its Python bindings (the launcher), and Xvfb.
  packages: ['webkit2gtk-driver', 'gir1.2-webkit2-4.1', 'python3-gi', 'xvfb'],

  async launch(viewport: Viewport, options = {}): Promise<Browser> {
    const profile = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
    const { xvfb, display } = await startXvfb();
    const port = await freePort();
    // Without this, WebKitGTK under Xvfb never fires requestAnimationFrame, so nothing hydrates.
    const env = { ...process.env, DISPLAY: display, WEBKIT_DISABLE_DMABUF_RENDERER: '1' };
    const driver = start('WebKitWebDriver', [`--port=${port}`], { env });
    const messages = consoleReader(driver);
    const url = `http://127.0.0.1:${port}`;
    const cleanUp = async () => {
      await stop(driver);
      await stop(xvfb);
      rmSync(profile, { recursive: true, force: true });
    };
    try {
      await poll('WebKitWebDriver to answer', 10_000, async () => ((await fetch(`${url}/status`)).ok ? true : undefined));
      const args = ['--automation', `--size=${viewport.width}x${viewport.height}`, `--data-dir=${profile}`, `--proxy=${DEAD_PROXY}`];
      if (viewport.name === 'phone') args.push(`--user-agent=${PHONE_USER_AGENT}`);
      if (options.withoutPopover) args.push('--no-popover');
      const session = await WebDriverSession.open(
        url,
        {
          browserName: 'engines-battery',
          acceptInsecureCerts: true,
          'webkitgtk:browserOptions': { binary: PYTHON, args: [LAUNCHER, ...args] },
        },
        COMMAND_TIMEOUT_MS,
      );
      await session.setTimeouts({ script: 20_000, pageLoad: 20_000 });
      // Without a window manager GTK may settle the window at another size than the launcher's:
      // WebDriver's own window command sets it.
      await session.setWindowSize(viewport.width, viewport.height);
      return {
        goto: (target) => session.navigate(target),
        run: (fn, ...fnArgs) => session.execute(pageScript(fn), fnArgs),
        clickAt: (x, y) =>
          session.perform('pointer', [
            { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ]),
        // WebDriver's keys for Escape and Tab; a run of presses in one request.
        press: () => session.perform('key', keyPresses('\uE00C', 1)),
        tab: (count) => session.perform('key', keyPresses('\uE004', count)),
        resize: (width, height) => session.setWindowSize(width, height),
        async takeErrors() {
          // Console lines travel through the web process's pipe: a mark logged now arrives after
          // every line logged before it.
          const mark = messages.nextMark();
          await session.execute(`console.log(${JSON.stringify(mark)})`);
          await poll('the console mark', 5_000, () => (messages.seen(mark) ? true : undefined));
          return messages.errors.splice(0);
        },
        async close() {
          await session.close().catch(() => undefined);
          await cleanUp();
        },
      };
    } catch (error) {
      await cleanUp();
      throw error;
    }
  },
};
