import { booking } from '@/content/site';
import type { BookingTag } from '@/content/types';
import { BookingLink, type BookingLinkProps } from './booking-link';
import { bookingTarget } from './booking-target';

export interface BookingButtonProps {
  /** Neutral page slug for the source tag ('home', 'services', …). */
  page: string;
  tag?: BookingTag;
  label?: string;
  variant?: BookingLinkProps['variant'];
  className?: string;
}

export function BookingButton({ page, tag, label = booking.buttonLabel, variant = 'solid', className }: BookingButtonProps) {
  return <BookingLink target={bookingTarget} page={page} tag={tag} label={label} variant={variant} className={className} />;
}
