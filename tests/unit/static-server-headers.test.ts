/** @jest-environment node */
import { contentSecurityPolicy } from '../../scripts/postbuild/csp';
import { headerRules, headersText, SVG_CSP } from '../../scripts/postbuild/headers';
import { securityHeaders } from '../../scripts/postbuild/security-headers';
import { SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE, speculationRulesText } from '../../scripts/postbuild/speculation-rules';
import { applyHeaderRules, DEFAULT_CACHE_CONTROL, parseHeadersFile } from '../../scripts/static-server.mjs';
import { serveSite, SITE_FILES } from './static-site';

// The headers Cloudflare Pages sends: its defaults, out/_headers on every answer, no-store on
// every 404, strong ETags with 304 (npm run test:host compares them with Pages' own handler).
const IMMUTABLE = 'public, max-age=31536000, immutable';
let site: Awaited<ReturnType<typeof serveSite>>;
beforeAll(async () => {
  site = await serveSite(SITE_FILES);
});
afterAll(() => site.close());

const etagOf = async (path: string) => String((await site.send('GET', path)).headers.etag);

describe('headers on every answer', () => {
  it('adds the host’s defaults: Access-Control-Allow-Origin *, Referrer-Policy and nosniff', async () => {
    const { headers } = await site.send('GET', '/');
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks what it serves on a preview address (<deployment>.<project>.pages.dev) noindex, as Pages does by itself', async () => {
    const preview = { host: 'a1b2c3d4.site.pages.dev' };
    expect((await site.send('GET', '/', preview)).headers['x-robots-tag']).toBe('noindex');
    expect((await site.send('GET', '/nope/', preview)).headers['x-robots-tag']).toBe('noindex');
    // Not a redirect (no file served), nor the production alias <project>.pages.dev, nor another host.
    expect((await site.send('GET', '/fee', preview)).headers['x-robots-tag']).toBeUndefined();
    for (const host of ['site.pages.dev', 'www.example.hk'])
      expect((await site.send('GET', '/', { host })).headers['x-robots-tag']).toBeUndefined();
  });

  it.each([
    ['a page (200)', 'GET', '/', {}, 200],
    ['a redirect (308)', 'GET', '/fee', {}, 308],
    ['a 404', 'GET', '/nope', {}, 404],
    ['a refused method (405)', 'POST', '/', {}, 405],
    ['a HEAD of a redirect', 'HEAD', '/fee/index.html', {}, 308],
  ])('applies _headers to %s', async (_, method, path, headers, status) => {
    const response = await site.send(method, path, headers);
    expect(response.status).toBe(status);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toBe("default-src 'self'");
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('applies _headers to a 304', async () => {
    const response = await site.send('GET', '/fee/', { 'if-none-match': await etagOf('/fee/') });
    expect(response.status).toBe(304);
    expect(response.headers['content-security-policy']).toBe("default-src 'self'");
  });

  it('lets `! Name` detach what the host adds, and keeps nosniff on a file with a type', async () => {
    const { headers } = await site.send('GET', '/_next/static/a.js');
    expect(headers['access-control-allow-origin']).toBeUndefined();
    expect(headers['referrer-policy']).toBeUndefined();
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['/_next/static/a.js', 'application/javascript'],
    ['/sitemap.xml', 'application/xml'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/', 'text/html; charset=utf-8'],
  ])('types %s as %s, as Pages does', async (path, type) => {
    expect((await site.send('GET', path)).headers['content-type']).toBe(type);
  });
});

describe('Cache-Control', () => {
  it('is the host’s default on a page and the rule’s on an asset', async () => {
    expect((await site.send('GET', '/')).headers['cache-control']).toBe(DEFAULT_CACHE_CONTROL);
    expect((await site.send('GET', '/_next/static/a.js')).headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each([
    ['a missing page', '/nope'],
    ['a missing hashed asset, where a rule sets immutable', '/_next/static/missing.js'],
    ['an asset folder', '/_next/static/'],
    ['a malformed address', '/%zz'],
  ])('is no-store on the 404 of %s', async (_, path) => {
    const response = await site.send('GET', path);
    expect(response.status).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is absent from redirects, 405s and a page’s 304', async () => {
    expect((await site.send('GET', '/fee')).headers['cache-control']).toBeUndefined();
    expect((await site.send('POST', '/')).headers['cache-control']).toBeUndefined();
    expect((await site.send('GET', '/', { 'if-none-match': await etagOf('/') })).headers['cache-control']).toBeUndefined();
  });

  it.each<Record<string, string>>([{ range: 'bytes=0-9' }, { authorization: 'Basic dTpw' }])(
    'has no default for a request with %p; a rule still sets its own',
    async (headers) => {
      const page = await site.send('GET', '/', headers);
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBeUndefined();
      expect((await site.send('GET', '/_next/static/a.js', headers)).headers['cache-control']).toBe(IMMUTABLE);
    },
  );
});

describe('validators', () => {
  it('sends a strong ETag on a 200, the same however the body is compressed, none on a 404', async () => {
    const etag = await etagOf('/');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await site.send('GET', '/', { 'accept-encoding': 'br' })).headers.etag).toBe(etag);
    expect((await site.send('GET', '/nope')).headers.etag).toBeUndefined();
  });

  it.each([
    ['the tag', (etag: string) => etag],
    ['its weak form', (etag: string) => `W/${etag}`],
  ])('answers If-None-Match with %s with 304 and no body', async (_, tag) => {
    const response = await site.send('GET', '/_next/static/a.js', { 'if-none-match': tag(await etagOf('/_next/static/a.js')) });
    expect(response.status).toBe(304);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers 200 to another tag or to a list, which Pages does not match, and never 304 to a 404 or a redirect', async () => {
    const etag = await etagOf('/');
    expect((await site.send('GET', '/', { 'if-none-match': '"other"' })).status).toBe(200);
    expect((await site.send('GET', '/', { 'if-none-match': `"other", ${etag}` })).status).toBe(200);
    expect((await site.send('GET', '/nope/', { 'if-none-match': await etagOf('/') })).status).toBe(404);
    expect((await site.send('GET', '/fee', { 'if-none-match': await etagOf('/fee/') })).status).toBe(308);
  });

  it('gives a changed file a new ETag, so the old one gets the new body', async () => {
    const before = await etagOf('/blog/post/');
    site.write('blog/post/index.html', '<h1>post, revised</h1>');
    const after = await site.send('GET', '/blog/post/', { 'if-none-match': before });
    expect(after.status).toBe(200);
    expect(after.body).toBe('<h1>post, revised</h1>');
    expect(after.headers.etag).not.toBe(before);
  });
});

describe('_headers rules', () => {
  it('join a header two matching rules set, as Cloudflare Pages does, and honour `! Name`', () => {
    const rules = parseHeadersFile(
      '/*\n  Content-Security-Policy: a\n  X-Test: one\n\n/fee/\n  Content-Security-Policy: b\n\n/fee/*\n  ! X-Test',
    );
    expect(applyHeaderRules(rules, '/fee/')).toEqual({ 'content-security-policy': 'a, b' });
    expect(applyHeaderRules(rules, '/')).toEqual({ 'content-security-policy': 'a', 'x-test': 'one' });
  });

  it('detach before they set, whatever the order of the lines, and replace the host’s value', () => {
    const rules = parseHeadersFile(['/*', 'X-Test: kept', '! X-Test', 'Referrer-Policy: no-referrer'].join('\n'));
    expect(applyHeaderRules(rules, '/', { 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Test': 'host' })).toEqual({
      'referrer-policy': 'no-referrer',
      'x-test': 'kept',
    });
  });
});

describe('_headers patterns as Cloudflare Pages compiles them', () => {
  it('sends only the later value of a header a later rule detaches and sets again', () => {
    const rules = parseHeadersFile(
      '/*\n  Content-Security-Policy: page\n\n/*.svg\n  ! Content-Security-Policy\n  Content-Security-Policy: svg',
    );
    expect(applyHeaderRules(rules, '/icon.svg')).toEqual({ 'content-security-policy': 'svg' });
    expect(applyHeaderRules(rules, '/a/b/icon.svg')).toEqual({ 'content-security-policy': 'svg' });
    expect(applyHeaderRules(rules, '/svg/')).toEqual({ 'content-security-policy': 'page' });
  });

  it('reads `:name` as one path segment, and as one host label in a host rule', () => {
    const rules = parseHeadersFile('/blog/:slug/\n  X-Post: :slug\n\nhttps://:version.:project.pages.dev/*\n  X-Preview: :project');
    expect(applyHeaderRules(rules, '/blog/first/')).toEqual({ 'x-post': 'first' });
    expect(applyHeaderRules(rules, '/blog/a/b/')).toEqual({});
    expect(applyHeaderRules(rules, '/', {}, 'abc123.site.pages.dev')).toEqual({ 'x-preview': 'site' });
    expect(applyHeaderRules(rules, '/', {}, 'a.b.site.pages.dev')).toEqual({});
    expect(applyHeaderRules(rules, '/', {}, 'site.pages.dev')).toEqual({});
  });

  it('skips what Pages skips: a rule with two *, with a port, or with no header', () => {
    const rules = parseHeadersFile('/*/img/*\n  X-A: 1\nhttps://example.hk:8443/*\n  X-B: 1\n/empty/*\n/*\n  X-C: 1');
    expect(applyHeaderRules(rules, '/a/img/b', {}, 'example.hk')).toEqual({ 'x-c': '1' });
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*']);
  });
});

describe('the site’s own _headers, served', () => {
  let served: Awaited<ReturnType<typeof serveSite>>;
  beforeAll(async () => {
    served = await serveSite({
      ...SITE_FILES,
      _headers: headersText(headerRules(securityHeaders(contentSecurityPolicy()))),
      [SPECULATION_RULES_PATH.slice(1)]: speculationRulesText(),
      'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'i/mark-96.abcd1234.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
  });
  afterAll(() => served.close());

  // The rules file and its announcement, as the rules set them: postbuild-headers.test.ts.
  it('serves the prerender rules file with its own type', async () => {
    const file = await served.send('GET', SPECULATION_RULES_PATH);
    expect([file.status, file.headers['content-type'], JSON.parse(file.body)]).toEqual([
      200,
      SPECULATION_RULES_TYPE,
      JSON.parse(speculationRulesText()),
    ]);
  });

  it('serves every SVG with one policy, the SVG one', async () => {
    for (const path of ['/icon.svg', '/i/mark-96.abcd1234.svg']) {
      const { status, headers } = await served.send('GET', path);
      expect(status).toBe(200);
      expect(headers['content-type']).toBe('image/svg+xml');
      expect(headers['content-security-policy']).toBe(SVG_CSP);
    }
  });

  it('answers a pages.dev host with noindex, and the site’s own host without it', async () => {
    // Which hosts and paths the rules mark: postbuild-headers.test.ts; here, as the server reads the Host header.
    for (const host of ['preview-branch.site.pages.dev', 'site.pages.dev:443'])
      expect((await served.send('GET', '/nope/', { host })).headers['x-robots-tag']).toBe('noindex');
    expect((await served.send('GET', '/', { host: '127.0.0.1' })).headers['x-robots-tag']).toBeUndefined();
  });
});
