import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { checkPictureFiles } from '@/scripts/content-check/rules/pictures';

/*
 * The pictures an editor drops into content/images/, read by the content check before the image
 * step meets them: the real format must match the name, and the file must be whole.
 */
// Photo-like pictures, made once: noise gives each a body far longer than its header, as a real
// photo has. AVIF stands for the HEIF container an iPhone's HEIC photo uses.
const pictures: Record<'jpeg' | 'png' | 'avif', Buffer> = { jpeg: Buffer.alloc(0), png: Buffer.alloc(0), avif: Buffer.alloc(0) };
beforeAll(async () => {
  const noise = () =>
    sharp({ create: { width: 160, height: 120, channels: 3, background: '#8a6', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
  [pictures.jpeg, pictures.png, pictures.avif] = await Promise.all([
    noise().jpeg().toBuffer(),
    noise().png().toBuffer(),
    noise().avif({ effort: 0 }).toBuffer(),
  ]);
}, 30_000);

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pictures-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('passes whole pictures whose names say their format', async () => {
  writeFileSync(join(dir, 'room.jpg'), pictures.jpeg);
  writeFileSync(join(dir, 'room-2.jpeg'), pictures.jpeg);
  writeFileSync(join(dir, 'chart.png'), pictures.png);
  writeFileSync(
    join(dir, 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  );
  writeFileSync(join(dir, '.DS_Store'), 'not a picture, and hidden');
  expect(await checkPictureFiles(dir)).toEqual([]);
});

it('refuses, each with what to do, a half-downloaded JPEG, an iPhone photo renamed .jpg and files that are no picture of ours', async () => {
  const { jpeg, png } = pictures;
  writeFileSync(join(dir, 'half.jpg'), jpeg.subarray(0, Math.floor(jpeg.length / 2)));
  writeFileSync(join(dir, 'renamed.jpg'), pictures.avif); // the HEIF container iPhones write
  writeFileSync(join(dir, 'png-named.jpg'), pictures.png);
  writeFileSync(join(dir, 'cut.png'), png.subarray(0, png.length - 20));
  writeFileSync(join(dir, 'IMG_2043.HEIC'), pictures.avif);
  writeFileSync(join(dir, 'notes.txt'), 'hello');
  writeFileSync(join(dir, 'empty.jpg'), '');

  const found = new Map((await checkPictureFiles(dir)).map((problem) => [problem.file.replace('content/images/', ''), problem.message]));
  expect([...found.keys()].sort()).toEqual([
    'IMG_2043.HEIC',
    'cut.png',
    'empty.jpg',
    'half.jpg',
    'notes.txt',
    'png-named.jpg',
    'renamed.jpg',
  ]);
  expect(found.get('half.jpg')).toMatch(/不完整.*incomplete/);
  expect(found.get('cut.png')).toMatch(/不完整/);
  expect(found.get('renamed.jpg')).toMatch(/HEIC.*匯出.*JPEG.*export/);
  expect(found.get('png-named.jpg')).toMatch(/其實是 PNG/);
  expect(found.get('IMG_2043.HEIC')).toMatch(/只可放 \.jpg、\.png 或 \.svg.*JPEG/);
  expect(found.get('notes.txt')).toMatch(/只可放/);
  expect(found.get('empty.jpg')).toMatch(/讀不到圖片/);
});

it('passes the pictures of content/images/', async () => {
  expect(await checkPictureFiles(join(process.cwd(), 'content', 'images'))).toEqual([]);
});

it('refuses, as one line naming the file and line, an SVG that is more than a picture, in content/images/, public/ or app/', async () => {
  // A project's layout: content/images/ beside public/ and app/, whose SVGs Next copies to out/ as they are.
  const images = join(dir, 'content', 'images');
  for (const folder of [images, join(dir, 'public', 'icons'), join(dir, 'public', 'generated'), join(dir, 'app')])
    mkdirSync(folder, { recursive: true });
  const picture = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
  writeFileSync(join(images, 'chart.svg'), picture.replace('<rect', '<script>alert(1)</script>\n<rect onclick="x()"'));
  writeFileSync(join(images, 'clean.svg'), picture);
  writeFileSync(join(dir, 'public', 'icons', 'badge.svg'), picture.replace('<rect', '<a href="javascript:alert(1)"/><rect'));
  writeFileSync(join(dir, 'app', 'icon.svg'), picture.replace('<rect', '<foreignObject/><rect'));
  // The image step's output is checked as it is written, not here (it would repeat the source's line).
  writeFileSync(join(dir, 'public', 'generated', 'logo.svg'), picture.replace('<rect', '<script/><rect'));

  const found = await checkPictureFiles(images);
  expect(found.map((problem) => [problem.file, problem.line])).toEqual([
    ['public/icons/badge.svg', 1],
    ['app/icon.svg', 1],
    ['content/images/chart.svg', 1],
  ]);
  const message = (file: string) => found.find((problem) => problem.file === file)?.message ?? '';
  expect(message('content/images/chart.svg')).toMatch(
    /第 1 行含有程式碼.*第 2 行含有事件程式碼.*重新匯出.*line 1 holds a script.*line 2 holds an event handler.*Export it again/,
  );
  expect(message('public/icons/badge.svg')).toMatch(/javascript:.*javascript:/);
  expect(message('app/icon.svg')).toMatch(/<foreignObject>.*<foreignObject>/);
  for (const problem of found) expect(problem.message).not.toContain('\n');
});
