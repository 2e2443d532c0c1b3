import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { href } from '@/lib/routes/paths';
import { problemPath } from '@/lib/routes/route-list';
import { expect, test } from './fixtures';

// Issue 50: beyond the ten places the HTML's lines give way to the country's once
// lib/crisis/elsewhere.ts has loaded; the booking line keeps the height of the widest sentence
// (PlaceParagraph), so nothing moves. Measured as CLS is. Before the fix, Tokyo gave 0.056.

const ZONES = ['Asia/Tokyo', 'Europe/Berlin', 'Etc/UTC'];
const PATHS = ['/', problemPath('emotion')].flatMap((path) => [href(path, TRADITIONAL), href(path, SIMPLIFIED)]);

interface Shift {
  value: number;
  nodes: string[];
}

for (const zone of ZONES)
  test(`a device in ${zone}: the country's lines replace the edition's without moving the page (CLS < 0.01)`, async ({ browser }, info) => {
    const context = await browser.newContext({ ...info.project.use, timezoneId: zone });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const into = window as unknown as { shifts: Shift[] };
      into.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        })[])
          if (!entry.hadRecentInput)
            into.shifts.push({
              value: entry.value,
              nodes: entry.sources.map(({ node }) => (node?.textContent ?? node?.nodeName ?? '').slice(0, 40)),
            });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    try {
      for (const path of PATHS) {
        await page.goto(path);
        // The country is chosen: the picker names it (an elsewhere spot's value starts with '@').
        await expect(page.locator('footer select')).toHaveValue(/^@/);
        // Two frames on, every shift of the swap has been laid out and reported.
        const shifts = await page.evaluate(
          () =>
            new Promise<Shift[]>((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { shifts: Shift[] }).shifts))),
            ),
        );
        const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(score, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
      }
    } finally {
      await context.close();
    }
  });
