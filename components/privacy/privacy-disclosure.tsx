import { SectionList } from '@/components/content/section-list';
import { page as privacyPage, privacyDisclosure } from '@/content/pages/privacy';
import type { PageRef } from '@/lib/routes';

/**
 * The privacy page's account of what this build loads from whom: the same content in every
 * build, except analytics — "none" in a build with analytics off, what GA receives and the
 * consent control in a build with it on. The build flag is the literal Next inlines
 * (lib/analytics/config.ts), so an off build carries no consent code.
 */
export async function PrivacyDisclosure({ page }: { page: PageRef }) {
  // The literal itself in the condition: the bundler drops the import only when it sees ''.
  const ConsentSettings = process.env.ANALYTICS_GA_ID ? (await import('@/components/analytics/consent-settings')).ConsentSettings : null;
  const analyticsOn = Boolean(process.env.ANALYTICS_GA_ID);
  const { website, thirdParties, analyticsOff, analyticsOn: analyticsSections } = privacyDisclosure;
  const sections = [website, thirdParties, ...(analyticsOn ? analyticsSections : [analyticsOff])];
  return (
    <div data-analytics={analyticsOn ? 'on' : 'off'}>
      <SectionList sections={sections} page={page} after={privacyPage.sections.length} />
      {ConsentSettings ? <ConsentSettings /> : null}
    </div>
  );
}
