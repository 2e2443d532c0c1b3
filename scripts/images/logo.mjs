import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { writeIfChanged } from './files.mjs';

/**
 * The header's SVG logo, copied as it is, and a square PNG of `size` px for structured data: the
 * mark centred on white, since a search result may show it on any background.
 */
export async function writeLogo(logo, srcDir, dirs) {
  const input = await readFile(path.join(srcDir, logo.file)).catch(() => null);
  if (!input) throw new Error(`content/site.ts › site.logo.file: "${logo.file}" is not an image in content/images/`);
  if (path.extname(logo.file).toLowerCase() !== '.svg') {
    throw new Error(`content/site.ts › site.logo.file: "${logo.file}" must be an SVG, so the header's logo stays sharp`);
  }
  await writeIfChanged(path.join(dirs.public, 'logo.svg'), input);
  const { width = logo.size, height = logo.size } = await sharp(input).metadata();
  // Rasterise at the density that makes the longer side `size` px, rather than scaling up 72 dpi pixels.
  const density = (72 * logo.size) / Math.max(width, height);
  const png = await sharp(input, { density })
    .resize(logo.size, logo.size, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeIfChanged(path.join(dirs.public, 'logo.png'), png);
}
