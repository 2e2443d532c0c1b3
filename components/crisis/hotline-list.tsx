import { chrome } from '@/content/chrome';
import { crisisLines } from '@/content/crisis-lines';
import { hotlineHref } from '@/lib/hotline';
import styles from './hotline-list.module.css';

interface HotlineListProps {
  /** 'compact': number and name in one link per row (the footer); 'cards': a card per line, with when to call. */
  variant: 'compact' | 'cards';
  className?: string;
}

/** Every crisis hotline as a tap-to-call link; a number never breaks across lines. */
export function HotlineList({ variant, className = '' }: HotlineListProps) {
  if (variant === 'compact') {
    return (
      <ul className={`${styles.compact} ${className}`}>
        {crisisLines.map((line) => (
          <li key={line.number}>
            <a href={hotlineHref(line.number)} aria-label={`${chrome.crisisCall} ${line.number} ${line.name}`}>
              <span className={styles.number}>{line.number}</span> {line.name}
            </a>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={`${styles.cards} ${className}`}>
      {crisisLines.map((line) => (
        <li key={line.number} className={styles.card}>
          <h3>{line.name}</h3>
          <a href={hotlineHref(line.number)} className={styles.call} aria-label={`${chrome.crisisCall} ${line.number} ${line.name}`}>
            <span className={styles.number}>{line.number}</span>
          </a>
          <p>{line.text}</p>
        </li>
      ))}
    </ul>
  );
}
