import { HKD, HOURS_SPAN, PHONE, digitsOf, matchesOf } from '../fact-patterns';
import { SIMPLIFIED } from '@/lib/edition/data.mjs';
import { onHost } from '../hosts';
import type { PageReading } from './read-page';

/**
 * Invariants of what is published: the visible text of every built page, in both editions, against
 * the sources it comes from. Pure: the runner (scripts/postbuild/audit.ts) reads the pages and the
 * sources, and says where in content/ each finding is to be changed (`where`). `npm run check:content`
 * runs the same rules first, on the pages it renders (../render/rules.ts `checkRendered`).
 */
// Their twins on content/ itself: #fact-typed ../rules/fact-tokens.ts, #own-search-details ../rules/search-words.ts, #one-alt-per-image ../rules/copy.ts.
export interface PublishedPage extends PageReading {
  /** The page's address: '/fee', '/zh-hans/fee'. */
  readonly path: string;
  readonly simplified: boolean;
}

export interface PublishedSources {
  /** Digits of every number a page may show (the centre's contacts, the crisis lines), with their source. */
  readonly phones: ReadonlyMap<string, string>;
  /** Every fee of the fee page, HK$ amount → key. */
  readonly fees: ReadonlyMap<number, string>;
  /** Every statement of hours a page may make, in both scripts. */
  readonly hours: readonly string[];
  /** Names every page of an edition writes one way: the centre's, the protected ones (traditional → simplified form). */
  readonly names: readonly { readonly traditional: string; readonly simplified: string }[];
  /** Hosts that only forward a visitor elsewhere. */
  readonly redirectors: readonly string[];
  /** Hosts blocked on the mainland: no link of a Simplified page leads there. */
  readonly blockedOnMainland: readonly string[];
}

export interface PublishedProblem {
  readonly rule: string;
  readonly page: string;
  readonly text: string;
  readonly source: string;
  /** content file:line to change. */
  readonly fix: string;
  /** Printed, but the build goes on (a known gap the site's design has yet to close). */
  readonly warning?: boolean;
}

export interface PublishedRule {
  readonly id: string;
  readonly readme: string;
  /** Says each finding: the page, the text as published, the source it contradicts, the text to find in content/ (`fix` is where it is). */
  readonly run: (pages: readonly PublishedPage[], sources: PublishedSources, found: Found) => void;
}
type Found = (page: string, text: string, source: string, fixText: string, warning?: boolean) => void;

/** A picture by its source file, whatever size or format the image step made of it: /i/therapist-a-640.3f9c0d1e.avif → therapist-a. */
export const pictureOf = (src: string): string =>
  (src.split(/[?#]/)[0] ?? '')
    .replace(/^.*\//, '')
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/\.[0-9a-f]{8,}$/i, '')
    .replace(/-(?:\d+w?|[0-9a-f]{8,})$/i, '');

/** A page's visible text, line by line: its title, its search description and the lines of its body. */
const linesOf = (page: PageReading): string[] => [page.title, page.description, ...page.lines];

/** A number the sources hold: as it stands, or as the local part of a known number written with its area code in the line (010-82951332). */
const knownNumber = (phones: ReadonlyMap<string, string>, digits: string, line: string): boolean =>
  phones.has(digits) ||
  [...phones.keys()].some((full) => full.length > digits.length && full.endsWith(digits) && digitsOf(line).includes(full));
const spaceless = (text: string) => text.replace(/\s+/g, '');

/** Rules of one shape: every match of `pattern` in a page's visible text is a value the sources hold. */
const FACTS: readonly (Pick<PublishedRule, 'id' | 'readme'> & {
  readonly pattern: RegExp;
  readonly known: (match: RegExpExecArray, sources: PublishedSources, line: string) => boolean;
  readonly source: (sources: PublishedSources) => string;
})[] = [
  {
    id: 'published-phones',
    readme: 'Every phone-shaped number on a page is a contact of content/site.ts or a line of content/crisis-lines.ts',
    pattern: PHONE,
    known: ([number], sources, line) => knownNumber(sources.phones, digitsOf(number), line),
    source: (sources) => `no number of content/site.ts or content/crisis-lines.ts (${[...sources.phones.values()].join(', ')})`,
  },
  {
    id: 'published-fees',
    readme: 'Every HK$ amount on a page is a fee of the fee page',
    pattern: HKD,
    known: ([, digits = ''], sources) => sources.fees.has(Number(digits.replace(/,/g, ''))),
    source: (sources) => `fees of content/pages/fee.ts (${[...sources.fees].map(([fee, key]) => `${key} ${fee}`).join(', ')})`,
  },
  {
    id: 'published-hours',
    readme: 'Every statement of hours on a page is the hours of content/site.ts',
    pattern: HOURS_SPAN,
    known: ([span], sources) => sources.hours.some((hours) => spaceless(hours) === spaceless(span)),
    source: (sources) => `the hours of content/site.ts (${sources.hours.join(' / ')})`,
  },
];

export const PUBLISHED_RULES: readonly PublishedRule[] = [
  ...FACTS.map(({ id, readme, pattern, known, source }): PublishedRule => ({
    id,
    readme,
    run: (pages, sources, found) => {
      for (const page of pages)
        for (const line of linesOf(page))
          for (const match of matchesOf(pattern, line))
            if (!known(match, sources, line)) found(page.path, match[0], source(sources), match[0]);
    },
  })),
  {
    id: 'published-unique-search',
    readme: 'No two pages share a title or a search description',
    run: (pages, _, found) => {
      for (const field of ['title', 'description'] as const) {
        const first = new Map<string, string>();
        // A page search engines index as itself: not a 404 page, not an older address naming its page as canonical.
        const ownPath = (page: PublishedPage) =>
          !page.noindex &&
          (!page.canonical || new URL(page.canonical, 'https://x').pathname.replace(/\/$/, '') === page.path.replace(/\/$/, ''));
        for (const page of pages.filter(ownPath)) {
          const value = page[field];
          if (!value) continue;
          const key = `${page.simplified}|${value}`;
          const earlier = first.get(key);
          // A title is found in content/ without the site's name after its bar.
          const fixText = field === 'title' ? (value.split(/[｜|]/)[0] ?? value).trim() : value;
          if (earlier === undefined) first.set(key, page.path);
          else found(page.path, `${field}: ${value}`, `the ${field} of ${earlier}`, fixText);
        }
      }
    },
  },
  {
    id: 'published-alt',
    readme: 'One alt per picture and one picture per alt, on every page of an edition',
    run: (pages, _, found) => {
      for (const simplified of [false, true]) {
        const altOf = new Map<string, { alt: string; page: string }>();
        const pictureOfAlt = new Map<string, { picture: string; page: string }>();
        for (const page of pages.filter((p) => p.simplified === simplified))
          for (const { src, alt } of page.images) {
            const picture = pictureOf(src);
            if (!picture || !alt) continue;
            const seen = altOf.get(picture);
            if (!seen) altOf.set(picture, { alt, page: page.path });
            else if (seen.alt !== alt) found(page.path, `${picture}: ${alt}`, `its alt on ${seen.page}: ${seen.alt}`, alt);
            const other = pictureOfAlt.get(alt);
            if (!other) pictureOfAlt.set(alt, { picture, page: page.path });
            else if (other.picture !== picture)
              found(page.path, `${picture}: ${alt}`, `the same alt describes ${other.picture} on ${other.page}`, alt);
          }
      }
    },
  },
  {
    id: 'published-names',
    readme: "The centre's name and the protected names read the same on every page: as written, and in Simplified character by character",
    run: (pages, sources, found) => {
      const byPath = new Map(pages.map((page) => [page.path, page]));
      const simplifiedText = pages
        .filter((p) => p.simplified)
        .flatMap(linesOf)
        .join('\n');
      for (const page of pages.filter((p) => !p.simplified)) {
        const twin = byPath.get(SIMPLIFIED.base + (page.path === '/' ? '' : page.path));
        const text = linesOf(page).join('\n');
        // A rewritten name is rewritten everywhere its twin says it. Each edition shows its own place's
        // crisis lines first (the footer links to every place's on /crisis-support/), so a crisis line's
        // name may be on the Traditional page alone: written right anywhere in the Simplified edition,
        // it was not changed (the conversion reads no page).
        for (const name of sources.names) {
          const times = text.split(name.traditional).length - 1;
          if (twin && times > 0 && !simplifiedText.includes(name.simplified))
            found(
              twin.path,
              `${name.simplified} (${times} on ${page.path}, 0 here)`,
              `${name.traditional}, converted character by character`,
              name.traditional,
            );
        }
      }
    },
  },
  {
    id: 'published-links',
    readme:
      'Every link leaves through no redirector, lands on its #part where it names one, and no link of a Simplified page leads to a site blocked on the mainland',
    run: (pages, sources, found) => {
      const byPath = new Map(pages.map((page) => [page.path, page]));
      for (const page of pages)
        for (const link of page.links) {
          const redirector = onHost(link, sources.redirectors);
          const blocked = page.simplified ? onHost(link, sources.blockedOnMainland) : undefined;
          const [path = '', part] = link.split('#');
          const landing = path === '' ? page : path.startsWith('/') ? byPath.get(path.replace(/(?<=.)\/$/, '')) : undefined;
          if (part && landing && !landing.ids.includes(part))
            found(page.path, link, `${landing.path} has no #${part}: the visitor lands at its top`, `#${part}`);
          if (redirector) found(page.path, link, `${redirector} only forwards the visitor: link the page itself`, link);
          else if (blocked) found(page.path, link, `${blocked} is blocked on the mainland`, link, true);
        }
    },
  },
];

export function auditPublished(
  pages: readonly PublishedPage[],
  sources: PublishedSources,
  where: (text: string) => string,
): PublishedProblem[] {
  const problems: PublishedProblem[] = [];
  for (const { id: rule, run } of PUBLISHED_RULES)
    run(pages, sources, (page, text, source, fixText, warning) =>
      problems.push({ rule, page, text, source, fix: where(fixText), ...(warning ? { warning } : {}) }),
    );
  return problems;
}
