'use client';

import { booking } from '@/content/site';
import type { BookingTag } from '@/content/types';
import styles from './booking-button.module.css';
import { useBookingHref } from './use-booking-href';

export interface BookingButtonProps {
  /** Neutral page slug for the source tag ('home', 'services', …). */
  page: string;
  tag?: BookingTag;
  label?: string;
  variant?: 'gradient' | 'solid' | 'outline' | 'light';
  className?: string;
}

export function BookingButton({ page, tag, label = booking.buttonLabel, variant = 'solid', className }: BookingButtonProps) {
  const url = useBookingHref(page, tag);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      data-booking-tag={tag}
    >
      {label}
    </a>
  );
}
