import { join } from 'node:path';
import { say } from '@/lib/schema/fields';
import { readWechatQr } from '@/lib/images/read-qr';
import type { Problem } from './types';

/**
 * The QR every WeChat booking shows is the account's own picture (content/images/, named by
 * site.wechat.qrImage): read by its pixels, it must hold a WeChat contact link. A picture that
 * cannot be read, or holds another link, would add no one: the check names the file.
 */
export async function checkWechatQrPicture(root: string, qrImage: string): Promise<readonly Problem[]> {
  const file = `content/images/${qrImage}`;
  const reading = await readWechatQr(join(root, file)).catch(() => undefined);
  if (reading?.ok) return [];
  const message = !reading
    ? say(
        '這個檔案不是可以開啟的圖片：在微信「我的二維碼」另存圖片，放進 content/images/',
        'not a picture that opens: save the picture from My QR Code in WeChat into content/images/',
      )
    : reading.found === undefined
      ? say(
          '圖片裡讀不到二維碼：在微信「我—二維碼名片」另存原圖（不要截圖裁切），放進 content/images/',
          'no QR code can be read in this picture: save the original from My QR Code in WeChat (not a cropped screenshot)',
        )
      : say(
          `這個二維碼不是微信的加好友碼（它載有 ${reading.found}）：要用微信「我的二維碼」的圖片，內容是 https://u.wechat.com/…`,
          `this QR is not a WeChat contact QR (it holds ${reading.found}): use the picture from My QR Code in WeChat, which holds https://u.wechat.com/…`,
        );
  return [{ file, line: 1, entry: 'site.wechat', field: 'qrImage', message }];
}
