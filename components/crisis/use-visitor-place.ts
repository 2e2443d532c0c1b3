// The zone lookup, and lib/crisis/elsewhere.ts loaded on every page whatever the zone (so no request
// says where the visitor is): lib/crisis/visitor-place.ts `createPlaceStore`.
import { useSyncExternalStore } from 'react';
import type { Spot } from '@/lib/crisis/spot';
import { visitorPlace } from '@/lib/crisis/visitor-place';

const subscribe = (listener: () => void) => visitorPlace().subscribe(listener);
const current = () => visitorPlace().current();
const none = () => undefined;

/** The visitor's place, or a country elsewhere (lib/crisis/visitor-place.ts), or undefined before it is known: then show the edition's. */
export const useVisitorPlace = (): Spot | undefined => useSyncExternalStore(subscribe, current, none);

/** The visitor picks a place: every list and sentence on the page follows; nothing is kept. */
export const choosePlace = (place: Spot): void => visitorPlace().choose(place);
