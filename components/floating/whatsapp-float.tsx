'use client';

import { usePathname } from 'next/navigation';
import { codeForPath, type PageCodeTable } from '@/lib/page-code';
import type { BookingTarget } from '@/lib/whatsapp';
import { useBookingHref } from '../use-booking-href';
import styles from './floating-contact.module.css';
import { WhatsappIcon } from './icons';

interface WhatsappFloatProps {
  label: string;
  target: BookingTarget;
  /** Path → neutral booking code: the floating button names the current page by its code. */
  codes: PageCodeTable;
}

export function WhatsappFloat({ label, target, codes }: WhatsappFloatProps) {
  const url = useBookingHref(target, codeForPath(usePathname() ?? '/', codes));
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={`${styles.fab} ${styles.whatsapp}`} data-floating="whatsapp">
      <WhatsappIcon />
      <span className="visually-hidden">{label}</span>
    </a>
  );
}
