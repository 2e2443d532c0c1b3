'use client';

import type { ReactNode } from 'react';
import { telHref } from '@/lib/crisis/dial';
import { regionName, type ElsewhereWords } from '@/lib/crisis/elsewhere-values';
import { countryOfSpot, isElsewhere, numbersOfSpot, type Elsewhere, type Spot } from '@/lib/crisis/spot';
import { edition } from '@/lib/edition';
import { HotlineLines, type ShownLine } from './hotline-lines';
import { useVisitorPlace } from './use-visitor-place';
import styles from './hotline-list.module.css';

interface PlaceSwitchProps {
  /** Each place's lines of one group, in plain words: the data, not the markup, travels to the page. */
  lines: Readonly<Partial<Record<Spot, readonly ShownLine[]>>>;
  group: 'emergency' | 'call' | 'text';
  variant: 'compact' | 'cards';
  /** Said where the place has no line of this group (a place with no line that takes messages). */
  none?: ReactNode;
  /** A place's own sentence over its lines (content/crisis-lines.ts `guide`). */
  guides?: Readonly<Partial<Record<Spot, string>>>;
  words: ElsewhereWords;
  /** The edition's place: shown until the visitor's is known, and in the HTML. */
  fallback: Spot;
}

/** A visitor elsewhere: the country's emergency numbers, as one line. */
const elsewhereLine = (spot: Elsewhere, words: ElsewhereWords): ShownLine => ({
  name: words.lines.replace('{place.name}', regionName(countryOfSpot(spot), edition.lang, words.other)),
  links: numbersOfSpot(spot).map((number) => ({ href: telHref(number, spot), way: words.call, number })),
});

/**
 * Shows the lines of the visitor's place (lib/visitor-place.ts), else the edition's. A visitor
 * elsewhere sees the country's emergency numbers, then what to know there (no support lines).
 */
export function PlaceSwitch({ lines, group, variant, none, guides, words, fallback }: PlaceSwitchProps) {
  const place = useVisitorPlace() ?? fallback;
  const emergency = group === 'emergency';
  if (isElsewhere(place)) {
    if (emergency) return <HotlineLines lines={[elsewhereLine(place, words)]} variant={variant} emergency place={place} />;
    return group === 'call' ? <p className={styles.abroad}>{words.note}</p> : none ? <p className={styles.details}>{none}</p> : null;
  }
  const shown = lines[place] ?? lines[fallback] ?? [];
  const guide = guides?.[place];
  return (
    <>
      {guide ? <p>{guide}</p> : null}
      {shown.length > 0 ? (
        <HotlineLines lines={shown} variant={variant} emergency={emergency} place={place} />
      ) : none ? (
        <p className={styles.details}>{none}</p>
      ) : null}
    </>
  );
}
