import type { ReactNode } from 'react';
import { chrome } from '@/content/chrome';
import { crisisLines } from '@/content/crisis-lines';
import type { CrisisLine } from '@/content/types';
import { edition } from '@/lib/edition';
import { hotlineGroup, linesOf, type CrisisGroup, type CrisisPlace, type CrisisVia } from '@/lib/crisis/hotline';
import { SMS_ONLY } from '@/lib/crisis/dial';
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

/** A number in running words: digits, in groups with single spaces or hyphens, three at least (not 「24 小時」). */
const NUMBER_IN_TEXT = /(?<![\d])\+?\d+(?:[ -]\d+)*(?![\d])/g;

/** The digits of the numbers of a place's lines that take texts and no calls (Shout's 85258). */
const textOnly = (place: CrisisPlace): ReadonlySet<string> =>
  new Set(
    (crisisLines as readonly CrisisLine[])
      .filter((line) => line.place === place)
      .flatMap((line): readonly CrisisLine['channels'][number][] => line.channels)
      .filter((channel) => !(channel.via as readonly CrisisVia[]).includes('call') && (channel.via as readonly CrisisVia[]).includes('sms'))
      .map((channel) => channel.number.replace(/\D/g, '')),
  );

/**
 * A line's words with every number in them marked (its own, or another the words name: 「110、112
 * 亦會接駁至 999」), so the card shows each as a link: to write where the place's line takes texts
 * only (lib/crisis/dial.ts SMS_ONLY), else to call.
 */
const markedText = (line: CrisisLine): string => {
  const texts = textOnly(line.place);
  return line.text.replace(NUMBER_IN_TEXT, (number) => {
    const digits = number.replace(/\D/g, '');
    if (digits.length < 3) return number;
    return markNumber(texts.has(digits) ? `${SMS_ONLY}${number}` : number);
  });
};

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
