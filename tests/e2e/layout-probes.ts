import type { Page } from '@playwright/test';

// Chinese text breaks between any two characters: a short text can leave one alone on a line (「評/估」).

/** Short texts (headings, table headers, labels, buttons, short lines) with one character alone on a line. */
export function strandedCharacters(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'h1, h2, h3, h4, th, dt, figcaption, caption, label, button, nav a, footer a, li, p, td, dd';
    const han = /\p{Script=Han}/u;
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const text = element.innerText?.trim() ?? '';
      // Short texts only: in a long paragraph a single character on the last line is ordinary.
      if (!text || text.length > 40 || !element.checkVisibility({ visibilityProperty: true })) continue;
      if (element.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      // Leaf texts only: a list item holding a heading and a paragraph is checked through them.
      if (element.querySelector('p, div, ul, ol, h2, h3, h4, dl, table, figure')) continue;
      const lines: string[] = [];
      let lineTop = -Infinity;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.visually-hidden, [aria-hidden="true"]')) continue;
        const content = node.textContent ?? '';
        for (let i = 0; i < content.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getBoundingClientRect();
          if (box.width === 0) continue;
          // Characters come in reading order: a drop of more than half a line starts a new line.
          if (box.top > lineTop + box.height / 2) {
            lines.push(content.charAt(i));
            lineTop = box.top;
          } else {
            lines[lines.length - 1] = `${lines.at(-1) ?? ''}${content.charAt(i)}`;
          }
        }
      }
      if (lines.length < 2) continue;
      for (const line of lines) {
        const letters = [...line].filter((char) => han.test(char) || /[\p{L}\p{N}]/u.test(char));
        if (letters.length === 1 && han.test(letters[0] ?? ''))
          found.push(`${element.tagName.toLowerCase()} "${text}": "${line.trim()}" alone`);
      }
    }
    return found;
  });
}

/** Phone numbers (8 digits written 4 + 4) whose two halves sit on different lines. */
export function splitPhoneNumbers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const content = node.textContent ?? '';
      for (const match of content.matchAll(/\b\d{4} \d{4}\b/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (rects.length > 1) found.push(match[0]);
      }
    }
    return found;
  });
}

/**
 * Text lines under the floating controls (measured together, as the box that holds them: round
 * buttons stacked at the right edge, or one bar across the screen). `partly`: lines covered only in
 * part at any scroll position a third of a screen apart; a bar across the whole line hides the line
 * until the visitor scrolls, which is fine. Each line is measured once in page coordinates; at each
 * position only those the controls reach are measured again (and those in a fixed or sticky box,
 * which move with the screen). `atEnd`: lines under them at all once scrolled to the very end. The
 * text of a closed <details>, which the page does not show, does not count.
 */
export function coveredLines(page: Page): Promise<{ partly: string[]; atEnd: string[] }> {
  return page.evaluate(async () => {
    const stack = document.querySelector<HTMLElement>('[data-floating]')?.parentElement;
    if (!stack) return { partly: [], atEnd: [] };
    const textNodes = () => {
      const texts: Text[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || stack.contains(parent)) continue;
        if (!parent.closest('script, style, .visually-hidden, details:not([open]) > :not(summary)')) texts.push(node as Text);
      }
      return texts;
    };
    const texts = textNodes();
    const pinned = new Map<Element, boolean>();
    const isPinned = (element: Element | null): boolean => {
      if (!element) return false;
      const known = pinned.get(element);
      if (known !== undefined) return known;
      const position = getComputedStyle(element).position;
      const result = position === 'fixed' || position === 'sticky' || isPinned(element.parentElement);
      pinned.set(element, result);
      return result;
    };
    const rectsOf = (node: Text) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...range.getClientRects()];
    };
    const measure = () =>
      texts.flatMap((node) => rectsOf(node).map((rect) => ({ node, top: rect.top + scrollY, bottom: rect.bottom + scrollY })));
    const moving = texts.filter((node) => isPinned(node.parentElement));
    let lines = measure();
    let height = document.documentElement.scrollHeight;
    const found = new Set<string>();
    for (let y = 0; y < height; y += Math.round(innerHeight / 3)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      if (document.documentElement.scrollHeight !== height) {
        // Something below grew (a picture decoded): measure again.
        height = document.documentElement.scrollHeight;
        lines = measure();
      }
      if (!stack.checkVisibility({ visibilityProperty: true })) continue;
      const control = stack.getBoundingClientRect();
      const near = new Set(moving);
      for (const line of lines) if (line.top - scrollY < control.bottom && line.bottom - scrollY > control.top) near.add(line.node);
      for (const node of near) {
        const parent = node.parentElement;
        if (!parent?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        for (const rect of rectsOf(node)) {
          // What can be seen of the line: a line in a row that scrolls sideways may run off screen.
          const line = { left: Math.max(rect.left, 0), right: Math.min(rect.right, innerWidth), top: rect.top, bottom: rect.bottom };
          if (line.right <= line.left || line.bottom <= 0 || line.top >= innerHeight) continue;
          const overlaps = line.left < control.right && line.right > control.left && line.top < control.bottom && line.bottom > control.top;
          const spansLine = control.left <= line.left && control.right >= line.right;
          if (overlaps && !spansLine) found.add(`scrollY ${y}: "${node.textContent?.trim().slice(0, 24)}" at y=${Math.round(line.top)}`);
        }
      }
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    // The page's own answers to that scroll (its listeners, observers) come first, two frames on.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const bar = stack.getBoundingClientRect();
    const atEnd = textNodes().flatMap((node) =>
      rectsOf(node)
        .filter((line) => line.width > 0 && line.bottom > bar.top + 1 && line.top < bar.bottom)
        .map(() => `"${node.textContent?.trim().slice(0, 24)}"`),
    );
    return { partly: [...found], atEnd };
  });
}

/** Whether what the visitor would tap at a floating control's centre is the control itself. */
export async function controlsOnTop(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-floating]')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && el.contains(hit);
      })
      .map((el) => el.dataset.floating ?? ''),
  );
}

/** How far an element moves when all after it is hidden (left so: call it last), as on a half-arrived page. */
export const moveWhenCut = (page: Page, selector: string): Promise<number> =>
  page.locator(`${selector} >> nth=0`).evaluate((element) => {
    const at = () => [element.getBoundingClientRect().left, element.getBoundingClientRect().top + scrollY] as const;
    const [left, top] = at();
    for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement)
      for (let next = node.nextElementSibling; next; next = next.nextElementSibling)
        (next as HTMLElement).style.setProperty('display', 'none', 'important');
    const [x, y] = at();
    return Math.hypot(x - left, y - top);
  });
