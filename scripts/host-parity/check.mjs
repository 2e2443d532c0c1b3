// `npm run test:host [-- <folder>]`: sends the same fixed requests (requests.mjs) to
// scripts/static-server.mjs and to `wrangler pages dev` (Cloudflare Pages' own asset handler, run
// locally), both serving the built out/, and fails on any difference that is not a known
// artefact of wrangler's dev runtime (compare.mjs lists them, with their reasons).
// Installs its pinned wrangler on first use (npm ci in this folder). Loopback only.
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../static-server.mjs';
import { ARTEFACTS, compareResponses } from './compare.mjs';
import { parityRequests } from './requests.mjs';
import { ensureWrangler, startWrangler, WRANGLER_VERSION } from './wrangler.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const out = resolve(ROOT, process.argv[2] ?? 'out');
const started = Date.now();

/** One raw request (the path exactly as written); headers keep a repeated line visible as " | ". */
function send(port, { method, path, headers }) {
  return new Promise((resolveResponse, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const seen = {};
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i].toLowerCase();
          seen[name] = name in seen ? `${seen[name]} | ${res.rawHeaders[i + 1]}` : res.rawHeaders[i + 1];
        }
        resolveResponse({ status: res.statusCode, headers: seen, body: Buffer.concat(chunks) });
      });
    });
    req.setTimeout(20_000, () => req.destroy(new Error(`no answer to ${method} ${path} within 20 s`)));
    req.on('error', reject);
    req.end();
  });
}

async function ask(port, request) {
  let headers = request.headers;
  if (request.etagOf) {
    const etag = (await send(port, { method: 'GET', path: request.etagOf, headers: {} })).headers.etag;
    if (!etag) throw new Error(`${request.etagOf} has no ETag to make request ${request.id} conditional`);
    headers = request.headers(etag);
  }
  return send(port, { ...request, headers });
}

const cell = (value) => {
  const text = value === undefined ? '—' : String(value);
  return text.length > 70 ? `${text.slice(0, 67)}… (${text.length} chars)` : text;
};

if (!existsSync(join(out, 'index.html')) || !existsSync(join(out, '404.html'))) {
  console.error(`host parity: ${out} holds no built site: run \`npm run build\` first (in CI, \`npm test\` builds it).`);
  process.exit(2);
}
const installStarted = Date.now();
ensureWrangler();
const installMs = Date.now() - installStarted;
const requests = parityRequests(out);
const notFoundPage = readFileSync(join(out, '404.html'));
const own = await startStaticServer({ root: out, port: 0, quiet: true });
const ownPort = own.address().port;
const cf = await startWrangler(out);
const results = [];
try {
  // Four at a time: wrangler answers in 60–200 ms here, so one at a time would take half a minute.
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < requests.length; index = next++) {
      const request = requests[index];
      const [cfResponse, ownResponse] = await Promise.all([ask(cf.port, request), ask(ownPort, request)]);
      results[index] = { request, cf: cfResponse, ...compareResponses(request, cfResponse, ownResponse, notFoundPage) };
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
} finally {
  await cf.stop();
  await new Promise((done) => own.close(done));
}

for (const { request, cf: answer, diffs, waived } of results) {
  const where = answer.headers.location ? ` → ${answer.headers.location}` : '';
  const note = waived.filter((id) => id !== 'etag-value').join(', ');
  console.log(
    `${diffs.length ? 'FAIL' : 'ok  '} ${request.id.padEnd(4)} ${request.method.padEnd(7)} ${cell(request.path)}  ${answer.status}${where}${note ? `  [artefact: ${note}]` : ''}`,
  );
}
const failed = results.filter((result) => result.diffs.length > 0);
if (failed.length) {
  console.log("\nDifferences (wrangler = Cloudflare Pages' handler, own = scripts/static-server.mjs):");
  console.log('| # | request | field | wrangler | own |\n|---|---|---|---|---|');
  for (const { request, diffs } of failed) {
    for (const [field, a, b] of diffs)
      console.log(`| ${request.id} | ${request.method} ${cell(request.path)} | ${field} | ${cell(a)} | ${cell(b)} |`);
  }
}
const used = new Set(results.flatMap((result) => result.waived));
console.log('\nKnown artefacts of the dev runtime, not compared:');
for (const artefact of ARTEFACTS)
  console.log(`- ${artefact.id}${used.has(artefact.id) ? '' : ' (not met in this run)'}: ${artefact.reason}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `\nwrangler ${WRANGLER_VERSION} against scripts/static-server.mjs on ${out}: ${results.length} requests; ` +
    `${seconds(Date.now() - started)} in all (${installMs > 1000 ? `install ${seconds(installMs)}, ` : ''}wrangler ready in ${seconds(cf.startupMs)}).`,
);
console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
