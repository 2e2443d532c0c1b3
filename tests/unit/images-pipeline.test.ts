/** @jest-environment node */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { checkPictureFiles } from '@/scripts/content-check/rules/pictures';
import { getImage, readManifest } from '@/lib/images/manifest';
import { patternSrcSet, variantPattern } from '@/lib/images/url-pattern';
import { buildImages, variantWidths, type BuildImagesOptions } from '../../scripts/images/pipeline.mjs';

jest.setTimeout(60_000);

let root: string;
let options: BuildImagesOptions;
const logs: string[] = [];
/** A PNG of one colour. */
const solidPng = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'images-'));
  mkdirSync(path.join(root, 'content', 'images'), { recursive: true });
  writeFileSync(path.join(root, 'content', 'images', 'service-sample.png'), await solidPng(700, 400, '#2f6b5e'));
  copyFileSync(path.join(process.cwd(), 'content', 'images', 'wechat-qr.png'), path.join(root, 'content', 'images', 'wechat-qr.png'));
  options = {
    root,
    wechat: { qrImage: 'wechat-qr.png' },
    ogSources: ['service-sample.png'],
    log: (line) => logs.push(line),
  };
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const manifestFile = () => path.join(root, '.generated', 'images.json');
const publicFile = (src: string) => path.join(root, 'public', src);

it('never upscales, keeps the intrinsic width, and skips a set width within 15 % of it', () => {
  expect(variantWidths(700)).toEqual([320, 700]); // 640 is within 15 % of 700
  expect(variantWidths(800)).toEqual([320, 640, 800]);
  expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
  expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
  expect(variantWidths(240)).toEqual([240]);
});

it('writes the manifest of a sample image: size, placeholder, hashed AVIF/WebP variants, fallback, OG image', async () => {
  const { manifest } = await buildImages(options);
  expect(JSON.parse(readFileSync(manifestFile(), 'utf8'))).toEqual(manifest);

  const entry = manifest.images['service-sample.png']!;
  expect(entry).toMatchObject({ width: 700, height: 400, opaque: true, color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
  expect(entry.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]{40,600}$/);
  for (const format of ['avif', 'webp'] as const) {
    expect(entry.variants[format].map((v) => v.width)).toEqual([320, 700]);
    for (const variant of entry.variants[format]) {
      expect(variant.src).toMatch(new RegExp(`^/i/service-sample-${variant.width}\\.[0-9a-f]{8}\\.${format}$`));
      const meta = await sharp(publicFile(variant.src)).metadata();
      expect(meta.width).toBe(variant.width);
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
    }
  }
  expect(entry.fallback).toBe(entry.variants.webp.at(-1)!.src);

  expect(manifest.og['service-sample.png']).toEqual({ src: '/generated/og/service-sample.jpg', width: 1200, height: 630 });
  const og = await sharp(publicFile('/generated/og/service-sample.jpg')).metadata();
  expect([og.format, og.width, og.height]).toEqual(['jpeg', 1200, 630]);

  expect(manifest.wechatQr).toBe('/generated/wechat-qr.png');
  expect(readFileSync(publicFile('/generated/wechat-qr.png'))).toEqual(readFileSync(path.join(root, 'content', 'images', 'wechat-qr.png')));
});

it('re-encodes nothing on an unchanged run, and replaces the outputs of a changed source', async () => {
  const first = await buildImages(options);
  const src = first.manifest.images['service-sample.png']!.variants.avif[0]!.src;
  const mtime = statSync(publicFile(src)).mtimeMs;

  const again = await buildImages(options);
  expect(again.encoded).toBe(0);
  expect(again.manifest).toEqual(first.manifest);
  expect(statSync(publicFile(src)).mtimeMs).toBe(mtime);

  writeFileSync(path.join(root, 'content', 'images', 'service-sample.png'), await solidPng(500, 500, '#c9784f'));
  const third = await buildImages(options);
  expect(third.encoded).toBe(1);
  expect(third.removed).toBeGreaterThan(0);
  expect(existsSync(publicFile(src))).toBe(false);
  expect(readdirSync(path.join(root, 'public', 'i'))).toHaveLength(4);
});

it('removes the outputs of a deleted source', async () => {
  await buildImages(options);
  rmSync(path.join(root, 'content', 'images', 'service-sample.png'));
  const { manifest } = await buildImages(options);
  expect(manifest.images).toEqual({});
  expect(readdirSync(path.join(root, 'public', 'i'))).toEqual([]);
  expect(readdirSync(path.join(root, 'public', 'generated', 'og'))).toEqual([]);
});

it('removes the variants folder of builds before public/i/', async () => {
  const legacy = path.join(root, 'public', 'generated', 'img');
  mkdirSync(legacy, { recursive: true });
  writeFileSync(path.join(legacy, 'service-sample-320.0123456789.webp'), 'old');
  await buildImages(options);
  expect(existsSync(legacy)).toBe(false);
});

it.each([
  ['an unsupported format', 'photo.gif', 'GIF89a', 'content/images/photo.gif: unsupported image format'],
  ['a corrupt source', 'broken.jpg', 'not a jpeg', 'content/images/broken.jpg: '],
])('fails on %s, naming the file', async (_, name, text, message) => {
  writeFileSync(path.join(root, 'content', 'images', name), text);
  await expect(buildImages(options)).rejects.toThrow(message);
});

it('refuses a WeChat QR picture that holds no WeChat contact QR, naming the file', async () => {
  await expect(buildImages({ ...options, wechat: { qrImage: 'service-sample.png' } })).rejects.toThrow(
    /^content\/images\/service-sample\.png: not a WeChat contact QR/,
  );
  await expect(buildImages({ ...options, wechat: { qrImage: 'missing.png' } })).rejects.toThrow('site.wechat.qrImage: "missing.png"');
});

it('makes a share image only for the sources the pages name, and again when a source becomes one', async () => {
  await buildImages({ ...options, ogSources: [] });
  expect(readdirSync(path.join(root, 'public', 'generated', 'og'))).toEqual([]);
  const { manifest } = await buildImages(options);
  expect(Object.keys(manifest.og)).toEqual(['service-sample.png']);
});

it('copies the SVG logo and renders a square PNG of the asked size on white', async () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60"><circle cx="60" cy="30" r="20" fill="#2f6b5e"/></svg>';
  writeFileSync(path.join(root, 'content', 'images', 'brand.svg'), svg);
  await buildImages({ ...options, logo: { file: 'brand.svg', size: 512 } });
  expect(readFileSync(publicFile('/generated/logo.svg'), 'utf8')).toBe(svg);
  const png = sharp(publicFile('/generated/logo.png'));
  expect(await png.metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
  const { data, info } = await png.raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
  ];
  expect(pixel(2, 2)).toEqual([255, 255, 255]); // the margin is white, not transparent
  expect(pixel(256, 256)).toEqual([0x2f, 0x6b, 0x5e]); // the mark fills the centre, at full size
});

it('stops on an SVG that is more than a picture before writing anything, with the content check’s message', async () => {
  const images = path.join(root, 'content', 'images');
  const logo = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>';
  writeFileSync(path.join(images, 'brand.svg'), logo);
  const run = buildImages({ ...options, logo: { file: 'brand.svg', size: 64 } });
  const [problem] = await checkPictureFiles(images);
  expect(problem?.file).toBe('content/images/brand.svg');
  await expect(run).rejects.toThrow(`content/images/brand.svg: ${problem?.message}`);
  // Neither copied nor rasterised: the step wrote nothing at all, public/ and the manifest included.
  expect(existsSync(path.join(root, 'public'))).toBe(false);
  expect(existsSync(manifestFile())).toBe(false);

  // Every kind stops it, whichever source it is: a reference to another address in a drawing.
  writeFileSync(path.join(images, 'brand.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>');
  writeFileSync(path.join(images, 'chart.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://example.org/a.png"/></svg>');
  await expect(buildImages(options)).rejects.toThrow(/^content\/images\/chart\.svg: .*refers to another file or address/);
});

it('refuses a logo that is missing or not an SVG, naming the field', async () => {
  await expect(buildImages({ ...options, logo: { file: 'nowhere.svg', size: 512 } })).rejects.toThrow('site.logo.file: "nowhere.svg"');
  await expect(buildImages({ ...options, logo: { file: 'service-sample.png', size: 512 } })).rejects.toThrow('must be an SVG');
});

it('is read by lib/images/manifest.ts: entries by file name, srcset strings, a named error for a missing file', async () => {
  await buildImages(options);
  const manifest = readManifest(manifestFile());
  const entry = getImage('service-sample.png', manifest);
  const widths = entry.variants.webp.map((variant) => variant.width);
  expect(patternSrcSet(variantPattern(entry.variants) ?? '', widths, 'webp')).toMatch(
    /^\/i\/service-sample-320\.[0-9a-f]{8}\.webp 320w, \/i\/service-sample-700\.[0-9a-f]{8}\.webp 700w$/,
  );
  expect(() => getImage('missing.svg', manifest)).toThrow(
    'content: image "missing.svg" has no built variants — run the image step (npm run build runs it)',
  );
  expect(() => readManifest(path.join(root, 'nope.json'))).toThrow(/run the image step/);
});
