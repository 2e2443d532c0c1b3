'use client';

import type { ReactNode } from 'react';
import type { CrisisPlaceId } from '@/lib/crisis-places';
import { useVisitorPlace } from './use-visitor-place';

interface PlaceSwitchProps {
  /** What to show for each place, rendered on the server. */
  blocks: readonly { readonly place: CrisisPlaceId; readonly node: ReactNode }[];
  /** The edition's place: shown until the visitor's is known, and in the HTML. */
  fallback: CrisisPlaceId;
}

/** Shows the block of the visitor's place (lib/visitor-place.ts), else the edition's. */
export function PlaceSwitch({ blocks, fallback }: PlaceSwitchProps) {
  const place = useVisitorPlace() ?? fallback;
  const block = blocks.find((each) => each.place === place) ?? blocks.find((each) => each.place === fallback);
  return <>{block?.node}</>;
}
