import type { ReactNode } from 'react';
import { InWechatMark } from '@/components/booking/in-wechat-mark';
import { DevMode } from '@/components/dev/dev-mode';
import { FloatingContact } from '@/components/floating/floating-contact';
import { EditionSuggestion } from '@/components/header/edition-suggestion';
import { SiteHeader } from '@/components/header/site-header';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { NavigationStatus } from '@/components/layout/navigation-status';
import { SiteFooter } from '@/components/layout/site-footer';
import { editionLabels } from '@/content/editions';
import { SIMPLIFIED, TRADITIONAL, edition } from '@/lib/edition';
import { wechatQrSrc } from '@/lib/images/manifest';
import { analyticsSilentPaths, pageCodeTable } from '@/lib/routes';

/**
 * The whole document around a page's main content: header, footer, floating contact and the
 * leaves every page has. The root layout (app/layout.tsx) and the global not-found page
 * (app/global-not-found.tsx, which Next renders without the layout) both wrap their content in it.
 */
export async function SiteDocument({ children }: { children: ReactNode }) {
  // Analytics is off unless the build turns it on; then, and only then, its code is bundled.
  const gaId = process.env.ANALYTICS_GA_ID;
  const Analytics = gaId ? (await import('@/components/analytics/analytics-loader')).Analytics : null;
  return (
    <html lang={edition.lang}>
      <body>
        <SiteHeader />
        {/* A Traditional page offers the Simplified one to a browser that prefers it (after hydration only). */}
        {edition.id === TRADITIONAL.id ? (
          <EditionSuggestion label={editionLabels['zh-Hans'].suggestion} dismiss={editionLabels['zh-Hans'].dismiss} />
        ) : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter year={new Date().getFullYear()} />
        <FloatingContact qrSrc={wechatQrSrc()} codes={pageCodeTable} />
        <OfflineBanner />
        <NavigationStatus />
        <DevMode />
        {Analytics && gaId ? <Analytics gaId={gaId} codes={pageCodeTable} silent={analyticsSilentPaths} /> : null}
        {/* Inside WeChat, the Simplified edition's booking blocks show the QR on a phone too (long press). */}
        {edition.id === SIMPLIFIED.id ? <InWechatMark /> : null}
        <HydrationMark />
      </body>
    </html>
  );
}
