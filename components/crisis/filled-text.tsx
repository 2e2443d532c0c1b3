import { Fragment } from 'react';
import { telHref } from '@/lib/crisis/dial';
import { numberParts, type PlacePart, type PlaceToken } from '@/lib/crisis/place-tokens';

interface FilledTextProps {
  parts: readonly PlacePart[];
  /** What each token says for the place (lib/crisis/hotline.ts placeTokenValues, or elsewhere's). */
  values: Readonly<Record<PlaceToken, string>> | undefined;
  /** Where the visitor is: how each number is dialled from there (lib/crisis/dial.ts). */
  place: string;
}

/**
 * A sentence with its place tokens filled, each number a link to call (the pages turn off the
 * phone's own number detection, so a number is reached by its link only). On the server and in
 * the browser alike. `data-untracked`: no analytics event says that a visitor reached for a line.
 */
export function FilledText({ parts, values, place }: FilledTextProps) {
  // Plain text and numbers, alternating: the text around the numbers as one string each, so the
  // page writes no separator between pieces of one text.
  const pieces = numberParts(parts.map((part) => (typeof part === 'string' ? part : (values?.[part.token] ?? ''))).join(''));
  return pieces.map((text, index) =>
    index % 2 === 1 ? (
      <a key={index} href={telHref(text, place)} data-untracked="">
        {text}
      </a>
    ) : (
      <Fragment key={index}>{text}</Fragment>
    ),
  );
}
