import { page as family } from './family';
import { page as children } from './children';
import { page as emotion } from './emotion';
import { page as love } from './love';
import { page as wealth } from './wealth';

/**
 * The problem-area pages under /problems, one file each in this folder (named after the page's
 * slug). /problems/relationship-trauma renders the
 * /problems/love entry (its alias). Stories are anonymised, shared with consent and with details
 * changed. A new page is a copy of a file, renamed, and one line here.
 */
export const problemPages = [family, children, emotion, love, wealth] as const;
