// The Markdown the bench prints and, with --record, writes into docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { CHROME_PATH, ROOT } from './bench-config.mjs';

const sign = (value, digits) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;
const spread = (summary, metric, format) => {
  const [low, high] = summary.range[metric];
  return low === high ? format(summary[metric]) : `${format(summary[metric])} (${format(low)}–${format(high)})`;
};

/** One row per measured page: the median, and for Perf, LCP and TBT the run-to-run range. */
export function table(rows, floor) {
  const header = '| page | scripts | Perf | A11y | BP | SEO | LCP s | TBT ms | CLS | total KiB | JS KiB | vs floor (TBT / JS) |';
  const rule = '|---|---|---|---|---|---|---|---|---|---|---|---|';
  const row = ({ name, form, summary: m }, isFloor) =>
    `| ${name} | ${form} | ${spread(m, 'perf', String)} | ${m.a11y} | ${m.bp} | ${m.seo} | ${spread(m, 'lcp', (v) => v.toFixed(2))} | ${spread(m, 'tbt', (v) => String(Math.round(v)))} | ${m.cls.toFixed(3)} | ${m.totalKiB.toFixed(1)} | ${m.jsKiB.toFixed(1)} | ${
      isFloor ? '—' : `${sign(m.tbt - floor.tbt, 0)} ms / ${sign(m.jsKiB - floor.jsKiB, 1)} KiB`
    } |`;
  return [
    header,
    rule,
    row({ name: 'floor (bare Next.js page)', form: 'as Next emits them', summary: floor }, true),
    ...rows.map((r) => row(r, false)),
  ].join('\n');
}

export function machine() {
  const chromium = (() => {
    try {
      return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return CHROME_PATH;
    }
  })();
  const version = (name) => JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  return `${type()} ${release()}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM; Node ${process.version}; ${chromium}; Lighthouse ${version('lighthouse')}; Next.js ${version('next')}`;
}

/** Replaces the text between a section's markers of docs/benchmarks.md (added at the end when missing). */
export function record(markdown, section = 'bench') {
  const file = join(ROOT, 'docs', 'benchmarks.md');
  const start = `<!-- ${section}:start -->`;
  const end = `<!-- ${section}:end -->`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : `# Benchmarks\n\n${start}\n${end}\n`;
  const [before = '', rest = ''] = current.split(start);
  const after = rest.includes(end) ? rest.slice(rest.indexOf(end) + end.length) : '\n';
  mkdirSync(join(ROOT, 'docs'), { recursive: true });
  writeFileSync(file, `${before}${start}\n${markdown}\n${end}${after}`);
  // Laid out as `npm run format:check` expects (the tables' columns padded), so a recorded run stays green.
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--write', file], { stdio: 'ignore' });
  console.log(`bench: recorded in ${file}`);
}
