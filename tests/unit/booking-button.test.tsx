import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BookingButton } from '@/components/booking-button';
import { SESSION_KEY } from '@/lib/session-id';

const setUserAgent = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });

afterEach(() => window.sessionStorage.clear());

it('renders a working wa.me link in the static HTML, before any script runs', () => {
  const html = renderToStaticMarkup(<BookingButton page="home" tag="01" />);
  const href = /href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
  expect(href.startsWith('https://wa.me/85291234567?text=')).toBe(true);
  const text = decodeURIComponent(href.split('text=')[1] ?? '');
  expect(text).toContain('[來源: home | 按鈕: 01]');
  expect(html).toContain('target="_blank"');
  expect(html).toContain('rel="noopener noreferrer"');
});

it('upgrades the link with the session id and the desktop form after hydration', () => {
  setUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0');
  window.sessionStorage.setItem(SESSION_KEY, 'K3Z9');
  render(<BookingButton page="services" tag="05" label="立即預約" />);
  const link = screen.getByRole('link', { name: '立即預約' });
  const url = new URL(link.getAttribute('href') ?? '');
  expect(url.origin + url.pathname).toBe('https://web.whatsapp.com/send');
  expect(url.searchParams.get('text')).toContain('[來源: services | 編號: K3Z9 | 按鈕: 05]');
});

it('uses wa.me with the session id on phones, creating the id once', () => {
  setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148');
  render(<BookingButton page="contact" />);
  const id = window.sessionStorage.getItem(SESSION_KEY);
  expect(id).toMatch(/^[A-Z0-9]{4}$/);
  const href = screen.getByRole('link').getAttribute('href') ?? '';
  expect(href.startsWith('https://wa.me/85291234567?text=')).toBe(true);
  expect(decodeURIComponent(href)).toContain(`[來源: contact | 編號: ${id}]`);
});
