/**
 * @jest-environment node
 */
import { SIMPLIFIED } from '@/lib/edition/data.mjs';
import { readPage } from '@/scripts/content-check/published/read-page';
import { auditPublished, pictureOf, type PublishedPage, type PublishedSources } from '@/scripts/content-check/published/rules';

/** The Simplified edition's folder, as written in one module. */
const Z = SIMPLIFIED.base;

/** Sources of the test's own: editors change the real ones. */
const sources: PublishedSources = {
  phones: new Map([
    ['21112222', 'content/site.ts phone'],
    ['18111', 'content/crisis-lines.ts'],
    ['01082951332', 'content/crisis-lines.ts'],
  ]),
  fees: new Map([[1600, 'individual']]),
  hours: ['每日上午 9 時至下午 6 時', '每日上午 9 时至下午 6 时'],
  names: [
    { traditional: '心晴中心', simplified: '心晴中心' },
    { traditional: '亞洲學會', simplified: '亚洲学会' },
  ],
  redirectors: ['l.facebook.com', 'bit.ly'],
  blockedOnMainland: ['youtube.com', 'wa.me'],
};

const html = ({ title = '頁', description = '說明', body = '' }) =>
  `<!DOCTYPE html><html><head><title>${title}｜心晴中心</title><meta name="description" content="${description}"></head><body><header>心晴中心</header><main>${body}</main></body></html>`;

const page = (path: string, parts: Parameters<typeof html>[0]): PublishedPage => ({
  path,
  simplified: path.startsWith(Z),
  ...readPage(html(parts)),
});

const where = (text: string) => `content/x.ts:${text.length}`;
const found = (pages: PublishedPage[]) => auditPublished(pages, sources, where).map(({ rule, page: at, text }) => `${rule} ${at} ${text}`);

describe('the audit of the published pages', () => {
  it('passes pages that state the sources as they are', () => {
    const good =
      '<p>致電 2111 2222 或 18111；每節 HK$1,600；每日上午 9 時至下午 6 時。亞洲學會</p><a href="https://www.youtube.com/@x">片</a>';
    expect(
      found([
        page('/a', { title: '甲', description: '甲說明', body: good }),
        page(`${Z}/a`, { title: '甲', description: '甲说明', body: '<p>每日上午 9 时至下午 6 时。亚洲学会</p>' }),
      ]),
    ).toEqual([]);
  });

  it('reads a number written with its area code as that number, and its local part alone as unknown', () => {
    expect(found([page('/a', { body: '<p>北京：010-82951332</p>' })])).toEqual([]);
    expect(found([page('/a', { body: '<p>北京：8295 1332</p>' })])).toEqual(['published-phones /a 8295 1332']);
  });

  it('names a number, an amount and hours that no source holds', () => {
    const problems = auditPublished(
      [page('/a', { body: '<p>致電 2111 2223；每節 HK$1,500；每日上午 9 時至下午 7 時</p>' })],
      sources,
      where,
    );
    expect(problems.map((p) => [p.rule, p.page, p.text])).toEqual([
      ['published-phones', '/a', '2111 2223'],
      ['published-fees', '/a', 'HK$1,500'],
      ['published-hours', '/a', '每日上午 9 時至下午 7 時'],
    ]);
    expect(problems[0]).toMatchObject({ source: expect.stringContaining('content/site.ts'), fix: 'content/x.ts:9' });
  });

  it('refuses two pages with one title or one description', () => {
    expect(found([page('/a', { title: '甲', description: '同' }), page('/b', { title: '甲', description: '異' })])).toEqual([
      'published-unique-search /b title: 甲｜心晴中心',
    ]);
    expect(found([page('/a', { title: '甲', description: '同' }), page('/b', { title: '乙', description: '同' })])).toEqual([
      'published-unique-search /b description: 同',
    ]);
    // The two editions of a page are not a copy of each other.
    expect(found([page('/a', { title: '甲' }), page(`${Z}/a`, { title: '甲' })])).toEqual([]);
  });

  it('keeps one alt per picture and one picture per alt, whatever size the image step made', () => {
    expect(pictureOf('/generated/img/therapist-chan-640.avif')).toBe('therapist-chan');
    // The image step's names: one picture whatever width a page's sizes leave as its src.
    expect(pictureOf('/generated/img/therapist-chan-640.c99c611511.webp')).toBe('therapist-chan');
    expect(pictureOf('/generated/img/therapist-chan-800.c99c611511.webp')).toBe('therapist-chan');
    /** A page showing /g/pic-320.webp as 一幅畫, and a second showing `src` as `alt`. */
    const beside = (src: string, alt: string) =>
      found([
        page('/a', { title: '甲', description: '甲', body: '<img src="/g/pic-320.webp" alt="一幅畫">' }),
        page('/b', { title: '乙', description: '乙', body: `<img src="${src}" alt="${alt}">` }),
      ]);
    expect(beside('/g/pic-640.avif', '另一幅畫')).toEqual(['published-alt /b pic: 另一幅畫']);
    expect(beside('/g/other-640.avif', '一幅畫')).toEqual(['published-alt /b other: 一幅畫']);
  });

  it('refuses a Simplified twin where an override rewrote a protected name', () => {
    expect(found([page('/a', { body: '<p>亞洲學會</p>' }), page(`${Z}/a`, { body: '<p>亚洲协会</p>' })])).toEqual([
      `published-names ${Z}/a 亚洲学会 (1 on /a, 0 here)`,
    ]);
    // A twin that does not say it (each edition's footer shows its own place's crisis lines) passes
    // when another Simplified page writes it right; never said right anywhere, it is refused.
    const other = [page(`${Z}/b`, { title: '乙', description: '乙', body: '<p>亚洲学会</p>' })];
    expect(found([page('/a', { body: '<p>亞洲學會</p>' }), page(`${Z}/a`, { body: '<p>另一句</p>' }), ...other])).toEqual([]);
    expect(found([page('/a', { body: '<p>亞洲學會</p>' }), page(`${Z}/a`, { body: '<p>另一句</p>' })])).toEqual([
      `published-names ${Z}/a 亚洲学会 (1 on /a, 0 here)`,
    ]);
  });

  it('refuses a redirector anywhere, and a site blocked on the mainland on a Simplified page only', () => {
    const links = '<a href="https://bit.ly/abc">a</a><a href="https://wa.me/85291234567">b</a>';
    expect(found([page('/a', { body: links }), page(`${Z}/a`, { body: links })])).toEqual([
      'published-links /a https://bit.ly/abc',
      `published-links ${Z}/a https://bit.ly/abc`,
      `published-links ${Z}/a https://wa.me/85291234567`,
    ]);
  });
});
