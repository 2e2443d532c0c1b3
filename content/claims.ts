import type { SessionCounts } from './types';

/**
 * How many sessions people usually need: one statement, used on every page that says it. Pages
 * never type the numbers: they write {sessions.simple} or {sessions.complex} (「1 至 3 次」), and
 * always beside 「因人而異」 (the check asks for it), never as a promise.
 * Simple situations 1 to 3 sessions, complex or cross-generational cases 5 to 10: the home page's
 * 1 to 3 (the spec's headline figure) and the services' 5 to 10 (which holds the home page's
 * "about 5" and says honestly that some need more), one range each everywhere.
 */
export const sessions = {
  words: { through: '至', unit: '次' },
  counts: {
    simple: { from: 1, to: 3 },
    complex: { from: 5, to: 10 },
  },
} as const satisfies SessionCounts;
