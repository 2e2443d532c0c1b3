import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe has no 2.2 A-only rules beyond these tags). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits until finite CSS animations and transitions (a panel sliding in, a fade) have ended. */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Runs axe on the page, or only on `include` (a CSS selector): a state of a page already checked
 * whole (an open dialog, an expanded list) needs only what it changed checked again.
 */
export async function expectNoViolations(page: Page, state: string, include?: string) {
  // What skips rendering until near the screen (content-visibility: the footer) is rendered for axe.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await settle(page);
  // Legacy mode runs axe in the page itself. The default opens a blank page for every run to
  // merge the frames' results, which only cross-origin frames need; ours hold none when checked
  // (a player or map frame is a third party's, and fails on the closed network). Measured on four
  // pages: the same 125 results in 4.4–5.0 s instead of 7.2–7.9 s.
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes.map((node) => `      at ${node.target.join(' ')}  ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n'),
  );
  expect(found, `axe violations on ${state}:\n${found.join('\n')}`).toEqual([]);
}
