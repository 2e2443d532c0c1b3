import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { readWechatQr } from '../../lib/images/read-qr.ts';

/**
 * The WeChat QR code every WeChat booking shows: the account's own exported picture
 * (site.wechat.qrImage in content/images/), copied byte for byte — a resized or lossy copy could
 * stop a phone from reading it. Read by its pixels first: the step stops, naming the file, on a
 * picture that holds no QR or another link than a WeChat contact one. Returns its URL.
 * The reading is `readWechatQr` in lib/images/read-qr.ts (jsQR; it must match `WECHAT_CONTACT_URL`).
 * `npm run check:content` reads it the same way first, with its own messages:
 * scripts/content-check/wechat-qr-picture.ts `checkWechatQrPicture`.
 */
export async function writeWechatQr(wechat, sources, dirs, srcDir) {
  const label = `content/images/${wechat.qrImage}`;
  if (!sources.includes(wechat.qrImage))
    throw new Error(`content/site.ts › site.wechat.qrImage: "${wechat.qrImage}" is not an image in content/images/`);
  const source = path.join(srcDir, wechat.qrImage);
  const reading = await readWechatQr(source);
  if (!reading.ok) {
    const what = reading.found === undefined ? 'no QR code can be read in it' : `its QR holds ${reading.found}, not https://u.wechat.com/…`;
    throw new Error(`${label}: not a WeChat contact QR (${what}); save the picture from My QR Code in WeChat`);
  }
  const ext = path.extname(wechat.qrImage).toLowerCase();
  const name = `wechat-qr${ext}`;
  await rm(path.join(dirs.public, 'wechat-qr.svg'), { force: true }); // the generated code of earlier builds
  await copyFile(source, path.join(dirs.public, name));
  return `${dirs.url}/${name}`;
}
