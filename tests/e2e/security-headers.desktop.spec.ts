import { expect } from '@playwright/test';
import { routes } from '@/lib/routes';
import { analyticsCspSources } from '@/lib/analytics/csp-sources';
import { href } from '@/lib/routes/paths';
import { SVG_CSP } from '@/scripts/postbuild/headers';
import { isInlineExecutable, scriptTags } from '@/scripts/postbuild/html-tokens';
import { filesEndingIn } from '@/scripts/postbuild/process-export';
import { SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE, speculationRules } from '@/scripts/postbuild/speculation-rules';
import { requestTest as request, test } from './fixtures';

/**
 * The headers of out/_headers (scripts/postbuild/postbuild.ts) as the static server applies them,
 * as Cloudflare Pages does: on every answer. One policy for every page: the post-build step moved
 * the inline scripts out, so script-src is 'self', plus exactly analytics' in the analytics build
 * (whose desktop project runs this file too). A page under that policy: security.desktop.spec.ts.
 */

/** script-src: 'self' alone in the default build; in the analytics build, exactly what it uses. */
let scriptSources: string[] = [];
/** The policy home is served with, which every page shares. */
let sharedCsp: string | undefined;
request.beforeAll(async ({ analyticsBuild, request }) => {
  scriptSources = ["'self'", ...(analyticsBuild ? analyticsCspSources('G-TEST000000').scriptSrc : [])];
  sharedCsp = (await request.get('/')).headers()['content-security-policy'];
});
const COMMON_HEADERS: Record<string, RegExp> = {
  'strict-transport-security': /^max-age=63072000; includeSubDomains; preload$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /(?=.*\bcamera=\(\))(?=.*\bmicrophone=\(\))(?=.*\bgeolocation=\(\))(?=.*\bpayment=\(\))(?=.*\busb=\(\))/,
  'x-frame-options': /^DENY$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
};

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts): parts is [string, ...string[]] => Boolean(parts[0]))
      .map(([name, ...values]) => [name, values]),
  );
}

function expectStrictCsp(csp: string | undefined, where: string) {
  expect(csp, `Content-Security-Policy on ${where}`).toBeTruthy();
  const policy = directives(csp ?? '');
  const scripts = policy.get('script-src') ?? [];
  expect([...scripts].sort(), `script-src on ${where}`).toEqual([...scriptSources].sort());
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'none'"]);
}

/**
 * The start of every inline script the browser would execute (data blocks — JSON-LD, the flight
 * data — are never run), read with the tokenizer the post-build step uses.
 */
function inlineExecutableScripts(html: string): string[] {
  return scriptTags(html)
    .filter(isInlineExecutable)
    .map((tag) => tag.body.slice(0, 60));
}

/** The headers every answer carries, a redirect's and a 404's included, as Cloudflare Pages applies _headers. */
function expectPageHeaders(headers: Record<string, string>, where: string) {
  for (const [name, pattern] of Object.entries(COMMON_HEADERS)) expect(headers[name], `${name} on ${where}`).toMatch(pattern);
  expectStrictCsp(headers['content-security-policy'], where);
  expect(headers['content-security-policy'], `one policy on ${where}`).toBe(sharedCsp);
  // Pages adds Access-Control-Allow-Origin: * to every answer; the `/*` rule detaches it.
  expect(headers['access-control-allow-origin'], `access-control-allow-origin on ${where}`).toBeUndefined();
  // The prerender rules, announced by header: the CSP needs no inline rules.
  expect(headers['speculation-rules'], `speculation-rules on ${where}`).toBe(`"${SPECULATION_RULES_PATH}"`);
  // Only the pages.dev addresses are kept out of search, not the site's own.
  expect(headers['x-robots-tag'], `x-robots-tag on ${where}`).toBeUndefined();
}

for (const route of routes) {
  request(`${route.path} is served with the CSP and the security headers`, async ({ request }) => {
    const path = href(route.path);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectPageHeaders(response.headers(), path);
    expect(response.headers()['cache-control'], `cache-control on ${path}`).toBe('public, max-age=0, must-revalidate');
    expect(inlineExecutableScripts(await response.text()), `inline scripts left in ${path}`).toEqual([]);

    // The file's own name redirects to the folder form, as on Cloudflare Pages, with the same headers.
    const file = `${path}index.html`;
    const redirect = await request.get(file, { maxRedirects: 0 });
    expect(redirect.status(), file).toBe(308);
    expect(redirect.headers().location, file).toBe(path);
    expectPageHeaders(redirect.headers(), file);
  });
}

request('an unknown address gets the 404 page with the CSP and the security headers, never cached', async ({ request }) => {
  const response = await request.get('/no-such-page/');
  expect(response.status()).toBe(404);
  expectPageHeaders(response.headers(), '/no-such-page/');
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(inlineExecutableScripts(await response.text())).toEqual([]);
});

request('a missing hashed asset gets a 404 that is never cached, not the folder’s year-long cache', async ({ request }) => {
  for (const path of ['/_next/static/chunks/no-such-chunk.js', '/i/no-such-image.webp']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['cache-control'], path).toBe('no-store');
  }
});

request('the prerender rules file is served as speculation rules, without the page headers', async ({ request }) => {
  const response = await request.get(SPECULATION_RULES_PATH);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe(SPECULATION_RULES_TYPE);
  expect(await response.json()).toEqual(speculationRules());
  for (const name of ['content-security-policy', 'speculation-rules']) expect(response.headers()[name], name).toBeUndefined();
});

request('every SVG of the export is served with the SVG policy alone: nothing in it runs or loads', async ({ request, analyticsBuild }) => {
  const out = analyticsBuild ? 'out-analytics' : 'out';
  const svgs = filesEndingIn(out, '.svg').map((file) => `/${file.slice(out.length + 1)}`);
  expect(svgs).toContain('/icon.svg');
  for (const path of [...svgs, '/no-such-picture.svg']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toBe(SVG_CSP);
    expect(headers['speculation-rules'], path).toBeUndefined();
  }
});

request('the pages.dev addresses answer noindex, on pages, files and redirects; the site’s own domain does not', async ({ request }) => {
  for (const host of ['hk-site.pages.dev', 'a1b2c3d4.hk-site.pages.dev']) {
    for (const path of ['/', '/fee', '/icon.svg', '/no-such-page/']) {
      const response = await request.get(path, { headers: { host }, maxRedirects: 0 });
      expect(response.headers()['x-robots-tag'], `${host}${path}`).toBe('noindex');
    }
  }
  expect((await request.get('/', { headers: { host: 'www.example.hk' } })).headers()['x-robots-tag']).toBeUndefined();
});

test('hashed assets are cached as immutable and carry only the headers a file needs', async ({ page, request }) => {
  await page.goto('/'); // and hydrated: the loader's inserted scripts are in the page
  // Every script of the page (the loader's inserted ones too) and every image it names.
  const assets = await page.evaluate(() =>
    [
      ...[...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')].map((element) =>
        'src' in element ? element.src : element.href,
      ),
      ...[...document.querySelectorAll('img')].map((image) => image.currentSrc || image.src),
    ].filter((url) => /^\/(_next\/static|i)\//.test(new URL(url, location.href).pathname)),
  );
  expect(assets.some((url) => url.includes('/_next/static/chunks/'))).toBe(true);
  expect(assets.some((url) => url.includes('/i/'))).toBe(true);
  for (const url of assets) {
    const response = await request.get(url);
    const headers = response.headers();
    expect(response.status(), url).toBe(200);
    expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
    // A script or an image is not a document: the policies that govern one are left to the page.
    // And, like every answer, it gives no other origin leave to read it.
    const absent = 'content-security-policy permissions-policy x-frame-options cross-origin-opener-policy referrer-policy';
    for (const name of [...absent.split(' '), 'speculation-rules', 'access-control-allow-origin']) {
      expect(headers[name], `${name} on ${url}`).toBeUndefined();
    }
  }
});
