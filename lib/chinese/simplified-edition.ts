import { protectedNames, simplifiedOverrides } from '@/content/simplified-overrides';
import { simplifier } from './to-simplified.mjs';

/**
 * The Simplified edition's conversion with content's lists, as the build applies it to every
 * content module (scripts/edition/simplify-loader.cjs): for the tests that compare a page's words
 * with the content's.
 */
export const toSimplified = simplifier(simplifiedOverrides, protectedNames);
