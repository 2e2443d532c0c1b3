'use client';

import { useId, useSyncExternalStore } from 'react';
import type { CrisisPlaceId } from '@/lib/crisis-places';
import { choosePlace, useVisitorPlace } from './use-visitor-place';
import styles from './place-picker.module.css';

interface PlacePickerProps {
  /** Each place with its name, in the order the list gives them. */
  places: readonly { readonly id: CrisisPlaceId; readonly name: string; readonly here: string }[];
  fallback: CrisisPlaceId;
  label: string;
  hint: string;
}

const noop = () => () => {};
const hydrated = () => true;
const onServer = () => false;

/**
 * The place whose lines show first: its words (「如你身處香港」), and once scripts run a native list
 * to pick another place, already set to the place of the device's time zone. The choice changes
 * every crisis list and sentence on the page and is kept nowhere. Without scripts the words stay,
 * the list keeps its place unseen (no shift when scripts start), and every place's lines are in
 * the list below that opens on demand.
 */
export function PlacePicker({ places, fallback, label, hint }: PlacePickerProps) {
  const id = useId();
  const live = useSyncExternalStore(noop, hydrated, onServer);
  const current = useVisitorPlace() ?? fallback;
  const here = places.find((place) => place.id === current) ?? places[0];
  return (
    <div className={styles.picker}>
      <p className={styles.here}>{here?.here}</p>
      {/* In the HTML too, so the footer keeps its height when scripts start; usable (and seen) once they have. */}
      <p className={styles.pick}>
        <label htmlFor={`${id}-place`}>{label}</label>{' '}
        <select
          id={`${id}-place`}
          value={current}
          disabled={!live}
          aria-describedby={`${id}-hint`}
          onChange={(event) => choosePlace(event.target.value as CrisisPlaceId)}
          data-untracked=""
        >
          {places.map((place) => (
            <option key={place.id} value={place.id}>
              {place.name}
            </option>
          ))}
        </select>
        <span id={`${id}-hint`} hidden>
          {hint}
        </span>
      </p>
    </div>
  );
}
