import { readFileSync } from 'node:fs';
import { join } from 'node:path';
/**
 * @jest-environment node
 */
// The browser's own code: lib/browser/hydrate-loader.js, run in a stand-in browser, as the
// post-build step serves it (scripts/postbuild/hydrate-loader.ts).
import { runInNewContext } from 'node:vm';
import {
  CHUNKS_ATTRIBUTE,
  HYDRATE_DIR,
  hydrateLoader,
  PAGE_SCRIPT_ATTRIBUTE,
  PAGE_SCRIPT_ID_ATTRIBUTE,
} from '../../scripts/postbuild/hydrate-loader';

/** Where the loader records why it started (`paint`, `frame`, `fallback`), and its wait after `load`, as it writes them. */
const START_ATTRIBUTE = 'data-hydration-start';
const FALLBACK_MS = Number(/\bFALLBACK_MS = (\d+);/.exec(hydrateLoader().text)?.[1]);

type Inserted = { src: string; async: boolean; id?: string };
type Box = { left: number; top: number; right: number; bottom: number };
type Image = { getBoundingClientRect: () => Box; decode: () => Promise<void> };
type Entry = { size: number; element: unknown };

interface Page {
  readyState?: string;
  visibilityState?: string;
  /** The page is being prerendered (`document.prerendering`). */
  prerendering?: boolean;
  /** Entry types the browser reports; [] for a browser without the paint report (WebKit). */
  entryTypes?: string[];
  /** The boxes of the page's `fetchpriority="high"` images. */
  priorityImages?: Box[];
  /** The browser has MessageChannel (every current one); without, the loader inserts all at once. */
  messages?: boolean;
}

/** Runs the loader in a stand-in browser (a 400 × 800 window) whose clock, frames, decoding and paint reports the test drives. */
function load({
  readyState = 'interactive',
  visibilityState = 'visible',
  prerendering = false,
  entryTypes = ['largest-contentful-paint'],
  priorityImages = [],
  messages = false,
}: Page = {}) {
  const inserted: Inserted[] = [];
  const attributes: Record<string, string> = {};
  const listeners: Record<string, () => void> = {};
  let timers: { at: number; run: () => void }[] = [];
  let frames: (() => void)[] = [];
  let now = 0;
  let report: ((list: { getEntries: () => Entry[] }) => void) | null = null;
  const buffered: Entry[] = [];
  let observing = false;
  const decoders: (() => void)[] = [];
  /** How often the loader read a box of the document (which styles and lays it out). */
  let layouts = 0;
  let mutated: (() => void) | null = null;
  const documentListeners: Record<string, () => void> = {};
  const images: Image[] = priorityImages.map((box) => ({
    getBoundingClientRect: () => box,
    decode: () => new Promise<void>((resolve) => decoders.push(resolve)),
  }));

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
  /** Messages posted and not yet delivered: each is a task of its own. */
  let posted: (() => void)[] = [];
  class MessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => posted.push(() => this.port1.onmessage?.()) };
  }
  /** Calls back once per batch of changes, as the browser does at the end of the task that made them. */
  class MutationObserver {
    constructor(callback: () => void) {
      mutated = callback;
    }
    observe(target: unknown, options: MutationObserverInit) {
      expect(target).toBe(document.documentElement);
      expect(options).toMatchObject({ subtree: true, childList: true, attributes: true });
    }
    disconnect() {
      mutated = null;
    }
  }
  const document = {
    readyState,
    visibilityState,
    prerendering,
    documentElement: {
      setAttribute: (name: string, value: string) => (attributes[name] = value),
      getBoundingClientRect: () => {
        layouts += 1;
        return { left: 0, top: 0, right: 400, bottom: 3000 };
      },
    },
    addEventListener: (type: string, listener: () => void) => (documentListeners[type] = listener),
    currentScript: {
      getAttribute: (name: string) =>
        ({ [PAGE_SCRIPT_ATTRIBUTE]: '/i/p.js', [PAGE_SCRIPT_ID_ATTRIBUTE]: '_R_', [CHUNKS_ATTRIBUTE]: '/c/a.js /c/b.js' })[name] ?? null,
    },
    // A new script element is async until told otherwise, as in the browser.
    createElement: () => ({ src: '', async: true }),
    body: { appendChild: (element: Inserted) => inserted.push(element) },
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('img[fetchpriority="high"]');
      return images;
    },
  };
  const window = {
    innerWidth: 400,
    innerHeight: 800,
    PerformanceObserver,
    MutationObserver,
    ...(messages ? { MessageChannel } : {}),
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
    requestAnimationFrame: (run: () => void) => frames.push(run),
  };
  runInNewContext(hydrateLoader().text, { document, window });

  return {
    inserted,
    /** Why the loader started, as it recorded it on <html>. */
    reason: () => attributes[START_ATTRIBUTE],
    images,
    layouts: () => layouts,
    /** The next posted message is delivered, in a task of its own. */
    nextMessage: () => {
      const [first, ...rest] = posted;
      posted = rest;
      first?.();
      return first !== undefined;
    },
    /** Scripts change the document (hydration, effects); the observer reports it at the task's end. */
    mutate: () => mutated?.(),
    /** The visitor arrives: the prerendered page is shown. */
    activate: () => {
      document.prerendering = false;
      documentListeners.prerenderingchange?.();
    },
    fireLoad: () => listeners.load?.(),
    /** The browser reports a paint (of `element`, if given); before the loader observes, it is buffered. */
    paint: (size: number, element: unknown = {}) => {
      const entry = { size, element };
      if (observing) report?.({ getEntries: () => [entry] });
      else buffered.push(entry);
    },
    /** Every priority image finishes decoding (promise callbacks run on the next microtask turn). */
    decodeAll: async () => {
      decoders.splice(0).forEach((resolve) => resolve());
      await Promise.resolve();
      await Promise.resolve();
    },
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
/** The loader has inserted every script, and says why it started. */
function expectStarted(page: ReturnType<typeof load>, reason: string) {
  expect(page.inserted).toEqual(ALL);
  expect(page.reason()).toBe(reason);
}
/** The next frame comes and its timers run: the loader has started, and says it was by frame. */
function expectStartAfterNextFrame(page: ReturnType<typeof load>) {
  page.frame();
  page.tick(0);
  expectStarted(page, 'frame');
}

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
    expectStarted(page, 'paint');
    page.tick(FALLBACK_MS);
    expect(page.inserted).toHaveLength(3);
    expect(page.reason()).toBe('paint');
  });

  it('takes the report that names the priority image, whatever size the browser gives it, forcing no layout', () => {
    // At 1280 × 800 the hero is shown larger than its variant and the browser caps its size at
    // the natural one; Firefox rounds it smaller again. The element is what it is.
    const page = load({ priorityImages: [HERO] });
    page.fireLoad();
    page.paint(400 * 600 * 0.6, page.images[0]);
    page.tick(0);
    expectStarted(page, 'paint');
    // Loaded in front of the visitor, nothing makes the browser lay the page out before its frame.
    page.mutate();
    expect(page.layouts()).toBe(0);
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
    expectStarted(page, 'paint');
  });

  it(`starts ${FALLBACK_MS} ms after load when no report comes, and says so`, () => {
    const page = load({ priorityImages: [HERO] });
    page.fireLoad();
    page.tick(FALLBACK_MS - 1);
    expect(page.inserted).toEqual([]);
    page.tick(1);
    expectStarted(page, 'fallback');
  });

  it('without the paint report (WebKit) or in a background tab, starts a frame after the priority image decodes, or has none', async () => {
    for (const page of [load({ entryTypes: [], priorityImages: [HERO] }), load({ visibilityState: 'hidden', priorityImages: [HERO] })]) {
      page.fireLoad();
      page.frame();
      page.tick(0);
      expect(page.inserted).toEqual([]);
      await page.decodeAll();
      page.tick(0);
      expect(page.inserted).toEqual([]);
      expectStartAfterNextFrame(page);
    }
    // No priority image to wait for: the next frame.
    const page = load({ entryTypes: [] });
    page.fireLoad();
    page.tick(0);
    expect(page.inserted).toEqual([]);
    expectStartAfterNextFrame(page);
  });

  it('while prerendered, starts at load, without waiting for a frame or a decode that come only once it is shown', () => {
    const page = load({ visibilityState: 'hidden', prerendering: true, priorityImages: [HERO] });
    expect(page.inserted).toEqual([]);
    page.fireLoad();
    expectStarted(page, 'prerender');
  });

  it('while prerendered, styles and lays the page out after each change, so the frame that shows it need not', () => {
    const page = load({ visibilityState: 'hidden', prerendering: true });
    page.fireLoad();
    expect(page.layouts()).toBe(1);
    page.mutate(); // hydration's commit
    page.mutate(); // the effects after it
    expect(page.layouts()).toBe(3);
    page.activate();
    page.mutate();
    expect(page.layouts()).toBe(3);
  });

  it("inserts one script a task, the page's own first, in order", () => {
    const page = load({ messages: true, prerendering: true, visibilityState: 'hidden' });
    page.fireLoad();
    expect(page.inserted).toEqual(ALL.slice(0, 1));
    expect(page.nextMessage()).toBe(true);
    expect(page.inserted).toEqual(ALL.slice(0, 2));
    expect(page.nextMessage()).toBe(true);
    expect(page.inserted).toEqual(ALL);
    expect(page.nextMessage()).toBe(false);
  });

  it('when it runs after load, waits for the paint all the same', () => {
    const page = load({ readyState: 'complete', priorityImages: [HERO] });
    page.tick(0);
    expect(page.inserted).toEqual([]);
    page.paint(400 * 600);
    page.tick(0);
    expect(page.inserted).toEqual(ALL);
  });

  it("is named after its content, under the immutable static folder, and served without its source's comment lines", () => {
    const { text, path } = hydrateLoader();
    expect(path).toMatch(new RegExp(`^${HYDRATE_DIR}[0-9a-f]{20}\\.js$`));
    expect(text).not.toMatch(/^\s*\/\//m);
    expect(text.length).toBeLessThan(readFileSync(join(process.cwd(), 'lib/browser/hydrate-loader.js'), 'utf8').length);
  });

  it('reads the attributes the build names, and writes its fallback delay as a number', () => {
    const { text } = hydrateLoader();
    for (const name of [CHUNKS_ATTRIBUTE, PAGE_SCRIPT_ATTRIBUTE, PAGE_SCRIPT_ID_ATTRIBUTE, START_ATTRIBUTE])
      expect(text).toContain(`'${name}'`);
    expect(FALLBACK_MS).toBeGreaterThan(0);
  });
});
