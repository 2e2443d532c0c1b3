import { chrome } from '@/content/chrome';
import { site } from '@/content/site';
import { SIMPLIFIED, type EditionId } from '@/lib/edition';

/** Where a number is dialled: 'hk', or another place of content/crisis-lines.ts (printed as written). */
export type NumberPlace = string;

export interface PrintedNumber {
  /** The number as the page prints it: 「2345 6789」, or in the Simplified edition 「+852 2345 6789」. */
  readonly number: string;
  /** After a Hong Kong short code in the Simplified edition, which no phone outside Hong Kong reaches: 「（香港）」. */
  readonly label?: string;
}

const digitsOf = (number: string): string => number.replace(/\D/g, '');

/**
 * How a phone number is printed in an edition. The Traditional edition, read in Hong Kong, prints
 * it as the content writes it. The Simplified edition is read from the mainland too, where a Hong
 * Kong number is dialled with +852: an 8-digit number prints as 「+852 2345 6789」, and a Hong Kong
 * short code (999, 18111), which cannot be dialled from outside Hong Kong, keeps its digits and
 * gains the label 「（香港）」 (content/chrome.ts). A mainland number prints as it is.
 */
export function printedNumber(number: string, editionId: EditionId, place: NumberPlace = 'hk'): PrintedNumber {
  if (editionId !== SIMPLIFIED.id || place !== 'hk') return { number };
  const digits = digitsOf(number).replace(/^852(?=\d{8}$)/, '');
  if (digits.length === 8) return { number: `+852 ${digits.slice(0, 4)} ${digits.slice(4)}` };
  return digits.length >= 3 && digits.length <= 5 ? { number, label: chrome.numberHongKong } : { number };
}

/** A printed number as one text: the number, then its label. */
export const printedText = ({ number, label }: PrintedNumber): string => (label ? `${number}${label}` : number);

const escape = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A content text with the centre's phone and WhatsApp numbers (content/site.ts, which a page's
 * text may quote: the accessibility page) printed for the edition; a number already after +852 is
 * left as it is.
 */
export function printContactNumbers(text: string, editionId: EditionId): string {
  return [site.phone.display, site.whatsapp.display].reduce(
    (result, display) =>
      result.replace(new RegExp(`(?<!\\+852\\s?)(?<!\\d)${escape(display)}(?!\\d)`, 'g'), printedText(printedNumber(display, editionId))),
    text,
  );
}
