import { chrome } from '@/content/chrome';
import { booking, site } from '@/content/site';
import type { BookingTag } from '@/content/types';
import { wechatQrSrc } from '@/lib/image-manifest';
import type { PageCodeTable } from '@/lib/routes/page-code';
import type { BookingTarget } from '@/lib/whatsapp';
import { bookingTarget } from './booking-target';
import { CopyButton } from './copy-button';
import { WechatMessage } from './wechat-message';
import styles from './wechat-booking.module.css';

interface WechatBookingProps {
  /** The page's neutral booking code; the floating overlay, on every page, gives the table instead. */
  code?: string;
  codes?: PageCodeTable;
  tag?: BookingTag;
  /** Inline in a booking call the block names itself; in a dialog, the dialog's heading does. */
  title?: string;
  /** In a dialog, which is its frame: no card of its own. */
  bare?: boolean;
  /** The message to send; a page with its own message passes it. */
  target?: BookingTarget;
}

/**
 * Booking over WeChat, the first way in the Simplified edition: the WeChat id as text with a copy
 * button, the QR code for a visitor on a computer (a phone cannot scan its own screen, so phones
 * do not show it, nor load it — except inside WeChat, where a long press on it adds the account:
 * InWechatMark), and the message to send, with the WhatsApp message's source tag.
 */
export function WechatBooking({ code, codes, tag, title, bare = false, target = bookingTarget }: WechatBookingProps) {
  const words = booking.wechat;
  return (
    <div className={bare ? `${styles.wechat} ${styles.bare}` : styles.wechat} data-wechat-booking="">
      {title ? <p className={styles.title}>{title}</p> : null}
      <div className={styles.layout}>
        <figure className={styles.qr}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the account's QR picture, copied byte for byte */}
          <img src={wechatQrSrc()} alt={chrome.wechatQrAlt} width={160} height={160} loading="lazy" />
          <figcaption>
            <span className={styles.scanHint}>{words.qrHint}</span>
            <span className={styles.pressHint}>{words.qrPressHint}</span>
          </figcaption>
        </figure>
        <div className={styles.steps}>
          <p className={styles.id}>
            <span className={styles.idLabel}>{words.idLabel}</span>
            <strong className={styles.idValue} data-wechat-id="">
              {site.wechat.id}
            </strong>
          </p>
          <CopyButton
            text={site.wechat.id}
            words={{ label: words.copyId, copied: words.copiedId, failed: words.copyIdFailed }}
            track={{ tag }}
          />
          <p className={styles.messageLabel}>{words.messageLabel}</p>
          <WechatMessage
            target={target}
            code={code}
            codes={codes}
            tag={tag}
            words={{ label: words.copyMessage, copied: words.copiedMessage, failed: words.copyMessageFailed }}
            className={styles.message}
          />
        </div>
      </div>
    </div>
  );
}
