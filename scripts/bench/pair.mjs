// `npm run bench -- --paired`: what the site's home costs the main thread over the bare Next.js
// floor, measured as pairs. A single Lighthouse run's TBT swings by hundreds of ms on a shared
// 2-core machine; the home page and the floor run back to back in each round (their order
// alternating), so a round's difference sees the same load on both sides, and the median of the
// differences is the figure. With `--against <ref>` a third export, another commit's (built once in
// a temporary worktree: measured-builds.mjs), runs in the same rounds, so a release is compared with the one
// before it as a ratio measured in one run. Then the bytes of home and /fee/ (exact, read from the
// exports), and the second page a phone reaches from home, activated from its prerender
// (prerender.mjs), when the export announces speculation rules. Every table gives Lighthouse's
// `benchmarkIndex`, the machine's speed, so figures from two machines can be set side by side.
//
//   npm run bench -- --paired                   home and the floor, 7 rounds (BENCH_ROUNDS)
//   npm run bench -- --paired --against v1.2.0  and that commit's home in the same rounds
//   npm run bench -- --prerender [--against <ref>]  only the prerendered second page (interleaved with the ref's)
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { SIMPLIFIED } from '../../lib/edition/data.mjs';
import { args, argValue, fail, FLOOR_OUT, OUT_DIR } from './bench-config.mjs';
import { bytesTable } from './bytes.mjs';
import { ensureFloorBuild, ensureRefBuild } from './measured-builds.mjs';
import { lighthouseWithRetry, serve } from './lighthouse.mjs';
import { CPU_SLOWDOWN, prerenderedSecondPage } from './prerender.mjs';
import { machine, record } from './report.mjs';
import { median } from './stats.mjs';

/**
 * Home's TBT at most the floor's + 150 ms (median of the rounds' differences; issue #44, on a host of
 * benchmarkIndex ≈ 1,000); the prerendered second page's tap to LCP under 200 ms.
 */
export const PAIR_BUDGETS = { tbtOverFloor: 150, prerenderedTapToLcp: 200 };
const ROUNDS = Math.max(7, Number(process.env.BENCH_ROUNDS ?? 7));
const PRERENDER_SAMPLES = Number(process.env.BENCH_PRERENDER_SAMPLES ?? 7);
/** Below this 1-minute load average per core before the run, the machine counts as idle. */
const IDLE_LOAD_PER_CORE = 0.25;
/**
 * The pages whose bytes the paired run lists: home and the fee page (the smallest template, mostly
 * chrome), in each edition the export holds (a Traditional-only build has no Simplified rows).
 */
export const BYTES_ROUTES = ['/', '/fee/', `${SIMPLIFIED.base}/`, `${SIMPLIFIED.base}/fee/`];

const load = () => loadavg()[0];
const signed = (ms) => `${ms >= 0 ? '+' : '−'}${Math.abs(Math.round(ms))} ms`;

/** Whether every HTML response of the export announces speculation rules (its _headers). */
function announcesSpeculationRules(dir = OUT_DIR) {
  const headers = join(dir, '_headers');
  return existsSync(headers) && /^\s+Speculation-Rules:/im.test(readFileSync(headers, 'utf8'));
}

/** Each round runs every side once, in an order that turns by one each round. */
async function pairedRounds(sides) {
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const turn = (round - 1) % sides.length;
    const order = [...sides.slice(turn), ...sides.slice(0, turn)];
    const loadBefore = load();
    const result = {};
    for (const side of order) result[side.key] = await lighthouseWithRetry(`${side.base}/`);
    const difference = result.site.tbt - result.floor.tbt;
    rounds.push({ result, difference, load: (loadBefore + load()) / 2 });
    console.log(
      `bench: round ${round}/${ROUNDS} (${order.map((side) => side.key).join(', ')}): ` +
        sides.map((side) => `${side.key} TBT ${Math.round(result[side.key].tbt)} ms`).join(', ') +
        `; home − floor ${signed(difference)}; benchmarkIndex ${Math.round(result.site.benchmarkIndex)}; load average ${load().toFixed(2)}`,
    );
  }
  return rounds;
}

/**
 * Long tasks over 100 ms that Lighthouse attributes to a script of the page's own origin (the
 * framework's chunks included: Turbopack bundles them with ours); those it attributes to the
 * document itself (parsing, style, layout) are counted apart.
 */
const ownLongTasks = (run, base) =>
  run.longTasks.filter((task) => task.duration > 100 && task.url?.startsWith(base) && task.url.endsWith('.js'));
const documentLongTasks = (run, base) => run.longTasks.filter((task) => task.duration > 100 && task.url === `${base}/`);

/** The medians of one side over the rounds, as a table row. */
function sideRow(label, runs, floorRuns) {
  const m = (pick) => median(runs.map(pick));
  const floor = (pick) => median(floorRuns.map(pick));
  const script = m((run) => run.mainThread.scriptEvaluation ?? 0);
  const style = m((run) => run.mainThread.styleLayout ?? 0);
  const ratio = (value, base) => (base > 0 ? `${(value / base).toFixed(1)}×` : '—');
  return (
    `| ${label} | ${m((run) => run.perf)} | ${m((run) => run.fcp).toFixed(2)} | ${m((run) => run.lcp).toFixed(2)} | ${m((run) => run.cls).toFixed(3)} | ` +
    `${Math.round(m((run) => run.tbt))} | ${Math.round(script)} (${ratio(
      script,
      floor((run) => run.mainThread.scriptEvaluation ?? 0),
    )}) | ` +
    `${Math.round(style)} (${ratio(
      style,
      floor((run) => run.mainThread.styleLayout ?? 0),
    )}) |`
  );
}

/** Home's sides whose export announces speculation rules: today's, and the ref's when it has them too. */
const prerenderSides = (sides) => sides.filter((side) => side.key !== 'floor' && announcesSpeculationRules(side.root));

/** One paragraph per side measured on the prerendered second page. */
function prerenderLines(prerender, sides) {
  if (!prerender) return [`Second page prerendered: not measured, ${OUT_DIR}/_headers announces no Speculation-Rules.`];
  return sides
    .filter((side) => prerender.has(side.key))
    .flatMap((side) => {
      const result = prerender.get(side.key);
      const over = result.tapToLcp >= PAIR_BUDGETS.prerenderedTapToLcp;
      return [
        `Second page prerendered, ${side.label} (hover on home's link to ${result.path}, phone 412×823 DPR 1.75, CPU ${CPU_SLOWDOWN}× slower, median of ${result.samples}${prerender.size > 1 ? `, visits interleaved with the other side's` : ''}): ` +
          `tap to LCP ${Math.round(result.tapToLcp)} ms (${Math.round(result.tapToLcpRange[0])}–${Math.round(result.tapToLcpRange[1])}; ` +
          `LCP counted from activation, as web-vitals does; activation to LCP ${Math.round(result.activationToLcp)} ms` +
          `${result.withoutLcpEntry ? `; ${result.withoutLcpEntry} visits without an LCP entry, counted to their first paint` : ''}), tap to the first frame shown ${Math.round(result.tapToFrame)} ms, ` +
          `long-task blocking after the tap ${Math.round(result.blocking)} ms, ready and hydrated ${Math.round(result.readyMs)} ms after the hover` +
          `${result.allHydrated ? '' : ' (NOT hydrated on arrival in every visit)'}` +
          `${result.activationCpu === null ? '' : `; main thread's CPU from activation to the first paint ${Math.round(result.activationCpu)} ms (traced)`}; ` +
          `load average ${result.load.toFixed(2)} (${result.loadRange[0].toFixed(2)}–${result.loadRange[1].toFixed(2)}). ` +
          `Budget < ${PAIR_BUDGETS.prerenderedTapToLcp} ms: ${over ? 'OVER BUDGET' : 'within'}.`,
        '',
      ];
    })
    .slice(0, -1);
}

/** `--prerender`: only the prerendered second page, today's export and (`--against <ref>`) that commit's, interleaved. */
export async function prerenderBench() {
  if (!announcesSpeculationRules()) fail(`${OUT_DIR}/_headers announces no Speculation-Rules: nothing is prerendered.`);
  const againstRef = args.has('--against') ? argValue('--against') : undefined;
  const against = againstRef ? ensureRefBuild(againstRef) : null;
  const served = [
    { key: 'site', label: `home (${OUT_DIR.split('/').pop()}/, as built)`, root: OUT_DIR },
    ...(against ? [{ key: 'against', label: `home at ${against.ref} (${against.commit.slice(0, 10)})`, root: against.out }] : []),
  ];
  const sides = [];
  for (const side of served) sides.push({ ...side, ...(await serve(side.root)) });
  let prerender;
  try {
    prerender = await prerenderedSecondPage(prerenderSides(sides), { samples: PRERENDER_SAMPLES });
  } finally {
    for (const side of sides) side.server.close();
  }
  console.log(`\n${prerenderLines(prerender, sides).join('\n')}\n`);
}

export async function pairedBench() {
  if (!existsSync(join(OUT_DIR, 'index.html'))) fail(`${OUT_DIR}/index.html not found: run \`npm run build\` first.`);
  const againstRef = args.has('--against') ? argValue('--against') : undefined;
  if (args.has('--against') && !againstRef) fail('--against needs a git ref: npm run bench -- --paired --against <tag|branch|commit>.');
  ensureFloorBuild();
  const against = againstRef ? ensureRefBuild(againstRef) : null;
  const idleBefore = load();
  const started = Date.now();
  const served = [
    { key: 'site', label: `home (${OUT_DIR.split('/').pop()}/, as built)`, root: OUT_DIR },
    { key: 'floor', label: 'floor (bare Next.js page)', root: FLOOR_OUT },
    ...(against ? [{ key: 'against', label: `home at ${against.ref} (${against.commit.slice(0, 10)})`, root: against.out }] : []),
  ];
  const sides = [];
  for (const side of served) sides.push({ ...side, ...(await serve(side.root)) });
  let rounds;
  let prerender = null;
  try {
    rounds = await pairedRounds(sides);
    if (announcesSpeculationRules()) prerender = await prerenderedSecondPage(prerenderSides(sides), { samples: PRERENDER_SAMPLES });
  } finally {
    for (const side of sides) side.server.close();
  }

  const runsOf = (key) => rounds.map((round) => round.result[key]);
  const differences = rounds.map((round) => round.difference);
  const medianDifference = median(differences);
  const loads = rounds.map((round) => round.load);
  const indexes = rounds.flatMap((round) => Object.values(round.result).map((run) => run.benchmarkIndex));
  const idle = idleBefore < IDLE_LOAD_PER_CORE * cpus().length;
  const tbtOver = medianDifference > PAIR_BUDGETS.tbtOverFloor;
  const longTasks = rounds.flatMap((round) => ownLongTasks(round.result.site, sides[0].base));
  const documentTasks = rounds.flatMap((round) => documentLongTasks(round.result.site, sides[0].base));
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const lines = [
    `Paired run on ${date} UTC — ${machine()}; ${Math.round((Date.now() - started) / 1000)} s in all.`,
    `Lighthouse benchmarkIndex median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}); ` +
      `load average (1 min) before the run ${idleBefore.toFixed(2)} on ${cpus().length} cores (${idle ? 'idle' : 'not idle'}); during the rounds median ${median(loads).toFixed(2)} (${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}).`,
    '',
    `Lighthouse mobile (simulated throttling), ${sides.map((side) => side.label).join(', ')} back to back, ${ROUNDS} rounds:`,
    '',
    `| round | ${sides.map((side) => `${side.key} TBT ms`).join(' | ')} | home − floor | ${against ? 'home − against | ' : ''}benchmarkIndex | load |`,
    `|---|${sides.map(() => '---|').join('')}---|${against ? '---|' : ''}---|---|`,
    ...rounds.map(
      (round, index) =>
        `| ${index + 1} | ${sides.map((side) => Math.round(round.result[side.key].tbt)).join(' | ')} | ${signed(round.difference)} | ` +
        `${against ? `${signed(round.result.site.tbt - round.result.against.tbt)} | ` : ''}${Math.round(round.result.site.benchmarkIndex)} | ${round.load.toFixed(2)} |`,
    ),
    '',
    `TBT home − floor: median ${signed(medianDifference)} (${signed(Math.min(...differences))} … ${signed(Math.max(...differences))}); ` +
      `home median ${Math.round(median(runsOf('site').map((run) => run.tbt)))} ms, floor ${Math.round(median(runsOf('floor').map((run) => run.tbt)))} ms` +
      `${against ? `, ${against.ref} − floor median ${signed(median(rounds.map((round) => round.result.against.tbt - round.result.floor.tbt)))}, home − ${against.ref} median ${signed(median(rounds.map((round) => round.result.site.tbt - round.result.against.tbt)))}` : ''}. ` +
      `Budget ≤ ${signed(PAIR_BUDGETS.tbtOverFloor)} on an idle machine: ${tbtOver ? `OVER BUDGET${idle ? '' : ' (but the machine was not idle: run again when it is)'}` : 'within'}.`,
    '',
    `Medians (main thread from Lighthouse's mainthread-work-breakdown, simulated; × the floor's):`,
    '',
    '| page | Perf | FCP s | LCP s | CLS | TBT ms | script ms | style+layout ms |',
    '|---|---|---|---|---|---|---|---|',
    ...sides.map((side) => sideRow(side.label, runsOf(side.key), runsOf('floor'))),
    '',
    `Long tasks over 100 ms (Lighthouse's long-tasks audit, simulated) in home's rounds, attributed to a script of its origin (the framework's chunks included): ${longTasks.length ? longTasks.map((task) => `${Math.round(task.duration)} ms (${task.url.replace(sides[0].base, '')})`).join(', ') : 'none'}; ` +
      `to the document itself (parsing, style, layout): ${documentTasks.length ? documentTasks.map((task) => `${Math.round(task.duration)} ms`).join(', ') : 'none'}.`,
    '',
    `Bytes (exact, from the exports; gzip at zlib level 9):`,
    '',
    bytesTable([{ label: 'site', dir: OUT_DIR }, ...(against ? [{ label: against.ref, dir: against.out }] : [])], BYTES_ROUTES),
  ];
  lines.push('', ...prerenderLines(prerender, sides));
  const markdown = lines.join('\n');
  console.log(`\n${markdown}\n`);
  if (args.has('--record')) record(markdown, 'bench-pair');
}
