'use client';

import { usePathname } from 'next/navigation';
import { ExternalLink } from '@/components/ui/external-link';
import { codeForPath, type PageCodeTable } from '@/lib/routes/page-code';
import type { BookingTarget } from '@/lib/booking/whatsapp';
import { useBookingHref } from '../booking/use-booking-href';
import styles from './floating-contact.module.css';
import { WhatsappIcon } from './icons';

interface WhatsappFloatProps {
  label: string;
  /** Visible on the phone's bar; `label` must contain it (the accessible name is `label`). */
  shortLabel: string;
  target: BookingTarget;
  /** Path → neutral booking code: the floating button names the current page by its code. */
  codes: PageCodeTable;
}

export function WhatsappFloat({ label, shortLabel, target, codes }: WhatsappFloatProps) {
  const url = useBookingHref(target, codeForPath(usePathname() ?? '/', codes));
  return (
    <ExternalLink href={url} className={`${styles.fab} ${styles.whatsapp}`} data-floating="whatsapp">
      <WhatsappIcon />
      <span className={styles.short} aria-hidden="true">
        {shortLabel}
      </span>
      <span className="visually-hidden">{label}</span>
    </ExternalLink>
  );
}
