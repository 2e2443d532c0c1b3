import { useSyncExternalStore } from 'react';
import type { CrisisPlaceId } from '@/lib/crisis-places';
import { visitorPlace } from '@/lib/visitor-place';

const subscribe = (listener: () => void) => visitorPlace().subscribe(listener);
const current = () => visitorPlace().current();
const none = () => undefined;

/** The visitor's place (lib/visitor-place.ts), or undefined before it is known: then show the edition's. */
export const useVisitorPlace = (): CrisisPlaceId | undefined => useSyncExternalStore(subscribe, current, none);

/** The visitor picks a place: every list and sentence on the page follows; nothing is kept. */
export const choosePlace = (place: CrisisPlaceId): void => visitorPlace().choose(place);
