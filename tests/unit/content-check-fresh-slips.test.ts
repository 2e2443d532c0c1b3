/** @jest-environment node */
import { rmSync } from 'node:fs';
import { checkAfter, expectStopped } from './support/slips';
import {
  CORRECT,
  HALF_CHANGED,
  NOT_A_VALUE,
  ONE_FACT_TWICE,
  OVERRIDE_TOO_FAR,
  PIECE_GONE_OR_DOUBLED,
  PLACE_AND_NUMBER,
  TARGET_FAILS,
} from './support/fresh-slips';

/*
 * Issue #42, point 5: slips by class, written as a new editor makes them while following
 * docs/editing.md (support/fresh-slips.ts), by a hand that did not write the rules. Each is stopped
 * at the line to change, in Chinese and English; the recipes done right pass. The check runs in
 * this process, on copies of content/ holding several slips of different files at once.
 */
jest.setTimeout(180_000);

describe('recipes done right', () => {
  it('are accepted: a new fee and its card, new hours, a partner and its protected name, a crisis line with its source, a therapist, an article, a reordering, rewordings', async () => {
    const { root, lines } = await checkAfter(CORRECT);
    rmSync(root, { recursive: true, force: true });
    expect(lines).toEqual([]);
  });
});

describe('fresh slips, by class: each stopped at its line, in Chinese and English', () => {
  it('one fact typed in two places', () => expectStopped(ONE_FACT_TWICE));
  it('a copy left half-changed', () => expectStopped(HALF_CHANGED));
  it('a required piece deleted or doubled', () => expectStopped(PIECE_GONE_OR_DOUBLED));
  it('a value that is not a value', () => expectStopped(NOT_A_VALUE));
  it('a Simplified override that reaches too far', () => expectStopped(OVERRIDE_TOO_FAR));
  it('a place that does not fit its number', () => expectStopped(PLACE_AND_NUMBER));
  it('a target that fails the visitor', () => expectStopped(TARGET_FAILS));
});
