import { markedHref, markedNumber } from '@/lib/crisis/dial';
import { numberParts } from '@/lib/crisis/place-tokens';
import styles from './hotline-list.module.css';

/** One way to reach a line, as shown: its link, the way (「致電」, 「WhatsApp」) and the number printed. */
export interface ShownLink {
  /** `tel:` for a call (lib/crisis/hotline.ts), which says its way to screen readers only; a message shows it. */
  readonly href: string;
  /** Said for a message only (「WhatsApp」); a call's is the list's `call` word, sent once (~1 KB less on every page). */
  readonly way?: string;
  readonly number: string;
  readonly label?: string;
}

/** A crisis line as a list shows it: plain words only, so the same data serves the server and the place switch. */
export interface ShownLine {
  readonly name: string;
  /** Hours, languages (on cards) and audience, as one short line. */
  readonly details?: string;
  /** When to call (cards only), its numbers to call marked (lib/crisis/place-tokens.ts). */
  readonly text?: string;
  readonly links: readonly ShownLink[];
}

/** A call, told by its link: the flight data carries no flag beside it (~0.5 KB on every page). */
const isCall = (link: ShownLink): boolean => link.href.startsWith('tel:');

/**
 * One way to reach a line. Its accessible name says the way, the number and the line
 * (「致電 999 緊急服務」) from its visible words and hidden ones around them, so the name holds what
 * is seen (WCAG 2.5.3); a number never breaks across lines. `data-untracked`: no analytics event
 * ever says that a visitor reached for a crisis line.
 */
function HotlineAnchor({ link, name, call, className }: { link: ShownLink; name: string; call: string; className?: string }) {
  return (
    <a href={link.href} className={className} data-untracked="">
      <span className={isCall(link) ? 'visually-hidden' : styles.way}>{link.way ?? call} </span>
      <span className={styles.number}>{link.number}</span>
      {link.label ? <span className={styles.label}>{link.label}</span> : null}
      <span className="visually-hidden"> {name}</span>
    </a>
  );
}

interface HotlineLinesProps {
  readonly lines: readonly ShownLine[];
  /** 'compact': a row per line (the footer); 'cards': a card per line, with when to call. */
  readonly variant: 'compact' | 'cards';
  /** The emergency call, set apart from the rest. */
  readonly emergency: boolean;
  /** Where the lines answer: how a number in their words is dialled (lib/crisis/dial.ts). */
  readonly place?: string;
  /** Before a number to call in its link's name: 「致電」. */
  readonly call: string;
  readonly className?: string;
}

/** A line's words, each marked number a link to call (or, one that takes texts only, to write). */
const withLinks = (text: string, place: string) =>
  numberParts(text).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={markedHref(part, place)} data-untracked="">
        {markedNumber(part)}
      </a>
    ) : (
      part
    ),
  );

/** The lines of one group of one place, as links to call or to message. */
export function HotlineLines({ lines, variant, emergency, place = 'hk', call, className = '' }: HotlineLinesProps) {
  if (variant === 'compact')
    return (
      <ul className={`${styles.compact} ${emergency ? styles.compactEmergency : ''} ${className}`}>
        {lines.map((line) => (
          <li key={line.name}>
            <span className={styles.links}>
              {line.links.map((link) => (
                <HotlineAnchor key={link.href} link={link} name={line.name} call={call} />
              ))}
            </span>{' '}
            {line.name}
            {line.details ? <p className={styles.details}>{line.details}</p> : null}
          </li>
        ))}
      </ul>
    );
  return (
    <ul className={`${styles.cards} ${className}`}>
      {lines.map((line) => (
        <li key={line.name} className={emergency ? `${styles.card} ${styles.cardEmergency}` : styles.card}>
          <h3>{line.name}</h3>
          <span className={styles.links}>
            {line.links.map((link) => (
              <HotlineAnchor key={link.href} link={link} name={line.name} call={call} className={styles.call} />
            ))}
          </span>
          {line.details ? <p className={styles.details}>{line.details}</p> : null}
          {line.text ? <p>{withLinks(line.text, place)}</p> : null}
        </li>
      ))}
    </ul>
  );
}
