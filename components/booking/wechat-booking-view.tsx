'use client';

import type { BookingTag } from '@/content/types';
import type { PageCodeTable } from '@/lib/routes/page-code';
import type { BookingTarget } from '@/lib/booking/whatsapp';
import { CopyButton, type CopyWords } from './copy-button';
import { WechatMessage } from './wechat-message';
import styles from './wechat-booking.module.css';

/** The block's words: one object for every block of a page, which the flight data then carries once. */
export interface WechatBookingWords {
  qrAlt: string;
  qrHint: string;
  qrPressHint: string;
  idLabel: string;
  messageLabel: string;
  copyId: CopyWords;
  copyMessage: CopyWords;
}

export interface WechatBookingViewProps {
  words: WechatBookingWords;
  qrSrc: string;
  wechatId: string;
  code?: string;
  codes?: PageCodeTable;
  tag?: BookingTag;
  title?: string;
  bare?: boolean;
  target: BookingTarget;
}

/**
 * The markup of WechatBooking (wechat-booking.tsx), a client leaf for the page's weight only: the
 * Simplified home shows the block four times (hero, invitation, closing call, floating overlay), and
 * the flight data now holds its shared words once instead of four rendered trees. Same HTML as before.
 * A phone hides the QR, except inside WeChat, where a long press adds the account: `InWechatMark`
 * (components/booking/in-wechat-mark.tsx) marks `<html data-in-wechat>`, and wechat-booking.module.css
 * then shows `.qr` and the long-press words (`pressHint`) instead of the scan words (`scanHint`).
 */
export function WechatBookingView({ words, qrSrc, wechatId, code, codes, tag, title, bare, target }: WechatBookingViewProps) {
  return (
    <div className={bare ? `${styles.wechat} ${styles.bare}` : styles.wechat} data-wechat-booking="">
      {title ? <p className={styles.title}>{title}</p> : null}
      <div className={styles.layout}>
        <figure className={styles.qr}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the account's QR picture, copied byte for byte */}
          <img src={qrSrc} alt={words.qrAlt} width={160} height={160} loading="lazy" />
          <figcaption>
            <span className={styles.scanHint}>{words.qrHint}</span>
            <span className={styles.pressHint}>{words.qrPressHint}</span>
          </figcaption>
        </figure>
        <div className={styles.steps}>
          <p className={styles.id}>
            <span className={styles.idLabel}>{words.idLabel}</span>
            <strong className={styles.idValue} data-wechat-id="">
              {wechatId}
            </strong>
          </p>
          <CopyButton text={wechatId} words={words.copyId} track={{ tag }} />
          <p className={styles.messageLabel}>{words.messageLabel}</p>
          <WechatMessage target={target} code={code} codes={codes} tag={tag} words={words.copyMessage} className={styles.message} />
        </div>
      </div>
    </div>
  );
}
