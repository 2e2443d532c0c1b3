import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describedBy } from '@/content/cautions';
import { home } from '@/content/home';
import { blogPosts } from '@/content/pages/blog';
import { page as fee } from '@/content/pages/fee';
import { footerLinks } from '@/content/navigation';
import { page as faq } from '@/content/pages/faq';
import { page as love } from '@/content/pages/problems/love';
import { site } from '@/content/site';
import { protectedNames, simplifiedOverrides } from '@/content/simplified-overrides';
import { therapists } from '@/content/therapists';
import type { Section } from '@/content/types';
import { wordForms } from '@/content/word-forms';
import { apply, copyContent, runCheck, type Edit } from './support/content-copy';

/*
 * Slips that once crashed the check (a stack trace, no file named) or were reported as the wrong
 * mistake: each must come back as one line with its file and line, and the check must exit 1.
 */
jest.setTimeout(120_000);

interface Slip extends Omit<Edit, 'entry' | 'field'> {
  /** What the line about it must say. */
  readonly says: RegExp;
  /** The line reported is the export's, not the edited one (a rule over a whole list). */
  readonly anyLine?: boolean;
}

const CRASHES: readonly Slip[] = [
  {
    what: 'an article without its seo block',
    file: 'content/pages/blog.ts',
    after: 'export const blogPosts',
    find: '    seo: {',
    replace: '    seoo: {',
    says: /seoo — 不認識的欄位 seoo/,
  },
  {
    what: 'a page without its seo block',
    file: 'content/pages/fee.ts',
    after: 'export const page',
    find: '  seo: {',
    replace: '  seoo: {',
    says: /seoo — 不認識的欄位 seoo/,
  },
  {
    what: 'a therapist without code',
    file: 'content/therapists.ts',
    after: 'export const therapists',
    find: "    code: 'P",
    replace: "    // code: 'P",
    anyLine: true, // a missing field is reported at its entry
    says: /code — .*缺少這個必填欄位/,
  },
  {
    what: 'the site address without https://',
    file: 'content/site.ts',
    after: 'export const site',
    find: "origin: 'https://",
    replace: "origin: '",
    says: /origin — .*https:\/\//,
  },
];

const WRONG_TYPES: readonly Slip[] = [
  {
    what: 'a year written as a number',
    file: 'content/home.ts',
    after: 'books:',
    find: `year: '${home.books.items[0]?.year}'`,
    replace: 'year: 2019',
    says: /year — 寫了數字，這裡要文字.*（write text, not a number/,
  },
  {
    what: 'reading minutes written as text',
    file: 'content/pages/blog.ts',
    after: 'export const blogPosts',
    find: `readingMinutes: ${blogPosts[0]?.readingMinutes}`,
    replace: "readingMinutes: '8 分鐘'",
    says: /readingMinutes — 寫了文字，這裡要數字.*（write a number, not text/,
  },
];

const MISPLACED: readonly Slip[] = [
  {
    what: "a parent that is the start of the page's own address",
    file: 'content/pages/problems/love.ts',
    after: 'export const page',
    find: "parent: '/services'",
    replace: "parent: '/problems/lo'",
    says: /parent — 上層頁面 \/problems\/lo 不存在：.*例如 (?!\/problems\/love（)\//,
  },
  {
    what: 'a page address with capitals',
    file: 'content/pages/fee.ts',
    after: 'export const page',
    find: `path: '${fee.path}'`,
    replace: `path: '${fee.path.toUpperCase()}'`,
    says: new RegExp(`path — .*小寫.*"${fee.path}"`),
  },
  {
    what: 'a video address without https://',
    file: 'content/home.ts',
    after: 'videos:',
    find: "url: 'https://www.youtube.com/",
    replace: "url: 'www.youtube.com/",
    says: /url — 影片網址要以 https:\/\/ 開頭/,
  },
  {
    what: 'a sixth therapist in the team grid',
    file: 'content/therapists.ts',
    after: 'export const therapists',
    find: 'inTeamGrid: false',
    replace: 'inTeamGrid: true',
    // Reported at the list, naming each of the five already in the grid, with the count.
    anyLine: true,
    says: new RegExp(
      ['現在有 6 位', ...therapists.filter((one) => one.inTeamGrid).map((one) => one.name)].map((text) => `(?=.*${text})`).join(''),
    ),
  },
];

/** The first card of the fee page that carries its fee as a number. */
const sessionFee = (fee.sections as readonly Section[])
  .flatMap((section) => (section.kind === 'cards' ? section.items : []))
  .find((card) => card.fee !== undefined);
const [form] = wordForms;

/** The README's rules for words, each broken once in a copy of the content. */
const WORDING: readonly Slip[] = [
  {
    what: 'a link to our own page as a full address',
    file: 'content/navigation.ts',
    after: 'export const footerLinks',
    find: `href: '${footerLinks[0]?.href}'`,
    replace: `href: '${site.origin}${footerLinks[0]?.href}'`,
    says: new RegExp(`寫 ${footerLinks[0]?.href}（`),
  },
  {
    what: 'a testimonial signed with a full name',
    file: 'content/pages/testimonials.ts',
    after: 'export const page',
    find: "author: '",
    replace: "author: '陳大文",
    says: /author — .*不寫全名/,
  },
  {
    what: 'a session card without its fee',
    file: 'content/pages/fee.ts',
    after: 'export const page',
    find: `, fee: ${sessionFee?.fee}`,
    replace: '',
    says: new RegExp(`加上 fee: ${sessionFee?.fee}`),
  },
  {
    what: 'a word as written elsewhere',
    file: 'content/pages/fee.ts',
    after: 'export const page',
    find: "lead: '",
    replace: `lead: '${form.not[0]}`,
    says: new RegExp(`lead — 香港寫法是「${form.write}」`),
  },
  {
    what: 'Simplified characters pasted into a text',
    file: 'content/pages/fee.ts',
    after: 'export const page',
    find: "lead: '",
    replace: "lead: '欢迎预约",
    says: /lead — 這段文字有簡體字，請用繁體：「欢」→「歡」、「预」→「預」、「约」→「約」/,
  },
  {
    what: '評估 beside the free offer',
    file: 'content/pages/contact.ts',
    after: 'export const contactCopy',
    find: "heading: '",
    replace: "heading: '免費初步評估",
    says: /heading — .*「免費初步評估」改為「免費初步諮詢」/,
  },
  {
    what: 'a count of therapists in a search description',
    file: 'content/pages/faq.ts',
    after: 'export const page',
    find: `'${faq.seo.description.slice(0, 12)}`,
    replace: `'六位治療師。${faq.seo.description.slice(0, 12)}`,
    anyLine: true, // reported at the field's name, the line above its text
    says: /description — .*「六位」/,
  },
];

describe('npm run check:content on slips that once crashed it or were misreported', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    ['never crashes: each slip the schema refuses is one line, with its file and line', CRASHES],
    ['says what was written and what to write for a value of the wrong type', WRONG_TYPES],
    ['points at the slip itself, with a way to write it', MISPLACED],
    ["refuses what the README's word rules refuse, with what to write", WORDING],
  ])('%s', (_, slips) => {
    root = copyContent();
    const lines = new Map(slips.map((slip) => [slip, apply(root, { ...slip, entry: '', field: '' })]));
    const { status, lines: printed, output } = runCheck(root);
    expect(output).not.toMatch(/\n\s+at |node_modules|未預期的錯誤/);
    expect(status).toBe(1);
    for (const slip of slips) {
      const line = lines.get(slip);
      const at = slip.anyLine ? `${slip.file}:` : `${slip.file}:${line} › `;
      const match = printed.find((text) => text.startsWith(at) && slip.says.test(text));
      expect({ slip: slip.what, match }).toEqual({ slip: slip.what, match: expect.any(String) });
    }
  });

  it("refuses what the Simplified edition's rules refuse: each at the line to change, naming what to write", () => {
    root = copyContent();
    const lists = 'content/simplified-overrides.ts';
    const [name = ''] = protectedNames;
    const hiking = simplifiedOverrides.find((row) => row.traditional === '行山');
    const at = (file: string, text: string) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .findIndex((line) => line.includes(text)) + 1;
    const edit = (what: string, file: string, after: string, find: string, replace: string) =>
      apply(root, { what, file, after, find, replace, entry: '', field: '' });
    // A Hong Kong word no override rewrites, in a text.
    const feeLead = edit('a Hong Kong word', 'content/pages/fee.ts', 'export const page', "lead: '", "lead: '如需保險索償表格，");
    writeFileSync(
      join(root, lists),
      readFileSync(join(root, lists), 'utf8').replace("  { traditional: '索償', simplified: '理赔' },\n", ''),
    );
    // An override that would rewrite a protected name, a name that appears nowhere, an override writing 「」.
    const start = edit(
      'an override over a name',
      lists,
      'export const simplifiedOverrides',
      '[\n',
      `[\n  { traditional: '${name}會員', simplified: '会员' },\n`,
    );
    const names = edit('a name that appears nowhere', lists, 'export const protectedNames', '[\n', "[\n  '從未出現的學會',\n");
    edit('「」 in an override', lists, 'export const simplifiedOverrides', `simplified: '${hiking?.simplified}'`, "simplified: '「爬山」'");
    const hikingLine = at('content/therapists.ts', '行山');
    const { status, lines: printed, output } = runCheck(root);
    expect(output).not.toMatch(/\n\s+at |node_modules|未預期的錯誤/);
    expect(status).toBe(1);
    const expected: [where: string, says: RegExp][] = [
      [`content/pages/fee.ts:${feeLead} › `, /lead — 簡體版會寫成香港用語「索偿」（原文「如需保險索償表格.*」），內地讀者會說「理赔」/],
      [`${lists}:${start + 1} › `, new RegExp(`會改寫受保護的名稱「${name}」`)],
      [`${lists}:${names + 1} › `, /「從未出現的學會」已不在網站任何文字裡/],
      [`content/therapists.ts:${hikingLine} › `, /簡體版的這段文字仍會有香港標點：.*simplifiedOverrides 裡「行山」那一行/],
    ];
    for (const [where, says] of expected) {
      const match = printed.find((text) => text.startsWith(where) && says.test(text));
      expect({ where, match }).toEqual({ where, match: expect.any(String) });
    }
  });

  it('asks a page that describes hypnotherapy for its caution, at the describing line, and no page that only names a method', () => {
    root = copyContent();
    const file = 'content/pages/problems/love.ts';
    // The caution of the page, replaced by another sentence of its own.
    apply(root, {
      what: 'the caution about memories removed from a page',
      file,
      after: 'export const page',
      find: 'cautions.hypnosisMemory',
      replace: "'請按自己的步伐參與。'",
      entry: '',
      field: '',
    });
    const { term } = describedBy.hypnosisMemory;
    const describing = (love.sections as readonly Section[])
      .flatMap((section) => (section.kind === 'steps' ? section.items : []))
      .find((item) => item.text.includes(term));
    const source = readFileSync(join(root, file), 'utf8').split('\n');
    const line = source.findIndex((text) => describing !== undefined && text.includes(describing.text)) + 1;
    expect(line).toBeGreaterThan(0);
    const { status, lines: printed, output } = runCheck(root);
    expect(output).not.toMatch(/\n\s+at |node_modules|未預期的錯誤/);
    expect(status).toBe(1);
    // The fee page's prices, the service lists and every link name the methods too: only the edited page is asked.
    expect(printed.filter((text) => / — 這段文字(描述|把 content\/cautions\.ts)/.test(text))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${file}:${line} › ${love.name}（${love.path}） › .* — 這段文字描述催眠治療，本頁要加上 content/cautions\\.ts 的 hypnosisMemory，自成一段`,
        ),
      ),
    ]);
  });

  it("reports a list file's import line pasted twice, or a name taken twice, at the second, naming the first", () => {
    root = copyContent();
    const listFile = join(root, 'content', 'pages', 'index.ts');
    const list = readFileSync(listFile, 'utf8');
    const [first = '', name = ''] = /^import \{ page as (\w+) \} from '[^']+';$/m.exec(list) ?? [];
    const firstLine = list.slice(0, list.indexOf(first)).split('\n').length;
    writeFileSync(listFile, list.replace(first, `${first}\n${first}`));
    const { status, lines: printed, output } = runCheck(root);
    expect(output).not.toMatch(/\n\s+at |node_modules|未預期的錯誤/);
    expect(status).toBe(1);
    // One problem line: the repeated import, at its line, naming the first.
    expect(printed.filter((text) => text.startsWith('content/'))).toEqual([
      expect.stringMatching(new RegExp(`^content/pages/index\\.ts:${firstLine + 1}:\\d+ › .*名稱 ${name} 已在第 ${firstLine} 行用過`)),
    ]);
  });

  it('blames a pasted page, not the one it was copied from, naming the first', () => {
    root = copyContent();
    const pages = join(root, 'content', 'pages');
    const copy = { ...fee, path: `${fee.path}-copy` };
    writeFileSync(
      join(pages, 'fee-copy.ts'),
      `import type { ContentPage } from '../types';\n\nexport const page = ${JSON.stringify(copy, null, 2)} as const satisfies ContentPage;\n`,
    );
    const list = readFileSync(join(pages, 'index.ts'), 'utf8');
    const lastImport = list.lastIndexOf('\nimport ');
    const end = list.indexOf('\n', lastImport + 1);
    writeFileSync(
      join(pages, 'index.ts'),
      `${list.slice(0, end)}\nimport { page as feeCopy } from './fee-copy';${list.slice(end).replace('export const generalPages = [', 'export const generalPages = [feeCopy, ')}`,
    );
    const { status, lines: printed } = runCheck(root);
    expect(status).toBe(1);
    const blamed = printed.filter((text) => text.includes(`頁面編號 ${fee.code} 已由`));
    expect(blamed).toEqual([
      expect.stringMatching(new RegExp(`^content/pages/fee-copy\\.ts:\\d+ › .* › code — .*已由 content/pages/fee\\.ts（${fee.name}）使用`)),
    ]);
  });
});
