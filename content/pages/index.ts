import { page as accessibility } from './accessibility';
import { page as crisisSupport } from './crisis-support';
import { page as faq } from './faq';
import { page as fee } from './fee';
import { page as info } from './info';
import { page as privacy } from './privacy';
import { page as resources } from './resources';
import { page as testimonials } from './testimonials';
import { page as therapist } from './therapist';
import { page as workshop } from './workshop';
import { page as workshopFamilyConstellation } from './workshop-family-constellation';

/**
 * The general pages: one file each in this folder (named after the page's path: /fee → fee.ts),
 * listed here so the site builds them. A new page is a copy of a file, renamed, and one line here.
 */
export const generalPages = [
  therapist,
  testimonials,
  workshop,
  workshopFamilyConstellation,
  info,
  fee,
  faq,
  resources,
  crisisSupport,
  privacy,
  accessibility,
] as const;
