import { crisisPlaces } from '@/content/crisis-lines';
import { crisisPlaceRules, placeSentences, violenceTopics } from '@/scripts/content-check/rules/crisis';
import type { LoadedExport } from '@/scripts/content-check/types';
import { deviceZone, editionPlace, placeOfZone, placesInOrder } from '@/lib/crisis/places';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { fillPlaceTokens, splitPlaceTokens, unknownPlaceTokens } from '@/lib/crisis/place-tokens';
import { crisisChannel } from '@/lib/schema/site';
import { createPlaceStore } from '@/lib/crisis/visitor-place';
import type { ShowableDocument } from '@/lib/browser/when-shown';

const CRISIS = 'content/crisis-lines.ts';
const loaded = (places: unknown, lines: unknown): LoadedExport[] => [
  { file: CRISIS, exportName: 'crisisPlaces', path: [], value: places },
  { file: CRISIS, exportName: 'crisisLines', path: [], value: lines },
];

// The ten places of the content, each found by one of its zones (names in both scripts: lib/schema/site.ts).
describe('the place picked from the time zone', () => {
  it.each([
    ['Asia/Taipei', 'taiwan'],
    ['Europe/London', 'uk'],
    ['America/New_York', 'us'],
    ['America/Toronto', 'canada'],
    ['Australia/Sydney', 'australia'],
    ['Asia/Shanghai', 'mainland'],
    ['Asia/Hong_Kong', 'hk'],
    ['Asia/Macau', 'macau'],
    ['Asia/Singapore', 'singapore'],
    ['Asia/Kuala_Lumpur', 'malaysia'],
  ])('%s is %s', (zone, place) => {
    expect(placeOfZone(zone, crisisPlaces)).toBe(place);
  });

  it("gives the edition's place for a zone no place claims, or none", () => {
    for (const zone of ['Etc/GMT+12', 'Antarctica/Troll', '', undefined]) expect(placeOfZone(zone, crisisPlaces)).toBeUndefined();
    expect(editionPlace(TRADITIONAL.id)).toBe('hk');
    expect(editionPlace(SIMPLIFIED.id)).toBe('mainland');
  });

  it('reads the device zone from Temporal where the browser has it, without building a date formatter', () => {
    const formatter = jest.spyOn(Intl, 'DateTimeFormat');
    const global = globalThis as { Temporal?: unknown };
    try {
      expect(deviceZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
      formatter.mockClear();
      global.Temporal = { Now: { timeZoneId: () => 'Asia/Taipei' } };
      expect(deviceZone()).toBe('Asia/Taipei');
      expect(formatter).not.toHaveBeenCalled();
    } finally {
      delete global.Temporal;
      formatter.mockRestore();
    }
  });

  it("lists the edition's place first, then the others in the content's order", () => {
    const ids = placesInOrder(crisisPlaces, 'mainland').map((place) => place.id);
    expect(ids[0]).toBe('mainland');
    expect(new Set(ids)).toEqual(new Set(crisisPlaces.map((place) => place.id)));
  });
});

describe('the visitor place store', () => {
  const shownDoc = { prerendering: false, addEventListener: jest.fn(), removeEventListener: jest.fn() };
  // The zone is looked up in a task of its own, after the subscribing task (hydration) ends.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('knows nothing until a component subscribes, then the place of the zone, and tells its listeners', () => {
    const zone = jest.fn(() => 'Asia/Taipei');
    const store = createPlaceStore(zone, shownDoc);
    expect(store.current()).toBeUndefined();
    expect(zone).not.toHaveBeenCalled();
    const listener = jest.fn();
    store.subscribe(listener);
    expect(zone).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(store.current()).toBe('taiwan');
    expect(listener).toHaveBeenCalledTimes(1);
    store.subscribe(jest.fn());
    expect(zone).toHaveBeenCalledTimes(1);
  });

  it('waits for a prerendered page to be shown, and for its first frame shown', () => {
    // A prerendered page: shown when the browser fires prerenderingchange.
    const doc = Object.assign(new EventTarget(), { prerendering: true }) as unknown as ShowableDocument & EventTarget;
    const zone = jest.fn(() => 'Europe/London');
    const store = createPlaceStore(zone, doc);
    const listener = jest.fn();
    store.subscribe(listener);
    expect(zone).not.toHaveBeenCalled();
    expect(store.current()).toBeUndefined();
    doc.dispatchEvent(new Event('prerenderingchange'));
    // The first frame shown is the page as it was prerendered: nothing re-renders before it.
    expect(zone).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame();
    expect(listener).not.toHaveBeenCalled();
    // Then the zone is looked up in a task of its own (not inside React's hydration).
    jest.runAllTimers();
    expect(store.current()).toBe('uk');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("keeps the visitor's pick over the zone's place, and an unknown zone gives none", () => {
    const store = createPlaceStore(() => 'Antarctica/Troll', shownDoc);
    const listener = jest.fn();
    store.subscribe(listener);
    jest.runOnlyPendingTimers();
    expect(store.current()).toBeUndefined();
    expect(listener).not.toHaveBeenCalled();
    store.choose('canada');
    expect(store.current()).toBe('canada');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('place tokens', () => {
  it('split a text into its words and its place tokens, leaving other braces alone, and fill them', () => {
    expect(splitPlaceTokens('請致電 {place.emergency}；{hours} 或 {place.line}')).toEqual([
      '請致電 ',
      { token: 'emergency' },
      '；{hours} 或 ',
      { token: 'line' },
    ]);
    expect(splitPlaceTokens('{place.name}')).toEqual([{ token: 'name' }]);
    expect(splitPlaceTokens('沒有')).toEqual(['沒有']);
    expect(splitPlaceTokens('{place.phone}')).toEqual(['{place.phone}']);
    expect(unknownPlaceTokens('{place.phone} {place.name}')).toEqual(['phone']);
    expect(
      fillPlaceTokens('在{place.name}請致電 {place.emergency}', { emergency: '000', line: '13 11 14', more: '其他熱線', name: '澳洲' }),
    ).toBe('在澳洲請致電 000');
  });
});

describe('the crisis rules', () => {
  const source = 'https://example.org/lines';
  const places = () => [
    { id: 'hk', names: { hant: '香港', hans: '香港' }, zones: ['Asia/Hong_Kong'], writes: true },
    { id: 'taiwan', names: { hant: '台灣', hans: '台湾' }, zones: ['Asia/Taipei'], writes: false },
  ];
  /** A line named by its number; a support line is open 24 hours. */
  const line = (kind: string, place: string, number: string, via = ['call']) => ({
    kind,
    place,
    name: number,
    channels: [{ number, via, source }],
    ...(kind === 'support' ? { hours: '24 小時' } : {}),
    text: number,
  });
  const lines = () => [
    line('emergency', 'hk', '999'),
    line('support', 'hk', '9101 2012', ['call', 'sms']),
    line('emergency', 'taiwan', '119'),
    line('support', 'taiwan', '1925'),
  ];
  const run = (p: unknown[], l: unknown[]) =>
    crisisPlaceRules(loaded(p, l)).map((problem) => `${problem.path.join('.')}: ${problem.message}`);

  it('accept places each with an emergency number, a 24-hour line and their text routes as they say', () => {
    expect(run(places(), lines())).toEqual([]);
  });

  it.each<[string, (p: ReturnType<typeof places>, l: ReturnType<typeof lines>) => void, string]>([
    ['a place without an emergency number', (_p, l) => l.splice(2, 1), '1.id: '],
    ['a place without a 24-hour line to call', (_p, l) => Object.assign(l[3]!, { hours: '辦公時間' }), '1.id: '],
    ['a time zone claimed by two places', (p) => p[1]!.zones.push('Asia/Hong_Kong'), '1.zones.1: '],
    ['a place that says it has a text line but whose lines are calls only', (p) => (p[1]!.writes = true), '1.writes: '],
    ['a place with a text line that says it has none', (p) => (p[0]!.writes = false), '0.writes: '],
    ['a line at a place not listed', (_p, l) => (l[3]!.place = 'atlantis'), '3.place: '],
  ])('refuse %s', (_what, breakIt, path) => {
    const p = places();
    const l = lines();
    breakIt(p, l);
    expect(run(p, l)).toContainEqual(expect.stringContaining(path));
  });

  it('leave a line without a source to the schema, which refuses it there', () => {
    const result = crisisChannel.safeParse({ number: '999', via: ['call'] });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(['source']);
  });

  it('refuse a sentence that names 999 or a token that does not exist, outside the crisis lines', () => {
    const loaded: LoadedExport[] = [
      {
        file: 'content/pages/faq.ts',
        exportName: 'page',
        path: [],
        value: { lead: '請致電 999。', text: '{place.phone}', ok: '請致電 {place.emergency}，或 2999 9999' },
      },
      { file: CRISIS, exportName: 'crisisLines', path: [], value: [{ text: '請致電 999' }] },
    ];
    expect(placeSentences(loaded).map((problem) => problem.path.join('.'))).toEqual(['lead', 'text']);
  });

  it("refuse a page that speaks of violence without the topic, but not a law's name", () => {
    const page = (topics: string[] | undefined, text: string) => ({ path: '/x', topics, lead: text });
    const check = (value: unknown) =>
      violenceTopics([{ file: 'content/pages/x.ts', exportName: 'page', path: [], value, pageKind: 'page' }]).map((problem) =>
        problem.path.join('.'),
      );
    expect(check(page(undefined, '面對家庭暴力時'))).toEqual(['topics']);
    expect(check(page(['family'], '面對家庭暴力時'))).toEqual(['topics']);
    expect(check(page(['violence'], '面對家庭暴力時'))).toEqual([]);
    expect(check(page(undefined, '按《強制舉報虐待兒童條例》通報（例如懷疑虐待兒童的個案）'))).toEqual([]);
  });
});
