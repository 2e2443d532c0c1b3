import { protectedNames, simplifiedOverrides } from '@/content/simplified-overrides';
import { simplifier } from '../content-text/to-simplified';

/**
 * The Simplified edition's conversion with content's lists, as the build applies it to every
 * content module (lib/content-text/index.ts): for the tests that compare a page's words
 * with the content's.
 */
export const toSimplified = simplifier(simplifiedOverrides, protectedNames);
