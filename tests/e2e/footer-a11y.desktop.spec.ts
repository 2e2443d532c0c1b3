import { chrome } from '@/content/chrome';
import { expect, test } from './fixtures';

interface AxNode {
  readonly ignored: boolean;
  readonly role?: { readonly value?: string };
  readonly name?: { readonly value?: string };
  readonly backendDOMNodeId?: number;
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

// Chromium 156 leaves the contents of a `content-visibility: auto` box it skips out of its
// accessibility tree until it is scrolled near (docs/benchmarks.md): no section of home may be
// skipped, or a screen reader's lists of headings and links lose everything below the first screen.
test("every home section's headings and links are in the accessibility tree before any scroll", async ({ page }) => {
  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: 0 })) as { root: { nodeId: number } };
  // The elements a visitor could reach (not those hidden on purpose, as a closed list's rest);
  // `checkVisibility()` counts an element in a skipped box as visible, as it is to find-in-page.
  const backendIds = async (selector: string) => {
    const reachable = await page.evaluate(
      (css) => [...document.querySelectorAll(css)].map((element) => element.checkVisibility()),
      selector,
    );
    const { nodeIds } = (await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector })) as { nodeIds: number[] };
    const described = await Promise.all(
      nodeIds.filter((_, index) => reachable[index]).map((nodeId) => cdp.send('DOM.describeNode', { nodeId })),
    );
    return described.map(({ node }) => (node as { backendNodeId: number }).backendNodeId);
  };
  const headings = await backendIds('#main section[aria-labelledby] h2');
  const links = await backendIds('#main section[aria-labelledby] a[href]');
  expect(headings.length).toBeGreaterThan(10);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  const exposed = (id: number, role: string) =>
    nodes.some((node) => node.backendDOMNodeId === id && !node.ignored && node.role?.value === role && !!node.name?.value);
  expect(headings.filter((id) => !exposed(id, 'heading'))).toEqual([]);
  expect(links.filter((id) => !exposed(id, 'link'))).toEqual([]);
});
