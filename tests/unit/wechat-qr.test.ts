/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { site } from '@/content/site';
import { checkWechatQrPicture } from '@/scripts/content-check/wechat-qr-picture';
import { readWechatQr, WECHAT_CONTACT_URL } from '@/lib/images/read-qr';

let root: string;
beforeEach(() => (root = mkdtempSync(path.join(tmpdir(), 'wechat-qr-'))));
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("reads the content's QR picture as a WeChat contact link", async () => {
  const reading = await readWechatQr(path.join(process.cwd(), 'content', 'images', site.wechat.qrImage));
  expect(reading).toEqual({ ok: true, url: expect.stringMatching(WECHAT_CONTACT_URL) });
  expect(await checkWechatQrPicture(process.cwd(), site.wechat.qrImage)).toEqual([]);
});

it('names the file of a picture with no QR code in it', async () => {
  const images = path.join(root, 'content', 'images');
  mkdirSync(images, { recursive: true });
  const photo = sharp({ create: { width: 300, height: 300, channels: 3, background: '#2f6b5e' } });
  writeFileSync(path.join(images, 'photo.png'), await photo.png().toBuffer());
  writeFileSync(path.join(images, 'broken.png'), 'not a picture');
  const [unreadable] = await checkWechatQrPicture(root, 'photo.png');
  const message = expect.stringContaining('no QR code can be read');
  expect(unreadable).toMatchObject({ file: 'content/images/photo.png', field: 'qrImage', message });
  const [broken] = await checkWechatQrPicture(root, 'broken.png');
  expect(broken).toMatchObject({ file: 'content/images/broken.png', message: expect.stringContaining('not a picture that opens') });
});

it('takes only the opaque u.wechat.com token as a WeChat contact link', () => {
  expect(WECHAT_CONTACT_URL.test('https://u.wechat.com/EBpA3kq9XnR0sM2zLcHw7Tg')).toBe(true);
  for (const other of [
    'https://weixin.qq.com/r/abc',
    'http://u.wechat.com/EBpA3kq9Xn',
    'https://u.wechat.com.evil.cn/EBpA3kq9Xn',
    'https://example.com/',
  ])
    expect(WECHAT_CONTACT_URL.test(other)).toBe(false);
});
