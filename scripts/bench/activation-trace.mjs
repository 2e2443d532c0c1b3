// What the main thread of a prerendered page does between its activation and its first paint shown:
// a browser-wide Chromium trace around the tap (the prerendering page's renderer is not the tab's
// page target until activation, so the trace is taken through the browser's own CDP session, which
// leaves prerendering on), read into the tasks of that renderer's main thread.
// `BENCH_PRERENDER_TRACE=<folder>` keeps each visit's trace there (open it in DevTools' Performance
// panel); `BENCH_TRACE_MORE=1` adds why style and layout were invalidated, with stacks (slower).

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'navigation',
  ...(process.env.BENCH_TRACE_MORE
    ? [
        'disabled-by-default-devtools.timeline.invalidationTracking',
        'disabled-by-default-devtools.timeline.stack',
        'disabled-by-default-devtools.timeline.frame',
      ]
    : []),
];

/** Starts a trace of every process; `stop()` returns its events. */
export async function startTrace(browser) {
  const session = await browser.target().createCDPSession();
  await session.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: CATEGORIES } });
  return {
    async stop() {
      const complete = new Promise((done) => session.once('Tracing.tracingComplete', done));
      await session.send('Tracing.end');
      const { stream } = await complete;
      let text = '';
      for (;;) {
        const chunk = await session.send('IO.read', { handle: stream });
        text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
        if (chunk.eof) break;
      }
      await session.send('IO.close', { handle: stream });
      await session.detach().catch(() => {});
      const parsed = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : parsed.traceEvents;
    },
  };
}

const within = (outer, inner) => inner.ts >= outer.ts && inner.ts < outer.ts + outer.dur;

/** What a task holds, briefly: the events inside it that say what ran (script by file, style, layout, paint, decode). */
function describe(task, inside, origin) {
  const parts = new Map();
  for (const event of inside) {
    if (!within(task, event) || event === task) continue;
    const data = event.args?.data ?? {};
    let name;
    if (event.name === 'EventDispatch') name = `event ${data.type}`;
    else if (event.name === 'FunctionCall' || event.name === 'EvaluateScript')
      name = `${event.name} ${(data.url ?? '').replace(origin, '') || '?'}`;
    else if (
      [
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'PrePaint',
        'Layerize',
        'Decode Image',
        'ParseHTML',
        'TimerFire',
        'FireAnimationFrame',
        'RunMicrotasks',
      ].includes(event.name)
    )
      name = event.name;
    else continue;
    parts.set(name, (parts.get(name) ?? 0) + (event.dur ?? 0));
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(0)}`)
    .join(', ');
}

/**
 * The prerendered page's main thread from `activationStart` to its first contentful paint after it:
 * wall time, the CPU time of its tasks (throttling included), and the tasks over 2 ms with what they hold.
 * Null when the trace holds no activation.
 */
export function activationBreakdown(events, origin) {
  const activation = events.filter((event) => event.name === 'activationStart').at(-1);
  if (!activation) return null;
  const { pid } = activation;
  const mainThread = events.find(
    (event) => event.ph === 'M' && event.pid === pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const tid = mainThread ? mainThread.tid : pid;
  const start = activation.ts;
  const paint = events.find((event) => event.pid === pid && event.name === 'firstContentfulPaint' && event.ts >= start);
  const end = paint ? paint.ts : start + 1_000_000;
  const complete = events.filter(
    (event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts + (event.dur ?? 0) >= start && event.ts <= end,
  );
  const tasks = complete.filter((event) => event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask');
  const outer = tasks.filter((task) => !tasks.some((other) => other !== task && within(other, task) && other.dur > task.dur));
  const cpu = outer.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
  const busy = outer.reduce((sum, task) => sum + task.dur, 0) / 1000;
  return {
    toPaint: (end - start) / 1000,
    painted: Boolean(paint),
    cpu,
    busy,
    tasks: outer
      .filter((task) => task.dur > 2000)
      .sort((a, b) => a.ts - b.ts)
      .map((task) => ({
        at: (task.ts - start) / 1000,
        wall: task.dur / 1000,
        cpu: (task.tdur ?? 0) / 1000,
        what: describe(task, complete, origin),
      })),
  };
}

export function breakdownLine(breakdown) {
  if (!breakdown) return 'trace: no activation found';
  return (
    `trace: activation → first paint ${breakdown.toPaint.toFixed(0)} ms${breakdown.painted ? '' : ' (no paint event)'}, main thread busy ${breakdown.busy.toFixed(0)} ms (CPU ${breakdown.cpu.toFixed(0)} ms)` +
    breakdown.tasks
      .map((task) => `\n    +${task.at.toFixed(0)} ms: ${task.wall.toFixed(0)} ms wall, ${task.cpu.toFixed(0)} CPU — ${task.what}`)
      .join('')
  );
}
