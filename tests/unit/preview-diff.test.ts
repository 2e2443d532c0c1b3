/**
 * @jest-environment node
 */
import { SIMPLIFIED } from '@/lib/edition/data.mjs';
import { readPage } from '@/scripts/content-check/published/read-page';
import { compareSites, formatChanges, lineHunks, MANY_PAGES } from '@/scripts/preview/page-diff';

/** The Simplified edition's folder, as written in one module. */
const Z = SIMPLIFIED.base;

/** A small page as the export writes one: a header and footer every page shares, and its own text. */
const page = (title: string, body: string, footer = '致電 2111 2222') =>
  `<!DOCTYPE html><html><head><title>${title}</title><meta name="description" content="${title}的說明"><script>var x = "2999 9999";</script></head>` +
  `<body><header><a href="/">中心</a></header><main><h1>${title}</h1>${body}<img src="/generated/img/pic-640.avif" alt="一幅畫"></main><footer><p>${footer}</p></footer></body></html>`;

const textOf = (html: string) => {
  const read = readPage(html);
  return [`title: ${read.title}`, `description: ${read.description}`, ...read.lines];
};
const site = (pages: Record<string, string>) => new Map(Object.entries(pages).map(([path, html]) => [path, textOf(html)]));

describe('reading a page', () => {
  it('gives its visible text as lines, its pictures by alt, and no script text', () => {
    const read = readPage(page('收費', '<p>每節 <b>HK$1,600</b>。</p>'));
    expect(read.title).toBe('收費');
    expect(read.description).toBe('收費的說明');
    expect(read.lines).toEqual(['中心', '收費', '每節 HK$1,600。', '[一幅畫]', '致電 2111 2222']);
    expect(read.images).toEqual([{ src: '/generated/img/pic-640.avif', alt: '一幅畫' }]);
    expect(read.links).toEqual(['/']);
  });
});

describe('the changes between two builds', () => {
  it('finds the lines that changed, in order', () => {
    expect(lineHunks(['a', 'b', 'c', 'd'], ['a', 'B', 'c', 'd', 'e'])).toEqual([
      { removed: ['b'], added: ['B'] },
      { removed: [], added: ['e'] },
    ]);
    expect(lineHunks(['a'], ['a'])).toEqual([]);
  });

  it('reports a one-word change on one page and its twin as one change on two pages', () => {
    const before = site({ '/a': page('甲', '<p>你好</p>'), [`${Z}/a`]: page('甲', '<p>你好</p>'), '/b': page('乙', '<p>早晨</p>') });
    const after = site({ '/a': page('甲', '<p>您好</p>'), [`${Z}/a`]: page('甲', '<p>您好</p>'), '/b': page('乙', '<p>早晨</p>') });
    const changes = compareSites(before, after);
    expect(changes.pages).toEqual(['/a', `${Z}/a`]);
    expect(changes.groups).toEqual([{ removed: ['你好'], added: ['您好'], pages: ['/a', `${Z}/a`] }]);
    expect(changes.flags).toEqual([]);
    const report = formatChanges(changes);
    expect(report).toContain('2 頁有同一改動（the same change on 2 pages）');
    // A sentence changed in place reads before → after.
    expect(report).toMatch(/~ 改為（before → after）：.+ → .+/);
    expect(report.split('\n').at(-1)).toBe('2 pages change');
  });

  it('groups one change repeated on every page, and flags an edit reaching more than ten pages', () => {
    const paths = Array.from({ length: MANY_PAGES + 2 }, (_, i) => `/p${i}`);
    const before = site(Object.fromEntries(paths.map((path) => [path, page(path, `<p>${path}</p>`)])));
    const after = site(Object.fromEntries(paths.map((path) => [path, page(path, `<p>${path}</p>`, '致電 2111 2223')])));
    const changes = compareSites(before, after);
    // Once per page, though the changed line shows twice on the first page.
    expect(
      compareSites(site({ '/a': page('甲', '<p>x</p><p>甲</p><p>x</p>') }), site({ '/a': page('甲', '<p>y</p><p>甲</p><p>y</p>') })).groups,
    ).toEqual([{ removed: ['x'], added: ['y'], pages: ['/a'] }]);
    expect(changes.groups).toHaveLength(1);
    expect(changes.groups[0]?.pages).toHaveLength(paths.length);
    expect(changes.flags).toEqual([expect.stringContaining(`more than ${MANY_PAGES}`), expect.stringContaining('2111 2222 → 2111 2223')]);
    expect(formatChanges(changes).split('\n').at(-1)).toBe(`${paths.length} pages change`);
  });

  const feePage = (text: string) => site({ '/fee': page('收費', `<p>${text}</p>`) });
  const before = '每節 HK$1,600；每日上午 9 時至下午 6 時；熱線 18111';
  it.each([
    ['flags a fee changing anywhere', '每節 HK$1,700；每日上午 9 時至下午 6 時；熱線 18111', ['HK$1,600 → HK$1,700']],
    [
      'flags the hours changing anywhere',
      '每節 HK$1,600；每日上午 9 時至下午 7 時；熱線 18111',
      ['每日上午 9 時至下午 6 時 → 每日上午 9 時至下午 7 時'],
    ],
    ['flags a watched crisis number changing anywhere', '每節 HK$1,600；每日上午 9 時至下午 6 時；熱線 18112', ['18111 → —']],
    ['flags nothing when only the words change', '每節 HK$1,600；每日上午 9 時至下午 6 時；熱線 18111。', []],
  ])('%s, even on one page', (_, after, flags) => {
    expect(compareSites(feePage(before), feePage(after), ['18111']).flags).toEqual(flags.map((flag) => expect.stringContaining(flag)));
  });

  it('names new and removed pages', () => {
    const changes = compareSites(site({ '/a': page('甲', '') }), site({ '/b': page('乙', '') }));
    expect(changes.newPages).toEqual(['/b']);
    expect(changes.removedPages).toEqual(['/a']);
    expect(changes.pages).toEqual(['/a', '/b']);
  });
});
