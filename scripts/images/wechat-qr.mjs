import { rm } from 'node:fs/promises';
import path from 'node:path';
import QRCode from 'qrcode';
import { svgIssueMessage, svgIssues } from '../../lib/svg-safety.ts';
import { writeIfChanged } from './files.mjs';

/**
 * The WeChat QR code the overlay shows: the uploaded image when site.wechat.qrImage names one (its
 * fallback variant's URL), else an SVG generated from site.wechat.qrTarget. Returns its URL.
 */
export async function writeWechatQr(wechat, images, dirs) {
  const file = path.join(dirs.public, 'wechat-qr.svg');
  if (wechat.qrImage) {
    const entry = images[wechat.qrImage];
    if (!entry) {
      throw new Error(`content/site.ts › site.wechat.qrImage: "${wechat.qrImage}" is not an image in content/images/`);
    }
    await rm(file, { force: true });
    return entry.fallback;
  }
  const svg = await QRCode.toString(wechat.qrTarget, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#2b2622ff', light: '#ffffffff' },
  });
  // Served as it is: it must be a picture and nothing more, whatever the QR library writes.
  const issues = svgIssues(svg);
  if (issues.length) throw new Error(`generated wechat-qr.svg: ${svgIssueMessage(issues)}`);
  await writeIfChanged(file, svg);
  return `${dirs.url}/wechat-qr.svg`;
}
