import { page as family } from './family';
import { page as integralPsychotherapy } from './integral-psychotherapy';
import { page as hypnotherapy } from './hypnotherapy';
import { page as isp } from './isp';
import { page as cantonese } from './cantonese';
import { page as mandarin } from './mandarin';
import { page as children } from './children';

/**
 * The service pages under /services, one file each in this folder (named after the page's slug:
 * /services/isp → isp.ts). The site closes each with the booking block (its words: `booking` in the page, or content/site.ts). A new service is a copy of a file, renamed, and one line here.
 */
export const servicePages = [family, integralPsychotherapy, hypnotherapy, isp, cantonese, mandarin, children] as const;
