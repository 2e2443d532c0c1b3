import { home } from '@/content/home';
import { blogIndexPage, blogPosts } from '@/content/pages/blog';
import { contactCopy } from '@/content/pages/contact';
import * as generalPages from '@/content/pages/general';
import { problemPages } from '@/content/pages/problems';
import { servicePages } from '@/content/pages/services';
import { servicesOverview } from '@/content/services-overview';
import { therapists } from '@/content/therapists';
import type { BlogPost, PageEntry, Therapist } from '@/content/types';

/** Every page entry of the content, by kind: the one place that knows which modules hold pages. */
export interface PageSources {
  /** Entries that carry their own path: home, services, contact, service, problem and other pages. */
  readonly pages: readonly PageEntry[];
  /** Profiles at /therapist/<slug>. */
  readonly therapists: readonly Therapist[];
  /** Articles at /blog/<slug>. */
  readonly blogPosts: readonly BlogPost[];
}

// Every export of content/pages/general.ts is a page, so a new page there needs no line here.
const general: readonly PageEntry[] = Object.values(generalPages);

export const pageSources: PageSources = {
  pages: [home, servicesOverview, ...servicePages, ...problemPages, ...general, blogIndexPage, contactCopy],
  therapists,
  blogPosts,
};

export const therapistPath = (slug: string): string => `/therapist/${slug}`;
export const blogPostPath = (slug: string): string => `/blog/${slug}`;
