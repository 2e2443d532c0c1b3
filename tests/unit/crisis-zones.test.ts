import ct from 'countries-and-timezones';
import { crisisPlaces } from '@/content/crisis-lines';
import { emergencyNumbers } from '@/content/emergency-numbers';
import { countryOfZone, emergencyNumbersOf, spotOfZone } from '@/lib/crisis/elsewhere';
import { countryOfSpot, isElsewhere, numbersOfSpot } from '@/lib/crisis/spot';
import { ZONE_COUNTRIES } from '@/lib/crisis/zone-countries';
import { placeOfZone } from '@/lib/crisis/places';
import { emergencyNumbers as emergencyNumbersSchema } from '@/lib/schema/site';
import { zoneCountryTable } from '../../scripts/crisis/zone-countries.mjs';

const allZones = Object.keys(ct.getAllTimezones({ deprecated: true }));
/** Zones of no place on Earth: UTC and its aliases, the fixed offsets, 'Factory'. */
const NOWHERE = /^(Etc\/|GMT|UTC$|UCT$|Universal$|Zulu$|Greenwich$|Factory$)/;
/** Countries the source's table lists no number for (content/emergency-numbers.ts says so): a new gap fails here. */
const UNLISTED = ['HM', 'NA', 'NF', 'PN', 'SJ', 'TF', 'UM', 'VU', 'YE', 'ZW'];
const listed: Readonly<Record<string, readonly string[] | undefined>> = emergencyNumbers.countries;

describe('no time zone is a stranger', () => {
  it('ship the zone table the package gives (run node scripts/crisis/zone-countries.mjs after updating it)', () => {
    expect(ZONE_COUNTRIES).toBe(zoneCountryTable());
  });

  it('map every zone of the zone data to its country, but the zones of no place', () => {
    const without = allZones.filter((zone) => !countryOfZone(zone));
    expect(without.filter((zone) => !NOWHERE.test(zone))).toEqual([]);
    for (const zone of allZones.filter((zone) => !NOWHERE.test(zone)))
      expect([zone, countryOfZone(zone)]).toEqual([zone, ct.getCountriesForTimezone(zone, { deprecated: true })[0]?.id]);
  });

  it('give every country of the zone data its emergency numbers from the one source', () => {
    const countries = Object.keys(ct.getAllCountries({ deprecated: true }));
    expect(countries.filter((country) => !listed[country])).toEqual(UNLISTED);
    for (const country of countries) expect(emergencyNumbersOf(country).length).toBeGreaterThan(0);
    expect(emergencyNumbersSchema.safeParse(emergencyNumbers).success).toBe(true);
    expect(emergencyNumbers.source.url).toMatch(/^https:\/\//);
  });

  it.each([
    ['Asia/Tokyo', 'JP'],
    ['Europe/Berlin', 'DE'],
    ['Pacific/Auckland', 'NZ'],
    ['America/Sao_Paulo', 'BR'],
    ['Africa/Johannesburg', 'ZA'],
    ['Asia/Kolkata', 'IN'],
    ['Asia/Calcutta', 'IN'],
  ])('place a visitor in %s in %s, with its numbers', (zone, country) => {
    expect(placeOfZone(zone, crisisPlaces)).toBeUndefined();
    const spot = spotOfZone(zone, crisisPlaces);
    if (!isElsewhere(spot)) throw new Error(`${zone} gave a place: ${spot}`);
    expect(countryOfSpot(spot)).toBe(country);
    expect(numbersOfSpot(spot)).toEqual(listed[country]);
  });

  it("carry both of Japan's numbers, as the source lists them: 119 (ambulance, fire) first, then 110 (police)", () => {
    expect(emergencyNumbersOf('JP')).toEqual(['119', '110']);
    expect(numbersOfSpot(spotOfZone('Asia/Tokyo', crisisPlaces) as `@${string}`)).toEqual(['119', '110']);
  });

  it('place a zone of no country elsewhere with the numbers most phones reach, and a zone a place misses in that place', () => {
    const spot = spotOfZone('Etc/UTC', crisisPlaces);
    expect(isElsewhere(spot) && countryOfSpot(spot)).toBeUndefined();
    expect(isElsewhere(spot) && numbersOfSpot(spot)).toEqual(emergencyNumbers.anywhere);
    // America/Indiana/Knox is in no place's list of zones, but in the United States.
    expect(placeOfZone('America/Indiana/Knox', crisisPlaces)).toBeUndefined();
    expect(spotOfZone('America/Indiana/Knox', crisisPlaces)).toBe('us');
  });

  it("name each place's countries as the zone data does (the Crown dependencies have their own codes)", () => {
    for (const place of crisisPlaces) {
      const own: readonly string[] = [place.country, ...('countries' in place ? place.countries : [])];
      for (const zone of place.zones) expect([zone, own.includes(countryOfZone(zone) ?? '')]).toEqual([zone, true]);
    }
  });

  it("place a zone of a country a place covers, but does not list, in that place (Jersey's, in the UK's)", () => {
    const uk = crisisPlaces.map((place) => (place.id === 'uk' ? { ...place, zones: ['Europe/London'] } : place));
    expect(placeOfZone('Europe/Jersey', uk)).toBeUndefined();
    expect(spotOfZone('Europe/Jersey', uk)).toBe('uk');
  });
});
