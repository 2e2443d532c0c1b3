/**
 * The `tel:` link of a number as a page prints it, for a visitor at `place` (an id of
 * content/crisis-lines.ts, or a country elsewhere): a number printed with its country code is
 * dialled so; an 8-digit Hong Kong number gets +852, so it also works from a phone with a foreign
 * SIM; a short code (999, 18111), and a number of another place, is dialled as people there dial
 * it (the visitor is there). In the browser and at build time alike.
 */
export function telHref(printed: string, place: string = 'hk'): string {
  const digits = printed.replace(/\D/g, '');
  if (printed.trimStart().startsWith('+')) return `tel:+${digits}`;
  return place === 'hk' && digits.length === 8 ? `tel:+852${digits}` : `tel:${digits}`;
}

/** The `sms:` link of a number as a page prints it: the same international form as its `tel:` link. */
export const smsHref = (printed: string, place: string = 'hk'): string => `sms:${telHref(printed, place).slice('tel:'.length)}`;

/** Before a marked number in a text (lib/crisis/place-tokens.ts), where it takes texts only: link it to write, not to call. */
export const SMS_ONLY = 'sms:';

/** A marked number's link, for a visitor at `place`: to write where it is marked SMS_ONLY, else to call. */
export const markedHref = (marked: string, place: string = 'hk'): string =>
  marked.startsWith(SMS_ONLY) ? smsHref(marked.slice(SMS_ONLY.length), place) : telHref(marked, place);

/** A marked number as printed (without SMS_ONLY). */
export const markedNumber = (marked: string): string => (marked.startsWith(SMS_ONLY) ? marked.slice(SMS_ONLY.length) : marked);
