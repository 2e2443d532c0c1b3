/** `body.scroll-locked` (app/globals.css: `overflow: hidden`), the page kept still behind what is open. */
const LOCKED = 'scroll-locked';
let holders = 0;

/**
 * Stops the page behind an open menu or dialog from scrolling, and returns what lets it scroll
 * again (an effect's cleanup, called once). Counted: with the phone menu and a dialog open at
 * once, the page stays still until the last one closes.
 */
export function lockScroll(): () => void {
  holders += 1;
  document.body.classList.add(LOCKED);
  return () => {
    holders -= 1;
    if (holders === 0) document.body.classList.remove(LOCKED);
  };
}
