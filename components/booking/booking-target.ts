import { booking, site } from '@/content/site';
import type { BookingTarget } from '@/lib/booking/whatsapp';

/**
 * The WhatsApp number and message copy every booking link is built from, read on the server and
 * passed to the client parts as a prop. One object, so a page's RSC payload carries it once.
 * Its own module: importing it does not pull the booking button (and its styles) along.
 */
export const bookingTarget: BookingTarget = { digits: site.whatsapp.digits, message: booking.message, sourceLabels: booking.sourceLabels };
