/*
 * The content's way to the page: every change made to a content module's text before a visitor reads
 * it, one module per step, applied in this order by `contentText` to each module under content/ as it
 * is read — by the build (a Turbopack loader, scripts/edition/content-loader.cjs, set in next.config.ts),
 * by jest (scripts/edition/jest-fill-transform.cjs) and by the content check's render of every page
 * (scripts/content-check/render/): all three call this file.
 *   1. fill-facts.ts    fact tokens ({phone}, {hours}, {fee.individual}…) → the facts' values (lib/facts.ts);
 *   2. to-simplified.ts the Simplified edition only: Traditional → Simplified, with content's overrides
 *                       and protected names (overrides.ts, content/simplified-overrides.ts);
 *   3. rmb.ts           the Simplified edition only: each HK$ amount with its approximate RMB, and the
 *                       rate's line ({rmbNote}, placed by an override) where a page has no notice.
 * Then, on the page itself (not in the module's text): place words ({place.emergency}, {place.line},
 * {place.name}) for the visitor's place, by components/crisis/place-text.tsx (lib/crisis/place-tokens.ts), and
 * the mainland notice's {rmbRate}/{rateDate} (rmb.ts fillRate, components/mainland/mainland-notice.tsx),
 * and the phone numbers printed for the edition (Simplified: +852 2345 6789, 999（香港）) by
 * lib/crisis/printed-number.ts `printedNumber`; their `tel:` links are the same in both editions.
 * The same conversion for code that holds a published page to its content (the audit, the tests):
 * simplified-edition.ts `toSimplified`.
 * This file runs at build time and in the check only: no browser bundle imports it.
 */
import { fillSource } from './fill-facts';
import { withRmb, withRmbNote } from './rmb';
import { simplifier, type SimplifiedOverride, type Simplifier } from './to-simplified';

/** What the steps need: plain data, so that a loader's options carry it (next.config.ts). */
export interface ContentTextOptions {
  /** Each fact token's value (lib/fact-values.ts contentFactValues). */
  readonly facts: Readonly<Record<string, string>>;
  /** The Simplified edition's lists and rate; absent for the Traditional edition. */
  readonly simplified?: {
    readonly overrides: readonly SimplifiedOverride[];
    readonly protectedNames: readonly string[];
    /** Content's one rate and the words after an amount (content/mainland-notice.ts); without, no RMB. */
    readonly rmbPerHkd?: number;
    readonly rmbBeside?: string;
    /** The line with the rate's day that the overrides place as {rmbNote} on pages without the notice. */
    readonly rmbNote?: string;
  };
}

/** Modules kept as written in the Simplified edition: the switch labels (each in its own script) and the edition's own lists. */
const KEEP_AS_WRITTEN = [/[\\/]content[\\/]editions\.ts$/, /[\\/]content[\\/]simplified-overrides\.ts$/];

const converters = new WeakMap<object, Simplifier>();

/** A content module's source as the page reads it, in the edition the options describe (the steps above). */
export function contentText(source: string, file: string, options: ContentTextOptions): string {
  const filled = fillSource(source, options.facts);
  const { simplified } = options;
  if (!simplified || KEEP_AS_WRITTEN.some((pattern) => pattern.test(file))) return simplified ? source : filled;
  let convert = converters.get(simplified);
  if (!convert) converters.set(simplified, (convert = simplifier(simplified.overrides, simplified.protectedNames)));
  const { rmbPerHkd, rmbBeside, rmbNote } = simplified;
  const converted = withRmbNote(convert(filled), rmbNote === undefined ? undefined : convert(rmbNote));
  return rmbBeside && rmbPerHkd ? withRmb(converted, rmbPerHkd, convert(rmbBeside)) : converted;
}
