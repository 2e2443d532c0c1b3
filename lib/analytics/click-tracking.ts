import { sendEvent, type Gtag } from './gtag';
import { linkClickEvent } from './links';
import { pageCode } from './neutral-page';

/**
 * One delegated listener for every link on the page, present and future. Capture phase, so a
 * component that stops propagation (a modal, a menu) cannot hide a click from it.
 */
export function attachClickTracking(send: Gtag, root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const text = anchor.textContent?.trim() || anchor.getAttribute('aria-label') || anchor.title;
    const { origin, pathname } = root.location;
    sendEvent(send, linkClickEvent({ href: anchor.href, text, bookingTag: anchor.dataset.bookingTag }, origin, pageCode(pathname)));
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
