/** @jest-environment node */
import { serveSite, SITE_FILES } from './static-site';

// Routing as Cloudflare Pages' asset handler decides it (npm run test:host compares the two).
let site: Awaited<ReturnType<typeof serveSite>>;
beforeAll(async () => {
  site = await serveSite(SITE_FILES);
});
afterAll(() => site.close());

describe('clean URLs', () => {
  it.each([
    ['/index.html', '/'],
    ['/index', '/'],
    ['/fee', '/fee/'],
    ['/fee?x=1', '/fee/?x=1'],
    ['/fee/index.html', '/fee/'],
    ['/fee/index.html?x=1', '/fee/?x=1'],
    ['/fee/index', '/fee/'],
    ['/fee/index/', '/fee/'],
    ['/about.html', '/about'],
    ['/about/', '/about'],
    ['/404.html', '/404'],
    ['/%66ee', '/fee/'],
    // Never to another host: //fee goes to /fee/, not //fee/.
    ['//fee', '/fee/'],
  ])('redirects %s to %s with 308 and no body', async (from, to) => {
    const response = await site.send('GET', from);
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe(to);
    expect(response.body).toBe('');
  });

  it.each([
    ['/', '<h1>home</h1>'],
    ['/fee/', '<h1>fee</h1>'],
    ['/fee/?x=1', '<h1>fee</h1>'],
    ['/about', '<h1>about</h1>'],
    ['/%66ee/', '<h1>fee</h1>'],
    ['/blog%2Fpost/', '<h1>post</h1>'],
    ['/404', '<h1>not found</h1>'],
    ['//fee/', '<h1>fee</h1>'],
  ])('serves %s with 200', async (path, body) => {
    const response = await site.send('GET', path);
    expect(response.status).toBe(200);
    expect(response.body).toBe(body);
  });
});

describe('unknown addresses', () => {
  const NOT_FOUND = '<h1>not found</h1>';
  it.each([
    ['/nope', NOT_FOUND],
    ['/nope/', NOT_FOUND],
    ['/FEE/', NOT_FOUND],
    ['/blog/nope/', '<h1>no such article</h1>'],
    ['/blog/post/nope.js', '<h1>no such article</h1>'],
    // Malformed or hostile addresses get the 404 page, as on Pages, and the server keeps serving.
    ...['/%zz', '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', '/fee/%E0%A4%A', '/%00/', '/..%2f..%2fetc/passwd', '/robots.txt/'].map((path) => [
      path,
      NOT_FOUND,
    ]),
    // Files Pages never uploads.
    ['/_headers', NOT_FOUND],
    ['/_routes.json', NOT_FOUND],
  ])('answer %s with the nearest 404.html', async (path, body) => {
    const response = await site.send('GET', path);
    expect(response.status).toBe(404);
    expect(response.body).toBe(body);
    expect((await site.send('GET', '/')).body).toBe('<h1>home</h1>');
  });

  it('fall back to /index.html with 200 on a site without any 404.html, as Pages does', async () => {
    const spa = await serveSite({ 'index.html': '<h1>app</h1>', 'fee/index.html': '<h1>fee</h1>' });
    try {
      const response = await spa.send('GET', '/nope/');
      expect(response.status).toBe(200);
      expect(response.body).toBe('<h1>app</h1>');
    } finally {
      await spa.close();
    }
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS'])('answers %s with 405 and no body, as Pages does', async (method) => {
    const response = await site.send(method, '/');
    expect(response.status).toBe(405);
    expect(response.body).toBe('');
    expect(response.headers['content-type']).toBeUndefined();
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await site.send('HEAD', '/fee/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.body).toBe('');
  });
});
