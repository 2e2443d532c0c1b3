'use client';

import { usePathname } from 'next/navigation';
import { pageSlug } from '@/lib/paths';
import type { BookingTarget } from '@/lib/whatsapp';
import { useBookingHref } from '../use-booking-href';
import styles from './floating-contact.module.css';
import { WhatsappIcon } from './icons';

export function WhatsappFloat({ label, target }: { label: string; target: BookingTarget }) {
  const url = useBookingHref(target, pageSlug(usePathname() ?? '/'));
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={`${styles.fab} ${styles.whatsapp}`} data-floating="whatsapp">
      <WhatsappIcon />
      <span className="visually-hidden">{label}</span>
    </a>
  );
}
