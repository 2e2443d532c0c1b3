import { sendEvent, type Gtag } from './gtag';
import { linkClickEvent } from './link-kinds';
import { pageCode } from './neutral-page';

/**
 * One delegated listener for every link on the page, present and future, but those marked
 * `data-untracked`. Capture phase, so a component that stops propagation (a modal, a menu) cannot
 * hide a click from it.
 */
export function attachClickTracking(send: Gtag, root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    // A crisis line or the quick exit: that a visitor reached for one is nobody's data.
    if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('data-untracked')) return;
    const text = anchor.textContent?.trim() || anchor.getAttribute('aria-label') || anchor.title;
    const { origin, pathname } = root.location;
    sendEvent(send, linkClickEvent({ href: anchor.href, text, bookingTag: anchor.dataset.bookingTag }, origin, pageCode(pathname)));
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
