import { ZONE_COUNTRIES } from './zone-countries';

/*
 * The zone data (lib/crisis/zone-countries.ts) read both ways: a zone's country, for the visitor's
 * place in the browser (lib/crisis/elsewhere.ts), and a country's zones, for the content check of
 * each place's zones (lib/schema/site.ts).
 */

let byZone: ReadonlyMap<string, string> | undefined;
let byCountry: ReadonlyMap<string, readonly string[]> | undefined;

const countries = (): ReadonlyMap<string, readonly string[]> =>
  (byCountry ??= new Map(
    ZONE_COUNTRIES.split('|').map((entry) => {
      const [country = '', ...zones] = entry.split(' ');
      return [country, zones] as const;
    }),
  ));

/** The country a time zone belongs to, if any ('Asia/Urumqi' → 'CN'; 'Etc/UTC' → undefined). */
export function countryOfZone(zone: string): string | undefined {
  byZone ??= new Map([...countries()].flatMap(([country, zones]) => zones.map((zone) => [zone, country] as const)));
  return byZone.get(zone);
}

/** Every zone the data gives a country, old names included ('CN' → Asia/Shanghai, Asia/Urumqi, PRC …). */
export const zonesOfCountry = (country: string): readonly string[] => countries().get(country) ?? [];
