import { markNumber, type PlaceToken } from '@/lib/place-tokens';
import { countryOfSpot, numbersOfSpot, type Elsewhere } from './spot';

/** The words a page hands its crisis leaves for a visitor elsewhere (content/chrome.ts): one object per page. */
export interface ElsewhereWords {
  /** 「如你身處{place.name}」 */
  readonly here: string;
  /** 「{place.name}的緊急電話」: over the country's numbers. */
  readonly lines: string;
  /** What to know there: the place was guessed, Hong Kong's lines may not connect. */
  readonly note: string;
  /** The name where the zone names no country. */
  readonly other: string;
  /** 「致電」, before a number in its link's name. */
  readonly call: string;
  /** Between two numbers: 「 或 」. */
  readonly or: string;
  /** What {place.line} and {place.more} say there. */
  readonly line: string;
  readonly more: string;
}

/** A country's name in the page's language, from the browser's own data (no list in the page). */
export function regionName(country: string | undefined, lang: string, other: string): string {
  if (!country) return other;
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** What a sentence's place tokens say for a visitor elsewhere: the country's numbers (marked to link) and name. */
export function elsewhereValues(spot: Elsewhere, words: ElsewhereWords, lang: string): Record<PlaceToken, string> {
  return {
    emergency: numbersOfSpot(spot).map(markNumber).join(words.or),
    line: words.line,
    more: words.more,
    name: regionName(countryOfSpot(spot), lang, words.other),
  };
}
