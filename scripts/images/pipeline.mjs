// The image step of the build (run by `prebuild` through scripts/images/build.ts, which reads the content):
//   content/images/*.{jpg,jpeg,png,svg}
//     → public/i/<name>-<width>.<hash>.{avif,webp}               responsive variants, cached immutably (lib/images/folder.ts)
//     → public/generated/og/<name>.jpg                             1200×630 share images, for the sources pages name
//     → public/generated/wechat-qr.png                             site.wechat.qrImage as it is, once read as a WeChat QR (wechat-qr.mjs)
//     → public/generated/logo.svg, logo.png                        the brand logo (site.logo, logo.mjs) for the header, and a
//                                                                  square PNG on white for search engines (≥ 112 px raster)
//     → .generated/images.json                                     the manifest lib/images/manifest.ts reads
//
// Every variant is written in both formats (`FORMATS`). Which a page offers is the markup's choice: the LCP picture
// (`priority`, the hero's first slide) gets WebP only, by design (components/ui/picture.tsx says why;
// components/ui/picture-view.tsx `PictureView`, `HeroPictureView`).
//
// An SVG source must be a picture and nothing more (lib/images/svg-safety.ts): the step stops on any other
// before writing anything, and never writes a generated SVG that is not one.
//
// Incremental: each source's outputs are named after a key hashing the settings, the file name
// and the bytes; .cache/images/<key>.json remembers what that key produced, so an unchanged source
// whose outputs still exist costs one hash. Outputs and cache entries no longer produced are removed.
//
// Why AVIF effort 2: measured on the 2-core build machine for a 1920 px source, effort 4 (sharp's
// default) costs 2.3 s of CPU, effort 3 0.7 s, effort 2 0.5 s; their files are 18 % and 21 %
// larger than effort 4's (9.0 and 9.3 KB against 7.7 KB). AVIF is most of the step's cost, and a
// cold run of the ~65 images fell from 49 s to 32 s of CPU with effort 2.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_FOLDER } from '../../lib/images/folder.ts';
import { OG_IMAGE_SIZE } from '../../lib/seo/og-image.ts';
import { svgIssueMessage, svgIssues } from '../../lib/images/svg-safety.ts';
import { THEME_COLOR } from '../../lib/seo/theme-color.ts';
import { writeLogo } from './logo.mjs';
import { writeWechatQr } from './wechat-qr.mjs';

export const SETTINGS = {
  version: 2,
  widths: [320, 640, 960, 1280, 1920],
  // A set width within 15 % of the intrinsic width adds bytes on disk and no visible gain.
  minStep: 0.85,
  avif: { quality: 52, effort: 2 },
  webp: { quality: 76, effort: 4 },
  fallbackMaxWidth: 1280,
  placeholderWidth: 20,
  og: { ...OG_IMAGE_SIZE, quality: 82 },
};

/**
 * Hex digits of the key in a variant's file name: 8 (4 billion values) tell apart the versions of
 * one source, whose name comes first; each page repeats the tag in every URL of a picture.
 */
const TAG_LENGTH = 8;

const SUPPORTED = new Set(['.jpg', '.jpeg', '.png', '.svg']);
const FORMATS = /** @type {const} */ (['avif', 'webp']);

/** Widths to encode: the set below the intrinsic width, then the intrinsic width itself (≤ the largest). */
export function variantWidths(intrinsic, settings = SETTINGS) {
  const max = Math.min(intrinsic, settings.widths.at(-1));
  const below = settings.widths.filter((w) => w < max * settings.minStep);
  return [...below, max];
}

const sha = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};
const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function runPool(items, size, worker) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await worker(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, lane));
  return results;
}

/** Decodes once (EXIF-rotated, at most the largest width) so every variant resizes from raw pixels. */
async function decode(input, ext, maxWidth) {
  const meta = await sharp(input).metadata();
  const image = sharp(input, ext === '.svg' ? { density: 72 } : {}).rotate();
  const { data, info } = await image.resize({ width: maxWidth, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const stats = await sharp(data, raw).stats();
  const color = `#${[stats.dominant.r, stats.dominant.g, stats.dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const opaque = info.channels < 4 || stats.isOpaque;
  return { data, raw, width: info.width, height: info.height, opaque, color, svg: meta.format === 'svg' };
}

async function renderOg(input, ext, decoded, settings) {
  const { width, height, quality } = settings.og;
  // SVG is re-rasterised at the density that covers 1200×630, so the social image stays crisp.
  const scale = Math.max(1, width / decoded.width, height / decoded.height);
  const source = () => (ext === '.svg' ? sharp(input, { density: 72 * scale }) : sharp(decoded.data, decoded.raw));
  const ratio = decoded.width / decoded.height;
  let pipeline;
  if (ratio >= 1.5) {
    pipeline = source().resize(width, height, { fit: 'cover' });
  } else {
    // Portraits and squares would lose the face to a 1.9:1 crop: show them whole over a blurred fill.
    // PNG in between: a raw source would otherwise hand back headerless pixels.
    const fill = await source()
      .resize(width, height, { fit: 'cover' })
      .blur(24)
      .modulate({ brightness: 1.05 })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const front = await source().resize({ height, fit: 'inside' }).png({ compressionLevel: 0 }).toBuffer();
    pipeline = sharp(fill).composite([{ input: front, gravity: 'centre' }]);
  }
  return pipeline.flatten({ background: THEME_COLOR }).jpeg({ quality, mozjpeg: true }).toBuffer();
}

async function encodeSource({ file, input, ext, key, wantsOg }, dirs, settings) {
  const name = path.basename(file, ext);
  const decoded = await decode(input, ext, settings.widths.at(-1));
  const tag = key.slice(0, TAG_LENGTH);
  const variants = { avif: [], webp: [] };
  const outputs = [];
  for (const width of variantWidths(decoded.width, settings)) {
    const resized = await sharp(decoded.data, decoded.raw).resize({ width }).toBuffer({ resolveWithObject: true });
    const raw = { raw: resized.info };
    for (const format of FORMATS) {
      const fileName = `${name}-${width}.${tag}.${format}`;
      const data = await sharp(resized.data, raw)[format](settings[format]).toBuffer();
      await writeFile(path.join(dirs.img, fileName), data);
      variants[format].push({ width, src: `${dirs.imgUrl}/${fileName}` });
      outputs.push(path.join('img', fileName));
    }
  }
  const tiny = await sharp(decoded.data, decoded.raw)
    .resize({ width: settings.placeholderWidth })
    .blur(0.6)
    .webp({ quality: 40, alphaQuality: 40 })
    .toBuffer();
  const fallback = variants.webp.filter((v) => v.width <= settings.fallbackMaxWidth).at(-1) ?? variants.webp[0];
  const entry = {
    width: decoded.width,
    height: decoded.height,
    opaque: decoded.opaque,
    color: decoded.color,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    variants,
    fallback: fallback.src,
  };
  let og;
  if (wantsOg) {
    const ogName = `${name}.jpg`;
    await writeFile(path.join(dirs.og, ogName), await renderOg(input, ext, decoded, settings));
    og = { src: `${dirs.url}/og/${ogName}`, width: settings.og.width, height: settings.og.height };
    outputs.push(path.join('og', ogName));
  }
  return { entry, og, outputs };
}

/** Where an output the cache names (`img/<file>` or `og/<file>`) is on disk. */
const outputPath = (dirs, output) => path.join(output.startsWith('og') ? dirs.og : dirs.img, path.basename(output));

/** Cached result of a key, if every output it names is still on disk. */
async function readCache(cacheDir, key, dirs) {
  const cached = await readFile(path.join(cacheDir, `${key}.json`), 'utf8').then(JSON.parse, () => null);
  if (!cached) return null;
  const present = await Promise.all(cached.outputs.map((o) => exists(outputPath(dirs, o))));
  return present.every(Boolean) ? cached : null;
}

async function removeStale(dir, keep) {
  const names = await readdir(dir).catch(() => []);
  const stale = names.filter((n) => !keep.has(n));
  await Promise.all(stale.map((n) => rm(path.join(dir, n), { force: true })));
  return stale.length;
}

/**
 * The whole step. Every directory can be overridden (tests run it on a temp dir).
 * Returns the manifest and what it did.
 */
export async function buildImages(options = {}) {
  const started = performance.now();
  const root = options.root ?? process.cwd();
  const settings = options.settings ?? SETTINGS;
  const srcDir = options.srcDir ?? path.join(root, 'content', 'images');
  const publicDir = options.publicDir ?? path.join(root, 'public', 'generated');
  const imgDir = options.imgDir ?? path.join(root, 'public', IMAGE_FOLDER);
  const manifestPath = options.manifestPath ?? path.join(root, '.generated', 'images.json');
  const cacheDir = options.cacheDir ?? path.join(root, '.cache', 'images');
  const dirs = {
    public: publicDir,
    img: imgDir,
    og: path.join(publicDir, 'og'),
    url: options.urlBase ?? '/generated',
    imgUrl: `/${IMAGE_FOLDER}`,
  };
  const { wechat } = options;
  if (!wechat) throw new Error('buildImages: options.wechat is required (site.wechat from content/site.ts)');
  const ogSources = new Set(options.ogSources ?? []);
  const log = options.log ?? ((line) => console.log(line));

  const srcLabel = path.relative(root, srcDir) || srcDir;
  const all = (await readdir(srcDir)).filter((n) => !n.startsWith('.')).sort(); // .DS_Store, .gitkeep
  // The WeChat QR is served as it is (wechat-qr.mjs): resized or lossy variants of it would go unused.
  const names = all.filter((n) => n !== wechat.qrImage);
  for (const n of names) {
    if (!SUPPORTED.has(path.extname(n).toLowerCase())) {
      throw new Error(`${srcLabel}/${n}: unsupported image format — use JPEG, PNG or SVG`);
    }
  }
  // An SVG that is more than a picture is neither rasterised (a reference would be fetched) nor
  // copied (the logo): the step stops before writing anything, with the content check's message.
  for (const n of all.filter((name) => path.extname(name).toLowerCase() === '.svg')) {
    const issues = svgIssues(await readFile(path.join(srcDir, n), 'utf8'));
    if (issues.length) throw new Error(`${srcLabel}/${n}: ${svgIssueMessage(issues)}`);
  }
  await Promise.all([dirs.img, dirs.og, cacheDir, path.dirname(manifestPath)].map((d) => mkdir(d, { recursive: true })));

  // sharp runs one libvips thread per image on glibc; a pool of one image per core keeps both busy.
  const lanes = options.concurrency ?? availableParallelism();
  let encoded = 0;
  const results = await runPool(names, lanes, async (file) => {
    const ext = path.extname(file).toLowerCase();
    const input = await readFile(path.join(srcDir, file));
    const wantsOg = ogSources.has(file);
    // The URLs are part of what a key remembers: a change of folder makes new entries.
    const key = sha(JSON.stringify(settings), dirs.imgUrl, file, input, wantsOg ? 'og' : '');
    const cached = await readCache(cacheDir, key, dirs);
    if (cached) return { file, key, ...cached };
    try {
      const result = await encodeSource({ file, input, ext, key, wantsOg }, dirs, settings);
      await writeFile(path.join(cacheDir, `${key}.json`), JSON.stringify(result));
      encoded += 1;
      return { file, key, ...result };
    } catch (error) {
      throw new Error(`${srcLabel}/${file}: ${error.message}`);
    }
  });

  const images = {};
  const og = {};
  const keep = { img: new Set(), og: new Set(), cache: new Set() };
  for (const r of results) {
    images[r.file] = r.entry;
    if (r.og) og[r.file] = r.og;
    keep.cache.add(`${r.key}.json`);
    for (const o of r.outputs) keep[o.startsWith('og') ? 'og' : 'img'].add(path.basename(o));
  }
  const wechatQr = await writeWechatQr(wechat, all, dirs, srcDir);
  if (options.logo) await writeLogo(options.logo, srcDir, dirs);
  const removed = (await removeStale(dirs.img, keep.img)) + (await removeStale(dirs.og, keep.og));
  // The variants' folder before it moved to public/i/ (November 2026): it would be exported with the site.
  await rm(path.join(publicDir, 'img'), { recursive: true, force: true });
  await removeStale(cacheDir, keep.cache);

  const manifest = { version: settings.version, images, og, wechatQr };
  const tmp = `${manifestPath}.tmp`;
  await writeFile(tmp, `${JSON.stringify(manifest, null, 1)}\n`);
  await rename(tmp, manifestPath); // readers never see a half-written manifest

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `images: ${names.length} sources (${encoded} encoded, ${names.length - encoded} cached), ${Object.keys(og).length} og, ${removed} stale removed, ${seconds} s`,
  );
  return { manifest, encoded, removed };
}
