import { sessions } from '../content/claims';
import { fees } from '../content/pages/fee';
import { hoursWords, site } from '../content/site';
import { editionHours, factValues } from './facts';

/**
 * The tokens' values from content/ as written (Traditional words): what the build fills in
 * (next.config.ts) before the Simplified edition converts them; `simplified` gives that edition's
 * forms ({hours}: 「每天 9:00–18:00（北京時間）」, made by ./facts.ts `editionHours` from
 * content/site.ts `hoursWords.clock`; the times themselves: `site.openingHours`).
 */
export const contentFactValues = (simplified = false): Record<string, string> =>
  factValues(
    {
      phone: site.phone.display,
      whatsapp: site.whatsapp.display,
      hours: site.openingHours,
      workshopHours: site.workshopHours,
      hoursWords,
      fees,
      sessions,
      founded: site.foundingYear,
      address: site.address,
      consultationMinutes: site.claims.consultationMinutes,
    },
    simplified,
  );

/** The opening hours said alone, as the page's edition reads them (its words are converted with the content). */
export const openingHoursText = (simplified = false): string => editionHours(site.openingHours, hoursWords, simplified).alone;
