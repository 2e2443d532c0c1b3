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
import { apply, copyContent, runCheck, type Edit } from './support/content-copy';

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
const label = (value: unknown, index = 0) => entryLabel(value, index);
const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

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
const channelField = (field: string) => `channels › 第 1 項 › ${field}`;
const menuItem = pick(
  (mainNav as readonly NavItem[]).find((item) => item.children?.some((child) => child.href.startsWith('/'))),
  'menu item with a sub-menu',
);
const menuChildIndex = menuItem.children?.findIndex((child) => child.href.startsWith('/')) ?? 0;
const menuChild = pick(menuItem.children?.[menuChildIndex], 'sub-menu link');
// Three therapists from the end of the list: one misnamed picture, and a later one that takes
// the booking code of the one before it (the later one is blamed); the first gets a bad date.
const imageTherapist = pick(therapists.at(-1), 'therapist');
const codeTherapist = pick(therapists.at(-2), 'second therapist');
const codeOwner = pick(therapists.at(-3), 'third therapist');
const dateTherapist = pick(therapists[0], 'therapist');
const post = pick(blogPosts[0], 'article');
const categoryIndex = home.videos.categories.findIndex((category) => category.videos.some((video) => 'title' in video));
const category = pick(home.videos.categories[categoryIndex], 'video category with a titled video');
const videoIndex = category.videos.findIndex((video) => 'title' in video);
const video = pick(category.videos[videoIndex], 'titled video');
const sharing = pick(
  servicePages.find((page) => page.seo.image),
  'service page with a share image',
);
const pictured = pick(
  problemPages.find((page) => page.image),
  'problem page with a picture',
);
const misspelt = pick(
  problemPages.find((page) => page !== pictured),
  'second problem page',
);
const linking = pick(
  [...servicePages, ...problemPages].find(
    (page) => page !== pictured && page !== misspelt && page.sections.some((section) => section.kind === 'links'),
  ),
  'page with a links section',
);
const linksSection = linking.sections.find((section) => section.kind === 'links');
const linkIndex = linksSection?.kind === 'links' ? linksSection.items.findIndex((item) => item.href.startsWith('/')) : -1;
const link = pick(linksSection?.kind === 'links' ? linksSection.items[linkIndex] : undefined, 'internal link in a links section');
const servicesFile = (page: { path: string }) => `content/pages/services/${lastSegment(page.path)}.ts`;
const problemsFile = (page: { path: string }) => `content/pages/problems/${lastSegment(page.path)}.ts`;
jest.setTimeout(120_000);

// Each edit is independent of the others: an entry with one slip the schema refuses is left out of
// the checks across entries, so those (codes, authors, links) are made on entries that pass.
const EDITS: readonly Edit[] = [
  {
    what: 'WhatsApp number a digit short',
    file: 'content/site.ts',
    after: 'whatsapp:',
    find: `digits: '${site.whatsapp.digits}'`,
    replace: `digits: '${site.whatsapp.digits.slice(0, -1)}'`,
    entry: 'site',
    field: 'whatsapp.digits',
  },
  {
    what: 'phone number with a letter',
    file: 'content/site.ts',
    after: 'phone:',
    find: `display: '${site.phone.display}'`,
    replace: `display: '${site.phone.display.slice(0, -1)}O'`,
    entry: 'site',
    field: 'phone.display',
  },
  {
    what: 'social link without https://',
    file: 'content/site.ts',
    after: 'social:',
    find: `url: '${social.url}'`,
    replace: `url: '${social.url.replace('https://', '')}'`,
    entry: label(social),
    field: 'url',
  },
  {
    what: 'booking button label emptied',
    file: 'content/site.ts',
    after: 'export const booking',
    find: `buttonLabel: '${booking.buttonLabel}'`,
    replace: "buttonLabel: ''",
    entry: 'booking',
    field: 'buttonLabel',
  },
  {
    what: 'crisis hotline text emptied',
    file: 'content/chrome.ts',
    after: 'crisisTitle',
    find: "crisisText: '",
    replace: "crisisText: '', crisisOld: '",
    entry: 'chrome',
    field: 'crisisText',
  },
  {
    what: 'crisis hotline number with a letter',
    file: 'content/crisis-lines.ts',
    after: `name: '${supportLine.name}'`,
    find: `'${supportNumber}'`,
    replace: `'${supportNumber.slice(0, -1)}l'`,
    entry: label(supportLine, supportIndex),
    field: channelField('number'),
  },
  {
    what: 'Hong Kong hotline number with a digit missing',
    file: 'content/crisis-lines.ts',
    after: `name: '${eightDigits.line.name}'`,
    find: `'${eightDigitNumber}'`,
    replace: `'${eightDigitNumber.slice(0, -1)}'`,
    entry: label(eightDigits.line, eightDigits.index),
    field: channelField('number'),
  },
  {
    what: 'hotline number without its source',
    file: 'content/crisis-lines.ts',
    after: `name: '${unsourced.line.name}'`,
    find: 'source: ',
    replace: 'from: ',
    entry: label(unsourced.line, unsourced.index),
    field: channelField('source'),
  },
  {
    what: 'WhatsApp on a short code',
    file: 'content/crisis-lines.ts',
    after: `name: '${shortCode.line.name}'`,
    find: "via: ['call']",
    replace: "via: ['call', 'whatsapp']",
    entry: label(shortCode.line, shortCode.index),
    field: channelField('number'),
  },
  {
    what: 'menu link without its leading slash',
    file: 'content/navigation.ts',
    after: `label: '${menuItem.label}'`,
    find: `href: '${menuChild.href}'`,
    replace: `href: '${menuChild.href.slice(1)}'`,
    entry: label(menuChild, menuChildIndex),
    field: 'href',
  },
  {
    what: 'empty search title',
    file: 'content/pages/fee.ts',
    after: 'export const page',
    find: `title: '${fee.seo.title}'`,
    replace: "title: ''",
    entry: label(fee),
    field: 'seo.title',
  },
  {
    what: 'sitemap date written day/month/year',
    file: 'content/pages/accessibility.ts',
    after: 'export const page',
    find: `lastModified: '${accessibility.lastModified}'`,
    replace: `lastModified: '${accessibility.lastModified.split('-').reverse().join('/')}'`,
    entry: label(accessibility),
    field: 'lastModified',
  },
  {
    what: 'empty contact heading',
    file: 'content/pages/contact.ts',
    after: 'export const contactCopy',
    find: `heading: '${contactCopy.heading}'`,
    replace: "heading: ''",
    entry: label(contactCopy),
    field: 'heading',
  },
  {
    what: 'image named with spaces',
    file: 'content/therapists.ts',
    after: `slug: '${imageTherapist.slug}'`,
    find: `file: '${imageTherapist.image.file}'`,
    replace: "file: 'Portrait (1).jpg'",
    entry: label(imageTherapist),
    field: 'image.file',
  },
  {
    what: 'two pages with one booking code',
    file: 'content/therapists.ts',
    after: `slug: '${codeTherapist.slug}'`,
    find: `code: '${codeTherapist.code}'`,
    replace: `code: '${codeOwner.code}'`,
    entry: label(codeTherapist),
    field: 'code',
  },
  {
    what: 'impossible date',
    file: 'content/therapists.ts',
    after: `slug: '${dateTherapist.slug}'`,
    find: `lastModified: '${dateTherapist.lastModified}'`,
    replace: "lastModified: '2026-09-31'",
    entry: `（${dateTherapist.slug}）`,
    field: 'lastModified',
  },
  {
    what: 'author slug misspelt',
    file: 'content/pages/blog.ts',
    after: `slug: '${post.slug}'`,
    find: `authorSlug: '${post.authorSlug}'`,
    replace: `authorSlug: '${post.authorSlug}x'`,
    entry: `（${post.slug}）`,
    field: 'authorSlug',
  },
  {
    what: "'2' for '02'",
    file: 'content/home.ts',
    after: 'invitation:',
    find: `tag: '${home.invitation.booking.tag}'`,
    replace: `tag: '${Number(home.invitation.booking.tag)}'`,
    entry: label(home),
    field: 'invitation.booking.tag',
  },
  {
    what: 'video id cut short',
    file: 'content/home.ts',
    after: 'categories:',
    find: `'${video.url}'`,
    replace: `'${video.url.slice(0, -1)}'`,
    entry: `${label(category, categoryIndex)} › videos › ${label(video, videoIndex)}`,
    field: 'url',
  },
  {
    what: 'placeholder mark left in a caption',
    file: 'content/home.ts',
    after: 'enterprise:',
    find: "logoCaption: '",
    replace: "logoCaption: '（示意）",
    entry: label(home),
    field: 'enterprise.logoCaption',
  },
  {
    what: 'misspelt share image',
    file: servicesFile(sharing),
    after: 'export const page',
    find: `image: '${sharing.seo.image}'`,
    replace: `image: 'x-${sharing.seo.image}'`,
    entry: `（${sharing.path}）`,
    field: 'seo.image',
  },
  {
    what: 'a second alt for one picture',
    file: problemsFile(pictured),
    after: 'export const page',
    find: "alt: '",
    replace: "alt: '另一個說法。",
    entry: label(pictured),
    field: 'image.alt',
  },
  {
    what: 'misspelt field name',
    file: problemsFile(misspelt),
    after: 'export const page',
    find: 'title:',
    replace: 'tilte:',
    entry: label(misspelt),
    field: 'seo.tilte',
  },
  {
    what: 'wrong link in a link section',
    file: linking.path.startsWith('/services/') ? servicesFile(linking) : problemsFile(linking),
    after: 'export const page',
    find: `href: '${link.href}'`,
    replace: `href: '${link.href}-gone'`,
    entry: label(link, linkIndex),
    field: 'href',
  },
  {
    what: 'javascript: URL',
    file: 'content/navigation.ts',
    after: 'export const footerLinks',
    find: "href: '",
    replace: "href: 'javascript:alert(1)//",
    entry: `「${footerLinks[0]?.label}」`,
    field: 'href',
  },
  {
    what: 'empty menu name',
    file: 'content/pages/faq.ts',
    after: 'export const page',
    find: `name: '${faq.name}'`,
    replace: "name: ''",
    entry: faq.path,
    field: 'name',
  },
  {
    // The privacy page's file holds its account of the website beside the page: checked as well.
    what: "placeholder mark left in the privacy page's account of the website",
    file: 'content/pages/privacy.ts',
    after: 'export const privacyDisclosure',
    find: `heading: '${privacyDisclosure.analyticsOff.heading}'`,
    replace: `heading: '【待補】${privacyDisclosure.analyticsOff.heading}'`,
    entry: 'privacyDisclosure',
    field: 'analyticsOff.heading',
  },
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
    const lines = new Map<Edit, number>();
    for (const edit of EDITS) lines.set(edit, apply(root, edit));
    const { status, lines: printed, output } = runCheck(root);
    expect(status).toBe(1);
    expect(output).not.toMatch(/\n\s+at |node_modules|Error:/);
    for (const edit of EDITS) {
      const line = lines.get(edit);
      const match = printed.find(
        (text) => text.startsWith(`${edit.file}:${line} › `) && text.includes(edit.entry) && text.includes(` › ${edit.field} — `),
      );
      expect({ edit: edit.what, match }).toEqual({ edit: edit.what, match: expect.stringMatching(/ — .*[\u4e00-\u9fff].*（.*[a-z].*）/) });
    }
  });

  const named = therapists[1] ?? therapists[0];
  it.each([
    ['a full-width comma', `name: '${named?.name}',`, `name: '${named?.name}'，`, /語法（syntax） › .*full-width comma/],
    ['an apostrophe inside a text', "englishName: '", "englishName: 'Mary's ", /語法（syntax） › .*單引號.*apostrophe/],
  ])('reports a syntax slip (%s) by file, line and column, and what it is, before loading anything', (what, find, replace, says) => {
    root = copyContent();
    const line = apply(root, { what, file: 'content/therapists.ts', after: `slug: '${named?.slug}'`, find, replace, entry: '', field: '' });
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
