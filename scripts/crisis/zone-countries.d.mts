/** The zones by country, as lib/crisis/zone-countries.ts holds them. */
export function zoneCountryTable(): string;
/** The text of lib/crisis/zone-countries.ts. */
export function zoneCountriesSource(): string;
