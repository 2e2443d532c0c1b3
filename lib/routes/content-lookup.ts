import { blogPosts } from '@/content/pages/blog';
import { problemPages } from '@/content/pages/problems';
import { servicePages } from '@/content/pages/services';
import { therapists } from '@/content/therapists';
import type { BlogPost, ContentPage, Therapist } from '@/content/types';

/** The last path segment: '/services/family' → 'family'. */
export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function bySlug<T>(items: readonly T[], slugOf: (item: T) => string, slug: string, what: string): T {
  const found = items.find((item) => slugOf(item) === slug);
  if (!found) throw new Error(`${what}: no entry with slug "${slug}"`);
  return found;
}

export const serviceSlugs = (): string[] => servicePages.map((page) => lastSegment(page.path));
export const getServicePage = (slug: string): ContentPage =>
  bySlug<ContentPage>(servicePages, (page) => lastSegment(page.path), slug, 'content/pages/services/');

/** A problem page's addresses: its own, then any older ones (aliases) that serve the same page. */
const problemAddresses = (page: ContentPage): string[] => [page.path, ...(page.aliases ?? []).map((alias) => alias.path)];

export const problemSlugs = (): string[] => problemPages.flatMap((page) => problemAddresses(page).map(lastSegment));
export const getProblemPage = (slug: string): ContentPage => {
  const found = problemPages.find((page: ContentPage) => problemAddresses(page).includes(`/problems/${slug}`));
  if (!found) throw new Error(`content/pages/problems/: no entry with slug "${slug}"`);
  return found;
};

export const getTherapist = (slug: string): Therapist =>
  bySlug<Therapist>(therapists, (therapist) => therapist.slug, slug, 'content/therapists.ts');

export const getBlogPost = (slug: string): BlogPost => bySlug<BlogPost>(blogPosts, (post) => post.slug, slug, 'content/pages/blog.ts');
