'use client';

import type { CrisisPlaceId } from '@/lib/crisis-places';
import type { PlacePart, PlaceToken } from '@/lib/place-tokens';
import { useVisitorPlace } from './use-visitor-place';

interface PlaceTextProps {
  parts: readonly PlacePart[];
  /** What each token says for each place (lib/hotline.ts placeTokenValues). */
  values: Readonly<Partial<Record<CrisisPlaceId, Readonly<Record<PlaceToken, string>>>>>;
  fallback: CrisisPlaceId;
}

/** A sentence that names the visitor's place's numbers: the edition's place until the visitor's is known. */
export function PlaceText({ parts, values, fallback }: PlaceTextProps) {
  const place = useVisitorPlace() ?? fallback;
  const filled = values[place] ?? values[fallback];
  return <>{parts.map((part) => (typeof part === 'string' ? part : (filled?.[part.token] ?? ''))).join('')}</>;
}
