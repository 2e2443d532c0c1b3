/** Gathers the page entries of the content modules into one list by kind; lib/routes.ts derives the routes from them. */
import { home } from '@/content/home';
import { blogIndexPage, blogPosts } from '@/content/pages/blog';
import { contactCopy } from '@/content/pages/contact';
import * as generalPages from '@/content/pages/general';
import { problemPages } from '@/content/pages/problems';
import { servicePages } from '@/content/pages/services';
import { servicesOverview } from '@/content/services-overview';
import { therapists } from '@/content/therapists';
import type { PageEntry } from '@/content/types';
import type { PageSources } from './route-list';

// Every export of content/pages/general.ts is a page, so a new page there needs no line here.
const general: readonly PageEntry[] = Object.values(generalPages);

export const pageSources: PageSources = {
  pages: [home, servicesOverview, ...servicePages, ...problemPages, ...general, blogIndexPage, contactCopy],
  therapists,
  blogPosts,
};
