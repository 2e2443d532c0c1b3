/**
 * The id of the footer navigation's heading: the phone menu leads there where the browser has no
 * popover (mobile-menu.tsx), and the footer lists every link of the menu under it.
 */
export const FOOTER_NAV_ID = 'footer-nav';
