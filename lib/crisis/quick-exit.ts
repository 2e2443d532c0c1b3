import { page as crisisPage } from '@/content/pages/crisis-support';
import { pageSources } from '@/lib/routes/pages';
import { blogPostPath, pageEntriesOf, type PageSources } from '@/lib/routes/route-list';
import type { PAGE_TOPICS } from '@/lib/schema/pages';

type Topic = (typeof PAGE_TOPICS)[number];

/** A page about any of these shows the quick exit: a person in a controlling household may read it. */
export const QUICK_EXIT_TOPICS: readonly Topic[] = ['family', 'relationships', 'children', 'violence'];

/** Whether an entry declares one of the quick exit's topics. */
export const declaresQuickExitTopic = (entry: object): boolean =>
  'topics' in entry &&
  Array.isArray(entry.topics) &&
  entry.topics.some((topic: unknown) => (QUICK_EXIT_TOPICS as readonly unknown[]).includes(topic));

/**
 * The addresses that carry the quick exit: those in `always`, and every page (with its older
 * addresses) and article whose entry declares one of QUICK_EXIT_TOPICS in `topics`. The check
 * (scripts/content-check/rules/crisis.ts, #violence-topic) refuses a page that speaks of violence or abuse without the topic.
 */
export function quickExitPaths(sources: PageSources, always: readonly string[]): ReadonlySet<string> {
  const paths = new Set(always);
  for (const page of pageEntriesOf(sources)) {
    if (!declaresQuickExitTopic(page)) continue;
    paths.add(page.path);
    for (const alias of page.aliases ?? []) paths.add(alias.path);
  }
  for (const post of sources.blogPosts) if (declaresQuickExitTopic(post)) paths.add(blogPostPath(post.slug));
  return paths;
}

/**
 * The pages of the site that show the quick exit; lib/routes/index.ts marks their route entries.
 * The crisis page always has it, whatever its entry says today.
 */
export const quickExitAt: ReadonlySet<string> = quickExitPaths(pageSources, [crisisPage.path]);
