'use client';

import { useId, useSyncExternalStore } from 'react';
import { regionName, type PlaceData } from '@/lib/crisis/elsewhere-values';
import { countryOfSpot, isElsewhere, type Spot } from '@/lib/crisis/spot';
import { edition } from '@/lib/edition';
import { choosePlace, useVisitorPlace } from './use-visitor-place';
import styles from './place-picker.module.css';

interface PlacePickerProps {
  /** Each place with its name, in the order the list gives them (「如你身處…」 is made from it here: ~0.2 KB less on every page). */
  places: readonly { readonly id: Spot; readonly name: string }[];
  fallback: Spot;
  label: string;
  hint: string;
  /** The page's crisis data (one object): the words for a visitor elsewhere. */
  data: PlaceData;
}

const noop = () => () => {};
const hydrated = () => true;
const onServer = () => false;

/**
 * The place whose lines show first: its words (「如你身處香港」), and once scripts run a native list
 * to pick another place, already set to the place of the device's time zone, or to the country
 * of that zone when it is none of the places (「如你身處日本」, first in the list). Beside it, seen by
 * everyone, how the place was chosen and that it can be changed. The choice changes every crisis
 * list and sentence on the page and is kept nowhere. Without scripts the words stay, the list
 * keeps its place unseen (no shift when scripts start), and every place's lines are in the list
 * below that opens on demand.
 */
export function PlacePicker({ places, fallback, label, hint, data }: PlacePickerProps) {
  const { words } = data;
  const id = useId();
  const live = useSyncExternalStore(noop, hydrated, onServer);
  const current = useVisitorPlace() ?? fallback;
  const away = isElsewhere(current) ? regionName(countryOfSpot(current), edition.lang, words.other) : undefined;
  const name = away ?? (places.find((place) => place.id === current) ?? places[0])?.name ?? '';
  const here = words.here.replace('{place.name}', name);
  return (
    <div className={styles.picker}>
      <p className={styles.here}>{here}</p>
      {/* In the HTML too, so the footer keeps its height when scripts start; usable (and seen) once they have. */}
      <p className={styles.pick}>
        <label htmlFor={`${id}-place`}>{label}</label>{' '}
        <select
          id={`${id}-place`}
          value={current}
          disabled={!live}
          aria-describedby={`${id}-hint`}
          onChange={(event) => choosePlace(event.target.value as Spot)}
          data-untracked=""
        >
          {away ? <option value={current}>{away}</option> : null}
          {places.map((place) => (
            <option key={place.id} value={place.id}>
              {place.name}
            </option>
          ))}
        </select>
      </p>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}
