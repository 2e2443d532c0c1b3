import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crisisLines } from '@/content/crisis-lines';
import { home } from '@/content/home';
import { footerLinks, mainNav } from '@/content/navigation';
import { page as accessibility } from '@/content/pages/accessibility';
import { blogPosts } from '@/content/pages/blog';
import { contactCopy } from '@/content/pages/contact';
import { page as faq } from '@/content/pages/faq';
import { page as fee } from '@/content/pages/fee';
import { privacyDisclosure } from '@/content/pages/privacy';
import { problemPages } from '@/content/pages/problems';
import { servicePages } from '@/content/pages/services';
import { booking, site } from '@/content/site';
import { therapists } from '@/content/therapists';
import type { NavItem } from '@/content/types';
import { entryLabel } from '@/scripts/content-check/describe';
import { CONTENT_FILES, apply, copyContent, runCheck, swap } from './support/content-copy';

/*
 * `npm run check:content` as an editor meets it: real broken edits on a copy of the content,
 * each of which must be reported on its own line with its file, line, entry and field.
 */

// Every edit below is built from the content as it is, so an editor's ordinary change to a text, a
// number or an order leaves this test green; it breaks only if the kind of entry it needs is gone.
const pick = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`content-check-cli.test.ts: the content has no ${what} to break`);
  return value;
};
const find = <T>(list: readonly T[], test: (item: T) => unknown, what: string): T => pick(list.find(test), what);
const label = (value: unknown, index = 0) => entryLabel(value, index);

const social = pick(site.social[0], 'social link');
const supportIndex = crisisLines.findIndex((line) => line.kind === 'support');
const supportLine = pick(crisisLines[supportIndex], 'support hotline');
const supportNumber = pick(supportLine.channels[0], 'support hotline number').number;
// Lines other than the first support line, by the kind of number they have: the next support line
// with a short code (18111, 18288…) and the first two with an 8-digit number (2389 2222…).
const supportLines = crisisLines.flatMap((line, index) => (line.kind === 'support' && index !== supportIndex ? [{ line, index }] : []));
const withDigits = (test: (count: number) => boolean) =>
  supportLines.filter(({ line }) => test(pick(line.channels[0], 'hotline number').number.replace(/\D/g, '').length));
const shortCode = pick(withDigits((count) => count <= 5)[0], 'support line with a short code');
const eightDigits = pick(withDigits((count) => count === 8)[0], 'support line with an 8-digit number');
const unsourced = pick(withDigits((count) => count === 8)[1], 'second support line with an 8-digit number');
const eightDigitNumber = pick(eightDigits.line.channels[0], '8-digit number').number;
const menuItem = find(mainNav as readonly NavItem[], (item) => item.children?.some((child) => child.href.startsWith('/')), 'sub-menu');
const menuChildIndex = menuItem.children?.findIndex((child) => child.href.startsWith('/')) ?? 0;
const menuChild = pick(menuItem.children?.[menuChildIndex], 'sub-menu link');
// Three therapists from the end of the list: one misnamed picture, and a later one that takes
// the booking code of the one before it (the later one is blamed); the first gets a bad date.
const portrait = pick(therapists.at(-1), 'therapist');
const copier = pick(therapists.at(-2), 'second therapist');
const owner = pick(therapists.at(-3), 'third therapist');
const dated = pick(therapists[0], 'therapist');
const post = pick(blogPosts[0], 'article');
const categoryIndex = home.videos.categories.findIndex((category) => category.videos.some((video) => 'title' in video));
const category = pick(home.videos.categories[categoryIndex], 'video category with a titled video');
const videoIndex = category.videos.findIndex((video) => 'title' in video);
const video = pick(category.videos[videoIndex], 'titled video');
const sharing = find(servicePages, (page) => page.seo.image, 'service page with a share image');
const pictured = find(problemPages, (page) => page.image, 'problem page with a picture');
const misspelt = find(problemPages, (page) => page !== pictured, 'second problem page');
const hasLinks = (page: (typeof servicePages)[number] | (typeof problemPages)[number]) =>
  page !== pictured && page !== misspelt && page.sections.some((section) => section.kind === 'links');
const linking = find([...servicePages, ...problemPages], hasLinks, 'page with a links section');
const linksSection = linking.sections.find((section) => section.kind === 'links');
const linkIndex = linksSection?.kind === 'links' ? linksSection.items.findIndex((item) => item.href.startsWith('/')) : -1;
const link = pick(linksSection?.kind === 'links' ? linksSection.items[linkIndex] : undefined, 'internal link in a links section');
jest.setTimeout(120_000);

const { SITE, CRISIS, NAVIGATION, HOME, THERAPISTS } = CONTENT_FILES;
const PAGE = 'export const page';
/** A hotline's entry, `name: '…'` the text its edit follows. */
const hotline = ({ line, index }: { line: (typeof crisisLines)[number]; index: number }, field = 'number') =>
  [`name: '${line.name}'`, `${label(line, index)} › channels › 第 1 項 › ${field}`] as const;
const [supportName, supportAt] = hotline({ line: supportLine, index: supportIndex });
const [eightName, eightAt] = hotline(eightDigits);
const [shortName, shortAt] = hotline(shortCode);
const [unsourcedName, unsourcedAt] = hotline(unsourced, 'source');
/** The entry (the value, at `index` in its list) and field the check must name. */
const at = (value: unknown, field: string, index = 0) => `${label(value, index)} › ${field}`;
const wa = site.whatsapp.digits;
const phone = site.phone.display;
const { lastModified: date } = accessibility;
const videoAt = `${label(category, categoryIndex)} › videos › ${label(video, videoIndex)} › url`;
const privacyHeading = privacyDisclosure.analyticsOff.heading;
const menuHref = menuChild.href;
const menuAt = at(menuChild, 'href', menuChildIndex);
const dayFirst = date.split('-').reverse().join('/');
const author = post.authorSlug;
const { tag } = home.invitation.booking;
const shareImage = sharing.seo.image ?? '';
const slug = ({ slug }: { slug: string }) => `slug: '${slug}'`;
/** The file of a page, by its address. */
const P = (path: string) => `content/pages/${path.replace(/^\//, '')}.ts`;

/** [what, file, after, find, replace, `entry › field` the check must name]; `after` places the edit. */
type Row = readonly [what: string, file: string, after: string, find: string, replace: string, at: string];
// Each edit is independent of the others: an entry with one slip the schema refuses is left out of
// the checks across entries, so those (codes, authors, links) are made on entries that pass.
const EDITS: readonly Row[] = [
  ['WhatsApp number a digit short', SITE, 'whatsapp:', ...swap('digits', wa, wa.slice(0, -1)), 'site › whatsapp.digits'],
  ['phone number with a letter', SITE, 'phone:', ...swap('display', phone, `${phone.slice(0, -1)}O`), 'site › phone.display'],
  ['social link without https://', SITE, 'social:', ...swap('url', social.url, social.url.slice(8)), at(social, 'url')],
  ['booking button label emptied', SITE, 'export const booking', ...swap('buttonLabel', booking.buttonLabel, ''), 'booking › buttonLabel'],
  ['crisis text emptied', 'content/chrome.ts', 'crisisTitle', "crisisText: '", "crisisText: '', crisisOld: '", 'chrome › crisisText'],
  ['crisis hotline number with a letter', CRISIS, supportName, `'${supportNumber}'`, `'${supportNumber.slice(0, -1)}l'`, supportAt],
  ['Hong Kong hotline number a digit short', CRISIS, eightName, `'${eightDigitNumber}'`, `'${eightDigitNumber.slice(0, -1)}'`, eightAt],
  ['hotline number without its source', CRISIS, unsourcedName, 'source: ', 'from: ', unsourcedAt],
  ['WhatsApp on a short code', CRISIS, shortName, "via: ['call']", "via: ['call', 'whatsapp']", shortAt],
  ['menu link without its slash', NAVIGATION, `label: '${menuItem.label}'`, ...swap('href', menuHref, menuHref.slice(1)), menuAt],
  ['empty search title', P('fee'), PAGE, ...swap('title', fee.seo.title, ''), at(fee, 'seo.title')],
  ['date written day/month/year', P('accessibility'), PAGE, ...swap('lastModified', date, dayFirst), at(accessibility, 'lastModified')],
  ['empty contact heading', P('contact'), 'const contactCopy', ...swap('heading', contactCopy.heading, ''), at(contactCopy, 'heading')],
  [
    'image named with spaces',
    THERAPISTS,
    slug(portrait),
    ...swap('file', portrait.image.file, 'Portrait (1).jpg'),
    at(portrait, 'image.file'),
  ],
  ['two pages with one booking code', THERAPISTS, slug(copier), ...swap('code', copier.code, owner.code), at(copier, 'code')],
  [
    'impossible date',
    THERAPISTS,
    slug(dated),
    ...swap('lastModified', dated.lastModified, '2026-09-31'),
    `（${dated.slug}） › lastModified`,
  ],
  ['author slug misspelt', P('blog'), slug(post), ...swap('authorSlug', author, `${author}x`), `（${post.slug}） › authorSlug`],
  ["'2' for '02'", HOME, 'invitation:', ...swap('tag', tag, String(Number(tag))), at(home, 'invitation.booking.tag')],
  ['video id cut short', HOME, 'categories:', `'${video.url}'`, `'${video.url.slice(0, -1)}'`, videoAt],
  ['placeholder mark in a caption', HOME, 'enterprise:', "logoCaption: '", "logoCaption: '（示意）", at(home, 'enterprise.logoCaption')],
  ['misspelt share image', P(sharing.path), PAGE, ...swap('image', shareImage, `x-${shareImage}`), `（${sharing.path}） › seo.image`],
  ['a second alt for one picture', P(pictured.path), PAGE, "alt: '", "alt: '另一個說法。", at(pictured, 'image.alt')],
  ['misspelt field name', P(misspelt.path), PAGE, 'title:', 'tilte:', at(misspelt, 'seo.tilte')],
  ['wrong link in a link section', P(linking.path), PAGE, ...swap('href', link.href, `${link.href}-gone`), at(link, 'href', linkIndex)],
  [
    'javascript: URL',
    NAVIGATION,
    'export const footerLinks',
    "href: '",
    "href: 'javascript:alert(1)//",
    `「${footerLinks[0]?.label}」 › href`,
  ],
  ['empty menu name', P('faq'), PAGE, ...swap('name', faq.name, ''), `${faq.path} › name`],
  // The privacy page's file holds its account of the website beside the page: checked as well.
  [
    'mark left on the privacy page',
    P('privacy'),
    'export const privacyDisclosure',
    ...swap('heading', privacyHeading, `【待補】${privacyHeading}`),
    'privacyDisclosure › analyticsOff.heading',
  ],
];

describe('npm run check:content', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('passes the content as it is', () => {
    root = copyContent();
    const { status, output } = runCheck(root);
    expect(output).toMatch(/content check passed/);
    expect(status).toBe(0);
  });

  it('reports every broken edit at once, each with its file, line, entry and field, and exits 1', () => {
    root = copyContent();
    const lines = EDITS.map(([what, file, after, find, replace]) => apply(root, { what, file, after, find, replace }));
    const { status, lines: printed, output } = runCheck(root);
    expect(status).toBe(1);
    expect(output).not.toMatch(/\n\s+at |node_modules|Error:/);
    EDITS.forEach(([what, file, , , , at], index) => {
      const match = printed.find((text) => text.startsWith(`${file}:${lines[index]} › `) && text.includes(`${at} — `));
      expect({ what, match }).toEqual({ what, match: expect.stringMatching(/ — .*[\u4e00-\u9fff].*（.*[a-z].*）/) });
    });
  });

  const named = therapists[1] ?? therapists[0];
  it.each([
    ['a full-width comma', `name: '${named?.name}',`, `name: '${named?.name}'，`, /語法（syntax） › .*full-width comma/],
    ['an apostrophe inside a text', "englishName: '", "englishName: 'Mary's ", /語法（syntax） › .*單引號.*apostrophe/],
  ])('reports a syntax slip (%s) by file, line and column, and what it is, before loading anything', (what, find, replace, says) => {
    root = copyContent();
    const line = apply(root, { what, file: THERAPISTS, after: `slug: '${named?.slug}'`, find, replace });
    const { status, lines: printed } = runCheck(root);
    expect(status).toBe(1);
    expect(printed).toContainEqual(expect.stringMatching(new RegExp(`^content/therapists\\.ts:${line}:\\d+ › ${says.source}`)));
  });

  it('refuses a page file in a folder whose route does not render its address', () => {
    // app/problems/[slug] renders the files of content/pages/problems/ at /problems/<slug> only.
    root = copyContent();
    const folder = join(root, 'content/pages/problems');
    const page = `import type { ContentPage } from '../../types';\n\nexport const page = {\n  path: '/new-page',\n  code: 'P90',\n  name: '新頁',\n  lastModified: '2026-11-20',\n  seo: { title: '新頁', description: '${'一段足夠長的搜尋描述。'.repeat(9)}' },\n  heading: '新頁',\n  lead: '引言',\n  sections: [{ kind: 'prose', heading: '新頁', paragraphs: ['歡迎預約。'] }],\n} as const satisfies ContentPage;\n`;
    writeFileSync(join(folder, 'new-page.ts'), page);
    const list = readFileSync(join(folder, 'index.ts'), 'utf8');
    expect(list).toContain('export const problemPages = [');
    writeFileSync(
      join(folder, 'index.ts'),
      `import { page as newPage } from './new-page';\n${list.replace('export const problemPages = [', 'export const problemPages = [newPage, ')}`,
    );
    const { status, lines: printed } = runCheck(root);
    expect(status).toBe(1);
    expect(printed).toContainEqual(
      expect.stringMatching(
        /^content\/pages\/problems\/new-page\.ts:4 › 新頁（\/new-page） › path — .*a problem page's address is \/problems\//,
      ),
    );
  });
});
