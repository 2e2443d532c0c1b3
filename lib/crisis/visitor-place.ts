import { crisisPlaces } from '@/content/crisis-lines';
import { deviceZone, placeOfZone } from '@/lib/crisis/places';
import type { Spot } from '@/lib/crisis/spot';
import { whenShown, type ShowableDocument } from '@/lib/browser/when-shown';

/*
 * The visitor's place, for the crisis lines shown first (components/crisis/). Found on the device,
 * from its time zone, once the page is shown (a prerendered page waits until the visitor arrives):
 * a place that names the zone; else, once lib/crisis/elsewhere.ts has loaded (every page loads it,
 * whatever the zone), the place of the zone's country, or that country elsewhere ('@JP'); or picked
 * by the visitor from the list. Nothing leaves the device and nothing is kept: a new
 * page finds the place again. Before that (on the server, while hydrating, with no zone a place
 * claims) there is none, and the components show the edition's place.
 */

type Listener = () => void;

export interface PlaceStore {
  subscribe: (listener: Listener) => () => void;
  /** The place picked, else the place of the device's zone, else undefined. */
  current: () => Spot | undefined;
  choose: (place: Spot) => void;
}

/** A store that looks the zone up (with `zone`) in a task after the first component subscribes and the page is shown. */
export function createPlaceStore(zone: () => string | undefined = deviceZone, doc?: ShowableDocument): PlaceStore {
  const listeners = new Set<Listener>();
  let found: Spot | undefined;
  let chosen: Spot | undefined;
  let looking = false;
  const emit = () => listeners.forEach((listener) => listener());
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!looking) {
        looking = true;
        // In a task of its own: reading the zone (lib/crisis/places.ts deviceZone: Temporal, else
        // Intl, whose first use loads the calendar data, 50–250 ms on a 4× slower phone) would
        // otherwise lengthen React's hydration task that subscribes (docs/benchmarks.md).
        whenShown(() => {
          setTimeout(() => {
            const here = zone();
            found = placeOfZone(here, crisisPlaces);
            if (found) emit();
            void import('@/lib/crisis/elsewhere').then(({ spotOfZone }) => {
              if (found || !here) return;
              found = spotOfZone(here, crisisPlaces);
              emit();
            });
          }, 0);
        }, doc);
      }
      return () => listeners.delete(listener);
    },
    current: () => chosen ?? found,
    choose(place) {
      chosen = place;
      emit();
    },
  };
}

let store: PlaceStore | undefined;
/** The page's one store (the components read it through components/crisis/use-visitor-place.ts). */
export const visitorPlace = (): PlaceStore => (store ??= createPlaceStore());
