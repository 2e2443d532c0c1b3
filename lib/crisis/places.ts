import type { CrisisPlaceEntry } from '@/content/types';
import { SIMPLIFIED, type EditionId } from '@/lib/edition';

export type CrisisPlaceId = CrisisPlaceEntry['id'];

/*
 * Which place's crisis lines a visitor sees first: the place whose time zones include the one the
 * visitor's device is set to. It is read on the device only (lib/crisis/visitor-place.ts): no request,
 * nothing stored. A zone no place claims, or none at all, gives the edition's place.
 */

/** The place an edition's readers are in when nothing else says: Hong Kong; the mainland for the Simplified edition. */
export const editionPlace = (editionId: EditionId): CrisisPlaceId => (editionId === SIMPLIFIED.id ? 'mainland' : 'hk');

/** The place that claims `zone`, if one does. */
export function placeOfZone(zone: string | undefined, places: readonly CrisisPlaceEntry[]): CrisisPlaceId | undefined {
  if (!zone) return undefined;
  return places.find((place) => (place.zones as readonly string[]).includes(zone))?.id;
}

/**
 * The device's IANA time zone, or undefined where the browser cannot say. Temporal where the
 * browser has it (Chromium 144+, Firefox 139+): a date formatter's first use loads the locale's
 * calendar data, 50–250 ms on a 4× slower phone in Chromium 156, against 1–6 ms for Temporal.
 */
export function deviceZone(): string | undefined {
  try {
    if (typeof Temporal !== 'undefined') return Temporal.Now.timeZoneId() || undefined;
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** A place's name in the edition's script. */
export const placeName = (place: CrisisPlaceEntry, editionId: EditionId): string =>
  editionId === SIMPLIFIED.id ? place.names.hans : place.names.hant;

/** The places with the edition's place first, then the others in the content's order. */
export function placesInOrder<Place extends CrisisPlaceEntry>(places: readonly Place[], first: CrisisPlaceId): Place[] {
  return [...places.filter((place) => place.id === first), ...places.filter((place) => place.id !== first)];
}

/** The id of the list of every place's lines on /crisis-support/, which the footer's link opens at. */
export const ALL_PLACES_ID = 'other-places';
