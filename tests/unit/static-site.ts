import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer } from '../../scripts/static-server.mjs';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The files of a small export, shaped like out/ (a page per folder, 404.html, _headers). */
export const SITE_FILES: Record<string, string> = {
  'index.html': '<h1>home</h1>',
  'fee/index.html': '<h1>fee</h1>',
  'about.html': '<h1>about</h1>',
  '404.html': '<h1>not found</h1>',
  'blog/404.html': '<h1>no such article</h1>',
  'blog/post/index.html': '<h1>post</h1>',
  'robots.txt': 'User-agent: *',
  'sitemap.xml': '<urlset/>',
  '_next/static/a.js': 'console.log(1)',
  '_routes.json': '{"version":1}',
  _headers: [
    '/*',
    '  X-Frame-Options: DENY',
    "  Content-Security-Policy: default-src 'self'",
    '/_next/static/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '  ! X-Frame-Options',
    '  ! Content-Security-Policy',
    '  ! Referrer-Policy',
    '  ! Access-Control-Allow-Origin',
  ].join('\n'),
};

/** Serves `files` from a temporary folder; `send` puts the path on the wire exactly as written. */
export async function serveSite(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  const write = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  };
  for (const [name, text] of Object.entries(files)) write(name, text);
  const server: Server = await startStaticServer({ root, port: 0, quiet: true });
  const { port } = server.address() as AddressInfo;

  const send = (method: string, rawPath: string, headers: Record<string, string> = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      // One connection per request (agent: false): each answer is read on its own socket. On Node's
      // keep-alive agent, twice in some ten full runs under load, an answer was read as bytes left
      // on a reused socket ("Parse Error: Expected HTTP/"); browsers' reuse is the e2e suite's.
      const req = request({ host: '127.0.0.1', port, method, path: rawPath, headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      // A server that died on the previous request never answers: fail fast instead of hanging.
      req.setTimeout(2_000, () => req.destroy(new Error(`no answer to ${method} ${rawPath}`)));
      req.on('error', reject);
      req.end();
    });
  const close = async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  };
  return { send, write, close };
}
