import { emergencyNumbers } from '@/content/emergency-numbers';
import type { CrisisPlaceEntry } from '@/content/types';
import { elsewhereSpot, type Spot } from './spot';
import { countryOfZone } from './zone-table';

export { countryOfZone };

/*
 * In the browser, in a script of its own that every page loads once shown, whatever the zone (so
 * no request says where the visitor is): the country of every time zone, and every country's
 * emergency numbers, for a visitor in none of the places of content/crisis-lines.ts.
 */

const countries: Readonly<Record<string, readonly string[] | undefined>> = emergencyNumbers.countries;

/** A country's emergency numbers (content/emergency-numbers.ts); where the source lists none, those most phones reach anywhere. */
export const emergencyNumbersOf = (country: string | undefined): readonly string[] =>
  (country ? countries[country] : undefined) ?? emergencyNumbers.anywhere;

/** For a zone no place names: the place of the zone's country or one it covers (a zone the place's list misses), else the country. */
export function spotOfZone(zone: string, places: readonly CrisisPlaceEntry[]): Spot {
  const country = countryOfZone(zone);
  const covers = (place: CrisisPlaceEntry) => place.country === country || (place.countries ?? []).some((each) => each === country);
  return places.find(covers)?.id ?? elsewhereSpot(country, emergencyNumbersOf(country));
}
