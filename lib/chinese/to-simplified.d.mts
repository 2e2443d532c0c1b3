// Types of lib/chinese/to-simplified.mjs for the TypeScript that imports it.
export interface SimplifiedOverride {
  readonly traditional: string;
  readonly simplified: string;
}
export function simplifier(overrides?: readonly SimplifiedOverride[]): (text: string) => string;
export function traditionalLeft(text: string): string[];
