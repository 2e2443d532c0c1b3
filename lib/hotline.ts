/**
 * The tel: link of a hotline as printed: an 8-digit Hong Kong number gets +852, so it also works
 * from a phone with a foreign SIM; a short code (999, 18111) is dialled as it is.
 */
export function hotlineHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.length === 8 ? `tel:+852${digits}` : `tel:${digits}`;
}
