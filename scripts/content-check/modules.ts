import type { z } from 'zod';
import * as schema from '@/lib/schema';
import { list, say } from '@/lib/schema/fields';

/** Which schema each export of each content file must satisfy. */
export interface ModuleSpec {
  readonly file: string;
  readonly exports: Readonly<Record<string, z.ZodType>>;
  /**
   * A page file of a PageFolder: every export is a content page, listed in the folder's list,
   * except those named in `exports` (data the page shows beside its sections). The page files
   * without other data need no entry here.
   */
  readonly pages?: boolean;
  /** Exports that are page entries: one page, a list of pages, therapists or articles. */
  readonly kinds?: Readonly<Record<string, 'page' | 'pages' | 'therapists' | 'blogPosts'>>;
}

export const MODULES: readonly ModuleSpec[] = [
  { file: 'content/site.ts', exports: { site: schema.siteConfig, hoursWords: schema.hoursWords, booking: schema.bookingCopy } },
  { file: 'content/claims.ts', exports: { sessions: schema.sessionCounts } },
  { file: 'content/chrome.ts', exports: { chrome: schema.chrome } },
  { file: 'content/cautions.ts', exports: { cautions: schema.cautions, describedBy: schema.cautionTriggers } },
  { file: 'content/safeguarding.ts', exports: { safeguarding: schema.safeguarding } },
  { file: 'content/online-offer.ts', exports: { onlineOffer: schema.onlineOffer } },
  { file: 'content/crisis-lines.ts', exports: { crisisPlaces: schema.crisisPlaces, crisisLines: schema.crisisLines } },
  { file: 'content/emergency-numbers.ts', exports: { emergencyNumbers: schema.emergencyNumbers } },
  { file: 'content/mainland-notice.ts', exports: { mainlandNotice: schema.mainlandNotice } },
  { file: 'content/navigation.ts', exports: { mainNav: list(schema.navItem), footerLinks: schema.footerLinks } },
  { file: 'content/home.ts', exports: { home: schema.home }, kinds: { home: 'page' } },
  { file: 'content/services-overview.ts', exports: { servicesOverview: schema.servicesOverview }, kinds: { servicesOverview: 'page' } },
  { file: 'content/therapists.ts', exports: { therapists: schema.therapists }, kinds: { therapists: 'therapists' } },
  { file: 'content/video-copy.ts', exports: { videoCopy: schema.videoCopy } },
  { file: 'content/word-forms.ts', exports: { wordForms: list(schema.wordForm) } },
  {
    file: 'content/simplified-overrides.ts',
    exports: {
      simplifiedOverrides: list(schema.simplifiedOverride),
      protectedNames: list(schema.protectedName),
      mainlandWords: list(schema.mainlandWord),
    },
  },
  { file: 'content/editions.ts', exports: { editionLabels: schema.editionLabels } },
  { file: 'content/analytics.ts', exports: { analytics: schema.analyticsSettings } },
  { file: 'content/consent.ts', exports: { consentCopy: schema.consentCopy } },
  {
    file: 'content/pages/blog.ts',
    exports: { blogPosts: list(schema.blogPost), blogIndexPage: schema.contentPage },
    kinds: { blogPosts: 'blogPosts', blogIndexPage: 'page' },
  },
  { file: 'content/pages/blog-copy.ts', exports: { blogCopy: schema.blogCopy } },
  { file: 'content/pages/contact.ts', exports: { contactCopy: schema.contactCopy }, kinds: { contactCopy: 'page' } },
  { file: 'content/pages/not-found.ts', exports: { notFoundCopy: schema.notFoundCopy } },
  { file: 'content/pages/profile.ts', exports: { profileCopy: schema.profileCopy } },
  // The privacy page, and what it says about the website itself (analytics on or off, the other servers).
  { file: 'content/pages/privacy.ts', exports: { privacyDisclosure: schema.privacyDisclosure }, pages: true },
  // The fee page, and the fees every page states through {fee.<key>}.
  { file: 'content/pages/fee.ts', exports: { fees: schema.fees }, pages: true },
];

/**
 * A folder of page files: every other file directly in it holds one page (every export is a
 * content page), and its list file publishes them, so a file missing from the list is reported.
 */
export interface PageFolder {
  readonly folder: string;
  readonly list: string;
  readonly listExport: string;
  /** The addresses the folder's route renders (the schema checks their spelling). */
  readonly paths: RegExp;
  /** What to write when a page's address is not one of them. */
  readonly pathRule: string;
}

export const PAGE_FOLDERS: readonly PageFolder[] = [
  {
    // app/[...path] renders them (or a folder of their own, lib/routes/pages.ts); other folders' addresses are not theirs.
    folder: 'content/pages',
    listExport: 'generalPages',
    paths: /^\/(?!(?:services|problems|therapist|blog)\/)/,
    pathRule: say(
      '這個資料夾的頁面，網址不可以 /services/、/problems/、/therapist/ 或 /blog/ 開頭：服務和困擾頁面放在各自的資料夾',
      'a page of this folder cannot have an address under /services/, /problems/, /therapist/ or /blog/: service and problem pages have folders of their own',
    ),
  },
  {
    folder: 'content/pages/services',
    listExport: 'servicePages',
    paths: /^\/services\/[^/]+$/,
    pathRule: say(
      '服務頁面的網址是 /services/ 加一個名稱，例如 /services/isp',
      "a service page's address is /services/ and one name, e.g. /services/isp",
    ),
  },
  {
    folder: 'content/pages/problems',
    listExport: 'problemPages',
    paths: /^\/problems\/[^/]+$/,
    pathRule: say(
      '困擾頁面的網址是 /problems/ 加一個名稱，例如 /problems/love',
      "a problem page's address is /problems/ and one name, e.g. /problems/love",
    ),
  },
].map((folder) => ({ ...folder, list: `${folder.folder}/index.ts` }));
