// One page of each template, from content/ (the first entry of each list): no edit turns it red.
import { home } from '@/content/home';
import { blogIndexPage, blogPosts } from '@/content/pages/blog';
import { contactCopy } from '@/content/pages/contact';
import { page as faqPage } from '@/content/pages/faq';
import { page as feePage } from '@/content/pages/fee';
import { page as therapistIndexPage } from '@/content/pages/therapist';
import { problemPages } from '@/content/pages/problems';
import { servicePages } from '@/content/pages/services';
import { servicesOverview } from '@/content/services-overview';
import { therapists } from '@/content/therapists';
import { SIMPLIFIED } from '@/lib/edition';
import { blogPostPath, therapistPath } from '@/lib/routes/route-list';

export interface SitePage {
  /** The address as the export serves it (trailing slash). */
  path: string;
  /** The not-found page: served with status 404. */
  missing?: boolean;
}

const slash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

function first<T>(list: readonly T[], what: string): T {
  const [entry] = list;
  if (!entry) throw new Error(`content/ has no ${what}: the battery needs one`);
  return entry;
}

export const HOME = slash(home.path);
export const SERVICES = slash(servicesOverview.path);
export const CONTACT = slash(contactCopy.path);
/** The contact page of the Simplified edition (under its base). */
export const SIMPLIFIED_CONTACT = SIMPLIFIED.base + CONTACT;
export const FAQ = slash(faqPage.path);

export const TEMPLATE_PAGES: readonly SitePage[] = [
  { path: HOME },
  { path: SERVICES },
  { path: slash(first(servicePages, 'service page').path) },
  { path: slash(first(problemPages, 'problem page').path) },
  { path: slash(therapistIndexPage.path) },
  { path: slash(therapistPath(first(therapists, 'therapist').slug)) },
  { path: slash(blogIndexPage.path) },
  { path: slash(blogPostPath(first(blogPosts, 'article').slug)) },
  { path: CONTACT },
  { path: slash(feePage.path) },
  { path: FAQ },
  // No page lives here: any unknown address gets the not-found page.
  { path: '/engines-battery-no-such-page/', missing: true },
];
