'use client';

import { usePathname } from 'next/navigation';
import { pageSlug } from '@/lib/paths';
import { useBookingHref } from '../use-booking-href';
import styles from './floating-contact.module.css';
import { WhatsappIcon } from './icons';

export function WhatsappFloat({ label }: { label: string }) {
  const url = useBookingHref(pageSlug(usePathname() ?? '/'));
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={`${styles.fab} ${styles.whatsapp}`} data-floating="whatsapp">
      <WhatsappIcon />
      <span className="visually-hidden">{label}</span>
    </a>
  );
}
