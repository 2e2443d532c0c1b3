// web-vitals' attribution build, as the analytics tests load it:
// `jest.mock('web-vitals/attribution', () => jest.requireActual('./support/web-vitals-stand-in'))`.
// Each reporter keeps its callback in `vitalReporters`, where a test calls it with a metric.

export type Metric = { name: string; value: number; rating: string; navigationType: string; attribution: Record<string, string> };
export const vitalReporters = new Map<string, (metric: Metric) => void>();

const on = (name: string) => (report: (metric: Metric) => void) => vitalReporters.set(name, report);
export const onCLS = on('CLS');
export const onFCP = on('FCP');
export const onINP = on('INP');
export const onLCP = on('LCP');
export const onTTFB = on('TTFB');
