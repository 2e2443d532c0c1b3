'use client';

import type { ReactNode } from 'react';
import { isElsewhere, type Spot } from '@/lib/crisis/spot';
import { useVisitorPlace } from './use-visitor-place';

interface PlaceWordsProps {
  /** The places with a text route (`writes` in content/crisis-lines.ts). */
  writes: readonly Spot[];
  /** Said where the place has a text route. */
  yes: ReactNode;
  /** Said where it has none. */
  no: ReactNode;
  /** Said for a visitor elsewhere (else `no`). */
  elsewhere?: ReactNode;
  fallback: Spot;
}

/** Words chosen by what the visitor's place has: a text route or not, or elsewhere. */
export function PlaceWords({ writes, yes, no, elsewhere, fallback }: PlaceWordsProps) {
  const place = useVisitorPlace() ?? fallback;
  if (isElsewhere(place)) return elsewhere === undefined ? no : elsewhere;
  return writes.includes(place) ? yes : no;
}
