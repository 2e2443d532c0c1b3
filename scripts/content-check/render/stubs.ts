// What the render of the check (./edition.ts) gives a page in place of what Next gives it: the
// current path, the visitor's place (one of ten, chosen by the render), and no CSS.
import { createElement, type ReactNode } from 'react';

export const current: { path: string; place: string | undefined; placeRead: boolean } = { path: '/', place: undefined, placeRead: false };

/** next/navigation: the page's own path; nothing navigates. */
export const navigation = {
  usePathname: () => current.path,
  useRouter: () => ({ push() {}, replace() {}, back() {}, prefetch() {}, refresh() {} }),
  useSearchParams: () => new URLSearchParams(),
  notFound: () => {
    throw new Error('notFound() in a pre-rendered page');
  },
};

/** components/crisis/use-visitor-place.ts: the place the render is for (undefined: the edition's own, as in the HTML). */
export const visitorPlace = {
  useVisitorPlace: () => {
    current.placeRead = true;
    return current.place;
  },
  choosePlace: () => undefined,
};

/** @next/third-parties/google: analytics is off in the check. */
export const thirdParties = { GoogleAnalytics: (): ReactNode => createElement('span') };

/** A CSS module: each class its own name. */
export const cssModule = { __esModule: true, default: new Proxy({}, { get: (_, name) => (typeof name === 'string' ? name : undefined) }) };
