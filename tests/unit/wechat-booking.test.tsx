import type { ReactElement } from 'react';
import { booking, site } from '@/content/site';
import { SIMPLIFIED, TRADITIONAL, type EditionId } from '@/lib/edition';
import { getRoute } from '@/lib/routes';
import { VISIT_CODE_KEY } from '@/lib/booking/visit-code';
import { installPopoverStandIn } from './popover-stand-in';
import { cleanupEdition, renderInEdition } from './support/edition-render';

// The QR code's address is read from the image step's manifest, which a fresh clone's unit tests
// run before (npm test builds after them): a fixed address stands in.
jest.mock('@/lib/images/manifest', () => ({
  ...jest.requireActual('@/lib/images/manifest'),
  wechatQrSrc: () => '/generated/wechat-qr.svg',
}));

/*
 * The booking spots in each edition: WeChat first in the Simplified one (its `wechatFirst`, in
 * lib/edition/data.mjs: WhatsApp is blocked in the mainland), nothing new in the Traditional one.
 * Jest does not convert the content: the words are the Traditional ones the Simplified build converts.
 */
type Components = typeof import('@/components/booking/booking-call') & typeof import('@/components/booking/booking-choice');
/* eslint-disable @typescript-eslint/no-require-imports -- loaded in the edition's build */
const components = (): Components => ({
  ...(require('@/components/booking/booking-call') as typeof import('@/components/booking/booking-call')),
  ...(require('@/components/booking/booking-choice') as typeof import('@/components/booking/booking-choice')),
});
/* eslint-enable @typescript-eslint/no-require-imports */
const renderIn = (edition: EditionId, element: (modules: Components) => ReactElement) => renderInEdition(edition, components, element);

const page = getRoute('/services/mandarin');
const whatsappLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('a[href*="wa.me"], a[href*="web.whatsapp.com"]')];
const messageOf = (link: HTMLAnchorElement) => new URL(link.href).searchParams.get('text') ?? '';
const precedes = (first: Node, second: Node) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

beforeAll(installPopoverStandIn);
beforeEach(() => window.sessionStorage.setItem(VISIT_CODE_KEY, 'K3Z9'));
afterEach(() => {
  cleanupEdition();
  window.sessionStorage.clear();
});

describe('BookingCall in the Simplified edition', () => {
  it('offers WeChat before WhatsApp: the id as text with its copy button, the QR code, then the WhatsApp link', () => {
    const { screen, within } = renderIn(SIMPLIFIED.id, ({ BookingCall }) => <BookingCall text="預約吧" page={page} />);
    const block = document.querySelector<HTMLElement>('[data-wechat-booking]');
    expect(block).not.toBeNull();
    const id = within(block as HTMLElement).getByText(site.wechat.id);
    expect(within(block as HTMLElement).getByRole('button', { name: booking.wechat.copyId })).toBeInTheDocument();
    expect(within(block as HTMLElement).getByRole('img')).toHaveAttribute('src', expect.stringContaining('wechat-qr'));
    const links = whatsappLinks();
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent(booking.wechat.whatsappLabel);
    expect(precedes(id, links[0] as Node)).toBe(true);
    expect(screen.getByText(booking.wechat.title)).toBeInTheDocument();
  });

  it("shows the message to send with the WhatsApp message's tag: the page's code and the visit's code", () => {
    renderIn(SIMPLIFIED.id, ({ BookingCall }) => <BookingCall text="預約吧" page={page} />);
    const message = document.querySelector('[data-wechat-message]')?.textContent ?? '';
    const { page: source, visit: visitLabel } = booking.sourceLabels;
    expect(message).toContain(booking.message);
    expect(message).toContain(`（${source}：${page.code}，${visitLabel}：K3Z9）`);
    expect(message).toBe(messageOf(whatsappLinks()[0] as HTMLAnchorElement));
  });
});

it('a compact booking spot (Simplified edition) opens the WeChat dialog from its first button; WhatsApp second, same tag', async () => {
  const { screen, fireEvent, within, waitFor } = renderIn(SIMPLIFIED.id, ({ BookingChoice }) => (
    <BookingChoice code={getRoute('/').code} tag="01" variant="gradient" />
  ));
  // (Not the link to the dialog that stands in for its button where popover is missing.)
  const [first, second] = [...document.querySelectorAll('[data-booking-choice] > button, [data-booking-choice] > a:not([href^="#"])')];
  expect(first).toHaveTextContent(booking.wechat.buttonLabel);
  expect(second).toHaveTextContent(booking.wechat.whatsappLabel);
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(first as Element);
  const dialog = screen.getByRole('dialog', { name: booking.wechat.title });
  expect(within(dialog).getByText(site.wechat.id)).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByRole('button', { name: booking.wechat.close })).toHaveFocus());
  const message = dialog.querySelector('[data-wechat-message]')?.textContent ?? '';
  expect(message).toContain(`${booking.sourceLabels.button}：01）`);
  expect(message).toBe(messageOf(whatsappLinks()[0] as HTMLAnchorElement));
});

describe('the Traditional edition', () => {
  it('keeps the WhatsApp button first and alone in a booking call, with no WeChat block', () => {
    const { screen } = renderIn(TRADITIONAL.id, ({ BookingCall }) => <BookingCall text="預約吧" page={page} />);
    expect(document.querySelector('[data-wechat-booking]')).toBeNull();
    expect(screen.queryByText(site.wechat.id)).toBeNull();
    expect(screen.getByRole('link', { name: booking.buttonLabel })).toBe(whatsappLinks()[0]);
  });

  it('keeps a compact spot a single WhatsApp button', () => {
    const { screen } = renderIn(TRADITIONAL.id, ({ BookingChoice }) => <BookingChoice code={getRoute('/').code} tag="01" />);
    expect(document.querySelector('[data-booking-choice]')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('link', { name: booking.buttonLabel })).toBeInTheDocument();
  });
});
