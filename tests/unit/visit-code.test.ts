import { VISIT_CODE_KEY, createVisitCode, visitCodeKeeper } from '@/lib/booking/visit-code';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('createVisitCode', () => {
  it('makes 4 characters from A–Z and 0–9', () => {
    for (let i = 0; i < 200; i += 1) expect(createVisitCode()).toMatch(/^[A-Z0-9]{4}$/);
  });

  it('maps the random source onto the alphabet, ends included', () => {
    expect(createVisitCode(() => 0)).toBe('AAAA');
    expect(createVisitCode(() => 0.999999)).toBe('9999');
  });
});

describe('visitCodeKeeper', () => {
  it('creates the id once and keeps it for the session', () => {
    const storage = memoryStorage();
    const first = visitCodeKeeper()(storage);
    expect(storage.data.get(VISIT_CODE_KEY)).toBe(first);
    expect(visitCodeKeeper(() => 0)(storage)).toBe(first);
  });

  it('replaces a malformed stored value', () => {
    const storage = memoryStorage({ [VISIT_CODE_KEY]: 'bad value' });
    expect(visitCodeKeeper(() => 0)(storage)).toBe('AAAA');
  });

  const refuse = () => {
    throw new Error('blocked');
  };

  it("still gives an id when storage throws (private mode, blocked storage), one for the page's life, not one per call", () => {
    expect(visitCodeKeeper(() => 0.5)({ getItem: refuse, setItem: () => {} })).toMatch(/^[A-Z0-9]{4}$/);
    let n = 0;
    const code = visitCodeKeeper(() => (n++ % 36) / 36);
    const first = code({ getItem: refuse, setItem: refuse });
    expect(first).toMatch(/^[A-Z0-9]{4}$/);
    expect(code({ getItem: refuse, setItem: refuse })).toBe(first);
    expect(code(null)).toBe(first);
  });

  it('keeps one id when storage reads but refuses to write', () => {
    let n = 0;
    const code = visitCodeKeeper(() => (n++ % 36) / 36);
    expect(code({ getItem: () => null, setItem: refuse })).toBe(code({ getItem: () => null, setItem: refuse }));
  });
});
