'use client';

import type { CrisisPlaceId } from '@/lib/crisis-places';
import { HotlineLines, type ShownLine } from './hotline-lines';
import { useVisitorPlace } from './use-visitor-place';
import styles from './hotline-list.module.css';

interface PlaceSwitchProps {
  /** Each place's lines of one group, in plain words: the data, not the markup, travels to the page. */
  lines: Readonly<Partial<Record<CrisisPlaceId, readonly ShownLine[]>>>;
  variant: 'compact' | 'cards';
  emergency: boolean;
  /** Said where the place has no line of this group (a place with no line that takes messages). */
  none?: string;
  /** The edition's place: shown until the visitor's is known, and in the HTML. */
  fallback: CrisisPlaceId;
}

/** Shows the lines of the visitor's place (lib/visitor-place.ts), else the edition's. */
export function PlaceSwitch({ lines, variant, emergency, none, fallback }: PlaceSwitchProps) {
  const place = useVisitorPlace() ?? fallback;
  const shown = lines[place] ?? lines[fallback] ?? [];
  if (shown.length === 0) return none ? <p className={styles.details}>{none}</p> : null;
  return <HotlineLines lines={shown} variant={variant} emergency={emergency} />;
}
