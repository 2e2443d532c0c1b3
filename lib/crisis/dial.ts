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
