// A static file server that behaves like the CDN hosts the site is deployed to:
// clean URLs with trailing slashes, 404.html with status 404, brotli or gzip, and the response
// headers of out/_headers (Netlify / Cloudflare Pages format) applied to every response.
// It answers only GET and HEAD (405 otherwise) and a malformed address with 400, as the hosts
// do, so one bad request never stops it.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg', '.webmanifest']);

/**
 * Parses the `_headers` format: a path pattern line, then indented `Name: value` lines, or
 * `! Name` lines that detach a header an earlier matching rule attached (Cloudflare Pages).
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (/^\s/.test(raw) && current) {
      const line = raw.trim();
      const index = line.indexOf(':');
      if (line.startsWith('!')) current.headers.push({ name: line.slice(1).trim(), detach: true });
      else if (index > 0) current.headers.push({ name: line.slice(0, index).trim(), value: line.slice(index + 1).trim() });
    } else {
      const pattern = raw.trim();
      const source = '^' + pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*') + '$';
      current = { pattern, regex: new RegExp(source), headers: [] };
      rules.push(current);
    }
  }
  return rules;
}

/**
 * The headers of every rule matching `pathname`, in file order, combined as Cloudflare Pages
 * documents it: a header attached by two rules gets both values joined with ", " (so a path that
 * receives two Content-Security-Policy values shows up here as two policies, as it would there),
 * and `! Name` removes what earlier rules attached.
 */
export function headersFor(rules, pathname) {
  const headers = new Map();
  for (const rule of rules) {
    if (!rule.regex.test(pathname)) continue;
    for (const header of rule.headers) {
      const key = header.name.toLowerCase();
      if (header.detach) headers.delete(key);
      else headers.set(key, headers.has(key) ? { ...headers.get(key), value: `${headers.get(key).value}, ${header.value}` } : header);
    }
  }
  return Object.fromEntries([...headers.values()].map(({ name, value }) => [name, value]));
}

/** What Cloudflare Pages and Netlify send when no rule sets Cache-Control: revalidate each time. */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The decoded path, or null when its percent-escapes are malformed (`/%zz`) or it holds a NUL. */
function decodePath(pathname) {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

function parseUrl(requestUrl) {
  try {
    return new URL(requestUrl ?? '/', 'http://localhost');
  } catch {
    return null;
  }
}

function resolveFile(root, pathname) {
  const decoded = decodePath(pathname);
  if (decoded === null) return { kind: 'bad-request' };
  const target = normalize(join(root, decoded));
  if (target !== root && !target.startsWith(root + sep)) return { kind: 'missing' };
  if (existsSync(target) && statSync(target).isFile()) return { kind: 'file', file: target };
  if (existsSync(join(target, 'index.html'))) {
    return pathname.endsWith('/') ? { kind: 'file', file: join(target, 'index.html') } : { kind: 'redirect', location: `${pathname}/` };
  }
  return { kind: 'missing' };
}

/**
 * Brotli where the client takes it, as CDN hosts serve text (level 5: a middle setting for
 * compressing on the fly), else gzip. Chromium offers brotli on loopback too (routes.spec.ts).
 */
const ENCODERS = {
  br: (data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  gzip: (data) => gzipSync(data),
};

function pickEncoding(acceptEncoding) {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

export function startStaticServer({ root = 'out', port = 3000, host = '127.0.0.1', quiet = false } = {}) {
  const base = resolve(root);
  const headersPath = join(base, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  const compressed = new Map();

  const plain = (res, status, text, headers = {}) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
    res.end(text);
  };

  const respond = (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const url = parseUrl(req.url);
    const found = url ? resolveFile(base, url.pathname) : { kind: 'bad-request' };
    if (!url || found.kind === 'bad-request') {
      plain(res, 400, 'Bad Request');
      return;
    }
    if (found.kind === 'redirect') {
      res.writeHead(308, { Location: found.location + url.search });
      res.end();
      return;
    }
    const file = found.kind === 'file' ? found.file : join(base, '404.html');
    const status = found.kind === 'file' ? 200 : 404;
    if (!existsSync(file)) {
      plain(res, 404, 'Not found');
      return;
    }
    const ext = extname(file);
    const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': DEFAULT_CACHE_CONTROL, ...headersFor(rules, url.pathname) };
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req.headers['accept-encoding'] ?? '') : null;
    if (encoding) {
      const key = `${encoding} ${file}`;
      if (!compressed.has(key)) compressed.set(key, ENCODERS[encoding](readFileSync(file)));
      const body = compressed.get(key);
      res.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length, Vary: 'Accept-Encoding' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': statSync(file).size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };

  const server = createServer((req, res) => {
    try {
      respond(req, res);
    } catch (error) {
      // Whatever one request trips over, the server answers it and keeps serving the others.
      console.error(`static-server: ${req.method} ${req.url}: ${error instanceof Error ? error.message : error}`);
      if (!res.headersSent) plain(res, 500, 'Internal Server Error');
      else res.destroy();
    }
  });

  return new Promise((resolveStart) => {
    server.listen(port, host, () => {
      if (!quiet) console.log(`Serving ${root}/ at http://${host}:${server.address().port}/`);
      resolveStart(server);
    });
  });
}
