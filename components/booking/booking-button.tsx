import { booking } from '@/content/site';
import type { BookingTag } from '@/content/types';
import { pageCode } from '@/lib/routes';
import { BookingLink, type BookingLinkProps } from './booking-link';
import { bookingTarget } from './booking-target';

export interface BookingButtonProps {
  /** The page's path ('/services'): the link names it by its neutral booking code only. */
  path: string;
  tag?: BookingTag;
  label?: string;
  variant?: BookingLinkProps['variant'];
  className?: string;
}

export function BookingButton({ path, tag, label = booking.buttonLabel, variant = 'solid', className }: BookingButtonProps) {
  return <BookingLink target={bookingTarget} code={pageCode(path)} tag={tag} label={label} variant={variant} className={className} />;
}
