import type { Page } from '@playwright/test';
import { routes } from '@/lib/routes';
import { href } from '@/lib/paths';
import { expect, test } from './fixtures';

/**
 * Chinese text breaks between any two characters, so a heading or a label can leave one
 * character alone on its last line (「評/估」), and a phone number can split across lines.
 * Checked on every route, at the phone's and the desktop's width.
 */

/** Short texts (headings, table headers, labels, buttons, short lines) with one character alone on a line. */
function strandedCharacters(page: Page): Promise<string[]> {
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
function splitPhoneNumbers(page: Page): Promise<string[]> {
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

for (const path of routes.map((route) => href(route.path))) {
  test(`no character stands alone on a line and no phone number splits, on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    expect(await strandedCharacters(page)).toEqual([]);
    expect(await splitPhoneNumbers(page)).toEqual([]);
  });
}
