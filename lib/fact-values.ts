import { sessions } from '../content/claims';
import { fees } from '../content/pages/fee';
import { hoursWords, site } from '../content/site';
import { factValues, hoursText } from './facts';

/** The tokens' values from content/ as written (Traditional): what the build fills in (next.config.ts). */
export const contentFactValues = (): Record<string, string> =>
  factValues({
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
  });

/** The opening hours as the page's edition reads them (its words are converted with the content). */
export const openingHoursText = (): string => hoursText(site.openingHours, hoursWords);
