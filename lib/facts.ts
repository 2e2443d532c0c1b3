import { addressText, type PostalAddress } from './address';

/**
 * One source per fact. A content text states a fact that lives elsewhere through a token:
 * `{phone}`, `{whatsapp}`, `{hours}`, `{hours.workshop}`, `{fee.<key>}`, `{sessions.<key>}`, `{founded}`,
 * `{address}`, `{address.district}`, `{address.street}`, `{consultation.minutes}`.
 * The build fills every token of every content module in the module's source, before TypeScript
 * compiles it (lib/content-text/fill-facts.ts `fillSource`, each value escaped for its string literal;
 * the first step of lib/content-text/index.ts), so a change of the source changes every page that
 * states it, and the check refuses the fact typed by hand. This file makes the values (`factValues`)
 * and fills a plain text (`fillFacts`).
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

/**
 * The Simplified edition's way of saying the opening hours, as mainland sites write them on a
 * 24-hour clock, with the time zone a reader in the mainland asks for: 「每天 9:00–18:00（北京時間）」.
 */
export interface ClockWords {
  readonly everyDay: string;
  /** The two times: 「{opens}–{closes}」. */
  readonly span: string;
  /** After the hours said alone: 「（北京時間）」. */
  readonly zone: string;
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
  readonly clock: ClockWords;
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

/** 「9:00」, 「18:30」 from '09:00', '18:30': a 24-hour clock, the hour without its leading zero. */
const clockTime = (time: string): string => time.replace(/^0(?=\d)/, '');

/** 「每天 9:00–18:00」: the opening hours on a 24-hour clock (the Simplified edition's form), from opens and closes. */
const clockHoursText = (hours: OpeningHours, words: HoursWords): string =>
  `${daysText(hours.days, { ...words, everyDay: words.clock.everyDay })} ${words.clock.span
    .replace('{opens}', clockTime(hours.opens))
    .replace('{closes}', clockTime(hours.closes))}`;

/** HK$ as the pages write it, 1600 → 「HK$1,600」: the fee tokens, the fee cards' check (lib/schema/pages.ts) and the price range (lib/seo/fees.ts). */
export const feeText = (amount: number): string => `HK$${amount.toLocaleString('en-US')}`;

/** 「1 至 3 節」. */
export const sessionsText = ({ from, to }: { from: number; to: number }, words: SessionCounts['words']): string =>
  from === to ? `${from} ${words.unit}` : `${from} ${words.through} ${to} ${words.unit}`;

/**
 * The opening hours as an edition says them: `alone`, where nothing beside them names the time zone
 * ({hours}: the Simplified edition's 「每天 9:00–18:00（北京時間）」), and `inZone`, inside a sentence that
 * names it itself ({hours.inZone}: 「（北京時間，每天 9:00–18:00）」). The Traditional edition says
 * 「每日上午 9 時至下午 6 時」 for both.
 */
export function editionHours(hours: OpeningHours, words: HoursWords, simplified: boolean): { alone: string; inZone: string } {
  if (!simplified) {
    const text = hoursText(hours, words);
    return { alone: text, inZone: text };
  }
  const clock = clockHoursText(hours, words);
  return { alone: `${clock}${words.clock.zone}`, inZone: clock };
}

/** Every token and the text it stands for, in an edition's words (the Traditional unless `simplified`). */
export function factValues(sources: FactSources, simplified = false): Record<string, string> {
  const hours = editionHours(sources.hours, sources.hoursWords, simplified);
  const values: Record<string, string> = {
    phone: sources.phone,
    whatsapp: sources.whatsapp,
    hours: hours.alone,
    'hours.inZone': hours.inZone,
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

/**
 * A plain text with its known tokens filled; an unknown token (`{place.emergency}`, `{name}`) stays for its
 * own renderer. A content module's source is filled by lib/content-text/fill-facts.ts `fillSource` instead.
 */
export const fillFacts = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(FACT_TOKEN, (token, name: string) => (Object.hasOwn(values, name) ? (values[name] ?? token) : token));
