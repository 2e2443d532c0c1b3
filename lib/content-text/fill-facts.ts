// Step 1 of the content's way to the page (lib/content-text/index.ts): a content module's source with
// its fact tokens filled ({phone}, {hours}, {fee.individual}…, lib/facts.ts), before any TypeScript
// is compiled. A value is escaped for the string literal it lands in. Other braces stay as written:
// {place.emergency} is filled on the page (components/crisis/place-text.tsx), {rmbRate} by the notice.
import { FACT_TOKEN } from '../facts';

/** A value written inside a '…', "…" or `…` literal of the source. */
const escaped = (value: string): string => value.replace(/[\\'"`]/g, (c) => `\\${c}`).replace(/\$\{/g, '\\${');

/** The source with every known token replaced by its value; other braces as written. */
export function fillSource(source: string, values: Readonly<Record<string, string>>): string {
  return source.replace(FACT_TOKEN, (token, name: string) => (Object.hasOwn(values, name) ? escaped(values[name] ?? token) : token));
}
