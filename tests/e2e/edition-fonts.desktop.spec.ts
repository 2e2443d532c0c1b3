import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { expect, test } from './fixtures';

// The font follows the language (app/globals.css): each edition's page in its own region's
// glyphs, and its switch link, written in the other script, in the other's.
const firstFamily = (element: Element) => getComputedStyle(element).fontFamily.split(',')[0]?.trim();

for (const [edition, other, font, otherFont] of [
  [TRADITIONAL, SIMPLIFIED, '"PingFang HK"', '"PingFang SC"'],
  [SIMPLIFIED, TRADITIONAL, '"PingFang SC"', '"PingFang HK"'],
] as const) {
  test(`a ${edition.lang} page in its own fonts, its switch link in ${other.lang}'s`, async ({ page }) => {
    await page.goto(`${edition.base}/`);
    expect(await page.locator('main p').first().evaluate(firstFamily)).toBe(font);
    expect(await page.locator(`header a[hreflang="${other.lang}"]`).first().evaluate(firstFamily)).toBe(otherFont);
  });
}
