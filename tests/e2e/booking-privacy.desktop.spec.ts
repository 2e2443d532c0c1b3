import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { booking } from '@/content/site';
import { SIMPLIFIED } from '@/lib/edition';
import { toSimplified } from '@/lib/content-text/simplified-edition';
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

/** A text with its page's code and its button's number set aside: what stays is what the content wrote. */
const withoutCodes = (text: string) => text.replace(/P\d{2}/g, 'P00').replace(/：\d{2}）/g, '：00）');

for (const dir of EXPORTS) {
  test(`no WhatsApp link in ${dir.split('/').pop()}/ names a page's path, slug or topic`, () => {
    const problems: string[] = [];
    const texts = htmlFiles(dir).map((file) => ({ file, texts: whatsappTexts(readFileSync(file, 'utf8')) }));
    const withLinks = texts.filter((page) => page.texts.length > 0);
    // A message every page of an edition sends tells nothing of the page; one a page writes for
    // itself must not name a page.
    const inSimplified = (file: string) => `/${relative(dir, file)}`.startsWith(`${SIMPLIFIED.base}/`);
    const everywhere = new Set(
      withLinks.flatMap(({ file, texts: own }) => {
        const sameEdition = withLinks.filter((page) => inSimplified(page.file) === inSimplified(file));
        return own.map(withoutCodes).filter((text) => sameEdition.every((page) => page.texts.map(withoutCodes).includes(text)));
      }),
    );
    for (const { file, texts: pageTexts } of withLinks) {
      for (const text of pageTexts) {
        const lower = text.toLowerCase();
        if (!NEUTRAL_SOURCE.test(text)) problems.push(`${file}: no neutral code in "${text}"`);
        for (const word of revealing) if (lower.includes(word.toLowerCase())) problems.push(`${file}: "${word}" in "${text}"`);
        if (everywhere.has(withoutCodes(text))) continue;
        for (const name of pageNames) if (text.includes(name)) problems.push(`${file}: "${name}" in "${text}"`);
      }
    }
    expect(problems).toEqual([]);
    expect(everywhere.size).toBeGreaterThan(0);
    expect(withLinks.flatMap((page) => page.texts).length).toBeGreaterThan(routes.length);
  });
}
