import { chrome } from '@/content/chrome';
import { crisisLines } from '@/content/crisis-lines';
import type { CrisisLine } from '@/content/types';
import { edition } from '@/lib/edition';
import {
  hotlineGroup,
  linesOf,
  type CrisisGroup,
  type CrisisPlace,
  type CrisisVia,
  type GroupedLine,
  type HotlineLink,
} from '@/lib/hotline';
import styles from './hotline-list.module.css';

interface HotlineListProps {
  /** 'compact': a row per line with its hours and audience (the footer); 'cards': a card per line, with its languages and when to call. */
  variant: 'compact' | 'cards';
  /** The emergency call, the lines to call, or the lines that take messages. */
  group: CrisisGroup;
  /** The place whose lines these are. */
  place: CrisisPlace;
  /** Show no more than this many lines (the footer; the full list is on /crisis-support/). */
  limit?: number;
  className?: string;
}

const VIA_LABEL: Record<CrisisVia, string> = { call: chrome.crisisCall, whatsapp: chrome.crisisWhatsapp, sms: chrome.crisisSms };

/** When a support line answers, for whom and (on the cards) in which languages, as one short line. */
const details = (line: CrisisLine, languages: boolean): string =>
  [line.hours, languages ? line.languages : undefined, line.audience].filter(Boolean).join(chrome.crisisDetailSeparator);

/**
 * One way to reach a line, its number as the edition prints it (lib/printed-number.ts). Its
 * accessible name says the way, the number and the line (「致電 999 緊急服務」), from its visible
 * words and hidden ones around them, so the name holds what is seen (WCAG 2.5.3); a number never
 * breaks across lines. `data-untracked`: no analytics event ever says that a visitor reached for
 * a crisis line.
 */
function HotlineAnchor({ link, line, className }: { link: HotlineLink; line: CrisisLine; className?: string }) {
  const way = VIA_LABEL[link.via];
  return (
    <a href={link.href} className={className} data-untracked="">
      <span className={link.via === 'call' ? 'visually-hidden' : styles.way}>{way} </span>
      <span className={styles.number}>{link.printed.number}</span>
      {link.printed.label ? <span className={styles.label}>{link.printed.label}</span> : null}
      <span className="visually-hidden"> {line.name}</span>
    </a>
  );
}

function Lines({
  entries,
  variant,
  emergency,
  className,
  labelledBy,
}: {
  entries: readonly GroupedLine[];
  variant: HotlineListProps['variant'];
  emergency: boolean;
  className: string;
  labelledBy?: string;
}) {
  if (variant === 'compact') {
    return (
      <ul className={`${styles.compact} ${emergency ? styles.compactEmergency : ''} ${className}`} aria-labelledby={labelledBy}>
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
    );
  }
  return (
    <ul className={`${styles.cards} ${className}`} aria-labelledby={labelledBy}>
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
  );
}

/**
 * One place's crisis hotlines of one group as links to call or to message: the emergency call
 * (set apart from the rest), the lines to call, or the lines that take messages; at most `limit`
 * of them. A place with no line that takes messages says so.
 */
export function HotlineList({ variant, group, place, limit, className = '' }: HotlineListProps) {
  const entries = hotlineGroup<CrisisLine>(linesOf(crisisLines, place, edition.id), group, edition.id).slice(0, limit);
  if (entries.length === 0) return group === 'text' ? <p className={styles.details}>{chrome.crisisNoText}</p> : null;
  return <Lines entries={entries} variant={variant} emergency={group === 'emergency'} className={className} />;
}
