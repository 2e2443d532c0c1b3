import { site } from '@/content/site';
import { whatsappChatUrl } from '@/lib/whatsapp';
import styles from './contact-details.module.css';

export interface ContactLabels {
  phone: string;
  whatsapp: string;
  hours: string;
  /** Given when the address belongs in the list (the footer); the contact page shows it apart. */
  address?: string;
}

/** Phone, WhatsApp, (address) and hours as a description list, all from content/site.ts. */
export function ContactDetails({ labels, className }: { labels: ContactLabels; className?: string }) {
  return (
    <dl className={className ? `${styles.list} ${className}` : styles.list}>
      <div>
        <dt>{labels.phone}</dt>
        <dd>
          <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
        </dd>
      </div>
      <div>
        <dt>{labels.whatsapp}</dt>
        <dd>
          <a href={whatsappChatUrl(site.whatsapp.digits)} target="_blank" rel="noopener noreferrer">
            {site.whatsapp.display}
          </a>
        </dd>
      </div>
      {labels.address ? (
        <div>
          <dt>{labels.address}</dt>
          <dd>
            <address>{site.address.full}</address>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{labels.hours}</dt>
        <dd>{site.openingHours.display}</dd>
      </div>
    </dl>
  );
}
