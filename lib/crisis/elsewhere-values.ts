import { markNumber, type PlaceToken } from '@/lib/crisis/place-tokens';
import { countryOfSpot, isElsewhere, numbersOfSpot, type Elsewhere, type Spot } from './spot';

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
  /** What {place.line} and {place.more} say there ({place.more} also at a place with no text route). */
  readonly line: string;
  readonly more: string;
  /** {place.more} at a place with a text route, and those places. */
  readonly moreWrites: string;
  readonly writing: readonly string[];
  /** Before a place's 24-hour line in {place.line}: 「24 小時的 」. */
  readonly allDay: string;
}

/** A place's token values as they travel to the page: {place.more} and the line's hours are derived (~0.5 KB less on every page). */
export type ShortValues = Readonly<Record<'emergency' | 'line' | 'name', string>>;

/** What every crisis sentence of a page needs: each place's values and the words around them; one object, so the page carries it once. */
export interface PlaceData {
  readonly values: Readonly<Partial<Record<string, ShortValues>>>;
  readonly words: ElsewhereWords;
}

/** One `Intl.DisplayNames` per language: making one costs about 30 lookups, and a page's render asks for every country's name. */
const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the page's language, from the browser's own data (no list in the page). */
export function regionName(country: string | undefined, lang: string, other: string): string {
  if (!country) return other;
  try {
    let names = regionNames.get(lang);
    if (!names) regionNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region' })));
    return names.of(country) ?? country;
  } catch {
    return country;
  }
}

/** What a sentence's place tokens say where the visitor is (the fallback's values where a place has none). */
export function valuesFor(data: PlaceData, spot: Spot, fallback: Spot, lang: string): Record<PlaceToken, string> | undefined {
  if (isElsewhere(spot)) return elsewhereValues(spot, data.words, lang);
  const place = data.values[spot] ? spot : fallback;
  const values = data.values[place];
  if (!values) return undefined;
  const { words } = data;
  return {
    ...values,
    line: values.line && `${words.allDay}${values.line}`,
    more: words.writing.includes(place) ? words.moreWrites : words.more,
  };
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
