// A static file server that behaves like the CDN hosts the site is deployed to:
// clean URLs with trailing slashes, 404.html with status 404, brotli or gzip, and the response
// headers of out/_headers (Netlify / Cloudflare Pages format) applied to every response.
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

/** Parses the `_headers` format: a path pattern line, then indented `Name: value` lines. */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (/^\s/.test(raw) && current) {
      const index = raw.indexOf(':');
      if (index > 0) current.headers.push([raw.slice(0, index).trim(), raw.slice(index + 1).trim()]);
    } else {
      const pattern = raw.trim();
      const source = '^' + pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*') + '$';
      current = { pattern, regex: new RegExp(source), headers: [] };
      rules.push(current);
    }
  }
  return rules;
}

export function headersFor(rules, pathname) {
  const headers = {};
  for (const rule of rules) {
    if (rule.regex.test(pathname)) for (const [name, value] of rule.headers) headers[name] = value;
  }
  return headers;
}

function resolveFile(root, pathname) {
  const target = normalize(join(root, decodeURIComponent(pathname)));
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

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const found = resolveFile(base, url.pathname);
    if (found.kind === 'redirect') {
      res.writeHead(308, { Location: found.location + url.search });
      res.end();
      return;
    }
    const file = found.kind === 'file' ? found.file : join(base, '404.html');
    const status = found.kind === 'file' ? 200 : 404;
    if (!existsSync(file)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    const ext = extname(file);
    const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', ...headersFor(rules, url.pathname) };
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
  });

  return new Promise((resolveStart) => {
    server.listen(port, host, () => {
      if (!quiet) console.log(`Serving ${root}/ at http://${host}:${server.address().port}/`);
      resolveStart(server);
    });
  });
}
