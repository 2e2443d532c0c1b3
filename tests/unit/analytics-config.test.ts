import { analytics } from '@/content/analytics';
import { analyticsBuildEnv, resolveAnalyticsConfig } from '@/lib/analytics/config';

const on = { enabled: true, measurementId: 'G-ABC1234567' };

it('is off by default, with the placeholder id in content', () => {
  expect(analytics.enabled).toBe(false);
  expect(resolveAnalyticsConfig({})).toEqual({ enabled: false, measurementId: 'G-XXXXXXXXXX' });
  expect(analyticsBuildEnv({})).toEqual({ ANALYTICS_GA_ID: '' });
});

it('lets the environment turn analytics on with a measurement id, or an enabled content flag off, and ignores an empty variable', () => {
  const env = { ANALYTICS_ENABLED: 'true', GA_MEASUREMENT_ID: 'G-TEST123456' };
  expect(resolveAnalyticsConfig(env)).toEqual({ enabled: true, measurementId: 'G-TEST123456' });
  expect(analyticsBuildEnv(env)).toEqual({ ANALYTICS_GA_ID: 'G-TEST123456' });
  expect(resolveAnalyticsConfig({ ANALYTICS_ENABLED: 'false' }, on).enabled).toBe(false);
  expect(resolveAnalyticsConfig({ ANALYTICS_ENABLED: '' }, on)).toEqual(on);
  expect(resolveAnalyticsConfig({ GA_MEASUREMENT_ID: '' }, on)).toEqual(on);
});

it('stops an enabled build whose measurement id is missing, malformed or the placeholder', () => {
  expect(() => resolveAnalyticsConfig({ ANALYTICS_ENABLED: 'true' })).toThrow(/G-XXXXXXXXXX.*GA_MEASUREMENT_ID/);
  expect(() => resolveAnalyticsConfig({ ANALYTICS_ENABLED: 'true', GA_MEASUREMENT_ID: 'UA-1234-1' })).toThrow(/not a GA4 measurement id/);
  expect(() => resolveAnalyticsConfig({ GA_MEASUREMENT_ID: 'nonsense' })).not.toThrow();
});
