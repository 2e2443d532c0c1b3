import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { home } from '@/content/home';
import { footerLinks } from '@/content/navigation';
import { therapists } from '@/content/therapists';
import { apply, copyContent, runCheck, type Edit } from './support/content-copy';

/*
 * `npm run check:content` as an editor meets it: real broken edits on a copy of the content,
 * each of which must be reported on its own line with its file, line, entry and field.
 */

/** The title of the video whose id an edit below cuts short: the check names the video by it. */
const loveVideo = home.videos.categories.find((category) => category.title === '感情關係')?.videos[1];
const loveVideoTitle = loveVideo && 'title' in loveVideo ? loveVideo.title : '';
/** A therapist no other edit below touches. */
const lastTherapist = therapists[therapists.length - 1] ?? therapists[0];
jest.setTimeout(120_000);

// Each edit is independent of the others and lands in a different entry.
const EDITS: readonly Edit[] = [
  {
    what: 'WhatsApp number a digit short',
    file: 'content/site.ts',
    after: 'whatsapp:',
    find: "digits: '85291234567'",
    replace: "digits: '8529123456'",
    entry: 'site',
    field: 'whatsapp.digits',
  },
  {
    what: 'phone number with a letter',
    file: 'content/site.ts',
    after: 'phone:',
    find: "display: '2345 6789'",
    replace: "display: '2345 678O'",
    entry: 'site',
    field: 'phone.display',
  },
  {
    what: 'Facebook URL without https://',
    file: 'content/site.ts',
    after: 'social:',
    find: "url: 'https://www.facebook.com/",
    replace: "url: 'www.facebook.com/",
    entry: '「Facebook 專頁」',
    field: 'url',
  },
  {
    what: 'booking button label emptied',
    file: 'content/site.ts',
    after: 'export const booking',
    find: "buttonLabel: '預約免費初步諮詢'",
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
    after: "name: '精神健康支援熱線'",
    find: "'18111'",
    replace: "'1811l'",
    entry: '「精神健康支援熱線」',
    field: 'number',
  },
  {
    what: 'menu link without its leading slash',
    file: 'content/navigation.ts',
    after: "label: '收費及常見問題'",
    find: "href: '/fee'",
    replace: "href: 'fee'",
    entry: '「收費」',
    field: 'href',
  },
  {
    what: 'empty search title',
    file: 'content/pages/fee.ts',
    after: "path: '/fee'",
    find: "title: '心理治療收費及預約須知'",
    replace: "title: ''",
    entry: '收費（/fee）',
    field: 'seo.title',
  },
  {
    what: 'sitemap date written day/month/year',
    file: 'content/pages/accessibility.ts',
    after: "path: '/accessibility'",
    find: "lastModified: '2026-11-20'",
    replace: "lastModified: '21/11/2026'",
    entry: '無障礙聲明（/accessibility）',
    field: 'lastModified',
  },
  {
    what: 'empty contact heading',
    file: 'content/pages/contact.ts',
    after: 'export const contactCopy',
    find: "heading: '聯絡我們'",
    replace: "heading: ''",
    entry: '聯絡我們（/contact）',
    field: 'heading',
  },
  {
    what: 'image named with spaces',
    file: 'content/therapists.ts',
    after: "slug: 'ho-ka-yan'",
    find: "file: 'therapist-ho-ka-yan.svg'",
    replace: "file: 'Ho Ka Yan (1).jpg'",
    entry: '何嘉欣（ho-ka-yan）',
    field: 'image.file',
  },
  {
    what: 'two pages with one booking code',
    file: 'content/therapists.ts',
    after: "slug: 'lau-mei-ling'",
    find: "code: 'P21'",
    replace: "code: 'P20'",
    entry: '劉美玲（lau-mei-ling）',
    field: 'code',
  },
  {
    what: 'impossible date',
    file: 'content/therapists.ts',
    after: `slug: '${lastTherapist.slug}'`,
    find: `lastModified: '${lastTherapist.lastModified}'`,
    replace: "lastModified: '2026-09-31'",
    entry: `（${lastTherapist.slug}）`,
    field: 'lastModified',
  },
  {
    what: 'author slug misspelt',
    file: 'content/pages/blog.ts',
    after: 'slug:',
    find: "authorSlug: 'chan-sum-yee'",
    replace: "authorSlug: 'chan-sum-yi'",
    entry: '（what-is-family-constellation）',
    field: 'authorSlug',
  },
  {
    what: "'2' for '02'",
    file: 'content/home.ts',
    after: 'invitation:',
    find: "tag: '02'",
    replace: "tag: '2'",
    entry: '首頁（/）',
    field: 'invitation.booking.tag',
  },
  {
    what: 'video id cut short',
    file: 'content/home.ts',
    after: 'categories:',
    find: 'watch?v=Sk9gI4oPw3Y',
    replace: 'watch?v=Sk9gI4oPw3',
    entry: `「感情關係」 › videos › 「${loveVideoTitle}」`,
    field: 'url',
  },
  {
    what: 'placeholder mark left in a caption',
    file: 'content/home.ts',
    after: 'enterprise:',
    find: "logoCaption: '",
    replace: "logoCaption: '（示意）",
    entry: '首頁（/）',
    field: 'enterprise.logoCaption',
  },
  {
    what: 'misspelt share image',
    file: 'content/pages/services/isp.ts',
    after: "path: '/services/isp'",
    find: "image: 'service-isp.svg'",
    replace: "image: 'service-ips.svg'",
    entry: '（/services/isp）',
    field: 'seo.image',
  },
  {
    what: 'a second alt for one picture',
    file: 'content/pages/problems/wealth.ts',
    after: "path: '/problems/wealth'",
    find: "alt: '",
    replace: "alt: '一棵從石縫中長出來的小樹。",
    entry: '事業與金錢（/problems/wealth）',
    field: 'image.alt',
  },
  {
    what: 'misspelt field name',
    file: 'content/pages/problems/family.ts',
    after: "path: '/problems/family'",
    find: 'title:',
    replace: 'tilte:',
    entry: '家庭關係（/problems/family）',
    field: 'seo.tilte',
  },
  {
    what: 'wrong link in a link section',
    file: 'content/pages/problems/emotion.ts',
    after: "path: '/problems/emotion'",
    find: "href: '/crisis-support'",
    replace: "href: '/crisis'",
    entry: '「緊急求助」',
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
    after: "path: '/faq'",
    find: "name: '常見問題'",
    replace: "name: ''",
    entry: '/faq',
    field: 'name',
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
    const page = `import type { ContentPage } from '../../types';\n\nexport const page = {\n  path: '/new-page',\n  code: 'P90',\n  name: '新頁',\n  lastModified: '2026-11-20',\n  seo: { title: '新頁', description: '${'一段足夠長的搜尋描述。'.repeat(9)}' },\n  heading: '新頁',\n  lead: '引言',\n  sections: [{ kind: 'booking', heading: '預約', text: '歡迎預約。' }],\n} as const satisfies ContentPage;\n`;
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
