import type { ReactNode } from 'react';
import { chrome } from '@/content/chrome';
import { edition, SIMPLIFIED } from '@/lib/edition';
import styles from './page-frame.module.css';
import { QuickExit } from './quick-exit';

interface PageFrameProps {
  /** From the route (lib/routes/frame-paths.ts): the page starts right under the fixed header. */
  flush: boolean;
  /** From the route (lib/crisis/quick-exit.ts): the page opens with the quick exit. */
  quickExit: boolean;
  children: ReactNode;
}

/**
 * The site's two page frames: the pages of `FLUSH_PATHS` (lib/routes/frame-paths.ts: add a path
 * there) start right under the fixed header's edge with no margin or padding; every other page gets
 * a top margin of the header's height (`--header-height`) and 20px padding (page-frame.module.css).
 * The crisis page and every page that speaks of violence open with the quick exit, first in the
 * page's tab order after the header.
 */
export function PageFrame({ flush, quickExit, children }: PageFrameProps) {
  return (
    <div className={flush ? styles.flush : styles.spaced} data-spacing={flush ? 'flush' : 'spaced'}>
      {quickExit ? (
        <QuickExit
          href={edition.id === SIMPLIFIED.id ? chrome.quickExitUrlSimplified : chrome.quickExitUrl}
          label={chrome.quickExit}
          hint={chrome.quickExitHint}
        />
      ) : null}
      {children}
    </div>
  );
}
