import { PlaceSentence } from '@/components/crisis/place-lines';
import type { ReactNode } from 'react';
import type { Crumb } from '@/lib/routes';
import { Breadcrumbs } from './breadcrumbs';
import styles from './page-intro.module.css';

interface PageIntroProps {
  /** The route's trail, home → … → this page; home's own trail (one crumb) shows none. */
  crumbs: readonly Crumb[];
  /** The route's frame: on flush pages the intro is a band that sits under the header. */
  flush: boolean;
  heading: string;
  lead?: string;
  children?: ReactNode;
  /** Shown on the right on wide screens (e.g. a Picture). */
  aside?: ReactNode;
}

/** Breadcrumbs, the page's h1 and its lead; on flush pages a band that sits under the header. */
export function PageIntro({ crumbs, flush, heading, lead, children, aside }: PageIntroProps) {
  return (
    <header className={flush ? styles.band : styles.plain}>
      <div className={`container ${aside ? styles.split : ''}`}>
        <div>
          {crumbs.length > 1 ? <Breadcrumbs crumbs={crumbs} /> : null}
          <h1 className={styles.heading}>{heading}</h1>
          {lead ? (
            <p className={styles.lead}>
              <PlaceSentence text={lead} />
            </p>
          ) : null}
          {children}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </header>
  );
}
