import { site } from '@/content/site';
import { amapMarkerUrl } from '@/lib/map-links';

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
