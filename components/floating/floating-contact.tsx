import { chrome } from '@/content/chrome';
import { site } from '@/content/site';
import { pageCodeTable } from '@/lib/page-code';
import { bookingTarget } from '../booking-target';
import styles from './floating-contact.module.css';
import { WechatButton } from './wechat-button';
import { WhatsappFloat } from './whatsapp-float';

/** The two round buttons at the bottom right of every page. */
export function FloatingContact({ qrSrc }: { qrSrc: string }) {
  return (
    <div className={styles.stack}>
      <WechatButton
        qrSrc={qrSrc}
        wechatId={site.wechat.id}
        copy={{
          button: chrome.wechatButton,
          title: chrome.wechatTitle,
          hint: chrome.wechatHint,
          close: chrome.wechatClose,
          qrAlt: chrome.wechatQrAlt,
        }}
      />
      <WhatsappFloat label={chrome.floatingWhatsapp} target={bookingTarget} codes={pageCodeTable} />
    </div>
  );
}
