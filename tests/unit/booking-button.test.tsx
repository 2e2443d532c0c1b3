import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BookingButton } from '@/components/booking/booking-button';
import { booking, site } from '@/content/site';
import { getRoute } from '@/lib/routes';
import { VISIT_CODE_KEY } from '@/lib/booking/visit-code';

const setUserAgent = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
const digits = site.whatsapp.digits;
/** The source tag's words, as content/site.ts writes them: 「（來源：P01，編號：K3Z9，按鈕：01）」. */
const { page: PAGE, visit: VISIT, button: BUTTON } = booking.sourceLabels;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

afterEach(() => window.sessionStorage.clear());

it('renders a working wa.me link in the static HTML, naming the page by its neutral code, never by its path or slug', () => {
  const html = renderToStaticMarkup(<BookingButton code={getRoute('/').code} tag="01" />);
  const href = /href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
  expect(href.startsWith(`https://wa.me/${digits}?text=`)).toBe(true);
  const text = decodeURIComponent(href.split('text=')[1] ?? '');
  expect(text).toContain(`（${PAGE}：${getRoute('/').code}，${BUTTON}：01）`);
  expect(html).toContain('target="_blank"');
  expect(html).toContain('rel="noopener noreferrer"');
  const emotion = renderToStaticMarkup(<BookingButton code={getRoute('/problems/emotion').code} tag="02" />);
  const message = decodeURIComponent(/text=([^"&]+)/.exec(emotion)?.[1] ?? '');
  expect(message).toMatch(new RegExp(`（${escaped(PAGE)}：P\\d{2}，${escaped(BUTTON)}：02）$`));
  expect(message).not.toMatch(/problems|emotion/);
});

it('upgrades the link with the visit code and the desktop form after hydration', () => {
  setUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0');
  window.sessionStorage.setItem(VISIT_CODE_KEY, 'K3Z9');
  render(<BookingButton code={getRoute('/services').code} tag="05" label="立即預約" />);
  const link = screen.getByRole('link', { name: '立即預約' });
  const url = new URL(link.getAttribute('href') ?? '');
  expect(url.origin + url.pathname).toBe('https://web.whatsapp.com/send');
  expect(url.searchParams.get('text')).toContain(`（${PAGE}：${getRoute('/services').code}，${VISIT}：K3Z9，${BUTTON}：05）`);
});

it('uses wa.me with the visit code on phones, creating the id once', () => {
  setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148');
  render(<BookingButton code={getRoute('/contact').code} />);
  const id = window.sessionStorage.getItem(VISIT_CODE_KEY);
  expect(id).toMatch(/^[A-Z0-9]{4}$/);
  const href = screen.getByRole('link').getAttribute('href') ?? '';
  expect(href.startsWith(`https://wa.me/${digits}?text=`)).toBe(true);
  expect(decodeURIComponent(href)).toContain(`（${PAGE}：${getRoute('/contact').code}，${VISIT}：${id}）`);
});

describe('with storage blocked (cookies blocked, some in-app browsers)', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
  beforeEach(() => {
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  afterEach(() => {
    if (original) Object.defineProperty(window, 'sessionStorage', original);
  });

  it('renders every booking link with one visit code and no React error', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <BookingButton code={getRoute('/').code} tag="01" label="一" />
        <BookingButton code={getRoute('/').code} tag="02" label="二" />
      </>,
    );
    const ids = ['一', '二'].map(
      (name) =>
        new RegExp(`${escaped(VISIT)}：([A-Z0-9]{4})`).exec(
          decodeURIComponent(screen.getByRole('link', { name }).getAttribute('href') ?? ''),
        )?.[1],
    );
    expect(ids[0]).toMatch(/^[A-Z0-9]{4}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
