'use client';

import { valuesFor, type PlaceData } from '@/lib/crisis/elsewhere-values';
import type { Spot } from '@/lib/crisis/spot';
import { edition } from '@/lib/edition';
import type { PlacePart } from '@/lib/crisis/place-tokens';
import { FilledText } from './filled-text';
import { useVisitorPlace } from './use-visitor-place';

interface PlaceTextProps {
  parts: readonly PlacePart[];
  /** What each token says for each place, and the words around them (one object per page). */
  data: PlaceData;
  fallback: Spot;
}

/** A sentence that names the visitor's place's numbers, as links: the edition's place until the visitor's is known. */
export function PlaceText({ parts, data, fallback }: PlaceTextProps) {
  const place = useVisitorPlace() ?? fallback;
  return <FilledText parts={parts} values={valuesFor(data, place, fallback, edition.lang)} place={place} />;
}
