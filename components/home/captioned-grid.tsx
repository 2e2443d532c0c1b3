import { Picture } from '@/components/ui/picture';
import type { CaptionedImage } from '@/content/types';
import card from '@/components/ui/card.module.css';
import cards from './card-rows.module.css';
import styles from './captioned-grid.module.css';

interface CaptionedGridProps {
  items: readonly CaptionedImage[];
  /** Columns on wide screens. */
  columns: 3 | 4;
}

/** A grid of images, each with its caption (media interviews, events). */
export function CaptionedGrid({ items, columns }: CaptionedGridProps) {
  return (
    <ul className={`${card.grid} ${columns === 4 ? cards.four : cards.three} ${styles.grid}`}>
      {items.map((item) => (
        <li key={item.image.file}>
          <figure className={`${card.surface} ${card.raised} ${styles.figure}`}>
            <div className={card.media}>
              <Picture image={item.image} sizes={`(max-width: 576px) 100vw, (max-width: 992px) 50vw, ${columns === 4 ? 280 : 380}px`} />
            </div>
            <figcaption className={styles.caption}>{item.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
