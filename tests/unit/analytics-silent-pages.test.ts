import { page as crisisPage } from '@/content/pages/crisis-support';
import { isSilentPage } from '@/lib/analytics/silent-page';
import { analyticsSilentPaths, routes, silentPaths } from '@/lib/routes';
import { SIMPLIFIED } from '@/lib/edition';

it('lists the crisis page and every page with the quick exit, and no other', () => {
  expect(analyticsSilentPaths).toContain(crisisPage.path);
  for (const route of routes) expect(analyticsSilentPaths.includes(route.path)).toBe(route.quickExit || route.path === crisisPage.path);
});

it('keeps the crisis page silent even when its route loses the quick exit', () => {
  expect(
    silentPaths([
      { path: crisisPage.path, quickExit: false },
      { path: '/fee', quickExit: false },
    ]),
  ).toEqual([crisisPage.path]);
});

it('recognises a silent page in either edition and in the exported forms of its address', () => {
  const silent = ['/crisis-support', '/problems/love'];
  for (const pathname of ['/crisis-support/', '/crisis-support/index.html', `${SIMPLIFIED.base}/problems/love/`, '/problems/love'])
    expect(isSilentPage(pathname, silent)).toBe(true);
  for (const pathname of ['/', '/fee/', '/problems/', `${SIMPLIFIED.base}/`]) expect(isSilentPage(pathname, silent)).toBe(false);
});
