import { cautions, describedBy } from '@/content/cautions';
import { home } from '@/content/home';
import { generalPages } from '@/content/pages';
import { blogIndexPage, blogPosts } from '@/content/pages/blog';
import { contactCopy } from '@/content/pages/contact';
import { problemPages } from '@/content/pages/problems';
import { profileCopy } from '@/content/pages/profile';
import { servicePages } from '@/content/pages/services';
import { servicesOverview } from '@/content/services-overview';
import { therapists } from '@/content/therapists';
import { mainlandWords, protectedNames, simplifiedOverrides } from '@/content/simplified-overrides';
import { wordForms } from '@/content/word-forms';
import { memoryCautions } from '@/scripts/content-check/rules/cautions';
import { searchInfo, signedName } from '@/lib/schema/pages';
import { ownDomainLinks, simplifiedText } from '@/scripts/content-check/rules/copy';
import { hongKongWords } from '@/scripts/content-check/rules/word-forms';
import type { FoundProblem, LoadedExport } from '@/scripts/content-check/types';
import { loadedAs } from './support/content-copy';

type ContentRule = (loaded: readonly LoadedExport[]) => FoundProblem[];

/*
 * docs/editing.md's rules for the words of the site, each as the check applies it: the slip is
 * reported at its field with what to write; the forms docs/editing.md gives pass.
 */
const site = loadedAs('content/site.ts', 'site', { origin: 'https://www.example.hk' });
const table = loadedAs('content/word-forms.ts', 'wordForms', wordForms);
const found = (rule: ContentRule, value: unknown) =>
  rule([site, table, loadedAs('content/pages/fee.ts', 'page', value)]).map((problem) => `${problem.path.join('.')}: ${problem.message}`);

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

/** What the schema says of a value, each issue as path: message. */
const refused = (schema: typeof signedName | typeof searchInfo, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('a testimonial (a refinement of the schema)', () => {
  it('is signed with a first name or a courtesy form, never a full name', () => {
    for (const name of ['美寶', '阿欣', '陳小姐', '何太', '林先生', 'Amy']) expect(refused(signedName, name)).toEqual([]);
    expect(refused(signedName, '陳美寶')).toEqual([expect.stringMatching(/^: .*不寫全名：把「陳美寶」改為/)]);
    expect(refused(signedName, 'Amy Chan')).toEqual([expect.stringMatching(/"Amy Chan"/)]);
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

  it("pass Hong Kong's own forms, and name Hong Kong's form to write (OpenCC's HK variants, not Taiwan's)", () => {
    expect(found(simplifiedText, { a: '恒生銀行、恒隆中心', b: '群眾、着重、為了、衞生' })).toEqual([]);
    expect(found(simplifiedText, { a: '众人为此' }).join('')).toMatch(/「众」→「眾」、「为」→「為」/);
  });

  it('include the most common ones an editor would paste from a mainland page', () => {
    expect(found(simplifiedText, { a: '们个说为时过对发会这经进动现' }).join('')).toMatch(/「们」.*「现」/);
  });

  it("are the Simplified edition's own wording in content/simplified-overrides.ts, which no word rule reads as site text", () => {
    const lists = [
      ['simplifiedOverrides', simplifiedOverrides],
      ['protectedNames', protectedNames],
      ['mainlandWords', mainlandWords],
    ] as const;
    for (const rule of [simplifiedText, hongKongWords])
      for (const [exportName, value] of lists)
        expect(rule([table, loadedAs('content/simplified-overrides.ts', exportName, value)])).toEqual([]);
  });
});

describe('a search description (a refinement of the schema)', () => {
  const seo = (description: string) => ({ title: '收費', description: `${description}${'心'.repeat(90)}` });
  it('carries no count of people or articles', () => {
    expect(refused(searchInfo, seo('預約免費初步諮詢（約 20 分鐘），每節 60 分鐘。'))).toEqual([]);
    expect(refused(searchInfo, seo('認識我們的六位治療師。'))).toEqual([expect.stringMatching(/^description: .*「六位」/)]);
    expect(refused(searchInfo, seo('本中心 12 篇文章'))).toEqual([expect.stringMatching(/^description: .*「12 篇」/)]);
  });

  it('is written on one line, as search results show it', () => {
    expect(refused(searchInfo, { ...seo('一段'), title: '收費\n及預約' })).toEqual([expect.stringMatching(/^title: .*第 2 個字後的換行/)]);
    expect(refused(searchInfo, seo('兩個  空格'))).toEqual([expect.stringMatching(/^description: .*兩個連續空格/)]);
  });
});

describe('the cautions about memories', () => {
  // The words and the sentences are the editors' (content/cautions.ts): the tests write none of them.
  // The memory cautions alone here; the evidence notes follow the same words (the last test).
  const memoryOnly = { hypnosisMemory: describedBy.hypnosisMemory, constellationMemory: describedBy.constellationMemory };
  const own = [loadedAs('content/cautions.ts', 'cautions', cautions), loadedAs('content/cautions.ts', 'describedBy', memoryOnly)];
  const { term: hypnosis, words: hypnosisWords } = describedBy.hypnosisMemory;
  const { term: constellation, words: constellationWords } = describedBy.constellationMemory;
  const [whatHappens = ''] = hypnosisWords;
  const [whatIsSeen = ''] = constellationWords;
  /** A text naming the method and saying what happens in it. */
  const describesHypnosis = `以${hypnosis}的方法，${whatHappens}。`;
  const describesConstellation = `在${constellation}中，${whatIsSeen}。`;
  const page = (...sections: object[]) => ({ path: '/problems/love', name: '感情', sections });
  const found = (...loaded: LoadedExport[]) =>
    memoryCautions([...own, ...loaded]).map((problem) => `${problem.file} ${problem.path.join('.')}: ${problem.message}`);
  const pageAt = (value: unknown, file = 'content/pages/problems/love.ts') => loadedAs(file, 'page', value, 'page');

  it('asks a page describing a method for its caution, at the describing text, saying what to add and where', () => {
    const steps = {
      kind: 'steps',
      heading: '我們如何陪伴你',
      items: [
        { title: '整理', text: '聆聽你的故事。' },
        { title: '處理', text: describesHypnosis },
      ],
    };
    expect(found(pageAt(page(steps)))).toEqual([
      expect.stringMatching(
        /^content\/pages\/problems\/love\.ts sections\.0\.items\.1\.text: 這段文字描述催眠治療，本頁要加上 content\/cautions\.ts 的 hypnosisMemory，自成一段：在 sections 加一段 \{ kind: 'prose', heading: '請留意', paragraphs: \[cautions\.hypnosisMemory\] \}.*import \{ cautions \} from '\.\.\/\.\.\/cautions';（this text describes hypnotherapy: add cautions\.hypnosisMemory/,
      ),
    ]);
    expect(found(pageAt(page({ kind: 'quote', text: describesConstellation, author: '陳小姐' }), 'content/pages/testimonials.ts'))).toEqual(
      [
        expect.stringMatching(
          /^content\/pages\/testimonials\.ts sections\.0\.text: 這段文字描述家族系統排列.*constellationMemory.*from '\.\.\/cautions'/,
        ),
      ],
    );
  });

  it("reads a card's title with its text: the title names the method, the text says what happens", () => {
    const card = { kind: 'cards', heading: '三個層面', items: [{ title: `超個人${hypnosis}治療`, text: `${whatHappens}。` }] };
    expect(found(pageAt(page(card)))).toEqual([expect.stringMatching(/^\S+ sections\.0\.items\.0\.text: 這段文字描述催眠治療/)]);
  });

  it('passes a page carrying the caution as a text of its own, and asks to split one run together with other words', () => {
    const note = (...paragraphs: string[]) => ({ kind: 'prose', heading: '請留意', paragraphs });
    const prose = { kind: 'prose', heading: '方法', paragraphs: [describesHypnosis, describesConstellation] };
    expect(found(pageAt(page(prose, note(cautions.hypnosisMemory, cautions.constellationMemory))))).toEqual([]);
    expect(found(pageAt(page(prose, note(`${cautions.hypnosisMemory}${cautions.constellationMemory}`))))).toEqual([
      expect.stringMatching(
        /^\S+ sections\.1\.paragraphs\.0: 這段文字把 content\/cautions\.ts 的 hypnosisMemory 和其他文字連在一起：把它分開，自成一段/,
      ),
      expect.stringMatching(/^\S+ sections\.1\.paragraphs\.0: 這段文字把 content\/cautions\.ts 的 constellationMemory 和其他文字連在一起/),
    ]);
  });

  it('passes a page naming the methods only in a price, a list, a link, its name or its search description', () => {
    const describing = `${constellation}、${hypnosis}：${whatIsSeen}${whatHappens}`;
    const plain = pageAt(
      {
        path: '/fee',
        name: `${constellation}收費`,
        seo: { title: '收費', description: describing },
        sections: [
          { kind: 'cards', heading: '收費', items: [{ title: '個人療程', text: `每節 HK$1,600。適用於${describing}。`, fee: 1600 }] },
          {
            kind: 'cards',
            heading: '工作坊',
            items: [{ title: `家族系統${constellation}工作坊`, text: `個案主角 HK$2,800；${whatIsSeen} HK$480。` }],
          },
          { kind: 'list', heading: '服務', items: [`家族系統${constellation}（個人及工作坊）`, `超個人${hypnosis}治療`] },
          {
            kind: 'links',
            heading: '相關',
            items: [{ label: `家族系統${constellation}`, href: '/services/family', text: `${constellation}：${whatIsSeen}。` }],
          },
        ],
      },
      'content/pages/fee.ts',
    );
    expect(found(plain)).toEqual([]);
  });

  it("asks a therapist's profile for the caution in content/pages/profile.ts, which every profile page shows", () => {
    const therapist = {
      slug: 'chan-tai-man',
      name: '陳大文',
      description: describesHypnosis,
      training: [describesHypnosis],
      approach: ['先聆聽。', describesHypnosis],
    };
    const list = loadedAs('content/therapists.ts', 'therapists', [therapist], 'therapists');
    const profile = (paragraphs: string[]) =>
      loadedAs('content/pages/profile.ts', 'profileCopy', { about: '關於我', cautions: { heading: '請留意', paragraphs } });
    expect(found(list, profile([cautions.constellationMemory]))).toEqual([
      expect.stringMatching(
        /^content\/therapists\.ts 0\.approach\.1: 這段文字描述催眠治療.*在 content\/pages\/profile\.ts 的 cautions\.paragraphs 加上 cautions\.hypnosisMemory/,
      ),
    ]);
    expect(found(list, profile([cautions.hypnosisMemory]))).toEqual([]);
  });

  // The content as it is passes (tests/unit/content-check-cli.test.ts runs the whole check on it).
  it('names the pages of the content that describe a method, once their cautions are taken out', () => {
    const pages = [...generalPages, ...servicePages, ...problemPages].map((entry) =>
      loadedAs(`content/pages${entry.path}.ts`, 'page', entry, 'page'),
    );
    const loaded = [
      loadedAs('content/home.ts', 'home', home, 'page'),
      loadedAs('content/services-overview.ts', 'servicesOverview', servicesOverview, 'page'),
      loadedAs('content/therapists.ts', 'therapists', therapists, 'therapists'),
      loadedAs('content/pages/profile.ts', 'profileCopy', profileCopy),
      loadedAs('content/pages/blog.ts', 'blogPosts', blogPosts, 'blogPosts'),
      loadedAs('content/pages/blog.ts', 'blogIndexPage', blogIndexPage, 'page'),
      loadedAs('content/pages/contact.ts', 'contactCopy', contactCopy, 'page'),
      ...pages,
    ];
    const without = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.filter((item) => item !== cautions.hypnosisMemory && item !== cautions.constellationMemory).map(without)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).map(([key, child]) => [key, without(child)]))
          : value;
    const named = found(...loaded.map((item) => ({ ...item, value: without(item.value) }))).map((line) => line.split(' ')[0]);
    expect(named).toEqual(
      expect.arrayContaining([
        'content/home.ts',
        'content/services-overview.ts',
        'content/pages/problems/love.ts',
        'content/therapists.ts',
      ]),
    );
  });
});
