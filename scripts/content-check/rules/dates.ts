import { isoDate } from '@/lib/schema/fields';
import type { FoundProblem, LoadedExport, Rule } from '../types';
import { everyItem, exportOf, findings, isRecord, textRule } from '../shared';

// Elsewhere: a qualification's `year` still ahead #values-meaning ./meaning.ts.

/** Today in Hong Kong (no summer time), where the editors write their dates. */
export const hongKongToday = (now: Date = new Date()): string => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Every date in the content (last changed, published, updated) that has not come yet, and a
 * founding year still ahead: the sitemap and the article pages would print them. `today` is the
 * check's clock (tests pass their own); today itself is allowed. A 「最後更新日期」 sentence that must
 * say the page's `lastModified` is checked in the schema: `contentPage` in lib/schema/pages.ts.
 */
export const futureDates =
  (today: () => string = () => hongKongToday()) =>
  (loaded: readonly LoadedExport[]): FoundProblem[] => {
    const now = today();
    const [problems, add] = findings();
    const site = exportOf(loaded, 'content/site.ts', 'site');
    const year = isRecord(site?.value) ? site.value.foundingYear : undefined;
    if (site && typeof year === 'number' && year > Number(now.slice(0, 4)))
      add(
        site,
        ['foundingYear'],
        `成立年份 ${year} 還未到：寫本中心成立的年份，例如 2001`,
        `the founding year ${year} is still ahead: write the year the centre was founded, e.g. 2001`,
      );
    const dates = textRule(everyItem, () => (text, found) => {
      // A date that is not a real one (the schema's isoDate) is the schema's to report.
      if (text > now && isoDate.safeParse(text).success)
        found(
          `日期 ${text} 還未到（今天是 ${now}）：寫上內容實際改動或發布的日期，最遲是今天，例如 ${now}`,
          `the date ${text} has not come yet (today is ${now}): write the day the content was really changed or published, today at the latest, e.g. ${now}`,
        );
    });
    return [...dates(loaded), ...problems];
  };

export const rules: readonly Rule[] = [
  { id: 'future-date', scope: 'entry', readme: 'no date still ahead', run: (loaded, { today }) => futureDates(() => today)(loaded) },
];
