/**
 * The places whose crisis lines the site can list (content/crisis-lines.ts names them by these ids),
 * each with the country code its numbers are dialled with from abroad: the one source of both, so a
 * place's code cannot be written wrong in content. A new place is added here first.
 */
export const CALLING_CODES = {
  hk: '852',
  mainland: '86',
  macau: '853',
  taiwan: '886',
  singapore: '65',
  malaysia: '60',
  uk: '44',
  us: '1',
  canada: '1',
  australia: '61',
} as const;

export type PlaceId = keyof typeof CALLING_CODES;
export const CRISIS_PLACE_IDS = Object.keys(CALLING_CODES) as [PlaceId, ...PlaceId[]];
