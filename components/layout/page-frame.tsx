import type { ReactNode } from 'react';
import { chrome } from '@/content/chrome';
import { hasQuickExit } from '@/lib/quick-exit';
import { getRoute } from '@/lib/routes';
import styles from './page-frame.module.css';
import { QuickExit } from './quick-exit';

/**
 * The site's two page frames: pages whose entry is marked `flush` (home, services,
 * therapist, testimonials, workshop, info, faq, blog, contact) start right under the fixed
 * header's edge with no margin or padding; every other page gets 100px margin and 20px padding.
 * The crisis page and every page that speaks of violence (lib/quick-exit.ts) open with the quick
 * exit, first in the page's tab order after the header.
 */
export function PageFrame({ path, children }: { path: string; children: ReactNode }) {
  const { flush } = getRoute(path);
  return (
    <div className={flush ? styles.flush : styles.spaced} data-spacing={flush ? 'flush' : 'spaced'}>
      {hasQuickExit(path) ? <QuickExit href={chrome.quickExitUrl} label={chrome.quickExit} hint={chrome.quickExitHint} /> : null}
      {children}
    </div>
  );
}
