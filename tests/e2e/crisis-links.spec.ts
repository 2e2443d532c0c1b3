import { crisisLines, crisisPlaces } from '@/content/crisis-lines';
import { toSimplified } from '@/lib/chinese/simplified-edition';
import { problemPath } from '@/lib/routes/route-list';
import { EDITIONS } from '@/lib/edition';
import { href } from '@/lib/routes/paths';
import { expect, test } from './fixtures';
import { visitFrom } from './zone-visit';

/*
 * Issue 50 point 3: one tap to call or write. For a device at each of the ten places, in both
 * editions, on /crisis-support/ (its cards with their words, and the list of every place opened),
 * home and a problem page (the booking line, the footer): every number of three digits or more in
 * a crisis block (a list item or paragraph holding a crisis link), but a line's name, sits inside a
 * tel: or sms: link (or WhatsApp's),
 * and a number the cards' words name for texts only (Shout's 85258) is an sms: link. Nothing is
 * requested from another host because of the place.
 */

/** The lines' names, which may hold digits (「988 Suicide & Crisis Lifeline」, 「1800RESPECT」): not numbers to dial. */
const NAMES = [...new Set(crisisLines.flatMap((line) => [line.name, toSimplified(line.name)]))].filter((name) => /\d/.test(name));

for (const edition of EDITIONS)
  test(`${edition.id}: every crisis number is a link to call or write, at each of the ten places`, async ({ browser }, info) => {
    for (const place of crisisPlaces) {
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
    }
  });
