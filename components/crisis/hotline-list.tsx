import type { ReactNode } from 'react';
import { chrome } from '@/content/chrome';
import { crisisLines } from '@/content/crisis-lines';
import type { CrisisLine } from '@/content/types';
import { edition } from '@/lib/edition';
import { hotlineGroup, linesOf, type CrisisGroup, type CrisisPlace, type CrisisVia } from '@/lib/crisis/hotline';
import { markNumber } from '@/lib/crisis/place-tokens';
import { HotlineLines, type ShownLine } from './hotline-lines';
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
  /** Said where the place has no line of this group (no line that takes messages: what to do instead). */
  none?: ReactNode;
  className?: string;
}

const VIA_LABEL: Record<CrisisVia, string> = { call: chrome.crisisCall, whatsapp: chrome.crisisWhatsapp, sms: chrome.crisisSms };

/** When a support line answers, for whom and (on the cards) in which languages, as one short line. */
const details = (line: CrisisLine, languages: boolean): string =>
  [line.hours, languages ? line.languages : undefined, line.audience].filter(Boolean).join(chrome.crisisDetailSeparator);

/** A line's words with each of its numbers to call marked, so the card shows it as a link too. */
const markedText = (line: CrisisLine): string =>
  line.channels
    .filter((channel) => (channel.via as readonly CrisisVia[]).includes('call'))
    .reduce((text, channel) => text.replaceAll(channel.number, markNumber(channel.number)), line.text);

/** A place's lines of one group in plain words, as a list shows them (at most `limit`). */
export function shownLines(place: CrisisPlace, group: CrisisGroup, variant: HotlineListProps['variant'], limit?: number): ShownLine[] {
  const cards = variant === 'cards';
  return hotlineGroup<CrisisLine>(linesOf(crisisLines, place, edition.id), group, edition.id)
    .slice(0, limit)
    .map(({ line, links }) => {
      // An absent field is left out, not set to undefined: the flight data writes each undefined as "$undefined".
      const said = details(line, cards);
      return {
        name: line.name,
        ...(said ? { details: said } : {}),
        ...(cards && line.text ? { text: markedText(line) } : {}),
        links: links.map((link) => ({
          href: link.href,
          ...(link.via === 'call' ? {} : { way: VIA_LABEL[link.via] }),
          number: link.printed.number,
          ...(link.printed.label ? { label: link.printed.label } : {}),
        })),
      };
    });
}

/**
 * One place's crisis hotlines of one group as links to call or to message: the emergency call
 * (set apart from the rest), the lines to call, or the lines that take messages; at most `limit`
 * of them. A place with no line of the group says `none`.
 */
export function HotlineList({ variant, group, place, limit, none, className = '' }: HotlineListProps) {
  const lines = shownLines(place, group, variant, limit);
  if (lines.length === 0) return none ? <p className={styles.details}>{none}</p> : null;
  return (
    <HotlineLines
      lines={lines}
      variant={variant}
      emergency={group === 'emergency'}
      place={place}
      call={chrome.crisisCall}
      className={className}
    />
  );
}
