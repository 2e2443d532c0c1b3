// The booking links once hydrated (as tests/e2e/whatsapp.spec.ts).
import { booking, site } from '@/content/site';
import { pageCodeTable } from '@/lib/routes';
import { codeForPath } from '@/lib/routes/page-code';
import type { Viewport } from './browser';
import { expectNoErrors, waitForValue, type Journey } from './journey-context';
import { expect } from './report';

/** The source tag's words, as content/site.ts writes them: 「（來源：P01，編號：K3Z9，按鈕：01）」. */
const { page: PAGE, visit: VISIT, button: BUTTON } = booking.sourceLabels;
const VISIT_CODE = new RegExp(`${VISIT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}：([A-Z0-9]{4})`);

/** Every booking link's href and tag, and the floating WhatsApp link's href. */
function bookingLinks(): { hrefs: { tag: string; href: string }[]; floating: string } {
  const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('a[data-booking-tag]')].map((link) => ({
    tag: link.dataset.bookingTag ?? '',
    href: link.href,
  }));
  return { hrefs, floating: document.querySelector<HTMLAnchorElement>('a[data-floating="whatsapp"]')?.href ?? '' };
}

const textOf = (href: string) => new URL(href).searchParams.get('text') ?? '';

function expectForm(href: string, viewport: Viewport) {
  const url = new URL(href);
  const digits = site.whatsapp.digits;
  if (viewport.name === 'phone') expect(url.origin + url.pathname === `https://wa.me/${digits}`, `phone form expected: ${href}`);
  else
    expect(
      url.origin + url.pathname === 'https://web.whatsapp.com/send' && url.searchParams.get('phone') === digits,
      `desktop form expected: ${href}`,
    );
}

/** On a page with booking buttons (hydrated): each carries the visit code; returns that code. */
export async function bookingLinksCarryVisitCode(journey: Journey, path: string): Promise<string | undefined> {
  let code: string | undefined;
  await journey.report.check(`${path} booking links carry the visit code after hydration`, async () => {
    const links = await waitForValue(
      journey,
      'visit codes in the booking links',
      bookingLinks,
      [],
      ({ hrefs }) => hrefs.length > 0 && hrefs.every(({ href }) => VISIT_CODE.test(textOf(href))),
    );
    const codes = new Set(links.hrefs.map(({ href }) => VISIT_CODE.exec(textOf(href))?.[1]));
    expect(codes.size === 1, `one visit code on every button, found ${[...codes].join(', ')}`);
    code = [...codes][0];
    for (const { tag, href } of links.hrefs) {
      expectForm(href, journey.viewport);
      const source = `（${PAGE}：${codeForPath(path, pageCodeTable)}，${VISIT}：${code}，${BUTTON}：${tag}）`;
      expect(textOf(href).includes(source), `button ${tag}: "${source}" missing from ${textOf(href)}`);
    }
    await expectNoErrors(journey);
  });
  return code;
}

/** On the next page of the visit: the floating WhatsApp link carries the same visit code. */
export async function floatingLinkKeepsVisitCode(journey: Journey, path: string, code: string | undefined): Promise<void> {
  await journey.report.check(`${path} floating WhatsApp link keeps the visit's code`, async () => {
    expect(code, 'no visit code from the page before');
    const { floating } = await waitForValue(journey, 'a visit code in the floating link', bookingLinks, [], (links) =>
      VISIT_CODE.test(textOf(links.floating)),
    );
    expectForm(floating, journey.viewport);
    expect(
      textOf(floating).includes(`${PAGE}：${codeForPath(path, pageCodeTable)}，${VISIT}：${code}`),
      `floating link: ${textOf(floating)}`,
    );
    await expectNoErrors(journey);
  });
}
