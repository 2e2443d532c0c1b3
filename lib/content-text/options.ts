// The options of the content's way to the page (lib/content-text/index.ts) from content/ as written:
// the same for the build (next.config.ts), jest and the content check's render.
import { mainlandNotice } from '../../content/mainland-notice';
import { protectedNames, simplifiedOverrides } from '../../content/simplified-overrides';
import { contentFactValues } from '../fact-values';
import { fillRate } from './rmb';
import type { ContentTextOptions } from './index';

/** The options for an edition: the Traditional fills facts only; the Simplified converts and adds RMB. */
export function contentTextOptions(simplified: boolean): ContentTextOptions {
  if (!simplified) return { facts: contentFactValues() };
  return {
    facts: contentFactValues(true),
    simplified: {
      overrides: simplifiedOverrides.map(({ traditional, simplified: to }) => ({ traditional, simplified: to })),
      protectedNames: [...protectedNames],
      rmbPerHkd: mainlandNotice.exchangeRate.rmbPerHkd,
      rmbBeside: mainlandNotice.exchangeRate.beside,
      rmbNote: fillRate(mainlandNotice.exchangeRate.note, mainlandNotice.exchangeRate),
    },
  };
}
