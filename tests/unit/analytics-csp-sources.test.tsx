import { GoogleAnalytics } from '@next/third-parties/google';
import { render } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { analyticsCspSources, gaInitScript, sha256Source } from '@/lib/analytics/csp-sources';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});

it('reproduces the inline script <GoogleAnalytics> injects, so its hash is the one the browser checks', () => {
  render(<GoogleAnalytics gaId="G-TEST000000" />);
  const injected = document.getElementById('_next-ga-init');
  expect(injected?.tagName).toBe('SCRIPT');
  expect(injected?.textContent).toBe(gaInitScript('G-TEST000000'));
  expect(analyticsCspSources('G-TEST000000').scriptSrc).toContain(sha256Source(injected?.textContent ?? ''));
});

it('hashes as CSP does: sha256 of the UTF-8 text, base64, quoted', () => {
  const expected = createHash('sha256').update('alert(1)').digest('base64');
  expect(sha256Source('alert(1)')).toBe(`'sha256-${expected}'`);
  expect(sha256Source(gaInitScript('G-A'))).not.toBe(sha256Source(gaInitScript('G-B')));
});

it('allows GA4’s hosts and the YouTube player API, and nothing for ads', () => {
  const sources = analyticsCspSources('G-TEST000000');
  expect(sources.scriptSrc).toEqual([
    'https://www.googletagmanager.com',
    'https://www.youtube.com',
    sha256Source(gaInitScript('G-TEST000000')),
  ]);
  expect(sources.connectSrc).toEqual([
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ]);
  expect(sources.imgSrc).toEqual(sources.connectSrc);
  expect(sources.frameSrc).toEqual([]);
  expect(JSON.stringify(sources)).not.toContain('doubleclick');
});
