// lib/address/: the centre's address. index.ts (this file): its parts and written forms; map-links.ts:
// the map apps' links to it. Build time only (server components, the schema, the fact tokens).
/**
 * The centre's address in its parts, as content/site.ts writes them, and every form the site says
 * it in: derived here, so that a move is one edit of `site.address` (lib/address/map-links.ts builds the
 * map links from it; pages say it through {address}, {address.district}, {address.street}).
 */
export interface PostalAddress {
  /** 「香港」 */
  readonly territory: string;
  /** 「九龍」 */
  readonly region: string;
  /** 「旺角」 */
  readonly district: string;
  /** The street and its number, 「彌敦道 700 號」: what maps find, and what `forStreet` stamps name. */
  readonly street: string;
  /** The building, floor and unit, 「安寧商業大廈 12 樓 1203 室」. */
  readonly building: string;
  /** For search engines: 'HK'. */
  readonly country: string;
}

/** The address on one line, as a letter carries it: 「香港九龍旺角彌敦道 700 號安寧商業大廈 12 樓 1203 室」. */
export const addressText = ({ territory, region, district, street, building }: PostalAddress): string =>
  `${territory}${region}${district}${street}${building}`;

/** The street address of the structured data: 「彌敦道 700 號 安寧商業大廈 12 樓 1203 室」. */
export const streetAddress = ({ street, building }: PostalAddress): string => `${street} ${building}`;

/** What a map is asked to find: the district and the street, as one run of words (「旺角彌敦道700號」). */
export const mapQuery = ({ district, street }: PostalAddress): string => `${district}${street}`.replace(/\s+/g, '');
