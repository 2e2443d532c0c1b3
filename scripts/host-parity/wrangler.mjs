// Starts `wrangler pages dev` (Cloudflare Pages' production asset handler in its local runtime)
// on loopback, with everything it writes kept in a temporary folder, and stops it with all of its
// children. A fresh instance per run: a long-lived one once crashed after ~5,500 requests.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const PACKAGE = JSON.parse(readFileSync(join(HERE, 'package.json'), 'utf8'));
export const WRANGLER_VERSION = PACKAGE.dependencies.wrangler;
const WRANGLER_BIN = join(HERE, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
const START_TIMEOUT_MS = 90_000; // 9–18 s measured on 2 busy cores; far beyond that it is stuck.

function installedVersion() {
  try {
    return JSON.parse(readFileSync(join(HERE, 'node_modules', 'wrangler', 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

/** Installs the pinned wrangler from this folder's lockfile when it is not there yet (a fresh clone, CI). */
export function ensureWrangler() {
  if (installedVersion() === WRANGLER_VERSION) return;
  console.log(`Installing wrangler ${WRANGLER_VERSION} into scripts/host-parity/node_modules (npm ci)…`);
  const result = spawnSync('npm', ['ci', '--prefix', HERE, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0 || installedVersion() !== WRANGLER_VERSION) {
    throw new Error(
      `npm ci --prefix scripts/host-parity failed (exit ${result.status}); wrangler ${WRANGLER_VERSION} is needed for the check.`,
    );
  }
}

/** `count` distinct free loopback ports (held open together, so no two are the same). */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
          server.on('error', reject);
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

function answers(port) {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/', method: 'HEAD', timeout: 5_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** Starts wrangler on `out` and resolves once it answers `/` with 200: { port, stop, startupMs }. */
export async function startWrangler(out) {
  const work = mkdtempSync(join(tmpdir(), 'host-parity-'));
  const [port, inspectorPort] = await freePorts(2);
  const log = join(work, 'wrangler.log');
  const logFd = openSync(log, 'a');
  const child = spawn(
    process.execPath,
    [
      WRANGLER_BIN,
      'pages',
      'dev',
      out,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--compatibility-date=2026-04-26',
      '--persist-to',
      join(work, 'state'),
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: work, // it writes .wrangler/ into its working directory
      detached: true, // its own process group, so that stop() reaches workerd and esbuild too
      stdio: ['ignore', logFd, logFd],
      env: {
        ...process.env,
        CI: 'true',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_SEND_ERROR_REPORTS: 'false',
        WRANGLER_LOG_PATH: join(work, 'logs'), // its debug log grows by 50–80 MB in a long run
        XDG_CONFIG_HOME: join(work, 'config'),
        TMPDIR: join(work, 'tmp'),
        // Its update check asks the npm registry (registry-url reads `npm_registry`): point it at a
        // closed loopback port, so the check makes no request beyond this machine.
        npm_registry: 'http://127.0.0.1:9/',
      },
    },
  );
  closeSync(logFd); // the child holds its own copy
  let exited = null;
  const gone = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exited = signal ?? code))));
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  // Whatever ends this process (an error, Ctrl-C, a CI timeout), wrangler does not outlive it.
  const onExit = () => {
    killGroup('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  };
  const onSignal = (signal) => process.exit(signal === 'SIGINT' ? 130 : 143); // runs onExit
  process.on('exit', onExit);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const stop = async () => {
    killGroup('SIGTERM');
    const timer = setTimeout(() => killGroup('SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
    killGroup('SIGKILL'); // children that outlived the parent
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    rmSync(work, { recursive: true, force: true });
  };

  const started = Date.now();
  while (!(await answers(port))) {
    if (exited !== null || Date.now() - started > START_TIMEOUT_MS) {
      const tail = readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
      await stop();
      throw new Error(
        `wrangler ${exited !== null ? `exited (${exited})` : `did not answer within ${START_TIMEOUT_MS / 1000} s`}; its output ended:\n${tail}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250)); // poll interval while waiting for the port
  }
  return { port, stop, startupMs: Date.now() - started };
}
