import type { ReactNode } from 'react';
import { getRoute } from '@/lib/routes';
import { Breadcrumbs } from './breadcrumbs';
import styles from './page-intro.module.css';

interface PageIntroProps {
  path: string;
  /** Defaults to the route's name. */
  heading?: string;
  lead?: string;
  children?: ReactNode;
  /** Shown on the right on wide screens (e.g. a Picture). */
  aside?: ReactNode;
}

/** Breadcrumbs, the page's h1 and its lead; on flush pages a band that sits under the header. */
export function PageIntro({ path, heading, lead, children, aside }: PageIntroProps) {
  const route = getRoute(path);
  const flush = route.flush;
  return (
    <header className={flush ? styles.band : styles.plain}>
      <div className={`container ${aside ? styles.split : ''}`}>
        <div>
          {path !== '/' ? <Breadcrumbs path={path} /> : null}
          <h1 className={styles.heading}>{heading ?? route.name}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </header>
  );
}
