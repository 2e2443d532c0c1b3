import { chrome } from '@/content/chrome';
import { crisisLines } from '@/content/crisis-lines';
import type { CrisisLineKind } from '@/content/types';
import { hotlineHref } from '@/lib/hotline';
import styles from './hotline-list.module.css';

interface HotlineListProps {
  /** 'compact': number and name in one link per row (the footer); 'cards': a card per line, with when to call. */
  variant: 'compact' | 'cards';
  /** The emergency call or the support lines; every line when omitted. */
  kind?: CrisisLineKind;
  className?: string;
}

/** When a support line answers and in which languages, as one short line. */
const details = (line: (typeof crisisLines)[number]): string =>
  ['hours' in line ? line.hours : '', 'languages' in line ? line.languages : ''].filter(Boolean).join('・');

/**
 * Crisis hotlines as tap-to-call links; a number never breaks across lines. After the emergency
 * call comes what to do outside Hong Kong, where 999 does not answer.
 */
export function HotlineList({ variant, kind, className = '' }: HotlineListProps) {
  const lines = crisisLines.filter((line) => !kind || line.kind === kind);
  const abroad = lines.some((line) => line.kind === 'emergency') ? <p className={styles.abroad}>{chrome.crisisAbroad}</p> : null;
  if (variant === 'compact') {
    return (
      <>
        <ul className={`${styles.compact} ${className}`}>
          {lines.map((line) => (
            <li key={line.number}>
              <a href={hotlineHref(line.number)} aria-label={`${chrome.crisisCall} ${line.number} ${line.name}`}>
                <span className={styles.number}>{line.number}</span> {line.name}
              </a>
              {details(line) ? <p className={styles.details}>{details(line)}</p> : null}
            </li>
          ))}
        </ul>
        {abroad}
      </>
    );
  }
  return (
    <>
      <ul className={`${styles.cards} ${className}`}>
        {lines.map((line) => (
          <li key={line.number} className={styles.card}>
            <h3>{line.name}</h3>
            <a href={hotlineHref(line.number)} className={styles.call} aria-label={`${chrome.crisisCall} ${line.number} ${line.name}`}>
              <span className={styles.number}>{line.number}</span>
            </a>
            {details(line) ? <p className={styles.details}>{details(line)}</p> : null}
            <p>{line.text}</p>
          </li>
        ))}
      </ul>
      {abroad}
    </>
  );
}
