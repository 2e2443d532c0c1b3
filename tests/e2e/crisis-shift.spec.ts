import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { href } from '@/lib/routes/paths';
import { problemPath } from '@/lib/routes/route-list';
import { expect, test } from './fixtures';

// Issue 50: beyond the ten places the HTML's lines give way to the country's once
// lib/crisis/elsewhere.ts has loaded; the booking line keeps the height of the widest sentence
// (PlaceParagraph), so nothing moves. Measured as CLS is. Before the fix, Tokyo gave 0.056.

const ZONES = ['Asia/Tokyo', 'Europe/Berlin', 'Etc/UTC'];
const PATHS = ['/', problemPath('emotion')].flatMap((path) => [href(path, TRADITIONAL), href(path, SIMPLIFIED)]);

type Entry = { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
type Seen = { shifts: { value: number; nodes: string[] }[] };

for (const zone of ZONES)
  test(`a device in ${zone}: the country's lines replace the edition's without moving the page (CLS < 0.01)`, async ({ browser }, info) => {
    const context = await browser.newContext({ ...info.project.use, timezoneId: zone });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const into = window as unknown as Seen;
      into.shifts = [];
      new PerformanceObserver((list) => {
        for (const { value, hadRecentInput, sources } of list.getEntries() as unknown as Entry[])
          if (!hadRecentInput) into.shifts.push({ value, nodes: sources.map(({ node }) => (node?.textContent ?? '').slice(0, 40)) });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    try {
      for (const path of PATHS) {
        await page.goto(path);
        // The country is chosen: the picker names it (an elsewhere spot's value starts with '@').
        await expect(page.locator('footer select')).toHaveValue(/^@/);
        // Two frames on, every shift of the swap has been laid out and reported.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const shifts = await page.evaluate(() => (window as unknown as Seen).shifts);
        expect(
          shifts.reduce((sum, shift) => sum + shift.value, 0),
          `${path}: ${JSON.stringify(shifts)}`,
        ).toBeLessThan(0.01);
      }
    } finally {
      await context.close();
    }
  });
