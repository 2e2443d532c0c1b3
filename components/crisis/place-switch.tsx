'use client';

import type { ReactNode } from 'react';
import { telHref } from '@/lib/crisis/dial';
import { regionName, type ElsewhereWords, type PlaceData } from '@/lib/crisis/elsewhere-values';
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
  /** The page's crisis data (one object): the words for a visitor elsewhere. */
  data: PlaceData;
  /** The edition's place: shown until the visitor's is known, and in the HTML. */
  fallback: Spot;
}

/** A visitor elsewhere: the country's emergency numbers, as one line. */
const elsewhereLine = (spot: Elsewhere, words: ElsewhereWords): ShownLine => ({
  name: words.lines.replace('{place.name}', regionName(countryOfSpot(spot), edition.lang, words.other)),
  links: numbersOfSpot(spot).map((number) => ({ href: telHref(number, spot), number })),
});

/**
 * Shows the lines of the visitor's place (lib/crisis/visitor-place.ts), else the edition's. A visitor
 * elsewhere sees the country's emergency numbers, then what to know there (no support lines).
 */
export function PlaceSwitch({ lines, group, variant, none, guides, data, fallback }: PlaceSwitchProps) {
  const place = useVisitorPlace() ?? fallback;
  const { words } = data;
  const emergency = group === 'emergency';
  if (isElsewhere(place)) {
    if (emergency)
      return <HotlineLines lines={[elsewhereLine(place, words)]} variant={variant} emergency place={place} call={words.call} />;
    return group === 'call' ? <p className={styles.abroad}>{words.note}</p> : none ? <p className={styles.details}>{none}</p> : null;
  }
  const shown = lines[place] ?? lines[fallback] ?? [];
  const guide = guides?.[place];
  return (
    <>
      {guide ? <p>{guide}</p> : null}
      {shown.length > 0 ? (
        <HotlineLines lines={shown} variant={variant} emergency={emergency} place={place} call={words.call} />
      ) : none ? (
        <p className={styles.details}>{none}</p>
      ) : null}
    </>
  );
}

/*
 * In this module, not one of its own: each client module a page uses costs it a list of its
 * scripts in the flight data (~0.5 KB on every page).
 */

interface PlaceWordsProps {
  /** The page's crisis data: the places with a text route (`writes` in content/crisis-lines.ts). */
  data: PlaceData;
  /** Said where the place has a text route. */
  yes: ReactNode;
  /** Said where it has none. */
  no: ReactNode;
  /** Said for a visitor elsewhere (else `no`). */
  elsewhere?: ReactNode;
  fallback: Spot;
}

/** Words chosen by what the visitor's place has: a text route or not, or elsewhere. */
export function PlaceWords({ data, yes, no, elsewhere, fallback }: PlaceWordsProps) {
  const place = useVisitorPlace() ?? fallback;
  if (isElsewhere(place)) return elsewhere === undefined ? no : elsewhere;
  return data.words.writing.includes(place) ? yes : no;
}
