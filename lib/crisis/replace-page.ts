/**
 * Opens `href` in place of the current page in the tab's history, so Back does not return to it
 * (the quick exit). A module of its own so the component's test can stand in for the browser's
 * navigation, which jsdom neither performs nor lets a test watch.
 */
export function replacePage(href: string): void {
  window.location.replace(href);
}
