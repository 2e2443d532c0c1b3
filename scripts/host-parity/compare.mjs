// What the parity check compares between `wrangler pages dev` and scripts/static-server.mjs, and
// the differences it accepts: artefacts of wrangler's dev runtime that production does not share,
// each with its reason. Everything else in a response must match: status, every header (values
// exact; the ETag by its form) and the body, decompressed.
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** Headers about the connection, not the answer: never compared. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive']);

const offersBrAndGzip = (request) => {
  const accept = request.headers['accept-encoding'] ?? '';
  return /\bbr\b/.test(accept) && /\bgzip\b/.test(accept);
};
const DEV_LOOKUP_FAILURE = '[wrangler] Could not serve static asset';

export const ARTEFACTS = [
  {
    id: 'compression-choice',
    reason:
      "for an Accept-Encoding offering both gzip and br (Chromium's), miniflare's dev entry worker takes the first listed; Cloudflare's edge serves br, as the local server does. Bodies are still compared, decompressed",
    ignoredHeaders: (request) => (offersBrAndGzip(request) ? ['content-encoding'] : []),
  },
  {
    id: 'encoded-empty-body',
    reason:
      'the dev entry worker labels even a bodiless redirect `Content-Encoding: br` when the client takes br; with no body there is nothing to encode',
    ignoredHeaders: (request, cf) => ('content-encoding' in cf.headers && decoded(cf).length === 0 ? ['content-encoding'] : []),
  },
  {
    id: 'chunked-bodies',
    reason:
      'the dev runtime sends every body chunked, without Content-Length (HEAD gets neither); how a body is framed is not what it says',
    ignoredHeaders: () => ['content-length', 'transfer-encoding'],
  },
  {
    id: 'no-vary',
    reason:
      'the dev runtime compresses without sending Vary: Accept-Encoding; the local server sends it with compressed bodies, as a compressing edge must',
    ignoredHeaders: () => ['vary'],
  },
  {
    id: 'x-server-env',
    reason: 'wrangler marks its own 200s `x-server-env: dev`; production has no such header',
    ignoredHeaders: () => ['x-server-env'],
  },
  {
    id: 'etag-value',
    reason:
      "an ETag's value only has to mean something to the server that issued it (wrangler hashes with blake3, the local server with SHA-256): compared by form (strong, weak, none), and each server's own tag drives its 304 checks",
    ignoredHeaders: () => [],
  },
  {
    id: 'dev-file-lookup-502',
    reason:
      "wrangler's dev file lookup (Node fs) throws on a path through a file (`/robots.txt/`, `/_headers` whose lookup tries `_headers/index.html`) or holding a NUL byte, and answers 502; production looks paths up in its manifest and finds nothing, so the local server must answer the 404 page with no-store",
    replaces: (cf) => cf.status === 502 && cf.body.toString('utf8').startsWith(DEV_LOOKUP_FAILURE),
    expect: (own, notFoundPage) => [
      ['status', 404, own.status],
      ['cache-control', 'no-store', own.headers['cache-control']],
      ['body', digest(notFoundPage), digest(own.body)],
    ],
  },
  {
    id: 'no-acceptable-encoding-415',
    reason:
      "miniflare's dev entry worker refuses `Accept-Encoding: *;q=0` with 415 before Pages' handler runs; what Cloudflare's edge answers cannot be observed offline, so the local server's plain 200 is not judged",
    replaces: (cf, request) => cf.status === 415 && /\*;q=0/.test(request.headers['accept-encoding'] ?? ''),
    expect: () => [],
  },
];

export function digest(body) {
  return body.length === 0 ? '(empty)' : `${body.length} B sha256:${createHash('sha256').update(body).digest('hex').slice(0, 12)}`;
}

function decoded(response) {
  const encoding = response.headers['content-encoding'];
  if (response.body.length === 0) return response.body;
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  return response.body;
}

const etagForm = (value) =>
  value === undefined ? undefined : /^W\/"[^"]*"$/.test(value) ? 'weak' : /^"[^"]*"$/.test(value) ? 'strong' : `malformed ${value}`;

/**
 * Compares one request's two responses ({ status, headers (lower-case names, a header sent twice
 * joined with " | "), body }). Returns { diffs: [[field, wrangler, own]], waived: [artefact ids] }.
 */
export function compareResponses(request, cf, own, notFoundPage) {
  const whole = ARTEFACTS.find((artefact) => artefact.replaces?.(cf, request));
  if (whole) {
    const diffs = whole.expect(own, notFoundPage).filter(([, expected, actual]) => expected !== actual);
    return { diffs: diffs.map(([field, expected, actual]) => [field, `(production: ${expected})`, actual]), waived: [whole.id] };
  }
  const waived = new Set(['etag-value']);
  const ignored = new Set(TRANSPORT);
  for (const artefact of ARTEFACTS) {
    const names = artefact.ignoredHeaders?.(request, cf) ?? [];
    for (const name of names) {
      ignored.add(name);
      if (name in cf.headers || name in own.headers) waived.add(artefact.id);
    }
  }
  const diffs = [];
  if (cf.status !== own.status) diffs.push(['status', cf.status, own.status]);
  const names = new Set([...Object.keys(cf.headers), ...Object.keys(own.headers)]);
  for (const name of [...names].sort()) {
    if (ignored.has(name)) continue;
    const [a, b] = name === 'etag' ? [etagForm(cf.headers.etag), etagForm(own.headers.etag)] : [cf.headers[name], own.headers[name]];
    if (a !== b) diffs.push([name, a, b]);
  }
  const [bodyA, bodyB] = [digest(decoded(cf)), digest(decoded(own))];
  if (bodyA !== bodyB) diffs.push(['body', bodyA, bodyB]);
  if (!('etag' in cf.headers) && !('etag' in own.headers)) waived.delete('etag-value');
  return { diffs, waived: [...waived] };
}
