import { booking } from '@/content/site';
import type { BookingTag } from '@/content/types';
import { BookingLink, type BookingLinkProps } from './booking-link';
import { bookingTarget } from './booking-target';

export interface BookingButtonProps {
  /** The page's neutral booking code ('P04', its route's `code`): the link names the page by it only. */
  code: string;
  tag?: BookingTag;
  label?: string;
  variant?: BookingLinkProps['variant'];
  className?: string;
}

export function BookingButton({ code, tag, label = booking.buttonLabel, variant = 'solid', className }: BookingButtonProps) {
  return <BookingLink target={bookingTarget} code={code} tag={tag} label={label} variant={variant} className={className} />;
}
