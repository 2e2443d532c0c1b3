// A static file server that answers as Cloudflare Pages, the site's host, does: its routing
// (clean URLs, 308 from `/fee`, `/fee/index` and `/fee/index.html` to `/fee/`, the nearest
// 404.html with status 404 and `Cache-Control: no-store`), its default headers, out/_headers
// applied to every response (redirects, 304 and 405 too; host rules by the request's Host), strong ETags with 304, and 405 without
// a body for methods other than GET and HEAD. `npm run test:host` compares it with Cloudflare's
// local runtime. Compression is the edge's (brotli where the client takes it, else gzip), not
// wrangler's dev runtime's. One bad request never stops it.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { applyHeaderRules, parseHeadersFile } from './static-server/headers-file.mjs';
import { assetFinder, route } from './static-server/route.mjs';

export { applyHeaderRules, parseHeadersFile };

// The types Pages gives these files (the `mime` table its uploader uses; text/* with UTF-8).
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg', '.webmanifest']);

/** What Cloudflare Pages sends on a 200 when no rule sets Cache-Control: revalidate each time. */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * A preview deployment's address, `<deployment or branch>.<project>.pages.dev`: Pages marks every
 * file it serves there `X-Robots-Tag: noindex` (its handler's `isPreview`); the production alias
 * `<project>.pages.dev` is left to `_headers`.
 */
const isPreviewHost = (hostname) => hostname.endsWith('.pages.dev') && hostname.split('.').length > 3;

/** Headers Pages adds to every response before the `_headers` rules (which may replace or detach them). */
function hostDefaults(own, hostname) {
  const file = 'content-type' in own; // a file served (a page, an asset, a 404 page), not a redirect, 304 or 405
  return {
    'access-control-allow-origin': '*',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(file ? { 'x-content-type-options': 'nosniff' } : {}),
    ...(file && isPreviewHost(hostname) ? { 'x-robots-tag': 'noindex' } : {}),
  };
}

/**
 * Brotli where the client takes it, as Cloudflare's edge serves text (level 5: a middle setting
 * for compressing on the fly), else gzip. Chromium offers brotli on loopback too (routes.spec.ts).
 */
const ENCODERS = {
  br: (data) =>
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  gzip: (data) => gzipSync(data),
};

function pickEncoding(acceptEncoding) {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/** The request's URL, read after an origin so that `//fee/` stays a path instead of naming a host. */
function requestUrl(target = '/') {
  try {
    return new URL(target.startsWith('/') ? `http://localhost${target}` : target);
  } catch {
    return new URL('http://localhost/');
  }
}

/** The host a request names, without its port, as Pages matches host rules (`https://host/path` in `_headers`). */
function requestHostname(host = '') {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return 'localhost';
  }
}

/** A Location header value Node accepts: a decoded path may hold characters a header may not. */
const headerSafe = (location) => location.replace(/[^\x21-\x7e]+/g, encodeURI);

export function startStaticServer({ root = 'out', port = 3000, host = '127.0.0.1', quiet = false } = {}) {
  const base = resolve(root);
  const headersPath = join(base, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  // Pages would apply it; this server only keeps it from being served.
  if (existsSync(join(base, '_redirects'))) console.warn(`static-server: ${root}/_redirects is not applied here (Cloudflare Pages would).`);
  const find = assetFinder(base);
  const etags = new Map();
  const compressed = new Map();

  /** A strong validator of the file's bytes, recomputed when the file changes (a rebuild under a running server). */
  const etagOf = (file) => {
    const { mtimeMs, size } = statSync(file);
    const known = etags.get(file);
    if (known?.mtimeMs === mtimeMs && known.size === size) return known.etag;
    const etag = `"${createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 32)}"`;
    etags.set(file, { mtimeMs, size, etag });
    return etag;
  };

  const respond = (req, res) => {
    const url = requestUrl(req.url);
    const hostname = requestHostname(req.headers.host);
    const send = (status, own, file) => {
      const headers = applyHeaderRules(rules, url.pathname, { ...own, ...hostDefaults(own, hostname) }, hostname);
      if (status === 404) headers['cache-control'] = 'no-store';
      if (!file) {
        res.writeHead(status, headers);
        res.end();
        return;
      }
      const encoding = COMPRESSIBLE.has(extname(file)) ? pickEncoding(req.headers['accept-encoding'] ?? '') : null;
      if (encoding) {
        const key = `${encoding} ${file} ${etagOf(file)}`;
        if (!compressed.has(key)) compressed.set(key, ENCODERS[encoding](readFileSync(file)));
        const body = compressed.get(key);
        res.writeHead(status, { ...headers, 'content-encoding': encoding, 'content-length': body.length, vary: 'Accept-Encoding' });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      res.writeHead(status, { ...headers, 'content-length': statSync(file).size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    };
    const type = (file) => ({ 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });

    if (!/^(GET|HEAD)$/i.test(req.method ?? '')) return send(405, {});
    const found = route(url.pathname, url.search, find);
    if (found.kind === 'redirect') return send(308, { location: headerSafe(found.location) });
    if (found.kind === 'not-found') return send(404, type(found.file), found.file);
    if (found.kind === 'empty-404') return send(404, {});
    const etag = etagOf(found.file);
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch === etag || ifNoneMatch === `W/${etag}`) return send(304, {});
    // A request with Range or Authorization gets no default Cache-Control from Pages (isCacheable).
    const cacheable = !req.headers.range && !req.headers.authorization;
    return send(200, { etag, ...type(found.file), ...(cacheable ? { 'cache-control': DEFAULT_CACHE_CONTROL } : {}) }, found.file);
  };

  const server = createServer((req, res) => {
    try {
      respond(req, res);
    } catch (error) {
      // Whatever one request trips over, the server answers it and keeps serving the others.
      console.error(`static-server: ${req.method} ${req.url}: ${error instanceof Error ? error.message : error}`);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      } else res.destroy();
    }
  });

  return new Promise((resolveStart) => {
    server.listen(port, host, () => {
      if (!quiet) console.log(`Serving ${root}/ at http://${host}:${server.address().port}/`);
      resolveStart(server);
    });
  });
}
