// The fixed requests the parity check sends to both servers. Rows 01–72 are the 63 requests of
// the review that first compared the two (shared/reviews/cloudflare-parity.md, same numbers);
// the rest cover what the port of Pages' handler added: conditional requests, queries on
// redirects, leading slashes in a Location, methods on asset paths, Authorization.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SIMPLIFIED } from '../../lib/edition/data.mjs';

/** The first file of `folder` (under out/) whose name ends in `suffix`, as a URL path. */
function firstFile(out, folder, suffix) {
  const name = readdirSync(join(out, folder))
    .filter((file) => file.endsWith(suffix))
    .sort()[0];
  if (!name) throw new Error(`out/${folder} has no *${suffix} file: is out/ a complete build?`);
  return `/${folder}/${name}`;
}

const CHROMIUM_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * Each request: id, method, path (sent as is, no normalisation), headers. `etagOf` names a path
 * whose ETag (from the same server) the headers function receives, for conditional requests.
 */
export function parityRequests(out) {
  const js = firstFile(out, '_next/static/chunks', '.js');
  const css = firstFile(out, '_next/static/chunks', '.css');
  const loader = firstFile(out, '_next/static/hydrate', '.js');
  // The image step's variants (lib/images/folder.ts).
  const webp = firstFile(out, 'i', '.webp');
  const avif = firstFile(out, 'i', '.avif');
  const get = (id, path, headers = {}) => ({ id, method: 'GET', path, headers });
  const conditional = (id, path, tag) => ({ id, method: 'GET', path, etagOf: path, headers: (etag) => ({ 'if-none-match': tag(etag) }) });
  return [
    get('01', '/'),
    { id: '02', method: 'HEAD', path: '/', headers: {} },
    get('03', '/index.html'),
    get('04', '/fee'),
    get('05', '/fee?x=1'),
    get('06', '/fee/'),
    get('07', '/fee/index.html'),
    get('08', '/fee/index'),
    get('09', '/services/family'),
    get('10', '/services/family/'),
    get('11', '/therapist'),
    get('12', '/therapist/'),
    get('13', '/therapist/chan-sum-yee/'),
    get('14', '/blog/what-is-family-constellation'),
    get('15', '/blog/what-is-family-constellation/'),
    get('16', '/nope'),
    get('17', '/nope/'),
    get('18', '/%zz'),
    get('19', '/..%2f..%2fetc/passwd'),
    get('20', '/../../etc/passwd'),
    get('21', js),
    get('22', css),
    get('23', loader),
    get('24', webp),
    get('25', avif),
    get('26', '/_next/static/x.js'),
    get('27', '/i/x.webp'),
    get('28', '/img/x'),
    get('29', '/sitemap.xml'),
    get('30', '/robots.txt'),
    get('31', '/404.html'),
    get('32', '/404'),
    get('33', '/404/'),
    get('34', '/favicon.ico'),
    get('35', '/icon.svg'),
    get('36', '/_headers'),
    get('37', '/index.txt'),
    get('38', '/fee/__next._full.txt'),
    get('39', '/', { 'accept-encoding': 'br' }),
    get('40', '/', { 'accept-encoding': 'gzip' }),
    get('41', '/', { 'accept-encoding': CHROMIUM_ENCODINGS }),
    get('42', js, { 'accept-encoding': 'br' }),
    get('43', '/nope', { 'accept-encoding': 'br' }),
    get('44', webp, { range: 'bytes=0-99' }),
    get('45', '/', { range: 'bytes=0-99' }),
    { id: '46', method: 'POST', path: '/', headers: {} },
    { id: '47', method: 'OPTIONS', path: '/', headers: {} },
    get('48', '/FEE/'),
    get('49', '//fee/'),
    get('50', '/_not-found/'),
    get('51', '/_routes.json'),
    get('61', '/%66ee/'),
    get('62', js.replace('/static/', '/%73tatic/')),
    get('63', '/robots.txt/'),
    get('64', '/fee/index/'),
    get('65', '/index'),
    get('66', '/services%2Ffamily/'),
    get('67', '/fee/?x=1'),
    { id: '68', method: 'HEAD', path: js, headers: {} },
    get('69', '/', { 'accept-encoding': 'identity' }),
    get('70', '/', { 'accept-encoding': '*;q=0' }),
    get('71', '/404.html', { 'accept-encoding': 'br' }),
    get('72', '/%00'),
    // The Simplified edition: its pages and framework files under /zh-hans/, its own nearest 404.html.
    get('73', SIMPLIFIED.base),
    get('74', `${SIMPLIFIED.base}/fee/`),
    get('75', `${SIMPLIFIED.base}/fee/index.html`),
    get('76', `${SIMPLIFIED.base}/nope/`),
    get('77', `${SIMPLIFIED.base}/404.html`),
    get('78', `${SIMPLIFIED.base}/_next/static/x.js`),
    ...['/', '/fee/', js, webp].flatMap((path, index) => [
      conditional(`c${index + 1}s`, path, (etag) => etag),
      conditional(`c${index + 1}w`, path, (etag) => `W/${etag}`),
      conditional(`c${index + 1}b`, path, () => '"bogus"'),
    ]),
    conditional('c5l', '/', (etag) => `"other", ${etag}`),
    { id: 'c6', method: 'GET', path: '/nope/', etagOf: '/', headers: (etag) => ({ 'if-none-match': etag }) },
    { id: 'c7', method: 'GET', path: '/fee', etagOf: '/fee/', headers: (etag) => ({ 'if-none-match': etag }) },
    get('n01', '/fee/index.html?x=1'),
    get('n02', '//fee'),
    get('n03', '/%66ee'),
    { id: 'n04', method: 'HEAD', path: '/nope/', headers: {} },
    { id: 'n05', method: 'HEAD', path: '/fee', headers: {} },
    get('n06', '/', { authorization: 'Basic dXNlcjpwYXNz' }),
    { id: 'n07', method: 'POST', path: '/_next/static/x.js', headers: {} },
    get('n08', '/blog/what-is-family-constellation/index'),
    get('n09', '/_next/static/'),
    get('n10', '/fee/%E4%B8%AD'),
    get('n11', '/generated/logo.png'),
    get('n12', firstFile(out, 'generated/og', '.jpg')),
    get('n13', '/sitemap.xml/'),
    // The prerender rules file (its own Content-Type from _headers), SVGs (their own CSP), and the
    // pages.dev hosts (noindex, host rules matched on the Host header) against the site's own domain.
    get('s01', '/speculation-rules.json'),
    get('s02', '/speculation-rules.json', { 'accept-encoding': CHROMIUM_ENCODINGS }),
    get('s03', firstFile(out, 'generated', '.svg')),
    get('s04', '/nope.svg'),
    get('s05', `${SIMPLIFIED.base}/icon.svg`),
    get('h01', '/', { host: 'hk-site.pages.dev' }),
    get('h02', '/fee/', { host: 'a1b2c3d4.hk-site.pages.dev' }),
    get('h03', '/icon.svg', { host: 'feature-x.hk-site.pages.dev' }),
    get('h04', '/nope/', { host: 'hk-site.pages.dev' }),
    get('h05', '/', { host: 'www.example.hk' }),
    get('h06', '/', { host: 'a.b.hk-site.pages.dev' }),
    // Pages itself marks what it serves on a preview address noindex; _headers must not double it.
    get('h07', '/fee', { host: 'a1b2c3d4.hk-site.pages.dev' }),
    get('h08', '/nope/', { host: 'a1b2c3d4.hk-site.pages.dev' }),
    get('h09', '/_next/static/x.js', { host: 'a1b2c3d4.hk-site.pages.dev' }),
    { id: 'h10', method: 'POST', path: '/', headers: { host: 'a1b2c3d4.hk-site.pages.dev' } },
    { ...conditional('h11', '/', (etag) => etag), headers: (etag) => ({ 'if-none-match': etag, host: 'a1b2c3d4.hk-site.pages.dev' }) },
    get('h12', '/', { host: 'pages.dev' }),
    get('h13', '/', { host: 'hk-site.pages.dev.example.hk' }),
  ];
}
