import { chrome } from '@/content/chrome';
import { crisisLines } from '@/content/crisis-lines';
import type { CrisisLine } from '@/content/types';
import { hotlineGroup, type CrisisGroup, type CrisisVia, type HotlineLink } from '@/lib/hotline';
import styles from './hotline-list.module.css';

interface HotlineListProps {
  /** 'compact': a row per line with its hours and audience (the footer); 'cards': a card per line, with its languages and when to call. */
  variant: 'compact' | 'cards';
  /** The emergency call, the lines to call, or the lines that take messages. */
  group: CrisisGroup;
  className?: string;
}

const VIA_LABEL: Record<CrisisVia, string> = { call: chrome.crisisCall, whatsapp: chrome.crisisWhatsapp, sms: chrome.crisisSms };

/** When a support line answers, for whom and (on the cards) in which languages, as one short line. */
const details = (line: CrisisLine, languages: boolean): string =>
  [line.hours, languages ? line.languages : undefined, line.audience].filter(Boolean).join('・');

/**
 * One way to reach a line. Its accessible name says the way, the number and the line
 * (「致電 999 緊急服務」); a number never breaks across lines. `data-untracked`: no analytics event
 * ever says that a visitor reached for a crisis line.
 */
function HotlineAnchor({ link, line, className }: { link: HotlineLink; line: CrisisLine; className?: string }) {
  const way = VIA_LABEL[link.via];
  return (
    <a href={link.href} className={className} aria-label={`${way} ${link.number} ${line.name}`} data-untracked="">
      {link.via === 'call' ? null : <span className={styles.way}>{way} </span>}
      <span className={styles.number}>{link.number}</span>
    </a>
  );
}

/**
 * Crisis hotlines as links to call or to message. The emergency call stands out from the rest,
 * and after it comes what to do outside Hong Kong, where 999 does not answer.
 */
export function HotlineList({ variant, group, className = '' }: HotlineListProps) {
  const entries = hotlineGroup<CrisisLine>(crisisLines, group);
  const emergency = group === 'emergency';
  const abroad = emergency ? <p className={styles.abroad}>{chrome.crisisAbroad}</p> : null;
  if (variant === 'compact') {
    return (
      <>
        <ul className={`${styles.compact} ${emergency ? styles.compactEmergency : ''} ${className}`}>
          {entries.map(({ line, links }) => (
            <li key={line.name}>
              <span className={styles.links}>
                {links.map((link) => (
                  <HotlineAnchor key={link.href} link={link} line={line} />
                ))}
              </span>{' '}
              {line.name}
              {details(line, false) ? <p className={styles.details}>{details(line, false)}</p> : null}
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
        {entries.map(({ line, links }) => (
          <li key={line.name} className={emergency ? `${styles.card} ${styles.cardEmergency}` : styles.card}>
            <h3>{line.name}</h3>
            <span className={styles.links}>
              {links.map((link) => (
                <HotlineAnchor key={link.href} link={link} line={line} className={styles.call} />
              ))}
            </span>
            {details(line, true) ? <p className={styles.details}>{details(line, true)}</p> : null}
            <p>{line.text}</p>
          </li>
        ))}
      </ul>
      {abroad}
    </>
  );
}
