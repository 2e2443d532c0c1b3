/** Gathers the page entries of the content modules by the route that renders them; lib/routes/index.ts derives the routes from them. */
import { home } from '@/content/home';
import { generalPages } from '@/content/pages';
import { blogIndexPage, blogPosts } from '@/content/pages/blog';
import { contactCopy } from '@/content/pages/contact';
import { page as faqPage } from '@/content/pages/faq';
import { page as privacyPage } from '@/content/pages/privacy';
import { problemPages } from '@/content/pages/problems';
import { servicePages } from '@/content/pages/services';
import { page as therapistIndexPage } from '@/content/pages/therapist';
import { servicesOverview } from '@/content/services-overview';
import { therapists } from '@/content/therapists';
import type { ContentPage, PageEntry } from '@/content/types';
import type { PageSources } from './route-list';

/**
 * The general pages with a folder of their own under app/, which renders more than their sections
 * (the team grid, the FAQ's structured data, the privacy page's build facts). Next.js prefers that
 * folder to the catch-all route; tests/unit/app-routes.test.ts keeps this list and app/ in step.
 */
export const pagesWithOwnFolder: readonly PageEntry[] = [therapistIndexPage, faqPage, privacyPage];

/** The general pages app/[...path] renders from their sections alone: a new page in content/pages/ needs nothing else. */
export const sectionPages: readonly ContentPage[] = generalPages.filter((page) => !pagesWithOwnFolder.includes(page));

export const pageSources: PageSources = {
  pages: [home, servicesOverview, blogIndexPage, contactCopy, ...pagesWithOwnFolder],
  sectionPages,
  servicePages,
  problemPages,
  therapists,
  blogPosts,
};
