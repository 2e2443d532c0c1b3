import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { home } from '@/content/home';
import { footerLinks, mainNav } from '@/content/navigation';
import { blogPosts } from '@/content/pages/blog';
import * as generalPages from '@/content/pages/general';
import { problemPages } from '@/content/pages/problems';
import { servicePages } from '@/content/pages/services';
import { servicesOverview } from '@/content/services-overview';
import { site } from '@/content/site';
import { therapists } from '@/content/therapists';
import type { ContentPage, NavItem } from '@/content/types';
import { checkBookingTags, checkCount, checkLinks, checkTree, checkUnique, formatProblem, type ContentProblem } from './content-check';
import { routes } from './routes';
import { parseVideoId } from './video';

const IMAGE_DIR = join(process.cwd(), 'content', 'images');
const imageExists = (file: string) => existsSync(join(IMAGE_DIR, file));

function navLinks(items: readonly NavItem[], prefix: string): { entry: string; href: string }[] {
  return items.flatMap((item, index) => [
    { entry: `${prefix}[${index}]`, href: item.href },
    ...navLinks(item.children ?? [], `${prefix}[${index}].children`),
  ]);
}

function pageLinks(pages: readonly ContentPage[]): { entry: string; href: string }[] {
  return pages.flatMap((page) =>
    page.sections.flatMap((section, index) =>
      section.kind === 'links' ? section.items.map((item) => ({ entry: `${page.path} › sections[${index}]`, href: item.href })) : [],
    ),
  );
}

/** Runs every content check over the real modules. */
export function collectContentProblems(exists: (file: string) => boolean = imageExists): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const routePaths = new Set<string>(routes.map((route) => route.path));
  const general: readonly ContentPage[] = Object.values(generalPages);

  checkUnique('content/routes.ts', routes, (route) => route.path, 'path', problems);
  routes.forEach((route, index) => {
    if (route.parent && !routePaths.has(route.parent)) {
      problems.push({ module: 'content/routes.ts', entry: `[${index}] ${route.path}`, field: 'parent', message: `"${route.parent}" is not a route` });
    }
  });
  checkLinks('content/navigation.ts', [...navLinks(mainNav, 'mainNav'), ...navLinks(footerLinks, 'footerLinks')], routePaths, problems);

  checkTree('content/site.ts', site, exists, problems);
  checkTree('content/therapists.ts', therapists, exists, problems);
  checkUnique('content/therapists.ts', therapists, (therapist) => therapist.slug, 'slug', problems);
  checkCount('content/therapists.ts', 'therapists', therapists.length, 6, problems);
  checkCount('content/therapists.ts', 'therapists with inTeamGrid', therapists.filter((t) => t.inTeamGrid).length, 5, problems);
  therapists.forEach((therapist, index) => {
    if (!routePaths.has(`/therapist/${therapist.slug}`)) {
      problems.push({ module: 'content/therapists.ts', entry: `[${index}] ${therapist.name}`, field: 'slug', message: `no route "/therapist/${therapist.slug}" in content/routes.ts` });
    }
  });

  const pageModules: [string, readonly ContentPage[]][] = [
    ['content/pages/services.ts', servicePages],
    ['content/pages/problems.ts', problemPages],
    ['content/pages/general.ts', general],
  ];
  for (const [module, pages] of pageModules) {
    checkTree(module, pages, exists, problems);
    checkUnique(module, pages, (page) => page.path, 'path', problems);
    pages.forEach((page, index) => {
      if (!routePaths.has(page.path)) problems.push({ module, entry: `[${index}]`, field: 'path', message: `"${page.path}" is not a route in content/routes.ts` });
    });
    checkLinks(module, pageLinks(pages), routePaths, problems);
  }

  checkTree('content/pages/blog.ts', blogPosts, exists, problems);
  checkUnique('content/pages/blog.ts', blogPosts, (post) => post.slug, 'slug', problems);
  blogPosts.forEach((post, index) => {
    if (!therapists.some((therapist) => therapist.slug === post.authorSlug)) {
      problems.push({ module: 'content/pages/blog.ts', entry: `[${index}] ${post.slug}`, field: 'authorSlug', message: `"${post.authorSlug}" is not a therapist slug` });
    }
  });
  checkHome(routePaths, problems);
  checkServicesOverview(routePaths, problems);
  checkBookingTags(
    [
      { module: 'content/home.ts', entry: 'hero.booking', tag: home.hero.booking.tag },
      { module: 'content/home.ts', entry: 'invitation.booking', tag: home.invitation.booking.tag },
      { module: 'content/home.ts', entry: 'closing.booking', tag: home.closing.booking.tag },
      { module: 'content/services-overview.ts', entry: 'hero.booking', tag: servicesOverview.hero.booking.tag },
      { module: 'content/services-overview.ts', entry: 'process.booking', tag: servicesOverview.process.booking.tag },
      { module: 'content/services-overview.ts', entry: 'closing.booking', tag: servicesOverview.closing.booking.tag },
    ],
    problems,
  );
  return problems;
}

/** The home page's fifteen sections, with the counts of the spec. */
function checkHome(routePaths: ReadonlySet<string>, problems: ContentProblem[]): void {
  const source = 'content/home.ts';
  checkTree(source, home, imageExists, problems);
  checkCount(source, 'hero.slides', home.hero.slides.length, 3, problems);
  checkCount(source, 'problems.items', home.problems.items.length, 5, problems);
  checkCount(source, 'sellingPoints.items', home.sellingPoints.items.length, 4, problems);
  checkCount(source, 'methods.items', home.methods.items.length, 3, problems);
  checkCount(source, 'masters.items (featured)', home.masters.items.filter((m) => m.featured).length, 2, problems);
  checkCount(source, 'masters.items (behind the toggle)', home.masters.items.filter((m) => !m.featured).length, 12, problems);
  checkCount(source, 'media.items', home.media.items.length, 4, problems);
  checkCount(source, 'enterprise.events', home.enterprise.events.length, 6, problems);
  checkCount(source, 'testimonials.items', home.testimonials.items.length, 3, problems);
  checkCount(source, 'videos.categories', home.videos.categories.length, 5, problems);
  home.videos.categories.forEach((category, c) => {
    checkCount(source, `videos.categories[${c}].videos`, category.videos.length, [2, 3], problems);
    category.videos.forEach((video, v) => {
      if (!parseVideoId(video.url)) {
        problems.push({ module: source, entry: `videos.categories[${c}].videos[${v}]`, field: 'url', message: `no video id can be read from "${video.url}"` });
      }
    });
  });
  checkLinks(
    source,
    [
      ...home.problems.items.map((item, i) => ({ entry: `problems.items[${i}]`, href: item.link })),
      ...home.methods.items.map((item, i) => ({ entry: `methods.items[${i}].link`, href: item.link.href })),
      { entry: 'comparison.link', href: home.comparison.link.href },
      { entry: 'team.allLink', href: home.team.allLink.href },
      { entry: 'testimonials.link', href: home.testimonials.link.href },
    ],
    routePaths,
    problems,
  );
}

function checkServicesOverview(routePaths: ReadonlySet<string>, problems: ContentProblem[]): void {
  const source = 'content/services-overview.ts';
  const { pillars, process, faq } = servicesOverview;
  checkTree(source, servicesOverview, imageExists, problems);
  checkCount(source, 'pillars.cards', pillars.cards.length, 3, problems);
  checkCount(source, 'process.steps', process.steps.length, 4, problems);
  checkCount(source, 'process.steps with showCTA', process.steps.filter((step) => step.showCTA).length, 1, problems);
  checkCount(source, 'faq.items', faq.items.length, 6, problems);
  if (!faq.items[0]?.open) problems.push({ module: source, entry: 'faq.items[0]', field: 'open', message: 'the first FAQ item must be open' });
  checkLinks(
    source,
    [...pillars.cards.map((card, i) => ({ entry: `pillars.cards[${i}].link`, href: card.link.href })), { entry: 'faq.link', href: faq.link.href }],
    routePaths,
    problems,
  );
}

let checked = false;

/** Called once per build from the root layout: a broken content edit stops the build here. */
export function assertContent(): void {
  if (checked) return;
  const problems = collectContentProblems();
  if (problems.length > 0) {
    throw new Error(`Content check failed (${problems.length}):\n${problems.map((problem) => `  - ${formatProblem(problem)}`).join('\n')}`);
  }
  checked = true;
}
