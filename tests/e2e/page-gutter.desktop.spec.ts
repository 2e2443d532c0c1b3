import { routes } from '@/lib/routes';
import { href } from '@/lib/routes/paths';
import { expect, test } from './fixtures';

// Pages with the 20px frame (every page not marked `flush`) line up with the header.
const spaced = routes.filter((route) => !('flush' in route && route.flush)).map((route) => href(route.path));

test("inner pages start their heading where the header's logo starts, at 1280 px", async ({ page }) => {
  for (const path of spaced) {
    await page.goto(path);
    const { brand, heading } = await page.evaluate(() => ({
      brand: document.querySelector('header a[href="/"]')?.getBoundingClientRect().left,
      heading: document.querySelector('main h1')?.getBoundingClientRect().left,
    }));
    expect(heading, path).toBeCloseTo(brand ?? -1, 0);
  }
});
