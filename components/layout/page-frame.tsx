import type { ReactNode } from 'react';
import { getRoute } from '@/lib/routes';
import styles from './page-frame.module.css';

/**
 * The site's two page frames: pages whose entry is marked `flush` (home, services,
 * therapist, testimonials, workshop, info, faq, blog, contact) start right under the fixed
 * header's edge with no margin or padding; every other page gets 100px margin and 20px padding.
 */
export function PageFrame({ path, children }: { path: string; children: ReactNode }) {
  const { flush } = getRoute(path);
  return (
    <div className={flush ? styles.flush : styles.spaced} data-spacing={flush ? 'flush' : 'spaced'}>
      {children}
    </div>
  );
}
