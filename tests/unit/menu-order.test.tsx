import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { chrome } from '@/content/chrome';
import { mainNav } from '@/content/navigation';
import { generalPages } from '@/content/pages';
import { problemPages } from '@/content/pages/problems';
import { servicePages } from '@/content/pages/services';
import { servicesOverview } from '@/content/services-overview';
import { therapists } from '@/content/therapists';
import type { ContentPage, NavItem, Therapist } from '@/content/types';
import { servicePath, therapistPath } from '@/lib/routes/addresses';
import { mainMenu, pagesUnder } from '@/lib/routes/menus';
import { pageSources } from '@/lib/routes/pages';
import { collectRoutes, type RouteEntry } from '@/lib/routes/route-list';
import { addServicePage, addTherapist } from './support/recipes';

/*
 * Menus, cards and listings show pages in the order the editors list them (a folder's index.ts,
 * content/therapists.ts), never by booking code: a page added by docs/editing.md's recipe, with the
 * next free code, appears where it was listed.
 */

jest.mock('@/components/ui/picture', () => ({
  Picture: ({ image }: { image: { file: string; alt: string } }) => <span role="img" aria-label={image.alt} />,
}));
jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

type Listed = { readonly label: string; readonly href: string };
const asLinks = (pages: readonly { name: string; path: string }[]): Listed[] =>
  pages.map(({ name, path }) => ({ label: name, href: path }));
const therapistLinks = (list: readonly Therapist[]): Listed[] => list.map(({ name, slug }) => ({ label: name, href: therapistPath(slug) }));
const childrenOf = (menu: readonly NavItem[], href: string) => menu.find((item) => item.href === href)?.children ?? [];
/** The pages the menu lists under /services, in the order of their lists: services, problems, general pages. */
const underServices = (services: readonly ContentPage[]) =>
  asLinks(([...services, ...problemPages, ...generalPages] as readonly ContentPage[]).filter((page) => page.parent === '/services'));

const known = collectRoutes(pageSources);
/** docs/editing.md's "next unused number": after the highest code in use. */
const nextCodes = (count: number) => {
  const highest = Math.max(...known.map((route) => Number(route.code.slice(1))));
  return Array.from({ length: count }, (_, i) => `P${String(highest + 1 + i).padStart(2, '0')}`);
};
const unusedSlug = (base: string, prefix: string) => {
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!known.some((route) => route.path === `${prefix}/${slug}`)) return slug;
  }
};
const [SERVICE_CODE = 'P98', THERAPIST_CODE = 'P99'] = nextCodes(2);
const SERVICE_SLUG = unusedSlug('art-therapy', '/services');
const THERAPIST_SLUG = unusedSlug('chan-tai-man', '/therapist');
const SERVICE_NAME = '藝術治療';
const THERAPIST_NAME = '陳大文';

describe("today's menus and listings", () => {
  it('list the service and problem pages under 治療服務 in the order of their folders’ lists', () => {
    expect(childrenOf(mainMenu, '/services')).toEqual(underServices(servicePages));
    expect(pagesUnder('/services')).toEqual(asLinks(servicePages));
    expect(pagesUnder('/problems')).toEqual(asLinks(problemPages));
  });

  it('list the therapists in the order of content/therapists.ts', () => {
    expect(childrenOf(mainMenu, '/therapist')).toEqual(therapistLinks(therapists));
  });

  it('keep the menu’s own items in the order of content/navigation.ts', () => {
    expect(mainMenu.map(({ label, href }) => ({ label, href }))).toEqual(mainNav.map(({ label, href }) => ({ label, href })));
  });
});

/** The booking codes of the pages that were there before: a new page never renumbers them. */
function codesOf(routes: readonly RouteEntry[], before: readonly RouteEntry[]) {
  const paths = new Set(before.map((route) => route.path));
  return Object.fromEntries(routes.filter((route) => paths.has(route.path)).map((route) => [route.path, route.code]));
}

describe("docs/editing.md's recipes, done on a copy of content/, as the header and the listings render them", () => {
  const SERVICE_AT = 2;
  const THERAPIST_AT = 1;
  let root = '';
  let screen: { nav: (name: string) => HTMLElement; main: HTMLElement } | undefined;
  let edited: { services: readonly ContentPage[]; team: readonly Therapist[] } | undefined;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'menu-order-'));
    cpSync(join(process.cwd(), 'content'), join(root, 'content'), {
      recursive: true,
      filter: (source) => !source.includes(`${join('content', 'images')}`),
    });
    addServicePage(root, 'isp', { slug: SERVICE_SLUG, code: SERVICE_CODE, name: SERVICE_NAME, at: SERVICE_AT });
    addTherapist(root, therapists.at(-1)?.slug ?? '', {
      slug: THERAPIST_SLUG,
      code: THERAPIST_CODE,
      name: THERAPIST_NAME,
      at: THERAPIST_AT,
    });
    // The site as built from the edited copy: its lists replace the real ones for every module that reads them.
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- loaded from the edited copy, as a build of it would */
      jest.doMock('@/content/pages/services', () => jest.requireActual(join(root, 'content', 'pages', 'services', 'index.ts')));
      jest.doMock('@/content/therapists', () => jest.requireActual(join(root, 'content', 'therapists.ts')));
      const testing = require('@testing-library/react/pure') as typeof import('@testing-library/react');
      const { servicePages: services } = require('@/content/pages/services') as { servicePages: readonly ContentPage[] };
      const { therapists: team } = require('@/content/therapists') as { therapists: readonly Therapist[] };
      const { SiteHeader } = require('@/components/header/site-header') as typeof import('@/components/header/site-header');
      const { ServicesDirectory } =
        require('@/components/services/services-directory') as typeof import('@/components/services/services-directory');
      const TherapistIndex = (require('@/app/therapist/page') as { default: () => ReactElement }).default;
      /* eslint-enable @typescript-eslint/no-require-imports */
      edited = { services, team };
      const { container } = testing.render(
        <>
          <SiteHeader />
          <main>
            <ServicesDirectory directory={servicesOverview.directory} />
            <TherapistIndex />
          </main>
        </>,
      );
      const view = testing.within(container);
      screen = {
        nav: (name) => view.getByRole('navigation', { name }),
        main: container.querySelector('main') as HTMLElement,
      };
    });
    jest.dontMock('@/content/pages/services');
    jest.dontMock('@/content/therapists');
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** The links of the list under a menu item (found by its link's address), as the visitor reads them. */
  const subLinks = (nav: HTMLElement, href: string): Listed[] => {
    const item = [...nav.querySelectorAll('li')].find((li) => li.querySelector('a')?.getAttribute('href') === `${href}/`);
    return [...(item?.querySelectorAll(':scope > ul a') ?? [])].map((link) => ({
      label: link.textContent ?? '',
      href: (link.getAttribute('href') ?? '').replace(/\/$/, ''),
    }));
  };

  it('the new service page is in its place in the desktop and phone menus, before the problem pages, and on /services', () => {
    const services = edited?.services ?? [];
    expect(services[SERVICE_AT]?.name).toBe(SERVICE_NAME);
    for (const label of [chrome.mainNavLabel, chrome.mobileNavLabel]) {
      const listed = subLinks(screen?.nav(label) as HTMLElement, '/services');
      expect(listed).toEqual(underServices(services));
      expect(listed[SERVICE_AT]).toEqual({ label: SERVICE_NAME, href: servicePath(SERVICE_SLUG) });
    }
    const group = servicesOverview.directory.groups.find((each) => each.under === '/services');
    const directory = [...(screen?.nav(group?.heading ?? '').querySelectorAll('a') ?? [])].map((link) => link.textContent);
    expect(directory).toEqual(services.map((page) => page.name));
  });

  it('the new therapist is in their place in the desktop and phone menus and on /therapist', () => {
    const team = edited?.team ?? [];
    expect(team[THERAPIST_AT]?.name).toBe(THERAPIST_NAME);
    for (const label of [chrome.mainNavLabel, chrome.mobileNavLabel]) {
      const listed = subLinks(screen?.nav(label) as HTMLElement, '/therapist');
      expect(listed).toEqual(therapistLinks(team));
      expect(listed[THERAPIST_AT]).toEqual({ label: THERAPIST_NAME, href: therapistPath(THERAPIST_SLUG) });
    }
    const cards = [...(screen?.main.querySelectorAll('article h2 a') ?? [])].map((link) => link.textContent);
    expect(cards).toEqual(team.map((therapist) => therapist.name));
  });

  it('gives the new pages the next free codes, and renumbers no page that was there', () => {
    const routes = collectRoutes({ ...pageSources, servicePages: edited?.services ?? [], therapists: edited?.team ?? [] });
    expect(codesOf(routes, known)).toEqual(codesOf(known, known));
    const codeOf = (path: string) => routes.find((route) => route.path === path)?.code;
    expect([codeOf(servicePath(SERVICE_SLUG)), codeOf(therapistPath(THERAPIST_SLUG))]).toEqual([SERVICE_CODE, THERAPIST_CODE]);
  });
});
