// out/ over HTTPS on loopback: WebKit and Firefox apply the CSP's `upgrade-insecure-requests` to
// http://127.0.0.1 too (Chromium exempts loopback). A TLS front to scripts/static-server.mjs, the
// Playwright suite's server, so its headers and changes reach this battery unedited.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request, type IncomingMessage, type Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from '../../scripts/static-server.mjs';

export interface Site {
  /** https://127.0.0.1:<port> — the pages as the host serves them. */
  origin: string;
  /** The same pages with `script-src 'none'` added to their CSP: the site as a browser without scripts sees it. */
  noScriptOrigin: string;
  close(): Promise<void>;
}

/** A certificate for 127.0.0.1, valid one day, made for this run (nothing to keep in the repository). */
function makeCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const args = `req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1`.split(' ');
  execFileSync('/usr/bin/openssl', [...args, '-keyout', key, '-out', cert], { stdio: 'ignore', timeout: 20_000 });
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * A second policy in the same header, as a host joins two: both are enforced, so no script runs,
 * the page's own or any other. (Firefox over WebDriver BiDi cannot switch JavaScript off.)
 */
function withoutScripts(headers: IncomingMessage['headers']): IncomingMessage['headers'] {
  const csp = headers['content-security-policy'];
  return csp ? { ...headers, 'content-security-policy': `${csp}, script-src 'none'` } : headers;
}

function front(tls: { key: Buffer; cert: Buffer }, upstreamPort: number, noScripts: boolean): Promise<Server> {
  const server = createServer(tls, (req, res) => {
    const forward = request(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, noScripts ? withoutScripts(answer.headers) : answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const portOf = (server: Server | HttpServer) => (server.address() as AddressInfo).port;

export async function startSite(root = 'out'): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'engines-tls-'));
  try {
    const tls = makeCertificate(dir);
    const files = await startStaticServer({ root, port: 0, quiet: true });
    const [withScripts, noScripts] = await Promise.all([front(tls, portOf(files), false), front(tls, portOf(files), true)]);
    const servers: (Server | HttpServer)[] = [withScripts, noScripts, files];
    return {
      origin: `https://127.0.0.1:${portOf(withScripts)}`,
      noScriptOrigin: `https://127.0.0.1:${portOf(noScripts)}`,
      close: async () => {
        for (const server of servers) {
          server.closeAllConnections?.();
          await new Promise((resolve) => server.close(resolve));
        }
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
