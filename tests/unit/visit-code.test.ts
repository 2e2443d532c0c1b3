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

  it('still gives an id when storage throws (private mode, blocked storage)', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
    };
    expect(visitCodeKeeper(() => 0.5)(storage)).toMatch(/^[A-Z0-9]{4}$/);
  });

  it("keeps one id for the page's life when storage is blocked, not a new one per call", () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    let n = 0;
    const code = visitCodeKeeper(() => (n++ % 36) / 36);
    const first = code(throwing);
    expect(code(throwing)).toBe(first);
    expect(code(null)).toBe(first);
  });

  it('keeps one id when storage reads but refuses to write', () => {
    const readOnly = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    let n = 0;
    const code = visitCodeKeeper(() => (n++ % 36) / 36);
    expect(code(readOnly)).toBe(code(readOnly));
  });
});
