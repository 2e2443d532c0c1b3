import type { ContentRule } from './rules';
import { mailtoEmails, siteAddresses, spacedValues, thumbnailHosts } from './values/addresses';
import { futureDates, hongKongToday } from './values/dates';
import { emptiedPages } from './values/minimums';
import { centreNumbers, hotlineNumbers } from './values/numbers';
import { repeatedEntries, repeatedQuestions, repeatedWordForms } from './values/repeats';
import { editionScripts, layoutInSearchText, titlesWithName } from './values/search-words';

/**
 * Values that pass their field's form but cannot work: numbers, addresses, dates, copies, pages
 * emptied of what they exist for, and the README's rules for titles and the Simplified words.
 * `today` is the check's clock (Hong Kong's date by default; tests pass their own).
 */
export const valueRules = (today: () => string = () => hongKongToday()): readonly ContentRule[] => [
  hotlineNumbers,
  centreNumbers,
  spacedValues,
  mailtoEmails,
  siteAddresses,
  thumbnailHosts,
  futureDates(today),
  repeatedEntries,
  repeatedQuestions,
  repeatedWordForms,
  emptiedPages,
  titlesWithName,
  layoutInSearchText,
  editionScripts,
];

export const VALUE_RULES: readonly ContentRule[] = valueRules();
