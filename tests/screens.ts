/**
 * Common screens, phone to desktop, on which every route's loader must start by paint (Chromium in
 * tests/e2e/hydration-start.desktop.spec.ts, Firefox in tests/engines/paint-sweep.ts): the hero's
 * image variant, its shown size and the page's largest content change with each.
 */
export const SCREENS: readonly (readonly [width: number, height: number])[] = [
  [360, 800],
  [375, 812],
  [768, 1024],
  [1024, 768],
  [1280, 800],
  [1440, 900],
  [1920, 1080],
];
