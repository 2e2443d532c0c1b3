import { CopyButton } from '@/components/booking/copy-button';
import { ExternalLink } from '@/components/ui/external-link';
import { chrome } from '@/content/chrome';
import { booking, site } from '@/content/site';
import { addressText } from '@/lib/address';
import { edition, SIMPLIFIED } from '@/lib/edition';
import { openingHoursText } from '@/lib/fact-values';
import { printedNumber, printedText } from '@/lib/crisis/printed-number';
import { whatsappChatUrl } from '@/lib/booking/whatsapp';
import styles from './contact-details.module.css';

export interface ContactLabels {
  phone: string;
  whatsapp: string;
  hours: string;
  /** Given when the address belongs in the list (the footer); the contact page shows it apart. */
  address?: string;
  /** Given where the WeChat id belongs in the list (the contact page): first in the Simplified edition. */
  wechat?: string;
}

/** The QR picture's side in CSS pixels: its box is reserved before it loads, so nothing below moves. */
const QR_SIZE = 128;

/**
 * The WeChat id as text, with its copy button; and its QR picture where the caller gives it (`qrSrc`).
 * The button is unseen but keeps its place until hydration (it copies only with scripts): `CopyButton`,
 * components/booking/copy-button.module.css.
 */
function WechatRow({ label, qrSrc }: { label: string; qrSrc?: string }) {
  const words = booking.wechat;
  return (
    <div>
      <dt>{label}</dt>
      <dd className={styles.wechat}>
        <span className={styles.wechatId} data-wechat-id="">
          {site.wechat.id}
        </span>
        <CopyButton text={site.wechat.id} words={{ label: words.copyId, copied: words.copiedId, failed: words.copyIdFailed }} track={{}} />
        {qrSrc ? (
          <figure className={styles.qr} data-wechat-qr="">
            {/* eslint-disable-next-line @next/next/no-img-element -- the account's QR picture, copied byte for byte */}
            <img src={qrSrc} alt={chrome.wechatQrAlt} width={QR_SIZE} height={QR_SIZE} loading="lazy" />
            <figcaption>{words.qrHint}</figcaption>
          </figure>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * Phone, WhatsApp, (address) and hours as a description list, all from content/site.ts; the numbers as
 * the edition prints them. `wechatQr`: the QR picture's address, shown beside the WeChat id (the
 * Simplified contact page: scanned from a computer's screen, or long-pressed inside WeChat).
 */
export function ContactDetails({ labels, className, wechatQr }: { labels: ContactLabels; className?: string; wechatQr?: string }) {
  return (
    <dl className={className ? `${styles.list} ${className}` : styles.list}>
      {labels.wechat && edition.id === SIMPLIFIED.id ? <WechatRow label={labels.wechat} qrSrc={wechatQr} /> : null}
      <div>
        <dt>{labels.phone}</dt>
        <dd>
          <a href={`tel:${site.phone.e164}`}>{printedText(printedNumber(site.phone.display, edition.id))}</a>
        </dd>
      </div>
      <div>
        <dt>{labels.whatsapp}</dt>
        <dd>
          <ExternalLink href={whatsappChatUrl(site.whatsapp.digits)}>
            {printedText(printedNumber(site.whatsapp.display, edition.id))}
          </ExternalLink>
        </dd>
      </div>
      {labels.wechat && edition.id !== SIMPLIFIED.id ? <WechatRow label={labels.wechat} qrSrc={wechatQr} /> : null}
      {labels.address ? (
        <div>
          <dt>{labels.address}</dt>
          <dd>
            <address>{addressText(site.address)}</address>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{labels.hours}</dt>
        <dd>{openingHoursText(edition.id === SIMPLIFIED.id)}</dd>
      </div>
    </dl>
  );
}
