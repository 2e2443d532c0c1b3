import { protectedNames, simplifiedOverrides } from '@/content/simplified-overrides';
import { simplifier } from './to-simplified';

/**
 * The Simplified edition's conversion with content's lists, as the build applies it to every
 * content module (lib/content-text/index.ts), for code that holds a published page's words to the
 * content's: the published-page audit (scripts/postbuild/audit.ts) and the tests.
 */
export const toSimplified = simplifier(simplifiedOverrides, protectedNames);
