'use client';

import { elsewhereValues, type ElsewhereWords } from '@/lib/crisis/elsewhere-values';
import { isElsewhere, type Spot } from '@/lib/crisis/spot';
import { edition } from '@/lib/edition';
import type { PlacePart, PlaceToken } from '@/lib/place-tokens';
import { FilledText } from './filled-text';
import { useVisitorPlace } from './use-visitor-place';

interface PlaceTextProps {
  parts: readonly PlacePart[];
  /** What each token says for each place (lib/hotline.ts placeTokenValues). */
  values: Readonly<Partial<Record<Spot, Readonly<Record<PlaceToken, string>>>>>;
  /** The words for a visitor elsewhere (one object per page). */
  words: ElsewhereWords;
  fallback: Spot;
}

/** A sentence that names the visitor's place's numbers, as links: the edition's place until the visitor's is known. */
export function PlaceText({ parts, values, words, fallback }: PlaceTextProps) {
  const place = useVisitorPlace() ?? fallback;
  const filled = isElsewhere(place) ? elsewhereValues(place, words, edition.lang) : (values[place] ?? values[fallback]);
  return <FilledText parts={parts} values={filled} place={place} />;
}
