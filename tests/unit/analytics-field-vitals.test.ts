import type { AttributionReportOpts, MetricWithAttribution } from 'web-vitals/attribution';
import type { WebVital } from '@/lib/analytics/events';
import { elementKind, observeVitals, type VitalsLibrary } from '@/lib/analytics/field-vitals';
import { freshModule } from './support/fresh-module';

type Reporter = (metric: MetricWithAttribution) => void;

/** A stand-in for web-vitals' attribution build: each reporter keeps its callback and options. */
function fakeLibrary() {
  const reporters = new Map<string, { report: Reporter; options?: AttributionReportOpts }>();
  const on = (name: string) => (report: Reporter, options?: AttributionReportOpts) => void reporters.set(name, { report, options });
  const library = Object.fromEntries(
    ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'].map((name) => [`on${name}`, on(name)]),
  ) as unknown as VitalsLibrary;
  return { library, reporters };
}

// What web-vitals hands over, reduced to the fields the site reads: its own selector included,
// which must not get through.
const metric = (name: string, attribution: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  ({
    name,
    value: 123.4,
    rating: 'needs-improvement',
    navigationType: 'prerender',
    delta: 123.4,
    id: 'v5-1',
    entries: [],
    attribution,
    ...extra,
  }) as unknown as MetricWithAttribution;

/** A new page's watchFieldVitals: it has observed nothing yet. */
const watchOnNewPage = () => freshModule<typeof import('@/lib/analytics/field-vitals')>('@/lib/analytics/field-vitals').watchFieldVitals;

it('elementKind names an element by its tag alone, nothing else by anything', () => {
  const image = document.createElement('img');
  image.className = 'emotion-hero';
  image.id = 'anxiety';
  expect(elementKind(image)).toBe('img');
  expect(elementKind(document.createElement('h1'))).toBe('h1');
  expect(elementKind(document.createTextNode('情緒'))).toBe('');
  expect(elementKind(null)).toBe('');
});

describe('observeVitals', () => {
  it('registers the five reporters, each told to name elements by their kind only', () => {
    const { library, reporters } = fakeLibrary();
    observeVitals(library, () => {});
    expect([...reporters.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    for (const { options } of reporters.values()) expect(options?.generateTarget).toBe(elementKind);
  });

  it('hands each metric on with its rating, navigation type and blamed element — no selector, URL or entry', () => {
    const { library, reporters } = fakeLibrary();
    const reported: WebVital[] = [];
    observeVitals(library, (vital) => reported.push(vital));
    reporters.get('LCP')?.report(metric('LCP', { target: 'img', url: 'http://localhost/images/emotion.avif' }));
    reporters.get('INP')?.report(metric('INP', { interactionTarget: 'button', interactionType: 'pointer' }));
    reporters.get('CLS')?.report(metric('CLS', { largestShiftTarget: 'section' }, { value: 0.0421 }));
    reporters.get('TTFB')?.report(metric('TTFB', { waitingDuration: 3 }));
    const common = { rating: 'needs-improvement', navigationType: 'prerender' };
    expect(reported).toEqual([
      { name: 'LCP', value: 123.4, element: 'img', ...common },
      { name: 'INP', value: 123.4, element: 'button', ...common },
      { name: 'CLS', value: 0.0421, element: 'section', ...common },
      { name: 'TTFB', value: 123.4, element: undefined, ...common },
    ]);
    expect(JSON.stringify(reported)).not.toMatch(/emotion|http|v5-1/);
  });
});

describe('watchFieldVitals', () => {
  it('loads the library once per page, however often analytics starts, and again on the next start when it could not load', async () => {
    const { library } = fakeLibrary();
    const load = jest.fn(() => Promise.resolve(library));
    const watchFieldVitals = watchOnNewPage();
    await watchFieldVitals(() => {}, load);
    await watchFieldVitals(() => {}, load);
    expect(load).toHaveBeenCalledTimes(1);
    const again = fakeLibrary();
    const failing = jest.fn<Promise<VitalsLibrary>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(again.library);
    const onNextPage = watchOnNewPage();
    await onNextPage(() => {}, failing);
    expect(again.reporters.size).toBe(0);
    await onNextPage(() => {}, failing);
    expect(again.reporters.size).toBe(5);
  });
});
