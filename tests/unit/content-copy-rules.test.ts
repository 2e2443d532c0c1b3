import { wordForms } from '@/content/word-forms';
import {
  countsInDescriptions,
  feeCardsWithoutFee,
  hongKongWords,
  ownDomainLinks,
  simplifiedText,
  testimonialAuthors,
} from '@/lib/check/copy-rules';
import type { ContentRule } from '@/lib/check/rules';
import type { LoadedExport } from '@/lib/check/cross';

/*
 * The README's rules for the words of the site, each as the check applies it: the slip is
 * reported at its field with what to write; the forms the README gives pass.
 */
const site = { file: 'content/site.ts', exportName: 'site', path: [], value: { origin: 'https://www.example.hk' } };
const table = { file: 'content/word-forms.ts', exportName: 'wordForms', path: [], value: wordForms };
const found = (rule: ContentRule, value: unknown) =>
  rule([site, table, { file: 'content/pages/fee.ts', exportName: 'page', path: [], value } satisfies LoadedExport]).map(
    (problem) => `${problem.path.join('.')}: ${problem.message}`,
  );

describe('a link to our own page', () => {
  it('is its path, not the full address, with or without www, http or a trailing slash', () => {
    expect(found(ownDomainLinks, { href: '/blog', url: 'https://www.facebook.com/example.hk' })).toEqual([]);
    expect(
      found(ownDomainLinks, { a: { href: 'https://www.example.hk/blog/' }, b: 'http://example.hk/fee#terms', c: 'https://www.example.hk' }),
    ).toEqual([
      expect.stringMatching(/^a\.href: .*寫 \/blog（/),
      expect.stringMatching(/^b: .*寫 \/fee#terms（/),
      expect.stringMatching(/^c: .*寫 \/（/),
    ]);
  });
});

describe('a testimonial', () => {
  it('is signed with a first name or a courtesy form, never a full name; a book keeps its author', () => {
    const quote = (author: string) => ({ kind: 'quote', text: '我學會了停一停。', author });
    expect(
      found(testimonialAuthors, [quote('美寶'), quote('阿欣'), quote('陳小姐'), quote('何太'), quote('林先生'), quote('Amy')]),
    ).toEqual([]);
    expect(found(testimonialAuthors, { title: '書', author: '陳心怡 著', year: '2019 年出版' })).toEqual([]);
    expect(found(testimonialAuthors, [quote('陳美寶'), quote('Amy Chan')])).toEqual([
      expect.stringMatching(/^0\.author: .*不寫全名：把「陳美寶」改為/),
      expect.stringMatching(/^1\.author: .*"Amy Chan"/),
    ]);
  });
});

describe('a fee card', () => {
  it('that shows a session fee carries it as fee; a workshop or a package priced otherwise need not', () => {
    const cards = (...items: object[]) => ({ sections: [{ kind: 'cards', heading: '收費', items }] });
    expect(
      found(feeCardsWithoutFee, cards({ title: '個人', text: '每節 HK$1,600。', fee: 1600 }, { title: '工作坊', text: '一天 HK$2,800。' })),
    ).toEqual([]);
    expect(
      found(feeCardsWithoutFee, cards({ title: '個人', text: '每節 HK$1,600。', fee: 1600 }, { title: '伴侶', text: '每節 HK$2,200。' })),
    ).toEqual([expect.stringMatching(/^sections\.0\.items\.1: .*加上 fee: 2200/)]);
  });
});

describe('Hong Kong words', () => {
  it('refuses each form of content/word-forms.ts, naming the one to write, and 評估 beside the free offer', () => {
    expect(found(hongKongWords, { a: '上網觀看影片', b: '首次療程：整理與評估' })).toEqual([]);
    const [row] = wordForms;
    expect(found(hongKongWords, { a: `請${row.not[0]}`, b: '預約免費初步評估' })).toEqual([
      expect.stringMatching(new RegExp(`^a: 香港寫法是「${row.write}」，不是「${row.not[0]}」`)),
      expect.stringMatching(/^b: .*把「免費初步評估」改為「免費初步諮詢」/),
    ]);
  });
});

describe('Simplified characters', () => {
  it('are named with the Traditional form to write; Traditional characters that OpenCC also maps (台, 里, 后) and Hong Kong variants pass', () => {
    expect(found(simplifiedText, { a: '港鐵旺角站 B2 出口，步行約 5 分鐘；皇后大道，鄰里，溫暖的家', b: '着重身心' })).toEqual([]);
    expect(found(simplifiedText, { a: '这里的问题', b: { c: '网络和身体' } })).toEqual([
      'a: 這段文字有簡體字，請用繁體：「这」→「這」、「问」→「問」、「题」→「題」（this text has Simplified characters; write them in Traditional: 「这」→「這」、「问」→「問」、「题」→「題」）',
      expect.stringMatching(/^b\.c: .*「网」→「網」、「络」→「絡」、「体」→「體」/),
    ]);
  });

  it('include the most common ones an editor would paste from a mainland page', () => {
    expect(found(simplifiedText, { a: '们个说为时过对发会这经进动现' }).join('')).toMatch(/「们」.*「现」/);
  });
});

describe('a search description', () => {
  it('carries no count of people or articles', () => {
    const page = (description: string) => ({ seo: { title: 't', description } });
    expect(found(countsInDescriptions, page('預約免費初步諮詢（約 20 分鐘），每節 60 分鐘。'))).toEqual([]);
    expect(found(countsInDescriptions, page('認識我們的六位治療師。'))).toEqual([expect.stringMatching(/^seo\.description: .*「六位」/)]);
    expect(found(countsInDescriptions, page('本中心 12 篇文章'))).toEqual([expect.stringMatching(/^seo\.description: .*「12 篇」/)]);
  });
});
