/**
 * @jest-environment node
 */
import { runInNewContext } from 'node:vm';
import {
  CHUNKS_ATTRIBUTE,
  HYDRATE_DIR,
  hydrateLoader,
  PAGE_SCRIPT_ATTRIBUTE,
  PAGE_SCRIPT_ID_ATTRIBUTE,
  PAINT_WAIT_MS,
} from '../../scripts/postbuild/hydrate-loader';

type Inserted = { src: string; async: boolean; id?: string };
type Box = { left: number; top: number; right: number; bottom: number };
type Entry = { size: number };

interface Page {
  readyState?: string;
  visibilityState?: string;
  /** Entry types the browser reports; [] for a browser without the paint report. */
  entryTypes?: string[];
  /** The boxes of the page's `fetchpriority="high"` images. */
  priorityImages?: Box[];
}

/** Runs the loader in a stand-in browser (a 400 × 800 window) whose clock, frames and paint reports the test drives. */
function load({ readyState = 'interactive', visibilityState = 'visible', entryTypes = ['largest-contentful-paint'], priorityImages = [] }: Page = {}) {
  const inserted: Inserted[] = [];
  const listeners: Record<string, () => void> = {};
  let timers: { at: number; run: () => void }[] = [];
  let frames: (() => void)[] = [];
  let now = 0;
  let report: ((list: { getEntries: () => Entry[] }) => void) | null = null;
  const buffered: Entry[] = [];
  let observing = false;

  class PerformanceObserver {
    static supportedEntryTypes = entryTypes;
    constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
      report = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'largest-contentful-paint', buffered: true });
      observing = true;
      if (buffered.length > 0) report?.({ getEntries: () => buffered });
    }
    disconnect() {
      observing = false;
    }
  }
  const document = {
    readyState,
    visibilityState,
    currentScript: {
      getAttribute: (name: string) =>
        ({ [PAGE_SCRIPT_ATTRIBUTE]: '/i/p.js', [PAGE_SCRIPT_ID_ATTRIBUTE]: '_R_', [CHUNKS_ATTRIBUTE]: '/c/a.js /c/b.js' })[name] ?? null,
    },
    // A new script element is async until told otherwise, as in the browser.
    createElement: () => ({ src: '', async: true }),
    body: { appendChild: (element: Inserted) => inserted.push(element) },
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('img[fetchpriority="high"]');
      return priorityImages.map((box) => ({ getBoundingClientRect: () => box }));
    },
  };
  const window = {
    innerWidth: 400,
    innerHeight: 800,
    PerformanceObserver,
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
    requestAnimationFrame: (run: () => void) => frames.push(run),
  };
  runInNewContext(hydrateLoader().text, { document, window });

  return {
    inserted,
    fireLoad: () => listeners.load?.(),
    /** The browser reports a paint; before the loader observes, it is buffered. */
    paint: (size: number) => (observing ? report?.({ getEntries: () => [{ size }] }) : buffered.push({ size })),
    frame: () => {
      const due = frames;
      frames = [];
      due.forEach((run) => run());
    },
    tick: (ms: number) => {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      due.forEach((timer) => timer.run());
    },
  };
}

const ALL = [
  { src: '/i/p.js', async: false, id: '_R_' },
  { src: '/c/a.js', async: false },
  { src: '/c/b.js', async: false },
];
const HERO = { left: 0, top: 0, right: 400, bottom: 600 };

describe('the hydration loader', () => {
  it('starts nothing before load, nor after it until the priority image has been shown', () => {
    const page = load({ priorityImages: [HERO] });
    page.paint(30_000); // a heading, before load
    page.tick(0);
    expect(page.inserted).toEqual([]);
    page.fireLoad();
    page.tick(0);
    page.paint(100_000); // a larger text block, still smaller than the hero
    page.tick(0);
    expect(page.inserted).toEqual([]);
    page.paint(400 * 600);
    expect(page.inserted).toEqual([]);
    page.tick(0);
    // The page's data first, then the chunks, run in this order (async = false).
    expect(page.inserted).toEqual(ALL);
    page.tick(PAINT_WAIT_MS);
    expect(page.inserted).toHaveLength(3);
  });

  it('counts only the part of the priority image inside the window, and takes a paint the browser reported before load', () => {
    const page = load({ priorityImages: [{ left: 0, top: 500, right: 400, bottom: 1100 }] });
    page.paint(400 * 300); // the visible 300 px of it
    page.fireLoad();
    page.tick(0);
    expect(page.inserted).toEqual(ALL);
  });

  it('on a page without a priority image, starts after the first paint report', () => {
    const page = load();
    page.fireLoad();
    page.tick(100);
    expect(page.inserted).toEqual([]);
    page.paint(5_000);
    page.tick(0);
    expect(page.inserted).toEqual(ALL);
  });

  it(`starts ${PAINT_WAIT_MS} ms after load when no report comes`, () => {
    const page = load({ priorityImages: [HERO] });
    page.fireLoad();
    page.tick(PAINT_WAIT_MS - 1);
    expect(page.inserted).toEqual([]);
    page.tick(1);
    expect(page.inserted).toEqual(ALL);
  });

  it('without the paint report (or in a background tab), starts after the next frame', () => {
    for (const page of [load({ entryTypes: [] }), load({ visibilityState: 'hidden', priorityImages: [HERO] })]) {
      page.fireLoad();
      page.tick(0);
      expect(page.inserted).toEqual([]);
      page.frame();
      page.tick(0);
      expect(page.inserted).toEqual(ALL);
    }
  });

  it('when it runs after load, waits for the paint all the same', () => {
    const page = load({ readyState: 'complete', priorityImages: [HERO] });
    page.tick(0);
    expect(page.inserted).toEqual([]);
    page.paint(400 * 600);
    page.tick(0);
    expect(page.inserted).toEqual(ALL);
  });

  it('is named after its content, under the immutable static folder', () => {
    expect(hydrateLoader().path).toMatch(new RegExp(`^${HYDRATE_DIR}[0-9a-f]{20}\\.js$`));
  });
});
