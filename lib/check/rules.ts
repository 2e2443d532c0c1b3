import { memoryCautions } from './caution-rules';
import { countsInDescriptions, feeCardsWithoutFee, hongKongWords, ownDomainLinks, simplifiedText, testimonialAuthors } from './copy-rules';
import type { FoundProblem, LoadedExport } from './cross';
import {
  hongKongPunctuationInSimplified,
  hongKongWordsInSimplified,
  overridesOverNames,
  staleOverrides,
  traditionalInSimplified,
} from './edition-rules';
import { oneAltPerImage } from './image-alt';
import { placeholderMarks } from './placeholder';

/** A house rule over all the loaded content: each problem it finds, at the value's origin. */
export type ContentRule = (loaded: readonly LoadedExport[]) => FoundProblem[];

/** The house rules run after the schema and the checks across entries: a new rule is one line here. */
export const RULES: readonly ContentRule[] = [
  placeholderMarks,
  oneAltPerImage,
  ownDomainLinks,
  testimonialAuthors,
  feeCardsWithoutFee,
  hongKongWords,
  simplifiedText,
  countsInDescriptions,
  memoryCautions,
  staleOverrides,
  overridesOverNames,
  traditionalInSimplified,
  hongKongWordsInSimplified,
  hongKongPunctuationInSimplified,
];
