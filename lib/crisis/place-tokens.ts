/*
 * Sentences that name a place's numbers: a content text writes `{place.emergency}` (the place's
 * emergency numbers), `{place.line}` (its first 24-hour line to call, with its hours: 「24 小時的
 * 18111（…）」), `{place.more}` (its other lines: 「其他可致電或傳訊息的熱線」, or 「其他熱線」 where
 * none takes messages) or `{place.name}`. What each says for a place: lib/crisis/hotline.ts
 * placeTokenValues. A component fills them for the visitor's place (components/crisis/place-text.tsx),
 * each number a link to call; metadata and JSON-LD for the edition's place (hotline.ts
 * editionPlaceText). Other braces (the fact tokens of
 * content/site.ts) are left as they are.
 */

export const PLACE_TOKENS = ['emergency', 'line', 'more', 'name'] as const;
export type PlaceToken = (typeof PLACE_TOKENS)[number];

/** A text's parts: plain text, and the tokens to fill. */
export type PlacePart = string | { readonly token: PlaceToken };

const TOKEN = /\{place\.([a-z]+)\}/g;

const isPlaceToken = (name: string): name is PlaceToken => (PLACE_TOKENS as readonly string[]).includes(name);

/** Whether a text names a place token (a known one or not). */
export const hasPlaceToken = (text: string): boolean => /\{place\.[a-z]+\}/.test(text);

/** The `{place.…}` names in a text that are not tokens (the check reports them). */
export const unknownPlaceTokens = (text: string): string[] =>
  [...text.matchAll(TOKEN)].map((match) => match[1] ?? '').filter((name) => !isPlaceToken(name));

/** Splits a text into plain parts and the place tokens in it, in order; an unknown `{place.x}` stays text. */
export function splitPlaceTokens(text: string): PlacePart[] {
  const parts: PlacePart[] = [];
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    const name = match[1] ?? '';
    if (!isPlaceToken(name)) continue;
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push({ token: name });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/**
 * Around each number in a token's value: the sentence shows it as a link to call. DEL (U+007F),
 * which no content text writes: one byte in the page's flight data, never shown.
 */
export const NUMBER_MARK = '\u007f';

/** A number marked as one to link. */
export const markNumber = (number: string): string => `${NUMBER_MARK}${number}${NUMBER_MARK}`;

/** A token's value in parts: plain text at even places, the numbers to link at odd ones. */
export const numberParts = (value: string): string[] => value.split(NUMBER_MARK);

/** A text with its place tokens filled from `values`, as plain text. */
export const fillPlaceTokens = (text: string, values: Readonly<Record<PlaceToken, string>>): string =>
  splitPlaceTokens(text)
    .map((part) => (typeof part === 'string' ? part : values[part.token]))
    .join('')
    .replaceAll(NUMBER_MARK, '');
