import type { SessionCounts } from './types';

/**
 * How many sessions people usually need: one statement, used on every page that says it. Pages
 * never type the numbers: they write {sessions.simple} or {sessions.complex} (「1 至 3 次」), and
 * always beside 「因人而異」 (the check asks for it), never as a promise.
 * Simple situations 1 to 3 sessions, complex or cross-generational cases 5 to 10: the home page's
 * 1 to 3 (the spec's headline figure) and the services' 5 to 10 (which holds the home page's
 * "about 5" and says honestly that some need more), one range each everywhere.
 * `statement` is the one sentence that answers "how many sessions": the FAQ, the services overview
 * and the method pages place it whole. These are not figures from the centre's records.
 */
export const sessions = {
  words: { through: '至', unit: '次' },
  statement:
    '所需次數因人而異：較簡單的情況一般約需 {sessions.simple}；較複雜或涉及跨代議題的情況，一般約需 {sessions.complex}。這只是一般情況，並非保證，治療師會和你定期檢視進展，不會要求你預先承諾次數。',
  counts: {
    simple: { from: 1, to: 3 },
    complex: { from: 5, to: 10 },
  },
} as const satisfies SessionCounts;
