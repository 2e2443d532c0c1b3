import type { ReactNode } from 'react';
import styles from './page-section.module.css';

export interface PageSectionProps {
  /** Fragment id of the section; its heading gets `<id>-heading`. */
  id: string;
  heading: string;
  intro?: string;
  /**
   * Background band, so sections read apart without rules. Not alternated for you: each section
   * component sets its own tone, so reordering sections in home-page.tsx means reviewing them.
   */
  tone?: 'plain' | 'warm' | 'sage';
  /** Centre the heading and intro (card grids) or keep them on the left (prose). */
  align?: 'center' | 'start';
  children: ReactNode;
}

/** One titled band of a page: a `<section>` named by its h2, with the content container inside. */
export function PageSection({ id, heading, intro, tone = 'plain', align = 'center', children }: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`${styles.section} ${styles[tone]}`}>
      <div className="container">
        <header className={`${styles.header} ${styles[align]}`}>
          <h2 id={headingId}>{heading}</h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
