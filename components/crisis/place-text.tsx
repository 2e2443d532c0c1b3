'use client';

import { valuesFor, type PlaceData } from '@/lib/crisis/elsewhere-values';
import type { Spot } from '@/lib/crisis/spot';
import type { ReactNode } from 'react';
import { edition } from '@/lib/edition';
import type { PlacePart } from '@/lib/crisis/place-tokens';
import { FilledText } from './filled-text';
import { useVisitorPlace } from './use-visitor-place';

interface PlaceTextProps {
  parts: readonly PlacePart[];
  /** What each token says for each place, and the words around them (one object per page). */
  data: PlaceData;
  fallback: Spot;
  /** What follows the sentence in its paragraph (PlaceParagraph): laid anew with it, in a box of its own. */
  after?: ReactNode;
}

/** A sentence that names the visitor's place's numbers, as links: the edition's place until the visitor's is known. */
export function PlaceText({ parts, data, fallback, after }: PlaceTextProps) {
  const place = useVisitorPlace() ?? fallback;
  const text = <FilledText parts={parts} values={valuesFor(data, place, fallback, edition.lang)} place={place} />;
  if (after === undefined) return text;
  // Keyed by the place: the visitor's words replace the edition's as new nodes, so no word
  // already shown moves (a layout shift counts only what moves), and the box keeps its height.
  return (
    <span key={place}>
      {text} {after}
    </span>
  );
}
