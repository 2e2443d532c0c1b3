// Relative import: next.config.ts loads this module, and the `@/` alias does not exist there.
import { analytics, type AnalyticsSettings } from '../../content/analytics';

type Env = Readonly<Record<string, string | undefined>>;

export const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,}$/;
const PLACEHOLDER_ID = 'G-XXXXXXXXXX';

/**
 * The effective analytics settings of a build: `content/analytics.ts`, overridden by the
 * environment (`ANALYTICS_ENABLED=true|false`, `GA_MEASUREMENT_ID=G-…`). Resolved once, at
 * build time; an enabled build without a real measurement id stops here with a message.
 */
/** What a build resolves: whether analytics is on, and under which id (the retention is the privacy page's). */
type BuildSettings = Pick<AnalyticsSettings, 'enabled' | 'measurementId'>;

export function resolveAnalyticsConfig(env: Env = process.env, settings: BuildSettings = analytics): BuildSettings {
  const flag = env.ANALYTICS_ENABLED?.trim();
  const enabled = flag ? flag === 'true' : settings.enabled;
  const measurementId = env.GA_MEASUREMENT_ID?.trim() || settings.measurementId;
  if (enabled && (!MEASUREMENT_ID_PATTERN.test(measurementId) || measurementId === PLACEHOLDER_ID)) {
    throw new Error(
      `Analytics is enabled but "${measurementId}" is not a GA4 measurement id: set GA_MEASUREMENT_ID=G-… or content/analytics.ts › measurementId`,
    );
  }
  return { enabled, measurementId };
}

/**
 * For `env` in next.config.ts: Next inlines `process.env.ANALYTICS_GA_ID` into every bundle as a
 * literal, '' when analytics is off. `SiteDocument` (components/layout/site-document.tsx) imports
 * the analytics component only behind that literal, and `PrivacyDisclosure`
 * (components/privacy/privacy-disclosure.tsx) its consent settings, so the bundler drops them — and
 * every analytics string — from an off build. (A condition read at runtime would not: the client
 * chunk would still carry it.)
 */
export function analyticsBuildEnv(env: Env = process.env): { ANALYTICS_GA_ID: string } {
  const config = resolveAnalyticsConfig(env);
  return { ANALYTICS_GA_ID: config.enabled ? config.measurementId : '' };
}
