import { booking } from '@/content/site';
import type { BookingTag } from '@/content/types';
import type { BookingTarget } from '@/lib/booking/whatsapp';
import { BookingLink, type BookingLinkProps } from './booking-link';
import { bookingTarget } from './booking-target';

export interface BookingButtonProps {
  /** The page's neutral booking code ('P04', its route's `code`): the link names the page by it only. */
  code: string;
  tag?: BookingTag;
  label?: string;
  variant?: BookingLinkProps['variant'];
  className?: string;
  /** The number and message to book with; a page with its own message passes it. */
  target?: BookingTarget;
}

export function BookingButton({
  code,
  tag,
  label = booking.buttonLabel,
  variant = 'solid',
  className,
  target = bookingTarget,
}: BookingButtonProps) {
  return <BookingLink target={target} code={code} tag={tag} label={label} variant={variant} className={className} />;
}
