import { mainlandNotice } from '@/content/mainland-notice';
import { booking } from '@/content/site';
import type { ContentPage } from '@/content/types';
import { SIMPLIFIED, TRADITIONAL, type EditionId } from '@/lib/edition';
import { getRoute, routesOf, type RouteEntry } from '@/lib/routes';
import { installPopoverStandIn } from './popover-stand-in';
import { cleanupEdition, renderInEdition } from './support/edition-render';

jest.mock('@/lib/images/manifest', () => ({
  ...jest.requireActual('@/lib/images/manifest'),
  wechatQrSrc: () => '/generated/wechat-qr.svg',
}));
jest.mock('@/components/ui/picture', () => ({
  Picture: ({ image }: { image: { file: string; alt: string } }) => <span role="img" aria-label={image.alt} />,
}));

/*
 * The booking block and the notice for the mainland belong to the page templates, not to the
 * sections an editor writes: a service or problem page ends with the booking block in its own words
 * or booking.section's, and in the Simplified edition the fee and Mandarin pages show the notice
 * before it.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded in the edition's build
const view = () => require('@/components/content/content-page-view') as typeof import('@/components/content/content-page-view');

type ContentRoute = Extract<RouteEntry, { page: ContentPage }>;
const renderPage = (edition: EditionId, route: ContentRoute) =>
  renderInEdition(edition, view, ({ ContentPageView }) => <ContentPageView route={route} page={route.page} />).container;
const bands = (container: HTMLElement) => [...container.querySelectorAll('section')];
const headingOf = (band: Element | undefined) => band?.querySelector('h2')?.textContent;
const contentRoute = (path: string): ContentRoute => {
  const route = getRoute(path);
  if (!('page' in route)) throw new Error(`${path} is not a content page`);
  return route;
};

beforeAll(installPopoverStandIn);
afterEach(cleanupEdition);

describe('the booking block, from the template', () => {
  const [service] = routesOf('service');
  const [problem] = routesOf('problem');

  it.each([
    ['a service page', service],
    ['a problem page', problem],
  ])('closes %s, after every section, in its own words or booking.section’s', (_, route) => {
    if (!route) throw new Error('no such page');
    const container = renderPage(TRADITIONAL.id, route);
    const all = bands(container);
    expect(all).toHaveLength(route.page.sections.length + 1);
    const last = all.at(-1);
    expect(last?.querySelectorAll('[data-booking-call]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-booking-call]')).toHaveLength(1);
    expect(headingOf(last)).toBe(route.page.booking?.heading ?? booking.section.heading);
    expect(last?.textContent).toContain(route.page.booking?.text ?? booking.section.text);
  });

  it('says booking.section’s words on a page that gives none of its own', () => {
    const route = routesOf('section').find((each) => each.booking && each.page.booking === undefined);
    if (!route) throw new Error('every page with a booking block gives its own words');
    const last = bands(renderPage(TRADITIONAL.id, route)).at(-1);
    expect(headingOf(last)).toBe(booking.section.heading);
    expect(last?.textContent).toContain(booking.section.text);
  });

  it('is left off the pages the layout names (the crisis page)', () => {
    const container = renderPage(TRADITIONAL.id, contentRoute('/crisis-support'));
    expect(container.querySelector('[data-booking-call]')).toBeNull();
  });
});

describe('the notice for visitors in the mainland, from the template', () => {
  it.each(['/fee', '/services/mandarin'])('shows on %s in the Simplified edition, right before the booking block', (path) => {
    const route = contentRoute(path);
    const all = bands(renderPage(SIMPLIFIED.id, route));
    expect(all).toHaveLength(route.page.sections.length + 2);
    const notice = all.at(-2);
    expect(headingOf(notice)).toBe(mainlandNotice.heading);
    expect(notice?.querySelectorAll('li')).toHaveLength(mainlandNotice.items.length);
    expect(all.at(-1)?.querySelector('[data-booking-call]')).not.toBeNull();
    // Every heading id stays one of a kind.
    const ids = all.map((band) => band.querySelector('h2')?.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is not in the Traditional edition on the fee page', () => {
    const container = renderPage(TRADITIONAL.id, contentRoute('/fee'));
    expect(container.textContent).not.toContain(mainlandNotice.heading);
  });

  it('shows on /services/mandarin in the Traditional edition too, which invites readers in the mainland', () => {
    const route = contentRoute('/services/mandarin');
    const all = bands(renderPage(TRADITIONAL.id, route));
    expect(headingOf(all.at(-2))).toBe(mainlandNotice.heading);
    expect(all.at(-2)?.querySelectorAll('li')).toHaveLength(mainlandNotice.items.length);
  });

  it('is on no other content page', () => {
    const route = contentRoute(routesOf('service').find((each) => !each.mainlandNotice)?.path ?? '');
    expect(renderPage(SIMPLIFIED.id, route).textContent).not.toContain(mainlandNotice.heading);
  });
});
