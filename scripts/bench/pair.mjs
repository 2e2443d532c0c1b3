// `npm run bench -- --paired`: what the site's home costs the main thread over the bare Next.js
// floor, measured as pairs. A single Lighthouse run's TBT swings by hundreds of ms on a shared
// 2-core machine; the home page and the floor run back to back in each round (their order
// alternating), so a round's difference sees the same load on both sides, and the median of the
// differences is the figure. Then the second page a phone reaches from home, activated from its
// prerender (prerender.mjs), when the export announces speculation rules.
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { args, fail, FLOOR_OUT, OUT_DIR } from './bench-config.mjs';
import { ensureFloorBuild } from './builds.mjs';
import { lighthouseWithRetry, serve } from './lighthouse.mjs';
import { CPU_SLOWDOWN, prerenderedSecondPage } from './prerender.mjs';
import { machine, record } from './report.mjs';
import { median } from './stats.mjs';

/** Home's TBT at most the floor's + 50 ms (median of the rounds' differences, idle machine); the prerendered second page's tap to LCP under 200 ms. */
export const PAIR_BUDGETS = { tbtOverFloor: 50, prerenderedTapToLcp: 200 };
const ROUNDS = Math.max(7, Number(process.env.BENCH_ROUNDS ?? 7));
const PRERENDER_SAMPLES = Number(process.env.BENCH_PRERENDER_SAMPLES ?? 7);
/** Below this 1-minute load average per core before the run, the machine counts as idle. */
const IDLE_LOAD_PER_CORE = 0.25;

const load = () => loadavg()[0];
const signed = (ms) => `${ms >= 0 ? '+' : '−'}${Math.abs(Math.round(ms))} ms`;

/** Whether every HTML response of the export announces speculation rules (out/_headers). */
function announcesSpeculationRules() {
  const headers = join(OUT_DIR, '_headers');
  return existsSync(headers) && /^\s+Speculation-Rules:/im.test(readFileSync(headers, 'utf8'));
}

async function pairedRounds(site, floor) {
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const order = round % 2 ? ['site', 'floor'] : ['floor', 'site'];
    const loadBefore = load();
    const result = {};
    for (const side of order) result[side] = await lighthouseWithRetry(`${side === 'site' ? site : floor}/`);
    const difference = result.site.tbt - result.floor.tbt;
    rounds.push({ site: result.site, floor: result.floor, difference, load: (loadBefore + load()) / 2 });
    console.log(
      `bench: round ${round}/${ROUNDS} (${order.join(' then ')}): home TBT ${Math.round(result.site.tbt)} ms, ` +
        `floor ${Math.round(result.floor.tbt)} ms, difference ${signed(difference)}; load average ${load().toFixed(2)}`,
    );
  }
  return rounds;
}

export async function pairedBench() {
  if (!existsSync(join(OUT_DIR, 'index.html'))) fail(`${OUT_DIR}/index.html not found: run \`npm run build\` first.`);
  ensureFloorBuild();
  const idleBefore = load();
  const started = Date.now();
  const site = await serve(OUT_DIR);
  const floor = await serve(FLOOR_OUT);
  let rounds;
  let prerender = null;
  try {
    rounds = await pairedRounds(site.base, floor.base);
    if (announcesSpeculationRules()) prerender = await prerenderedSecondPage(site.base, { samples: PRERENDER_SAMPLES });
  } finally {
    site.server.close();
    floor.server.close();
  }

  const differences = rounds.map((round) => round.difference);
  const medianDifference = median(differences);
  const loads = rounds.map((round) => round.load);
  const idle = idleBefore < IDLE_LOAD_PER_CORE * cpus().length;
  const tbtOver = medianDifference > PAIR_BUDGETS.tbtOverFloor;
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const lines = [
    `Paired run on ${date} UTC — ${machine()}; ${Math.round((Date.now() - started) / 1000)} s in all.`,
    `Load average (1 min) before the run ${idleBefore.toFixed(2)} on ${cpus().length} cores (${idle ? 'idle' : 'not idle'}); during the rounds median ${median(loads).toFixed(2)} (${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}).`,
    '',
    `Lighthouse mobile (simulated throttling), home (${OUT_DIR.split('/').pop()}/, as built) and the bare Next.js floor back to back, ${ROUNDS} rounds:`,
    '',
    '| round | home TBT ms | floor TBT ms | home − floor | home Perf | floor Perf | load |',
    '|---|---|---|---|---|---|---|',
    ...rounds.map(
      (round, index) =>
        `| ${index + 1} | ${Math.round(round.site.tbt)} | ${Math.round(round.floor.tbt)} | ${signed(round.difference)} | ${round.site.perf} | ${round.floor.perf} | ${round.load.toFixed(2)} |`,
    ),
    '',
    `TBT home − floor: median ${signed(medianDifference)} (${signed(Math.min(...differences))} … ${signed(Math.max(...differences))}); ` +
      `home median ${Math.round(median(rounds.map((round) => round.site.tbt)))} ms, floor ${Math.round(median(rounds.map((round) => round.floor.tbt)))} ms. ` +
      `Budget ≤ ${signed(PAIR_BUDGETS.tbtOverFloor)} on an idle machine: ${tbtOver ? `OVER BUDGET${idle ? '' : ' (but the machine was not idle: run again when it is)'}` : 'within'}.`,
  ];
  if (prerender) {
    const over = prerender.tapToLcp >= PAIR_BUDGETS.prerenderedTapToLcp;
    lines.push(
      '',
      `Second page prerendered (hover on home's link to ${prerender.path}, phone 412×823 DPR 1.75, CPU ${CPU_SLOWDOWN}× slower, median of ${prerender.samples}): ` +
        `tap to LCP ${Math.round(prerender.tapToLcp)} ms (${Math.round(prerender.tapToLcpRange[0])}–${Math.round(prerender.tapToLcpRange[1])}; ` +
        `LCP counted from activation, as web-vitals does), tap to the first frame shown ${Math.round(prerender.tapToFrame)} ms, ` +
        `long-task blocking after the tap ${Math.round(prerender.blocking)} ms, ready and hydrated ${Math.round(prerender.readyMs)} ms after the hover` +
        `${prerender.allHydrated ? '' : ' (NOT hydrated on arrival in every visit)'}. ` +
        `Budget < ${PAIR_BUDGETS.prerenderedTapToLcp} ms: ${over ? 'OVER BUDGET' : 'within'}.`,
    );
  } else {
    lines.push('', `Second page prerendered: not measured, ${OUT_DIR}/_headers announces no Speculation-Rules.`);
  }
  const markdown = lines.join('\n');
  console.log(`\n${markdown}\n`);
  if (args.has('--record')) record(markdown, 'bench-pair');
}
