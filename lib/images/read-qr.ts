import jsQR from 'jsqr';
import sharp from 'sharp';

/** What a WeChat contact QR (「我的二维码」) encodes: an opaque token under u.wechat.com, never the account's id. */
export const WECHAT_CONTACT_URL = /^https:\/\/u\.wechat\.com\/[A-Za-z0-9_-]{6,}$/;

export type QrReading = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly found?: string };

/**
 * Reads the QR code in a picture file by its pixels (sharp's raw RGBA, then jsQR). A white margin
 * is added first, since an exported QR often runs to the picture's edges and a decoder needs the
 * quiet zone. `ok` only for a WeChat contact QR; `found` is what another code holds.
 */
export async function readWechatQr(file: string): Promise<QrReading> {
  const margin = { top: 40, bottom: 40, left: 40, right: 40, background: '#ffffff' };
  const { data, info } = await sharp(file)
    .flatten({ background: '#ffffff' })
    .extend(margin)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
  if (found !== undefined && WECHAT_CONTACT_URL.test(found)) return { ok: true, url: found };
  return found === undefined ? { ok: false } : { ok: false, found };
}
