'use client';

import { ExternalLink } from '@/components/ui/external-link';
import type { BookingTag } from '@/content/types';
import type { BookingTarget } from '@/lib/booking/whatsapp';
import styles from './booking-button.module.css';
import { useBookingHref } from './use-booking-href';

export interface BookingLinkProps {
  target: BookingTarget;
  /** The page's neutral booking code ('P07'). */
  code: string;
  tag?: BookingTag;
  label: string;
  /** `secondary`: the second way beside a first (WhatsApp after WeChat), in the colour of the text around it. */
  variant: 'gradient' | 'solid' | 'outline' | 'light' | 'secondary';
  className?: string;
}

/** The client part of the booking button: the link that gains the visit code after hydration. */
export function BookingLink({ target, code, tag, label, variant, className }: BookingLinkProps) {
  const url = useBookingHref(target, code, tag);
  return (
    <ExternalLink href={url} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} data-booking-tag={tag}>
      {label}
    </ExternalLink>
  );
}
