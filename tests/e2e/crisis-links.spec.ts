import { crisisLines, crisisPlaces } from '@/content/crisis-lines';
import { toSimplified } from '@/lib/content-text/simplified-edition';
import { problemPath } from '@/lib/routes/route-list';
import { EDITIONS } from '@/lib/edition';
import { href } from '@/lib/routes/paths';
import { expect, test } from './fixtures';
import { visitFrom } from './zone-visit';

// Issue 50 point 3: one tap to call or write. A crisis block is a list item or paragraph holding a
// crisis link; a number in it (three digits or more, a line's name aside) must sit in a tel:, sms:
// or WhatsApp link, and one the cards name for texts only (Shout's 85258) is an sms: link.

/** The lines' names, which may hold digits (「988 Suicide & Crisis Lifeline」, 「1800RESPECT」): not numbers to dial. */
const NAMES = [...new Set(crisisLines.flatMap((line) => [line.name, toSimplified(line.name)]))].filter((name) => /\d/.test(name));

// One test a place: each loads three pages, and ten in one test outran its time on a slow machine.
for (const edition of EDITIONS)
  for (const place of crisisPlaces)
    test(`${edition.id}: every crisis number is a link to call or write, at ${place.id}`, async ({ browser }, info) => {
      await visitFrom(browser, { ...info.project.use, timezoneId: place.zones[0] }, async (page) => {
        for (const path of ['/crisis-support', '/', problemPath('emotion')]) {
          await page.goto(href(path, edition));
          await expect(page.locator('footer select')).toHaveValue(place.id);
          await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
          const found = await page.evaluate((names) => {
            const number = /\+?\d+(?:[ -]\d+)*/g;
            const blocks = [...document.querySelectorAll('li, p')].filter((block) => block.querySelector('a[data-untracked]'));
            const loose: string[] = [];
            let linked = 0;
            for (const block of blocks) {
              const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                // A line's name (「988 Suicide & Crisis Lifeline」): its heading on a card, the list item's own text.
                if (node.parentElement?.tagName === 'H3' || node.parentElement?.tagName === 'LI') continue;
                const link = node.parentElement?.closest('a');
                const text = names.reduce((left, name) => left.replaceAll(name, ''), node.textContent ?? '');
                for (const [run] of text.matchAll(number)) {
                  if (run.replace(/\D/g, '').length < 3) continue;
                  if (link && /^(tel:|sms:|https:\/\/wa\.me\/)/.test(link.getAttribute('href') ?? '')) linked += 1;
                  else loose.push(`${run} in 「${(block.textContent ?? '').slice(0, 40)}」`);
                }
              }
            }
            const texts = [...document.querySelectorAll('a[href^="sms:"]')].map((link) => link.textContent ?? '');
            return { loose, linked, texts };
          }, NAMES);
          expect(found.loose, `${place.id} ${path}: numbers outside a link`).toEqual([]);
          expect(found.linked, `${place.id} ${path}`).toBeGreaterThan(0);
          if (place.id === 'uk' && path === '/crisis-support') expect(found.texts.join(' ')).toContain('85258');
        }
      });
    });
