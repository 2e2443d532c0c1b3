import { chrome } from '@/content/chrome';
import { expect, test } from './fixtures';

interface AxNode {
  readonly ignored: boolean;
  readonly role?: { readonly value?: string };
  readonly name?: { readonly value?: string };
}

// A screen reader listing a page's headings finds the crisis help at once, however far below it
// sits: the footer is in Chromium's accessibility tree before any scroll (no rendering skipped).
test("the footer's crisis heading is in the accessibility tree before any scroll", async ({ page }) => {
  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  const heading = nodes.find((node) => node.role?.value === 'heading' && node.name?.value === chrome.crisisTitle);
  expect(heading?.ignored).toBe(false);
});
