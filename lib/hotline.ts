import type { CrisisLine } from '@/content/types';
import { edition, SIMPLIFIED, type EditionId } from '@/lib/edition';
import { printedNumber, printedText, type PrintedNumber } from '@/lib/printed-number';

export type CrisisVia = CrisisLine['channels'][number]['via'][number];
export type CrisisPlace = CrisisLine['place'];
/** The groups the footer and /crisis-support/ show: the emergency call, the calls, the text routes. */
export type CrisisGroup = 'emergency' | 'call' | 'text';

const digitsOf = (number: string): string => number.replace(/\D/g, '');

/**
 * The tel: link of a hotline as printed: an 8-digit Hong Kong number gets +852, so it also works
 * from a phone with a foreign SIM; a short code (999, 18111) is dialled as it is.
 */
export function hotlineHref(number: string): string {
  const digits = digitsOf(number);
  return digits.length === 8 ? `tel:+852${digits}` : `tel:${digits}`;
}

/**
 * The link of one way to reach a line. A message link opens an empty chat: no prefilled text, no
 * tag and nothing that names the page, so neither the messaging app nor the line learns where the
 * visitor came from.
 */
export function channelHref(via: CrisisVia, number: string): string {
  const digits = digitsOf(number);
  if (via === 'whatsapp') return `https://wa.me/852${digits}`;
  if (via === 'sms') return `sms:+852${digits}`;
  return hotlineHref(number);
}

/**
 * The numbers to call in immediate danger where the edition's readers are, in its order, as
 * printed there: 999 in the Traditional edition; 110／120／119／999（香港） in the Simplified.
 */
export function emergencyNumber(lines: readonly CrisisLine[], editionId: EditionId = edition.id): string {
  return placesOf(editionId)
    .flatMap((place) =>
      lines
        .filter((line) => line.place === place && line.kind === 'emergency')
        .flatMap((line) => (line.channels[0] ? [printedText(printedNumber(line.channels[0].number, editionId, place))] : [])),
    )
    .join('／');
}

/**
 * The places whose lines an edition shows, in its order. The Traditional edition is read in Hong
 * Kong: Hong Kong's lines. The Simplified edition is read in the mainland too: the mainland's
 * lines first, then Hong Kong's.
 */
export const placesOf = (editionId: EditionId): readonly CrisisPlace[] => (editionId === SIMPLIFIED.id ? ['mainland', 'hk'] : ['hk']);

// In either script: the Simplified build reads its content converted (普通话).
const answersInPutonghua = (line: CrisisLine): boolean => /普通[話话]/.test(line.languages ?? '');

/**
 * The lines of one place as an edition lists them, in the content's order; in the Simplified
 * edition, whose readers may speak only Putonghua, Hong Kong's lines that answer in it come first.
 */
export function linesOf<Line extends CrisisLine>(lines: readonly Line[], place: CrisisPlace, editionId: EditionId): Line[] {
  const here = lines.filter((line) => line.place === place);
  if (editionId !== SIMPLIFIED.id) return here;
  return [...here.filter(answersInPutonghua), ...here.filter((line) => !answersInPutonghua(line))];
}

export interface HotlineLink {
  readonly via: CrisisVia;
  /** As the content writes it. */
  readonly number: string;
  /** As the edition prints it (lib/printed-number.ts). */
  readonly printed: PrintedNumber;
  readonly href: string;
}

/** A line as one group shows it: the line, and only its ways of that group (calls, or messages). */
export interface GroupedLine<Line extends CrisisLine = CrisisLine> {
  readonly line: Line;
  readonly links: readonly HotlineLink[];
}

const inGroup = (group: CrisisGroup, via: CrisisVia): boolean => (group === 'text' ? via !== 'call' : via === 'call');

/**
 * The lines of a group in the list's order, each with its links of that group; a line with none is
 * left out. The numbers are printed for the edition (this build's when not named).
 */
export function hotlineGroup<Line extends CrisisLine>(
  lines: readonly Line[],
  group: CrisisGroup,
  editionId: EditionId = edition.id,
): GroupedLine<Line>[] {
  return lines
    .filter((line) => (group === 'emergency') === (line.kind === 'emergency'))
    .map((line) => ({
      line,
      links: line.channels.flatMap((channel) =>
        channel.via
          .filter((via) => inGroup(group, via))
          .map((via) => ({
            via,
            number: channel.number,
            printed: printedNumber(channel.number, editionId, line.place),
            href: channelHref(via, channel.number),
          })),
      ),
    }))
    .filter((entry) => entry.links.length > 0);
}

/** A group as an edition shows it: for each of its places (`placesOf`) that has lines in the group, those lines. */
export function hotlinePlaces<Line extends CrisisLine>(
  lines: readonly Line[],
  group: CrisisGroup,
  editionId: EditionId,
): { place: CrisisPlace; entries: GroupedLine<Line>[] }[] {
  return placesOf(editionId)
    .map((place) => ({ place, entries: hotlineGroup(linesOf(lines, place, editionId), group, editionId) }))
    .filter((entry) => entry.entries.length > 0);
}
