import { chrome } from '@/content/chrome';
import { CALLING_CODES } from '@/lib/crisis/calling-codes';
import { crisisLines, crisisPlaces } from '@/content/crisis-lines';
import type { CrisisLine } from '@/content/types';
import { editionPlace, placeName } from '@/lib/crisis/places';
import { edition, SIMPLIFIED, type EditionId } from '@/lib/edition';
import { smsHref, telHref } from '@/lib/crisis/dial';
import { fillPlaceTokens, markNumber, type PlaceToken } from '@/lib/crisis/place-tokens';
import { printedNumber, printedText, type PrintedNumber } from '@/lib/crisis/printed-number';

export type CrisisVia = CrisisLine['channels'][number]['via'][number];
export type CrisisPlace = CrisisLine['place'];
/** The groups the footer and /crisis-support/ show: the emergency call, the calls, the text routes. */
export type CrisisGroup = 'emergency' | 'call' | 'text';

const digitsOf = (number: string): string => number.replace(/\D/g, '');

/**
 * The tel: link of a hotline as printed: an 8-digit Hong Kong number gets +852, so it also works
 * from a phone with a foreign SIM; a short code (999, 18111), and a number of another place, is
 * dialled as people there dial it (the visitor is there).
 */
export const hotlineHref = (number: string, place: CrisisPlace = 'hk'): string => telHref(number, place);

/**
 * The link of one way to reach a line. A message link opens an empty chat: no prefilled text, no
 * tag and nothing that names the page, so neither the messaging app nor the line learns where the
 * visitor came from. WhatsApp needs the whole international number: the place's country code,
 * then the number without its leading 0.
 */
export function channelHref(via: CrisisVia, number: string, place: CrisisPlace = 'hk'): string {
  const digits = digitsOf(number);
  if (via === 'whatsapp') return `https://wa.me/${CALLING_CODES[place]}${digits.replace(/^0/, '')}`;
  if (via === 'sms') return smsHref(number, place);
  return hotlineHref(number, place);
}

/** The lines of one place of a kind, in the content's order. */
const placeLines = (lines: readonly CrisisLine[], place: CrisisPlace, kind: CrisisLine['kind']): CrisisLine[] =>
  lines.filter((line) => line.place === place && line.kind === kind);

/** A line's first number to call, as the edition prints it, the number marked to link (lib/crisis/place-tokens.ts). */
function callNumber(line: CrisisLine, editionId: EditionId): string | undefined {
  const channel = line.channels.find((each) => (each.via as readonly CrisisVia[]).includes('call'));
  if (!channel) return undefined;
  const printed = printedNumber(channel.number, editionId, line.place);
  return printedText({ ...printed, number: markNumber(printed.number) });
}

/** A full-width closing bracket or quote: the mainland writes no space after one (「（醫療急救）或 110」). */
const CLOSING = /[）」』”]$/;

/**
 * Items joined by `or` (content's 「 或 」), its leading space dropped after a closing bracket:
 * 「120（醫療急救）或 110（公安報警）」, but 「911 或 112」.
 */
const joinOr = (items: readonly string[], or: string): string =>
  items.reduce((text, item, at) => (at === 0 ? item : `${text}${CLOSING.test(text) ? or.trimStart() : or}${item}`), '');

/** Whether a support line answers day and night (its hours say 24 小時, in either script). */
export const answersAllDay = (line: CrisisLine): boolean => /^24\s*小[時时]$/.test(line.hours ?? '');

/**
 * What a sentence's place tokens say for one place (lib/crisis/place-tokens.ts): its emergency numbers
 * (one alone; several each with its name, 「120（醫療急救）或 110（公安報警）」), its first 24-hour
 * line to call with its hours and name, its other lines (by whether any takes messages), and its
 * name. Each number is marked to link.
 */
export function placeTokenValues(
  lines: readonly CrisisLine[],
  place: CrisisPlace,
  editionId: EditionId = edition.id,
): Record<PlaceToken, string> {
  const entry = crisisPlaces.find((each) => each.id === place);
  const emergencies = placeLines(lines, place, 'emergency').flatMap((line) => {
    const number = callNumber(line, editionId);
    return number ? [{ number, name: line.name }] : [];
  });
  const emergency =
    emergencies.length === 1
      ? (emergencies[0]?.number ?? '')
      : joinOr(
          emergencies.map(({ number, name }) => `${number}（${name}）`),
          chrome.crisisOr,
        );
  const allDay = placeLines(lines, place, 'support').find((line) => answersAllDay(line) && callNumber(line, editionId));
  const line = allDay ? `${chrome.crisisAllDay}${callNumber(allDay, editionId) ?? ''}（${allDay.name}）` : '';
  const more = entry?.writes ? chrome.crisisMoreWrites : chrome.crisisMoreCalls;
  return { emergency, line, more, name: entry ? placeName(entry, editionId) : '' };
}

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
  /** As the edition prints it (lib/crisis/printed-number.ts). */
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
            href: channelHref(via, channel.number, line.place),
          })),
      ),
    }))
    .filter((entry) => entry.links.length > 0);
}

/** A text with its place tokens filled for the edition's place: where nothing can change it (a page's description, structured data). */
export const editionPlaceText = (text: string, editionId: EditionId = edition.id): string =>
  fillPlaceTokens(text, placeTokenValues(crisisLines, editionPlace(editionId), editionId));
