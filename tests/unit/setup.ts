import '@testing-library/jest-dom';

/** A MediaQueryList that never changes: jsdom has no matchMedia of its own. */
export function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  const none = () => {};
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: none,
    removeEventListener: none,
    addListener: none,
    removeListener: none,
    dispatchEvent: () => false,
  };
}

if (typeof window !== 'undefined') {
  // Components read matchMedia for reduced motion and the device form.
  if (!window.matchMedia)
    Object.defineProperty(window, 'matchMedia', { writable: true, value: (query: string) => fakeMediaQueryList(query, false) });
  // <GoogleAnalytics> calls performance.mark on mount.
  if (typeof performance.mark !== 'function') Object.defineProperty(performance, 'mark', { configurable: true, value: () => undefined });
}
