import type { CrisisPlaceEntry } from '@/content/types';

/**
 * A country outside the places of content/crisis-lines.ts, by its ISO code and its emergency
 * numbers ('@JP:119', '@FR:112,15'); '@:112,911' where the zone names no country (Etc/UTC). One
 * string, so the page's store hands it to every component as it is.
 */
export type Elsewhere = `@${string}`;

/** Where the visitor is, for the crisis lines: one of the places, or elsewhere. */
export type Spot = CrisisPlaceEntry['id'] | Elsewhere;

export const isElsewhere = (spot: string): spot is Elsewhere => spot.startsWith('@');

/** An elsewhere spot for a country (if the zone names one) and its numbers. */
export const elsewhereSpot = (country: string | undefined, numbers: readonly string[]): Elsewhere =>
  `@${country ?? ''}:${numbers.join(',')}`;

/** The country of an elsewhere spot, if its zone names one. */
export const countryOfSpot = (spot: Elsewhere): string | undefined => spot.slice(1).split(':')[0] || undefined;

/** The emergency numbers of an elsewhere spot. */
export const numbersOfSpot = (spot: Elsewhere): string[] => (spot.split(':')[1] ?? '').split(',').filter(Boolean);
