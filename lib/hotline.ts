import type { CrisisLine } from '@/content/types';

export type CrisisVia = CrisisLine['channels'][number]['via'][number];
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

/** The number to call in immediate danger: the emergency line's first number (999). */
export function emergencyNumber(lines: readonly CrisisLine[]): string {
  return lines.find((line) => line.kind === 'emergency')?.channels[0]?.number ?? '';
}

export interface HotlineLink {
  readonly via: CrisisVia;
  readonly number: string;
  readonly href: string;
}

/** A line as one group shows it: the line, and only its ways of that group (calls, or messages). */
export interface GroupedLine<Line extends CrisisLine = CrisisLine> {
  readonly line: Line;
  readonly links: readonly HotlineLink[];
}

const inGroup = (group: CrisisGroup, via: CrisisVia): boolean => (group === 'text' ? via !== 'call' : via === 'call');

/** The lines of a group in the list's order, each with its links of that group; a line with none is left out. */
export function hotlineGroup<Line extends CrisisLine>(lines: readonly Line[], group: CrisisGroup): GroupedLine<Line>[] {
  return lines
    .filter((line) => (group === 'emergency') === (line.kind === 'emergency'))
    .map((line) => ({
      line,
      links: line.channels.flatMap((channel) =>
        channel.via
          .filter((via) => inGroup(group, via))
          .map((via) => ({ via, number: channel.number, href: channelHref(via, channel.number) })),
      ),
    }))
    .filter((entry) => entry.links.length > 0);
}
