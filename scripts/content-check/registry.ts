import { rules as addresses } from './rules/addresses';
import { rules as cautions } from './rules/cautions';
import { rules as copy } from './rules/copy';
import { rules as crisis } from './rules/crisis';
import { rules as dates } from './rules/dates';
import { rules as edition } from './rules/edition';
import { rules as factTokens } from './rules/fact-tokens';
import { rules as invisible } from './rules/invisible';
import { rules as mainlandReader } from './rules/mainland-reader';
import { rules as meaning } from './rules/meaning';
import { rules as numbers } from './rules/numbers';
import { rules as pageFolders } from './rules/page-folders';
import { rules as pictures } from './rules/pictures';
import { rules as repeats } from './rules/repeats';
import { rules as searchWords } from './rules/search-words';
import { rules as site } from './rules/site';
import { PUBLISHED_RULES } from './published/rules';
import { RENDERED_RULES } from './render/rules';
import { rules as wordForms } from './rules/word-forms';
import type { Rule } from './types';

/*
 * Every rule of the content check (each a Rule of types.ts), family by family: a new family file under
 * rules/ exports `rules`, imported here. Rules import types.ts, shared.ts, modules.ts and lib/, never each other.
 */
export const RULES: readonly Rule[] = [
  ...pageFolders,
  ...site,
  ...copy,
  ...wordForms,
  ...invisible,
  ...cautions,
  ...edition,
  ...numbers,
  ...addresses,
  ...dates,
  ...repeats,
  ...searchWords,
  ...pictures,
  ...crisis,
  ...factTokens,
  ...mainlandReader,
  ...meaning,
  // Run on the pages as a visitor reads them: rendered by `npm run check:content` (render/), and
  // the published ones again after the build on the pages of out/ (scripts/postbuild/audit.ts).
  ...[...RENDERED_RULES, ...PUBLISHED_RULES].map(({ id, readme }): Rule => ({ id, readme, scope: 'published', run: 'published' })),
];
