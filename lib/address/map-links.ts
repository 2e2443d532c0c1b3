import { mapQuery, type PostalAddress } from '.';

/** A place on the map: latitude and longitude in WGS-84, as GPS and content/site.ts `geo` give them. */
export interface Wgs84Position {
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * A link that opens the place in Amap (高德地圖), which works in the mainland where Google's maps
 * do not: its web marker page, or the Amap app where installed (`callnative=1`). The position is
 * longitude first; `coordinate=wgs84` says it is a GPS position, which Amap converts to its own
 * datum, and `name` labels the pin. (Amap's URI API: https://lbs.amap.com/api/uri-api/guide/mobile-web/point)
 */
export function amapMarkerUrl({ latitude, longitude }: Wgs84Position, name: string): string {
  return `https://uri.amap.com/marker?position=${longitude},${latitude}&name=${encodeURIComponent(name)}&coordinate=wgs84&callnative=1`;
}

/*
 * The map links of the contact page, built from the address (lib/address/index.ts), so that a move is one
 * edit of `site.address`. The embed is served from www.google.com, the one map host the pages'
 * security policy frames (scripts/postbuild/csp.ts).
 */
const query = (address: PostalAddress): string => encodeURIComponent(mapQuery(address));

/** Google Maps, searching for the address (Maps URLs: https://developers.google.com/maps/documentation/urls/get-started). */
export const googleMapsUrl = (address: PostalAddress): string => `https://www.google.com/maps/search/?api=1&query=${query(address)}`;

/** The map the contact page frames after a tap. */
export const googleMapsEmbedUrl = (address: PostalAddress): string => `https://www.google.com/maps?q=${query(address)}&output=embed`;

/** Apple Maps, searching for the address. */
export const appleMapsUrl = (address: PostalAddress): string => `https://maps.apple.com/?q=${query(address)}`;
