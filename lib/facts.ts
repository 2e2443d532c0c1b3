import { addressText, type PostalAddress } from './address';

/**
 * One source per fact. A content text states a fact that lives elsewhere through a token:
 * `{phone}`, `{whatsapp}`, `{hours}`, `{hours.workshop}`, `{fee.<key>}`, `{sessions.<key>}`, `{founded}`,
 * `{address}`, `{address.district}`, `{address.street}`, `{consultation.minutes}`.
 * The build fills every token of every content module as it reads the module
 * (lib/content-text/fill-facts.ts, the first step of lib/content-text/index.ts), so a change of the
 * source changes every page that states it, and the check refuses the fact typed by hand.
 * Pure: the values come in as arguments (lib/fact-values.ts reads them from content/).
 */

/** A token: ASCII in braces, one optional namespace (`{fee.individual}`). `{place.*}` is the crisis lines' own. */
export const FACT_TOKEN = /\{([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)?)\}/g;

/** A token's name that is a fact's (filled by the build), whatever text it stands in. */
export const FACT_NAME = /^(?:phone|whatsapp|hours|founded|fee|sessions|address|consultation)(?:\.|$)/;

/** A time as content writes it: '09:00'. */
export interface HoursSpan {
  readonly opens: string;
  readonly closes: string;
}

export interface OpeningHours extends HoursSpan {
  readonly days: readonly string[];
}

/** The words an hours statement is made of, in content/ so that the Simplified build converts them. */
export interface HoursWords {
  readonly everyDay: string;
  /** Monday to Sunday, in that order. */
  readonly weekdays: readonly string[];
  readonly through: string;
  readonly am: string;
  readonly noon: string;
  readonly pm: string;
  readonly hour: string;
  readonly minute: string;
}

/** How many sessions people usually need, one range per kind of case. */
export interface SessionCounts {
  readonly words: { readonly through: string; readonly unit: string };
  readonly counts: Readonly<Record<string, { readonly from: number; readonly to: number }>>;
}

export interface FactSources {
  readonly phone: string;
  readonly whatsapp: string;
  readonly hours: OpeningHours;
  readonly workshopHours: HoursSpan;
  readonly hoursWords: HoursWords;
  readonly fees: Readonly<Record<string, number>>;
  readonly sessions: SessionCounts;
  /** The year the centre was founded (`site.foundingYear`). */
  readonly founded: number;
  /** The centre's address in its parts (`site.address`). */
  readonly address: PostalAddress;
  /** The free first consultation's length in minutes (`site.claims.consultationMinutes`). */
  readonly consultationMinutes: number;
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** 「上午 9 時」, 「下午 6 時 30 分」, 「中午 12 時」 from '09:00', '18:30', '12:00'. */
export function timeText(time: string, words: HoursWords): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const part = hours < 12 ? words.am : hours === 12 ? words.noon : words.pm;
  const hour = hours > 12 ? hours - 12 : hours;
  return `${part} ${hour} ${words.hour}${minutes ? ` ${minutes} ${words.minute}` : ''}`;
}

/** The days as people read them: every day, a run (星期一至五), or a list. */
export function daysText(days: readonly string[], words: HoursWords): string {
  const order = days.map((day) => WEEK.indexOf(day)).sort((a, b) => a - b);
  const name = (index: number) => words.weekdays[index] ?? '';
  if (order.length === WEEK.length) return words.everyDay;
  const run = order.every((day, at) => at === 0 || day === (order[at - 1] ?? 0) + 1);
  const [first = 0] = order;
  const last = order[order.length - 1] ?? first;
  if (run && order.length > 2) return `${name(first)}${words.through}${name(last)}`;
  return order.map(name).join('、');
}

/** 「上午 10 時至下午 5 時」. */
export const spanText = (span: HoursSpan, words: HoursWords): string =>
  `${timeText(span.opens, words)}${words.through}${timeText(span.closes, words)}`;

/** 「每日上午 9 時至下午 6 時」: the one display of the opening hours, derived from opens and closes. */
export const hoursText = (hours: OpeningHours, words: HoursWords): string => `${daysText(hours.days, words)}${spanText(hours, words)}`;

/** 「HK$1,600」. */
export const feeText = (amount: number): string => `HK$${amount.toLocaleString('en-US')}`;

/** 「1 至 3 節」. */
export const sessionsText = ({ from, to }: { from: number; to: number }, words: SessionCounts['words']): string =>
  from === to ? `${from} ${words.unit}` : `${from} ${words.through} ${to} ${words.unit}`;

/** Every token and the text it stands for. */
export function factValues(sources: FactSources): Record<string, string> {
  const values: Record<string, string> = {
    phone: sources.phone,
    whatsapp: sources.whatsapp,
    hours: hoursText(sources.hours, sources.hoursWords),
    'hours.workshop': spanText(sources.workshopHours, sources.hoursWords),
    founded: String(sources.founded),
    address: addressText(sources.address),
    'address.district': sources.address.district,
    'address.street': sources.address.street,
    'consultation.minutes': String(sources.consultationMinutes),
  };
  for (const [key, amount] of Object.entries(sources.fees)) values[`fee.${key}`] = feeText(amount);
  for (const [key, count] of Object.entries(sources.sessions.counts))
    values[`sessions.${key}`] = sessionsText(count, sources.sessions.words);
  return values;
}

/** A text with its known tokens filled; an unknown token (`{place.emergency}`, `{name}`) stays for its own renderer. */
export const fillFacts = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(FACT_TOKEN, (token, name: string) => (Object.hasOwn(values, name) ? (values[name] ?? token) : token));
