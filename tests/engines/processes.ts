// Helper processes of the battery (Xvfb, WebKitWebDriver and the browser it starts): each in its
// own process group, so stopping it also stops what it started (the browser's web and network
// processes), and each stopped by its own id, never by name.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

const running = new Set<ChildProcess>();

export function start(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, detached: true });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return child;
}

/** A process another library started (puppeteer's Firefox), stopped with ours if still running at the end. */
export function adopt(child: ChildProcess | null): void {
  if (!child || child.exitCode !== null) return;
  running.add(child);
  child.on('exit', () => running.delete(child));
}

/** Ends the group: SIGTERM, then SIGKILL after `graceMs` if it is still there. */
export async function stop(child: ChildProcess, graceMs = 2000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // The group is already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs + 1000))]);
  clearTimeout(timer);
  signal('SIGKILL');
}

/** Every process this run started and that still runs (for the exit path, failure included). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stop(child)));
}

/** A free loopback port for a helper that needs one named on its command line. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls `check` every 50 ms until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function poll<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (${last instanceof Error ? last.message : last})` : ''}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
