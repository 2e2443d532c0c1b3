/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CACHE_CONTROL, headersFor, parseHeadersFile, startStaticServer } from '../../scripts/static-server.mjs';

let root: string;
let server: Server;

/** A raw request: the path goes on the wire exactly as written (no URL normalisation). */
function send(method: string, rawPath: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: rawPath }, (res) => {
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
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  mkdirSync(path.join(root, 'fee'));
  writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(path.join(root, 'fee', 'index.html'), '<h1>fee</h1>');
  writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>');
  writeFileSync(path.join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  server = await startStaticServer({ root, port: 0, quiet: true });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('malformed addresses', () => {
  it.each(['/%zz', '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', '/fee/%E0%A4%A', '/%00/'])('answers %s with 400 and keeps serving', async (rawPath) => {
    const bad = await send('GET', rawPath);
    expect(bad.status).toBe(400);
    const next = await send('GET', '/');
    expect(next.status).toBe(200);
    expect(next.body).toBe('<h1>home</h1>');
  });

  it('still serves well-formed escapes', async () => {
    expect((await send('GET', '/%66ee/')).body).toBe('<h1>fee</h1>');
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS'])('answers %s with 405 and Allow: GET, HEAD', async (method) => {
    const response = await send(method, '/');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.body).not.toContain('home');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await send('HEAD', '/fee/');
    expect(response.status).toBe(200);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.body).toBe('');
  });
});

describe('_headers as the hosts apply it', () => {
  it('sends the hosts’ default Cache-Control where no rule sets one', async () => {
    expect((await send('GET', '/')).headers['cache-control']).toBe(DEFAULT_CACHE_CONTROL);
  });

  it('joins a header two matching rules attach, as Cloudflare Pages does, and honours `! Name`', () => {
    const rules = parseHeadersFile(
      ['/*', '  Content-Security-Policy: a', '  X-Test: one', '', '/fee/', '  Content-Security-Policy: b', '', '/fee/*', '  ! X-Test'].join('\n'),
    );
    expect(headersFor(rules, '/fee/')).toEqual({ 'Content-Security-Policy': 'a, b' });
    expect(headersFor(rules, '/')).toEqual({ 'Content-Security-Policy': 'a', 'X-Test': 'one' });
  });
});
