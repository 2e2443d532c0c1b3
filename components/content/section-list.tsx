import { Link } from '@/components/ui/link';
import { AllPlaces, PlaceHeading, PlaceLines, PlaceSentence, PlaceWordsFor } from '@/components/crisis/place-lines';
import { Picture } from '@/components/ui/picture';
import { SampleMark } from '@/components/ui/sample-mark';
import type { Section } from '@/content/types';
import { edition } from '@/lib/edition';
import { printContactNumbers } from '@/lib/crisis/printed-number';
import type { PageRef } from '@/lib/routes';
import { href, pageSlug } from '@/lib/routes/paths';
import { FaqList } from './faq-list';
import card from '@/components/ui/card.module.css';
import type { ReactNode } from 'react';
import styles from './section-list.module.css';

interface SectionListProps {
  sections: readonly Section[];
  /** The page: heading ids derive from its path. */
  page: PageRef;
  /** Sections of the page numbered before these (a second list on one page), so no heading id repeats. */
  after?: number;
}

/**
 * The id of a band's <h2>: `<page-slug>-section-<n>`, n counting the page's bands from 1 (/fee's
 * seventh is `fee-section-7`). It follows position, so a reorder moves a `#` link to another section;
 * only an id that no longer exists is reported (#published-links, scripts/content-check/published/rules.ts).
 */
function headingId(path: string, index: number) {
  return `${pageSlug(path)}-section-${index + 1}`;
}

function SectionBody({ section }: { section: Section }) {
  switch (section.kind) {
    case 'prose':
      return (
        <div className={section.image ? styles.proseWithImage : styles.prose}>
          <div>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <PlaceSentence text={printContactNumbers(paragraph, edition.id)} />
              </p>
            ))}
          </div>
          {section.image ? <Picture image={section.image} sizes="(max-width: 992px) 100vw, 480px" className={styles.image} /> : null}
        </div>
      );
    case 'cards':
      return (
        <ul className={`${card.grid} ${styles.cards}`}>
          {section.items.map((item) => (
            <li key={item.title} className={`${card.surface} ${card.text} ${styles.card}`}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      );
    case 'list':
      return (
        <ul className={styles.checklist}>
          {section.items.map((item) => (
            <li key={item}>{printContactNumbers(item, edition.id)}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className={`${card.grid} ${styles.steps}`}>
          {section.items.map((item) => (
            <li key={item.title} className={`${card.surface} ${card.text} ${styles.step}`}>
              <h3>{item.title}</h3>
              <p>
                <PlaceSentence text={item.text} />
              </p>
            </li>
          ))}
        </ol>
      );
    case 'faq':
      return <FaqList items={section.items} />;
    case 'quote':
      // A sample quote (`sample: true`) says so after its author, until the centre replaces it.
      return (
        <figure className={styles.quote}>
          <blockquote>
            <p>{section.text}</p>
          </blockquote>
          <figcaption>
            — {section.author}
            {section.sample ? <SampleMark /> : null}
          </figcaption>
        </figure>
      );
    case 'links':
      return (
        <ul className={`${card.grid} ${styles.cards}`}>
          {section.items.map((item) => (
            <li key={item.href} className={`${card.surface} ${card.text} ${styles.card}`}>
              <h3>
                <Link href={href(item.href)}>{item.label}</Link>
              </h3>
              {item.text ? <p>{item.text}</p> : null}
            </li>
          ))}
        </ul>
      );
    case 'hotlines':
      // The visitor's place's lines; the place's words and the list to pick another over the
      // emergency call; every place's lines after the lines that take messages.
      return (
        <>
          {section.lines === 'emergency' ? <PlaceHeading /> : null}
          <PlaceLines variant="cards" group={section.lines} />
          {section.lines === 'text' ? <AllPlaces /> : null}
        </>
      );
  }
}

interface SectionBandProps {
  /** The page's path and the band's place among its sections: the heading's id derives from them. */
  path: string;
  index: number;
  heading?: string;
  /** The booking block's band, set apart from the sections before it. */
  booking?: boolean;
  children: ReactNode;
}

/** One band of a content page: a landmark region labelled by its heading. */
export function SectionBand({ path, index, heading, booking = false, children }: SectionBandProps) {
  const id = headingId(path, index);
  return (
    <section aria-labelledby={heading ? id : undefined} className={booking ? `${styles.section} ${styles.bookingSection}` : styles.section}>
      <div className="container">
        {heading ? <h2 id={id}>{heading}</h2> : null}
        {children}
      </div>
    </section>
  );
}

/** Renders a content page's sections in order, each a labelled landmark region. */
export function SectionList({ sections, page, after = 0 }: SectionListProps) {
  return (
    <>
      {sections.map((section, index) => (
        <SectionBand
          key={headingId(page.path, after + index)}
          path={page.path}
          index={after + index}
          heading={'heading' in section ? section.heading : undefined}
        >
          {'intro' in section && section.intro ? (
            section.kind === 'hotlines' && section.lines === 'text' ? (
              // Said only where the visitor's place has a text route; elsewhere the lines say what to do instead.
              <PlaceWordsFor yes={<p className={styles.intro}>{section.intro}</p>} no={null} />
            ) : (
              <p className={styles.intro}>
                <PlaceSentence text={section.intro} />
              </p>
            )
          ) : null}
          <SectionBody section={section} />
        </SectionBand>
      ))}
    </>
  );
}
