// Medians and run-to-run ranges of the Lighthouse figures.
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const METRICS = ['perf', 'a11y', 'bp', 'seo', 'lcp', 'tbt', 'cls', 'totalKiB', 'jsKiB'];

/** The median of each figure, its lowest and highest run (`range`), and every failing audit or console error. */
export function summarise(runs) {
  const summary = Object.fromEntries(METRICS.map((metric) => [metric, median(runs.map((run) => run[metric]))]));
  summary.range = Object.fromEntries(
    METRICS.map((metric) => [metric, [Math.min(...runs.map((run) => run[metric])), Math.max(...runs.map((run) => run[metric]))]]),
  );
  summary.failing = [...new Set(runs.flatMap((run) => run.failing))];
  summary.errors = [...new Set(runs.flatMap((run) => run.errors))];
  return summary;
}
