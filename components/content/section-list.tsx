import { Link } from '@/components/ui/link';
import { BookingCall } from '@/components/booking/booking-call';
import { AllPlaces, PlaceHeading, PlaceLines, PlaceSentence } from '@/components/crisis/place-lines';
import { MainlandNoticeBody, showsMainlandNotice } from '@/components/mainland/mainland-notice';
import { Picture } from '@/components/ui/picture';
import { mainlandNotice } from '@/content/mainland-notice';
import type { Section } from '@/content/types';
import { edition } from '@/lib/edition';
import { printContactNumbers } from '@/lib/printed-number';
import type { PageRef } from '@/lib/routes';
import { href, pageSlug } from '@/lib/routes/paths';
import { FaqList } from './faq-list';
import card from '@/components/ui/card.module.css';
import styles from './section-list.module.css';

interface SectionListProps {
  sections: readonly Section[];
  /** The page: its booking links name it by its neutral code; heading ids derive from its path. */
  page: PageRef;
  /** Sections of the page numbered before these (a second list on one page), so no heading id repeats. */
  after?: number;
}

function headingId(path: string, index: number) {
  return `${pageSlug(path)}-section-${index + 1}`;
}

function SectionBody({ section, page }: { section: Section; page: PageRef }) {
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
      return (
        <figure className={styles.quote}>
          <blockquote>
            <p>{section.text}</p>
          </blockquote>
          <figcaption>— {section.author}</figcaption>
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
    case 'booking':
      return <BookingCall text={section.text} page={page} message={section.message} />;
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
    case 'mainland-notice':
      return <MainlandNoticeBody />;
  }
}

function sectionHeading(section: Section): string | undefined {
  if (section.kind === 'mainland-notice') return mainlandNotice.heading;
  return 'heading' in section ? section.heading : undefined;
}

/** The notice for the mainland is the Simplified edition's alone: the Traditional page has no trace of it. */
const shown = (section: Section): boolean => section.kind !== 'mainland-notice' || showsMainlandNotice;

/** Renders a content page's sections in order, each a labelled landmark region. */
export function SectionList({ sections, page, after = 0 }: SectionListProps) {
  return (
    <>
      {sections.filter(shown).map((section, index) => {
        const heading = sectionHeading(section);
        const id = headingId(page.path, after + index);
        return (
          <section
            key={id}
            aria-labelledby={heading ? id : undefined}
            className={`${styles.section} ${section.kind === 'booking' ? styles.bookingSection : ''}`}
          >
            <div className="container">
              {heading ? <h2 id={id}>{heading}</h2> : null}
              {'intro' in section && section.intro ? (
                <p className={styles.intro}>
                  <PlaceSentence text={section.intro} />
                </p>
              ) : null}
              <SectionBody section={section} page={page} />
            </div>
          </section>
        );
      })}
    </>
  );
}
