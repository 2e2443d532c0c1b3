import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlogPost, ContentPage, Therapist } from '@/content/types';
import { mainNav } from '@/content/navigation';
import { resolveNav } from '@/lib/routes/menus';
import { pageSources } from '@/lib/routes/pages';
import { collectRoutes, type RouteEntry } from '@/lib/routes/route-list';
import { articleJsonLd, profilePageJsonLd } from '@/lib/seo/json-ld';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';
import { absoluteUrl } from '@/lib/routes/site-url';
import { copyContent, runCheck } from './support/content-copy';

/** The breadcrumb trail of the route at `path` in a route list, as paths. */
const trail = (list: readonly RouteEntry[], path: string) =>
  (list.find((route) => route.path === path)?.crumbs ?? []).map((crumb) => crumb.path);

/*
 * Publishing a therapist or an article is one new entry (plus its image): the routes, the menu,
 * the breadcrumbs, the sitemap and the structured data follow from it with no other edit.
 */

// docs/editing.md's own examples, made unique against the content as it is, so that an editor who
// follows docs/editing.md (and adds chan-tai-man as P90) leaves this test green.
const known = collectRoutes(pageSources);
const unused = (base: string, taken: (candidate: string) => boolean) => {
  for (let n = 1; ; n += 1) if (!taken(n === 1 ? base : `${base}-${n}`)) return n === 1 ? base : `${base}-${n}`;
};
const hasPath = (path: string) => known.some((route) => route.path === path);
const THERAPIST_SLUG = unused('chan-tai-man', (slug) => hasPath(`/therapist/${slug}`));
const POST_SLUG = unused('family-meals', (slug) => hasPath(`/blog/${slug}`));
const PAGE_PATH = unused('/groups', (path) => hasPath(path) || existsSync(join('content', 'pages', `${path.slice(1)}.ts`)));
const PAGE_FILE = PAGE_PATH.slice(1);
const [PAGE_CODE = 'P97', POST_CODE = 'P98', THERAPIST_CODE = 'P99'] = Array.from(
  { length: 99 },
  (_, i) => `P${String(i + 1).padStart(2, '0')}`,
)
  .filter((code) => !known.some((route) => route.code === code))
  .slice(-3);

const seo = (title: string) => ({ title, description: `${title}：${'一段足夠長、讓搜尋結果顯示得完整的描述文字。'.repeat(4)}` });

const newTherapist: Therapist = {
  slug: THERAPIST_SLUG,
  code: THERAPIST_CODE,
  lastModified: '2026-11-21',
  seo: { ...seo('陳大文：家庭治療師'), image: `therapist-${THERAPIST_SLUG}.svg` },
  name: '陳大文',
  englishName: 'Chan Tai Man',
  role: '家庭治療師',
  description: '陪伴家庭處理溝通與關係的困擾。',
  image: { file: `therapist-${THERAPIST_SLUG}.svg`, alt: '陳大文治療師的肖像' },
  languages: ['粵語'],
  specialties: ['家庭關係'],
  training: ['家庭治療專業訓練'],
  approach: ['先聆聽，再一起找出根源。'],
  bio: ['陳大文是本中心的家庭治療師。'],
  inTeamGrid: false,
};

const newPost: BlogPost = {
  slug: POST_SLUG,
  code: POST_CODE,
  seo: seo('一起吃飯的力量'),
  title: '一起吃飯的力量',
  excerpt: '一家人坐下來吃一頓飯，可以改變甚麼？',
  authorSlug: THERAPIST_SLUG,
  datePublished: '2026-11-20',
  dateModified: '2026-11-21',
  image: { file: `blog-${POST_SLUG}.svg`, alt: '一家人圍坐吃飯' },
  readingMinutes: 4,
  sections: [{ kind: 'prose', heading: '餐桌上的對話', paragraphs: ['吃飯時的閒談，是家人互相了解的開始。'] }],
};

/** Lets `edit` change a copy of content/, and runs the content check on it. */
function checkEditedCopy(edit: (root: string) => void) {
  const root = copyContent();
  try {
    edit(root);
    return runCheck(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const routes = collectRoutes({
  ...pageSources,
  therapists: [...pageSources.therapists, newTherapist],
  blogPosts: [...pageSources.blogPosts, newPost],
});

describe('a new therapist and a new article, one entry each', () => {
  it('get their pages, with their booking codes and names', () => {
    expect(routes).toContainEqual(
      expect.objectContaining({ path: `/therapist/${THERAPIST_SLUG}`, code: THERAPIST_CODE, name: '陳大文', indexable: true }),
    );
    expect(routes).toContainEqual(
      expect.objectContaining({ path: `/blog/${POST_SLUG}`, code: POST_CODE, name: '一起吃飯的力量', indexable: true }),
    );
  });

  it('appear in the therapists menu', () => {
    const therapistsMenu = resolveNav(mainNav, routes).find((item) => item.children?.some((child) => child.href.startsWith('/therapist/')));
    expect(therapistsMenu?.children).toContainEqual({ label: '陳大文', href: `/therapist/${THERAPIST_SLUG}` });
  });

  it('get breadcrumbs through their index pages', () => {
    expect(trail(routes, `/blog/${POST_SLUG}`)).toEqual(['/', ...trail(routes, '/blog').slice(1), `/blog/${POST_SLUG}`]);
    expect(trail(routes, `/therapist/${THERAPIST_SLUG}`)).toEqual(['/', '/therapist', `/therapist/${THERAPIST_SLUG}`]);
  });

  it('are listed in the sitemap with their dates', () => {
    const sitemap = sitemapEntries(routes);
    expect(sitemap).toContainEqual(
      expect.objectContaining({ url: absoluteUrl(`/therapist/${THERAPIST_SLUG}`), lastModified: '2026-11-21' }),
    );
    expect(sitemap).toContainEqual(expect.objectContaining({ url: absoluteUrl(`/blog/${POST_SLUG}`), lastModified: '2026-11-21' }));
  });

  it('get their structured data, the article credited to the new therapist', () => {
    expect(profilePageJsonLd(newTherapist).mainEntity.name).toBe('陳大文');
    const article = articleJsonLd(newPost, newTherapist);
    expect(article.headline).toBe('一起吃飯的力量');
    expect(article.author.url).toBe(absoluteUrl(`/therapist/${THERAPIST_SLUG}`));
  });

  it('pass the content check when added to a copy of the content with their images', () => {
    const result = checkEditedCopy((root) => {
      const images = join(root, 'content', 'images');
      copyFileSync(join(images, 'logo.svg'), join(images, `therapist-${THERAPIST_SLUG}.svg`));
      copyFileSync(join(images, 'logo.svg'), join(images, `blog-${POST_SLUG}.svg`));
      const append = (file: string, closing: string, entry: object) => {
        const path = join(root, 'content', file);
        const text = readFileSync(path, 'utf8');
        expect(text).toContain(closing);
        writeFileSync(path, text.replace(closing, `  ${JSON.stringify(entry)},\n${closing}`));
      };
      append('therapists.ts', '] as const satisfies readonly Therapist[];', newTherapist);
      append('pages/blog.ts', '] as const satisfies readonly BlogPost[];', newPost);
    });
    expect(result.output).toMatch(/content check passed/);
    expect(result.status).toBe(0);
  }, 120_000);
});

const newPage: ContentPage = {
  path: PAGE_PATH,
  code: PAGE_CODE,
  name: '小組活動',
  lastModified: '2026-11-22',
  seo: seo('小組活動'),
  heading: '小組活動',
  lead: '與其他人一起練習覺察與表達。',
  sections: [{ kind: 'prose', heading: '小組怎樣進行', paragraphs: ['每組六至八人，由治療師帶領。'] }],
};

describe('a new general page, one file in content/pages/ and one line in its list', () => {
  const withPage = collectRoutes({ ...pageSources, sectionPages: [...(pageSources.sectionPages ?? []), newPage] });

  it('gets its route, sitemap line and breadcrumbs', () => {
    expect(withPage).toContainEqual(
      expect.objectContaining({ path: PAGE_PATH, code: PAGE_CODE, name: '小組活動', indexable: true, kind: 'section', page: newPage }),
    );
    expect(sitemapEntries(withPage)).toContainEqual(expect.objectContaining({ url: absoluteUrl(PAGE_PATH), lastModified: '2026-11-22' }));
    expect(trail(withPage, PAGE_PATH)).toEqual(['/', PAGE_PATH]);
  });

  const addGroupsPage = (root: string, listed: boolean) => {
    const pages = join(root, 'content', 'pages');
    writeFileSync(
      join(pages, `${PAGE_FILE}.ts`),
      `import type { ContentPage } from '../types';\n\nexport const page = ${JSON.stringify(newPage)} as const satisfies ContentPage;\n`,
    );
    if (!listed) return;
    const list = join(pages, 'index.ts');
    const text = readFileSync(list, 'utf8');
    expect(text).toContain('export const generalPages = [');
    writeFileSync(
      list,
      `import { page as addedPage } from './${PAGE_FILE}';\n${text.replace('export const generalPages = [', 'export const generalPages = [addedPage, ')}`,
    );
  };

  it('passes the content check when its file is added to a copy of the content and listed', () => {
    const result = checkEditedCopy((root) => addGroupsPage(root, true));
    expect(result.output).toMatch(/content check passed/);
    expect(result.status).toBe(0);
  }, 120_000);

  it('is reported, naming its file and the list, when the list line is forgotten', () => {
    const result = checkEditedCopy((root) => addGroupsPage(root, false));
    expect(result.status).toBe(1);
    expect(result.output).toContain(`content/pages/${PAGE_FILE}.ts:3 › `);
    expect(result.output).toMatch(/沒有列在 content\/pages\/index\.ts/);
  }, 120_000);
});
