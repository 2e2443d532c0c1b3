import '@testing-library/jest-dom';
import { fakeMediaQueryList } from './fake-match-media';

// jsdom has no matchMedia; components read it for reduced motion and the device form.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => fakeMediaQueryList(query, false),
  });
}
