import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { booking } from '@/content/site';
import { toSimplified } from '@/lib/chinese/simplified-edition';
import { routes } from '@/lib/routes';
import { htmlFiles, OUT } from './out-files';

/**
 * A WhatsApp link's text sits in its URL, which the messaging provider and the browser history
 * see before the visitor decides to send: it may name the page by its neutral code only.
 */
const EXPORTS = [OUT, ...[resolve('out-analytics')].filter(existsSync)];

/** Words that would tell what the visitor was reading: path segments and page names. */
const revealing = [
  ...new Set(
    routes.flatMap((route) => [...route.path.split('/').filter(Boolean), ...route.path.split('/').flatMap((part) => part.split('-'))]),
  ),
].filter((word) => word.length > 2);
/** Page names as both editions write them. */
const pageNames = routes.filter((route) => route.path !== '/').flatMap((route) => [route.name, toSimplified(route.name)]);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The source tag's neutral code, after its label as either edition writes it (來源 / 来源). */
const sourceLabels = [...new Set([booking.sourceLabels.page, toSimplified(booking.sourceLabels.page)])].map(escaped);
const NEUTRAL_SOURCE = new RegExp(`（(${sourceLabels.join('|')})：P\\d{2}[，）]`);

/** The prefilled text of every WhatsApp link of a page that has one (a plain chat link has none). */
function whatsappTexts(html: string): string[] {
  return [...html.matchAll(/href="(https:\/\/(?:wa\.me|web\.whatsapp\.com)\/[^"]*)"/g)]
    .map((match) => new URL((match[1] ?? '').replace(/&amp;/g, '&')).searchParams.get('text'))
    .filter((text): text is string => text !== null);
}

for (const dir of EXPORTS) {
  test(`no WhatsApp link in ${dir.split('/').pop()}/ names a page's path, slug or topic`, () => {
    let links = 0;
    const problems: string[] = [];
    for (const file of htmlFiles(dir)) {
      for (const text of whatsappTexts(readFileSync(file, 'utf8'))) {
        links += 1;
        const lower = text.toLowerCase();
        if (!NEUTRAL_SOURCE.test(text)) problems.push(`${file}: no neutral code in "${text}"`);
        for (const word of revealing) if (lower.includes(word.toLowerCase())) problems.push(`${file}: "${word}" in "${text}"`);
        for (const name of pageNames) if (text.includes(`: ${name}`)) problems.push(`${file}: "${name}" in "${text}"`);
      }
    }
    expect(problems).toEqual([]);
    expect(links).toBeGreaterThan(routes.length);
  });
}
