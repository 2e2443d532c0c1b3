/**
 * The page background (--color-bg in app/globals.css, which CSS cannot import): the browser's
 * theme colour, and the backdrop share images are flattened onto. tests/unit/seo-metadata.test.ts
 * fails when the two differ.
 */
export const THEME_COLOR = '#fbf8f4';
