import type { z } from 'zod';
import * as schema from '@/lib/schema/content';
import { list } from '@/lib/schema/fields';

/**
 * Which schema each export of each content file must satisfy. `pages: true` marks a file whose
 * every export is a content page, so a new page there is checked without a line here.
 */
export interface ModuleSpec {
  readonly file: string;
  readonly exports: Readonly<Record<string, z.ZodType>>;
  readonly pages?: boolean;
  /** Exports that are page entries: one page, a list of pages, therapists or articles. */
  readonly kinds?: Readonly<Record<string, 'page' | 'pages' | 'therapists' | 'blogPosts'>>;
}

export const MODULES: readonly ModuleSpec[] = [
  { file: 'content/site.ts', exports: { site: schema.siteConfig, booking: schema.bookingCopy } },
  { file: 'content/chrome.ts', exports: { chrome: schema.chrome } },
  { file: 'content/cautions.ts', exports: { cautions: schema.cautions } },
  { file: 'content/crisis-lines.ts', exports: { crisisLines: schema.crisisLines } },
  { file: 'content/navigation.ts', exports: { mainNav: list(schema.navItem), footerLinks: list(schema.link) } },
  { file: 'content/home.ts', exports: { home: schema.home }, kinds: { home: 'page' } },
  { file: 'content/services-overview.ts', exports: { servicesOverview: schema.servicesOverview }, kinds: { servicesOverview: 'page' } },
  { file: 'content/therapists.ts', exports: { therapists: schema.therapists }, kinds: { therapists: 'therapists' } },
  { file: 'content/video-copy.ts', exports: { videoCopy: schema.videoCopy } },
  { file: 'content/analytics.ts', exports: { analytics: schema.analyticsSettings } },
  {
    file: 'content/pages/blog.ts',
    exports: { blogPosts: list(schema.blogPost), blogIndexPage: schema.contentPage },
    kinds: { blogPosts: 'blogPosts', blogIndexPage: 'page' },
  },
  { file: 'content/pages/blog-copy.ts', exports: { blogCopy: schema.blogCopy } },
  { file: 'content/pages/contact.ts', exports: { contactCopy: schema.contactCopy }, kinds: { contactCopy: 'page' } },
  { file: 'content/pages/general.ts', exports: {}, pages: true },
  { file: 'content/pages/not-found.ts', exports: { notFoundCopy: schema.notFoundCopy } },
  { file: 'content/pages/problems.ts', exports: { problemPages: list(schema.contentPage) }, kinds: { problemPages: 'pages' } },
  { file: 'content/pages/profile.ts', exports: { profileCopy: schema.profileCopy } },
  { file: 'content/pages/services.ts', exports: { servicePages: list(schema.contentPage) }, kinds: { servicePages: 'pages' } },
];

/** Files under content/ that hold no data of their own. */
export const NOT_DATA = new Set(['content/types.ts']);
