import { PlaceSentence } from '@/components/crisis/place-lines';
import type { FaqItem } from '@/content/types';
import styles from './faq-list.module.css';

/** Native <details>: opens and closes per item without JavaScript. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.question} className={styles.item} open={item.open ?? false}>
          <summary className={styles.question}>{item.question}</summary>
          <div className={styles.answer}>
            <p>
              <PlaceSentence text={item.answer} />
            </p>
          </div>
        </details>
      ))}
    </div>
  );
}
