import { site } from '@/content/site';
import { toSimplified } from '@/lib/content-text/simplified-edition';
import { traditionalLeft } from '@/lib/content-text/to-simplified';
import { addressText, mapQuery, streetAddress, type PostalAddress } from '@/lib/address';
import { amapMarkerUrl, appleMapsUrl, googleMapsEmbedUrl, googleMapsUrl } from '@/lib/address/map-links';
import { contentSecurityPolicy } from '@/scripts/postbuild/csp';

const moved: PostalAddress = {
  territory: '香港',
  region: '九龍',
  district: '尖沙咀',
  street: '彌敦道 132 號',
  building: '美麗華廣場 A 座 8 樓',
  country: 'HK',
};

describe('the address, said from its parts', () => {
  it('puts the full address together as a letter carries it, and the street address for search engines', () => {
    expect(addressText(moved)).toBe('香港九龍尖沙咀彌敦道 132 號美麗華廣場 A 座 8 樓');
    expect(streetAddress(moved)).toBe('彌敦道 132 號 美麗華廣場 A 座 8 樓');
  });

  it('reads the same in the Simplified edition whether a text fills {address} or the contact page joins the converted parts', () => {
    for (const address of [site.address, moved]) {
      const converted = Object.fromEntries(
        Object.entries(address).map(([key, part]) => [key, toSimplified(part)]),
      ) as unknown as PostalAddress;
      expect(addressText(converted)).toBe(toSimplified(addressText(address)));
      expect(traditionalLeft(addressText(converted))).toEqual([]);
    }
  });

  it('asks a map for the district and the street, as one run of words', () => {
    expect(mapQuery(moved)).toBe('尖沙咀彌敦道132號');
  });
});

describe('the map links, built from the address', () => {
  const query = encodeURIComponent(mapQuery(moved));

  it('opens Google Maps, and Apple Maps, on a search for the district and street', () => {
    const url = new URL(googleMapsUrl(moved));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('尖沙咀彌敦道132號');
    expect(googleMapsUrl(moved)).toContain(`query=${query}`);
    const apple = new URL(appleMapsUrl(moved));
    expect(apple.origin).toBe('https://maps.apple.com');
    expect(apple.searchParams.get('q')).toBe('尖沙咀彌敦道132號');
  });

  it("frames a Google embed from www.google.com, the one map host the pages' policy frames", () => {
    const url = new URL(googleMapsEmbedUrl(moved));
    expect(url.searchParams.get('q')).toBe('尖沙咀彌敦道132號');
    expect(url.searchParams.get('output')).toBe('embed');
    const frameSrc = /frame-src ([^;]+)/.exec(contentSecurityPolicy())?.[1]?.split(' ') ?? [];
    expect(frameSrc).toContain(url.origin);
  });

  it("follows the centre's address in content: a move changes every link", () => {
    const links = [googleMapsUrl, googleMapsEmbedUrl, appleMapsUrl];
    for (const link of links) expect(decodeURIComponent(link(site.address))).toContain(mapQuery(site.address));
    expect(links.map((link) => link(site.address))).not.toEqual(links.map((link) => link(moved)));
  });
});

describe('the Amap link', () => {
  it('marks the GPS position, longitude first, with the name encoded, and opens the app where installed', () => {
    expect(amapMarkerUrl({ latitude: 22.31886, longitude: 114.16937 }, '心晴 & 中心')).toBe(
      'https://uri.amap.com/marker?position=114.16937,22.31886&name=%E5%BF%83%E6%99%B4%20%26%20%E4%B8%AD%E5%BF%83&coordinate=wgs84&callnative=1',
    );
  });

  it("reads the centre's position and name from content", () => {
    const url = new URL(amapMarkerUrl(site.geo, site.name));
    expect(url.searchParams.get('position')).toBe(`${site.geo.longitude},${site.geo.latitude}`);
    expect(url.searchParams.get('name')).toBe(site.name);
    expect(url.searchParams.get('coordinate')).toBe('wgs84');
  });
});
