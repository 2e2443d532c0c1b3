/**
 * The site folder of the image step's variants (`public/i/`, written by scripts/images/pipeline.mjs):
 * one letter, since a page writes each picture's URLs about ten times (every width, AVIF and WebP,
 * in its HTML and again in its flight data): home's ~600 URLs were 7 KB longer under
 * `/generated/img/`. Not `img`: `/img/x` is the host parity check's probe of a missing folder.
 */
export const IMAGE_FOLDER = 'i';
