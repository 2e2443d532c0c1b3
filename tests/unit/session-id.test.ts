import { SESSION_KEY, createSessionId, getSessionId } from '@/lib/session-id';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('createSessionId', () => {
  it('makes 4 characters from A–Z and 0–9', () => {
    for (let i = 0; i < 200; i += 1) expect(createSessionId()).toMatch(/^[A-Z0-9]{4}$/);
  });

  it('maps the random source onto the alphabet, ends included', () => {
    expect(createSessionId(() => 0)).toBe('AAAA');
    expect(createSessionId(() => 0.999999)).toBe('9999');
  });
});

describe('getSessionId', () => {
  it('creates the id once and keeps it for the session', () => {
    const storage = memoryStorage();
    const first = getSessionId(storage);
    expect(storage.data.get(SESSION_KEY)).toBe(first);
    expect(getSessionId(storage, () => 0)).toBe(first);
  });

  it('replaces a malformed stored value', () => {
    const storage = memoryStorage({ [SESSION_KEY]: 'bad value' });
    expect(getSessionId(storage, () => 0)).toBe('AAAA');
  });

  it('still gives an id when storage throws (private mode, blocked storage)', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
    };
    expect(getSessionId(storage, () => 0.5)).toMatch(/^[A-Z0-9]{4}$/);
    expect(getSessionId(null, () => 0)).toBe('AAAA');
  });
});
