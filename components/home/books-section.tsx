import { Picture } from '@/components/ui/picture';
import type { HomeContent } from '@/content/types';
import { PageSection } from './page-section';
import styles from './books-section.module.css';

interface BooksSectionProps {
  books: HomeContent['books'];
}

/** Section 11: the lead therapist's books. */
export function BooksSection({ books }: BooksSectionProps) {
  return (
    <PageSection id="home-books" heading={books.heading} intro={books.intro} tone="warm">
      <ul className={styles.list}>
        {books.items.map((book, index) => (
          <li key={index} className={styles.book}>
            <div className={styles.cover}>
              <Picture image={book.image} sizes="(max-width: 576px) 45vw, 200px" />
            </div>
            <div>
              <h3 className={styles.title}>{book.title}</h3>
              <p className={styles.meta}>
                <span>{book.author}</span>
                <span>{book.year}</span>
              </p>
              <p className={styles.description}>{book.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
