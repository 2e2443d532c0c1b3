/**
 * Where the build puts the brand logo made from `site.logo` (content/images/): the SVG the header
 * shows, and a square PNG for search engines, which want a raster logo of at least 112 px.
 */
export const LOGO_SVG_PATH = '/generated/logo.svg';
export const LOGO_PNG_PATH = '/generated/logo.png';
export const LOGO_PNG_SIZE = 512;
