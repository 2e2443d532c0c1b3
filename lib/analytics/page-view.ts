import { pageViewEvent } from './events';
import { sendEvent, type Gtag } from './gtag';

/** How long a page view waits for the new page's title before it is sent anyway. */
export const TITLE_WAIT_MS = 1000;

/**
 * Runs `run` once the document has a title other than `previousTitle` (Next sets the new
 * page's <title> a moment after the route change), or after `timeoutMs`. Returns a function
 * that runs it at once, if it has not run yet.
 */
export function whenTitleChanges(doc: Document, previousTitle: string, run: () => void, timeoutMs = TITLE_WAIT_MS): () => void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    run();
  };
  const check = () => {
    if (doc.title && doc.title !== previousTitle) finish();
  };
  const observer = new MutationObserver(check);
  observer.observe(doc.head, { subtree: true, childList: true, characterData: true });
  const timer = setTimeout(finish, timeoutMs);
  check();
  return finish;
}

export interface PageViewTracker {
  /** Call with every route; true when it starts a new page view (not for the first page). */
  readonly routeChanged: (pathname: string) => boolean;
  /** Sends a page view still waiting for its title. */
  readonly flush: () => void;
}

interface Page {
  readonly pathname: string;
  readonly href: string;
  title: string;
}

/**
 * page_view for each client route change. The first page's view is GA's own (its config call),
 * so it is not sent here; the previous page becomes the next view's referrer.
 */
export function createPageViewTracker(send: Gtag, doc: Document = document, timeoutMs = TITLE_WAIT_MS): PageViewTracker {
  let current: Page | null = null;
  let pending: (() => void) | null = null;
  const flush = () => pending?.();
  return {
    routeChanged: (pathname) => {
      if (current?.pathname === pathname) return false;
      flush(); // a page left before its title arrived still counts
      const previous = current;
      const page: Page = { pathname, href: doc.location.href, title: doc.title };
      current = page;
      if (!previous) return false;
      pending = whenTitleChanges(
        doc,
        previous.title,
        () => {
          pending = null;
          page.title = doc.title;
          sendEvent(send, pageViewEvent({ location: page.href, title: page.title, referrer: previous.href }));
        },
        timeoutMs,
      );
      return true;
    },
    flush,
  };
}
