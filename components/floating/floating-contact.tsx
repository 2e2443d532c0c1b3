import { chrome } from '@/content/chrome';
import { site } from '@/content/site';
import { edition } from '@/lib/edition';
import type { PageCodeTable } from '@/lib/routes/page-code';
import { bookingTarget } from '../booking/booking-target';
import { WechatBooking } from '../booking/wechat-booking';
import styles from './floating-contact.module.css';
import { WechatButton } from './wechat-button';
import { WhatsappFloat } from './whatsapp-float';

/**
 * WeChat and WhatsApp on every page: two round buttons at the bottom right from 769 px, a bar
 * across the bottom of a phone's screen (so no line being read sits under a button). They sit in
 * the root layout, on every page, so the WhatsApp button gets every page's booking code (`codes`,
 * from the route list) and names the page the browser shows. Where the edition's `wechatFirst`
 * says so (the Simplified one, read in the mainland where WhatsApp is blocked), WeChat leads: the
 * wide button of the phone's bar, and an overlay to book in (the id to copy, the QR code, the
 * message with the page's code). The overlay is a native popover (./wechat-button.tsx `WechatButton`);
 * one opened before hydration stays open, taken over by components/layout/use-popover.ts `usePopover`.
 */
export function FloatingContact({ qrSrc, codes }: { qrSrc: string; codes: PageCodeTable }) {
  const { wechatFirst } = edition;
  return (
    <div className={wechatFirst ? `${styles.stack} ${styles.wechatFirst}` : styles.stack}>
      <WechatButton
        qrSrc={qrSrc}
        wechatId={site.wechat.id}
        copy={{
          button: chrome.wechatButton,
          title: chrome.wechatTitle,
          hint: chrome.wechatHint,
          close: chrome.wechatClose,
          qrAlt: chrome.wechatQrAlt,
          short: chrome.wechatButtonShort,
        }}
      >
        {wechatFirst ? <WechatBooking codes={codes} bare /> : null}
      </WechatButton>
      <WhatsappFloat label={chrome.floatingWhatsapp} shortLabel={chrome.floatingWhatsappShort} target={bookingTarget} codes={codes} />
    </div>
  );
}
