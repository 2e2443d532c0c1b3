// One Lighthouse run (mobile defaults, simulated throttling) and the figures the bench keeps from it.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from '../static-server.mjs';
import { CHROME_FLAGS, CHROME_PATH, fail, LIGHTHOUSE } from './bench-config.mjs';

/** Lighthouse as a child process; asynchronous, as the static servers answer from this process. */
function runLighthouse(lighthouseArgs) {
  return new Promise((resolveRun) => {
    execFile(
      LIGHTHOUSE,
      lighthouseArgs,
      { env: { ...process.env, CHROME_PATH }, timeout: 180_000, maxBuffer: 64 * 2 ** 20 },
      (error, stdout, stderr) => resolveRun({ error, stdout, stderr }),
    );
  });
}

export async function lighthouse(url) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const report = join(dir, 'report.json');
  try {
    const result = await runLighthouse([
      url,
      '--quiet',
      '--output=json',
      `--output-path=${report}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS}`,
    ]);
    if (result.error || !existsSync(report))
      throw new Error(`lighthouse failed on ${url}: ${result.error?.message ?? ''}\n${result.stderr}`);
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const failing = (id) =>
      lhr.categories[id]?.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id) ?? [];
    return {
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      fcp: lhr.audits['first-contentful-paint'].numericValue / 1000,
      lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      totalKiB: lhr.audits['total-byte-weight'].numericValue / 1024,
      jsKiB: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      failing: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo')],
      /** Lighthouse's measure of this machine's speed (about 1,000 on the project's 2-core hosts; a fast laptop ~2,500). */
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
      /** Main-thread time by kind (scriptEvaluation, styleLayout…), ms, from the mainthread-work-breakdown audit. */
      mainThread: Object.fromEntries(
        (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]),
      ),
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((item) => ({ url: item.url, duration: item.duration })),
      errors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) => item.description),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One run, tried twice: on a loaded machine Lighthouse now and then loses its trace (NO_NAVSTART),
 * which says nothing about the page.
 */
export async function lighthouseWithRetry(url) {
  try {
    return await lighthouse(url);
  } catch (error) {
    process.stdout.write(`${error.message.split('\n')[0]}; once more … `);
    try {
      return await lighthouse(url);
    } catch (again) {
      return fail(again.message);
    }
  }
}

/** An export served as the host serves it, on a free loopback port. */
export async function serve(root) {
  const server = await startStaticServer({ root, port: 0, quiet: true });
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}
