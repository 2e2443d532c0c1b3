import { chrome } from '@/content/chrome';
import { page as crisisPage } from '@/content/pages/crisis-support';
import { eachString } from '@/lib/walk';
import { pageSources } from '@/lib/routes/pages';
import { blogPostPath, pageEntriesOf, therapistPath, type PageSources } from '@/lib/routes/route-list';

/** Whether any text inside `entry` (its fields, lists and nested objects) contains one of `words`. */
export function speaksOf(entry: unknown, words: readonly string[]): boolean {
  let found = false;
  eachString(entry, [], (text) => {
    found ||= words.some((word) => text.includes(word));
  });
  return found;
}

/**
 * The addresses that carry the quick exit: those in `always`, and every page whose entry speaks of
 * one of `words` (a page's older addresses with it), so a page an editor writes about violence gets
 * the control without a flag.
 */
export function quickExitPaths(sources: PageSources, words: readonly string[], always: readonly string[]): ReadonlySet<string> {
  const paths = new Set(always);
  for (const page of pageEntriesOf(sources)) {
    if (!speaksOf(page, words)) continue;
    paths.add(page.path);
    for (const alias of page.aliases ?? []) paths.add(alias.path);
  }
  for (const therapist of sources.therapists) if (speaksOf(therapist, words)) paths.add(therapistPath(therapist.slug));
  for (const post of sources.blogPosts) if (speaksOf(post, words)) paths.add(blogPostPath(post.slug));
  return paths;
}

/**
 * The pages of the site that show the quick exit; lib/routes/index.ts marks their route entries.
 * The crisis page always has it, whatever its words say today.
 */
export const quickExitAt: ReadonlySet<string> = quickExitPaths(pageSources, chrome.quickExitWords, [crisisPage.path]);

/** Whether the page at `path` shows the quick exit (for the tests; a page reads its route's `quickExit`). */
export const hasQuickExit = (path: string): boolean => quickExitAt.has(path);
