import { mainlandNotice } from '@/content/mainland-notice';
import { toSimplified } from '@/lib/content-text/simplified-edition';
import { SIMPLIFIED } from '@/lib/edition';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

// The notice for the mainland as a visitor meets it; what the pages hold: mainland.desktop.spec.ts.

for (const path of ['/contact/', '/fee/'])
  test(`${SIMPLIFIED.base}${path} shows the notice for the mainland as a region with a heading per point, with no axe violations`, async ({
    page,
  }) => {
    await page.goto(`${SIMPLIFIED.base}${path}`);
    const region = page.getByRole('main').getByRole('region', { name: toSimplified(mainlandNotice.heading) });
    await expect(region).toBeVisible();
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(mainlandNotice.items.map((item) => toSimplified(item.title)));
    await expectNoViolations(page, `${SIMPLIFIED.base}${path}`);
  });
