// Types of lib/chinese/to-simplified.mjs for the TypeScript that imports it.
export interface SimplifiedOverride {
  readonly traditional: string;
  readonly simplified: string;
}
/** A piece of a converted text and the step that made it: a protected name, an override, or conversion. */
export interface SimplifiedPart {
  readonly traditional: string;
  readonly simplified: string;
  readonly kind: 'name' | 'override' | 'converted';
}
export interface Simplifier {
  (text: string): string;
  parts(text: string): SimplifiedPart[];
}
export const PHRASE_TABLE_MISFITS: ReadonlySet<string>;
export const MAINLAND_PUNCTUATION: Readonly<Record<string, string>>;
export function simplifier(overrides?: readonly SimplifiedOverride[], protectedNames?: readonly string[]): Simplifier;
export function plainSimplified(text: string): string;
export function mainlandPunctuation(text: string): string;
export function hongKongPunctuation(text: string): string[];
export function traditionalLeft(text: string): string[];
