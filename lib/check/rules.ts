import { memoryCautions } from './caution-rules';
import { countsInDescriptions, feeCardsWithoutFee, hongKongWords, ownDomainLinks, simplifiedText, testimonialAuthors } from './copy-rules';
import type { FoundProblem, LoadedExport } from './cross';
import {
  hongKongPunctuationInSimplified,
  hongKongWordsInSimplified,
  overrideRows,
  overridesOverNames,
  staleOverrides,
  traditionalInSimplified,
} from './edition-rules';
import { FACT_RULES } from './fact-rules';
import { oneAltPerImage } from './image-alt';
import { invisibleInTexts } from './invisible';
import { placeholderMarks } from './placeholder';
import { wordFormRows } from './word-form-rows';
import { VALUE_RULES } from './value-rules';

/** A house rule over all the loaded content: each problem it finds, at the value's origin. */
export type ContentRule = (loaded: readonly LoadedExport[]) => FoundProblem[];

/** The house rules run after the schema and the checks across entries: a new rule is one line here. */
export const RULES: readonly ContentRule[] = [
  invisibleInTexts,
  placeholderMarks,
  oneAltPerImage,
  ownDomainLinks,
  testimonialAuthors,
  feeCardsWithoutFee,
  wordFormRows,
  hongKongWords,
  simplifiedText,
  countsInDescriptions,
  memoryCautions,
  overrideRows,
  staleOverrides,
  overridesOverNames,
  traditionalInSimplified,
  hongKongWordsInSimplified,
  hongKongPunctuationInSimplified,
  ...VALUE_RULES,
  ...FACT_RULES.map((rule) => rule.run),
];
