import { readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { describedBy } from '@/content/cautions';
import { home } from '@/content/home';
import { blogPosts } from '@/content/pages/blog';
import { fees, page as fee } from '@/content/pages/fee';
import { footerLinks } from '@/content/navigation';
import { page as faq } from '@/content/pages/faq';
import { page as info } from '@/content/pages/info';
import { page as love } from '@/content/pages/problems/love';
import { servicesOverview } from '@/content/services-overview';
import { site } from '@/content/site';
import { protectedNames, simplifiedOverrides } from '@/content/simplified-overrides';
import { therapists } from '@/content/therapists';
import type { Section } from '@/content/types';
import { wordForms } from '@/content/word-forms';
import { simplifiedCharacters } from '@/scripts/content-check/simplified-characters';
import { isBilingual, issueMessage } from '@/scripts/content-check/issue-message';
import { routes } from '@/lib/routes';
import { CONTENT_FILES, apply, copyContent, runCheck } from './support/content-copy';

/*
 * Slips that once crashed the check (a stack trace, no file named) or were reported as the wrong
 * mistake: each must come back as one line with its file and line, and the check must exit 1.
 */
jest.setTimeout(120_000);

/** The check on a copy, each problem's message in Chinese and in English (none in one language only). */
function check(root: string): ReturnType<typeof runCheck> {
  const result = runCheck(root);
  const messages = result.lines.filter((line) => /^content\/\S+:\d+/.test(line)).map((line) => line.slice(line.indexOf(' — ') + 3));
  expect(messages.filter((message) => !isBilingual(message))).toEqual([]);
  return result;
}

/** A copy of the content as a checkout an editor then edits: its files saved an hour before any edit. */
function checkedOut(): string {
  const root = copyContent();
  const hourAgo = new Date(Date.now() - 3_600_000);
  for (const entry of readdirSync(join(root, 'content'), { recursive: true, withFileTypes: true }))
    if (entry.isFile()) utimesSync(join(entry.parentPath, entry.name), hourAgo, hourAgo);
  return root;
}

/** A slip as a row: the edit, what the line about it must say, and whether the line is the export's, not the edited one. */
type Row = readonly [what: string, file: string, after: string, find: string, replace: string, says: RegExp, anyLine?: 'any line'];
const BLOG = 'content/pages/blog.ts';
const { FEE, THERAPISTS, HOME, OVERRIDES } = CONTENT_FILES;

const CRASHES: readonly Row[] = [
  ['an article without its seo block', BLOG, 'export const blogPosts', '    seo: {', '    seoo: {', /seoo — 不認識的欄位 seoo/],
  ['a page without its seo block', FEE, 'export const page', '  seo: {', '  seoo: {', /seoo — 不認識的欄位 seoo/],
  // A missing field is reported at its entry.
  ['no code', THERAPISTS, 'export const therapists', "    code: 'P", "    // code: 'P", /code — .*缺少這個必填欄位/, 'any line'],
  ['the site address without https://', 'content/site.ts', 'export const site', "origin: 'https://", "origin: '", /origin — .*https:\/\//],
];

const WRONG_TYPES: readonly Row[] = [
  [
    'a year as a number',
    HOME,
    'books:',
    `year: '${home.books.items[0]?.year}'`,
    'year: 2019',
    /year — 寫了數字，這裡要文字.*（write text, not a number/,
  ],
  [
    'minutes as text',
    BLOG,
    'export const blogPosts',
    `readingMinutes: ${blogPosts[0]?.readingMinutes}`,
    "readingMinutes: '8 分鐘'",
    /readingMinutes — 寫了文字，這裡要數字.*（write a number, not text/,
  ],
];

const MISPLACED: readonly Row[] = [
  [
    "a parent that is the start of the page's own address",
    'content/pages/problems/love.ts',
    'export const page',
    "parent: '/services'",
    "parent: '/problems/lo'",
    /parent — 上層頁面 \/problems\/lo 不存在：.*例如 (?!\/problems\/love（)\//,
  ],
  [
    'a page address with capitals',
    FEE,
    'export const page',
    `path: '${fee.path}'`,
    `path: '${fee.path.toUpperCase()}'`,
    new RegExp(`path — .*小寫.*"${fee.path}"`),
  ],
  [
    'a video address without https://',
    HOME,
    'videos:',
    "url: 'https://www.youtube.com/",
    "url: 'www.youtube.com/",
    /url — 影片網址要以 https:\/\/ 開頭/,
  ],
  [
    'a sixth therapist in the team grid',
    THERAPISTS,
    'export const therapists',
    'inTeamGrid: false',
    'inTeamGrid: true',
    // Reported at the list, naming each of the five already in the grid, with the count.
    new RegExp(
      ['現在有 6 位', ...therapists.filter((one) => one.inTeamGrid).map((one) => one.name)].map((text) => `(?=.*${text})`).join(''),
    ),
    'any line',
  ],
  [
    'a second lead therapist',
    THERAPISTS,
    '    isLead: true',
    '    inTeamGrid: ',
    '    isLead: true, inTeamGrid: ',
    /isLead — 只可以有一位治療師寫 isLead: true，現在有 2 位/,
  ],
];

/** A card of the fee page that carries its fee as a number. */
const sessionFee = (fee.sections as readonly Section[])
  .flatMap((section) => (section.kind === 'cards' ? section.items : []))
  .filter((card) => card.fee !== undefined)
  // The last: a card written on one line.
  .at(-1);
/** The key of `fees` the card states its fee by ({fee.<key>}). */
const sessionFeeKey = Object.entries(fees).find(([, amount]) => amount === sessionFee?.fee)?.[0];
const [form] = wordForms;

/** docs/editing.md's rules for words, each broken once in a copy of the content. */
const WORDING: readonly Row[] = [
  [
    'a link to our own page as a full address',
    'content/navigation.ts',
    'export const footerLinks',
    `href: '${footerLinks[0]?.href}'`,
    `href: '${site.origin}${footerLinks[0]?.href}'`,
    new RegExp(`寫 ${footerLinks[0]?.href}（`),
  ],
  [
    'a testimonial signed with a full name',
    'content/pages/testimonials.ts',
    'export const page',
    "author: '",
    "author: '陳大文",
    /author — .*不寫全名/,
  ],
  [
    "a page's name in its own booking message",
    'content/pages/problems/love.ts',
    'export const page',
    'booking: {',
    `booking: {\n    message: '我想談談${love.name}。',`,
    new RegExp(`booking\\.message — 預約訊息寫了「${love.name}」`),
    'any line', // reported at the message, the line below the anchor
  ],
  ['a card without its fee', FEE, 'export const page', `, fee: fees.${sessionFeeKey}`, '', new RegExp(`加上 fee: fees\\.${sessionFeeKey}`)],
  ['a word as elsewhere', FEE, 'export const page', "lead: '", `lead: '${form.not[0]}`, new RegExp(`lead — 香港寫法是「${form.write}」`)],
  [
    'Simplified characters pasted into a text',
    FEE,
    'export const page',
    "lead: '",
    "lead: '欢迎预约",
    /lead — 這段文字有簡體字，請用繁體：「欢」→「歡」、「预」→「預」、「约」→「約」/,
  ],
  [
    '評估 beside the free offer',
    'content/pages/contact.ts',
    'export const contactCopy',
    "heading: '",
    "heading: '免費初步評估",
    /heading — .*「免費初步評估」改為「免費初步諮詢」/,
  ],
  [
    'a count of therapists in a search description',
    'content/pages/faq.ts',
    'export const page',
    `'${faq.seo.description.slice(0, 12)}`,
    `'六位治療師。${faq.seo.description.slice(0, 12)}`,
    /description — .*「六位」/,
    'any line', // reported at the field's name, the line above its text
  ],
];

describe('npm run check:content on slips that once crashed it or were misreported', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    ['never crashes: each slip the schema refuses is one line, with its file and line', CRASHES],
    ['says what was written and what to write for a value of the wrong type', WRONG_TYPES],
    ['points at the slip itself, with a way to write it', MISPLACED],
    ["refuses what docs/editing.md's word rules refuse, with what to write", WORDING],
  ])('%s', (_, rows) => {
    root = copyContent();
    const lines = rows.map(([what, file, after, find, replace]) => apply(root, { what, file, after, find, replace, entry: '', field: '' }));
    const { status, lines: printed, output } = check(root);
    expect(output).not.toMatch(/\n\s+at |node_modules|未預期的錯誤/);
    expect(status).toBe(1);
    rows.forEach(([what, file, , , , says, anyLine], index) => {
      const at = anyLine ? `${file}:` : `${file}:${lines[index]} › `;
      const match = printed.find((text) => text.startsWith(at) && says.test(text));
      expect({ slip: what, match }).toEqual({ slip: what, match: expect.any(String) });
    });
  });
  it("refuses what the Simplified edition's rules refuse: each at the line to change, naming what to write", () => {
    root = copyContent();
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
      join(root, OVERRIDES),
      readFileSync(join(root, OVERRIDES), 'utf8').replace("  { traditional: '索償', simplified: '理赔' },\n", ''),
    );
    // An override that would rewrite a protected name, a name that appears nowhere, an override writing 「」.
    const start = edit(
      'an override over a name',
      OVERRIDES,
      'export const simplifiedOverrides',
      '[\n',
      `[\n  { traditional: '${name}會員', simplified: '会员' },\n`,
    );
    const names = edit('a name that appears nowhere', OVERRIDES, 'export const protectedNames', '[\n', "[\n  '從未出現的學會',\n");
    const hikingRow = edit(
      '「」 in an override',
      OVERRIDES,
      'export const simplifiedOverrides',
      `simplified: '${hiking?.simplified}'`,
      "simplified: '「爬山」'",
    );
    const hikingLine = at(THERAPISTS, '行山');
    const { status, lines: printed, output } = check(root);
    expect(output).not.toMatch(/\n\s+at |node_modules|未預期的錯誤/);
    expect(status).toBe(1);
    const expected: [where: string, says: RegExp][] = [
      [`content/pages/fee.ts:${feeLead} › `, /lead — 簡體版會寫成香港用語「索偿」（原文「如需保險索償表格.*」），內地讀者會說「理赔」/],
      [`${OVERRIDES}:${start + 1} › `, new RegExp(`會改寫受保護的名稱「${name}」`)],
      [`${OVERRIDES}:${names + 1} › `, /「從未出現的學會」已不在網站任何文字裡/],
      // The override's own wording is wrong: once, at its row, not at the texts it rewrites.
      [`${OVERRIDES}:${hikingRow} › `, /simplified — 簡體版的寫法仍有香港標點「「」「」」.*寫 '“爬山”'/],
    ];
    for (const [where, says] of expected) {
      const match = printed.find((text) => text.startsWith(where) && says.test(text));
      expect({ where, match }).toEqual({ where, match: expect.any(String) });
    }
    expect(hikingLine).toBeGreaterThan(0);
    expect(printed.filter((text) => text.startsWith(`content/therapists.ts:${hikingLine} `))).toEqual([]);
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
    const { status, lines: printed, output } = check(root);
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
    const { status, lines: printed, output } = check(root);
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
    const { status, lines: printed } = check(root);
    expect(status).toBe(1);
    const blamed = printed.filter((text) => text.includes(`頁面編號 ${fee.code} 已由`));
    expect(blamed).toEqual([
      expect.stringMatching(new RegExp(`^content/pages/fee-copy\\.ts:\\d+ › .* › code — .*已由 content/pages/fee\\.ts（${fee.name}）使用`)),
    ]);
  });

  /** Edits a copy (see apply), returning the line of the replacement. */
  const edit = (file: string, after: string, find: string, replace: string) =>
    apply(root, { what: `${file}: ${find}`, file, after, find, replace, entry: '', field: '' });
  /** The 1-based line of the first line of a copied file holding `text`. */
  const lineOf = (file: string, text: string) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1;
  /** The code a new page takes: the one after the highest in use (never an old one reused). */
  const nextCode = (except: readonly string[] = []) =>
    `P${String(Math.max(...routes.filter((route) => !except.includes(route.path)).map((route) => Number(route.code.slice(1)))) + 1).padStart(2, '0')}`;

  it('says a slug taken from another entry, and a token with spaces inside, in one line each: where, and what to write', () => {
    root = copyContent();
    const [first, second] = therapists;
    const slug = edit(THERAPISTS, 'export const therapists', `slug: '${second?.slug}'`, `slug: '${first?.slug}'`);
    const firstLine = lineOf(THERAPISTS, `slug: '${first?.slug}'`);
    // In an answer written on the line below its field's name.
    const token = edit('content/pages/faq.ts', '本中心並非緊急服務', '本中心並非緊急服務', '如有查詢請致電 { phone }。本中心並非緊急服務');
    const { status, lines: printed } = check(root);
    expect(status).toBe(1);
    expect(printed.filter((text) => text.startsWith('content/'))).toEqual([
      expect.stringMatching(new RegExp(`^content/pages/faq\\.ts:${token - 1} › .* › answer — 「\\{ phone \\}」要寫成 \\{phone\\}`)),
      expect.stringMatching(
        new RegExp(
          `^content/therapists\\.ts:${slug} › .* › slug — 網址 /therapist/${first?.slug} 已是 content/therapists\\.ts 第 ${firstLine} 行.*改回原本的 slug: '${second?.slug}'`,
        ),
      ),
    ]);
  });

  it("reports the site's shape once each, at the line to change: a page listed twice or in another folder's list, its own parent, a loop of parents, an entry pasted unchanged", () => {
    root = checkedOut();
    expect(fee.parent).toBe(info.path);
    // A page's name written twice in its folder's list, one per line, and in a list written on one line.
    const list = readFileSync(join(root, 'content/pages/index.ts'), 'utf8');
    const feeName = new RegExp(`import \\{ page as (\\w+) \\} from './fee';`).exec(list)?.[1] ?? '';
    const twice = edit('content/pages/index.ts', 'export const generalPages', `  ${feeName},\n`, `  ${feeName},\n  ${feeName},\n`) + 1;
    const services = readFileSync(join(root, 'content/pages/services/index.ts'), 'utf8');
    const firstService = /export const servicePages = \[(\w+),/.exec(services)?.[1] ?? '';
    const servicesLine = edit(
      'content/pages/services/index.ts',
      'export const servicePages',
      `[${firstService},`,
      `[${firstService}, ${firstService},`,
    );
    // A general page imported into the problem pages' list as well.
    const problems = 'content/pages/problems/index.ts';
    const firstProblem = /export const problemPages = \[(\w+),/.exec(readFileSync(join(root, problems), 'utf8'))?.[1] ?? '';
    edit(problems, '', 'import ', "import { page as feeElsewhere } from '../fee';\nimport ");
    const elsewhere = edit(problems, 'export const problemPages', `[${firstProblem},`, `[${firstProblem}, feeElsewhere,`);
    // The FAQ made its own parent; /info given /fee as parent while /fee's parent is /info.
    const ownParent = edit('content/pages/faq.ts', 'export const page', `parent: '${faq.parent}'`, `parent: '${faq.path}'`);
    const loop = edit('content/pages/info.ts', 'export const page', "  name: '", `  parent: '${fee.path}',\n  name: '`);
    // The last therapist pasted again below itself and left as it was.
    const source = readFileSync(join(root, THERAPISTS), 'utf8');
    const start = source.lastIndexOf('\n  {\n    slug:');
    const end = source.indexOf('\n  },\n] as const', start) + '\n  },'.length;
    writeFileSync(join(root, THERAPISTS), `${source.slice(0, end)}${source.slice(start, end)}${source.slice(end)}`);
    const last = therapists.at(-1);
    const pasted = source.slice(0, end).split('\n').length + 2;
    const { status, lines: printed, output } = check(root);
    expect(output).not.toMatch(/\n\s+at |node_modules|未預期的錯誤/);
    expect(status).toBe(1);
    const expected: [where: string, says: RegExp][] = [
      [
        `content/pages/index.ts:${twice} › `,
        new RegExp(`「${fee.name}」（${fee.path}）已是這個清單的第 \\d+ 項（第 ${twice - 1} 行）.*刪除這一項`),
      ],
      [`content/pages/services/index.ts:${servicesLine} › `, /已是這個清單的第 1 項.*刪除這一項/],
      [`${problems}:${elsewhere} › `, /這一頁的檔案 content\/pages\/fee\.ts 屬於 content\/pages\/index\.ts 的清單，不應列在這裡/],
      [`content/pages/faq.ts:${ownParent} › `, new RegExp(`parent — 上層頁面 ${faq.path} 是這一頁自己，麵包屑便到不了首頁`)],
      [`content/pages/info.ts:${loop} › `, new RegExp(`parent — 上層頁面形成循環（${info.path} → ${fee.path} → ${info.path}）`)],
      [
        `${THERAPISTS}:${pasted} › `,
        new RegExp(
          `slug — 這一項的網址 /therapist/${last?.slug} 和編號 ${last?.code} 都與 ${THERAPISTS}（${last?.name}）相同.*編號改為 ${nextCode()}`,
        ),
      ],
    ];
    for (const [where, says] of expected) {
      const match = printed.find((text) => text.startsWith(where) && says.test(text));
      expect({ where, match }).toEqual({ where, match: expect.any(String) });
    }
    // One line each: no second line for the pasted entry's code, no missing parent, nothing at the untouched pages.
    expect(printed.filter((text) => /清單的第|不應列在這裡|這一頁自己|形成循環|已由|都與|不存在/.test(text))).toHaveLength(expected.length);
  });

  it('puts the real problem first: a refused parent, a copied code, a reversed word-form or override row, each once, where it was made', () => {
    root = checkedOut();
    // The services overview refused for an empty title: its child pages do not report it missing.
    const title = edit('content/services-overview.ts', 'seo: {', `title: '${servicesOverview.seo.title}'`, "title: ''");
    // The fee page given the FAQ's code: the fee page is blamed, and offered a code never used.
    const code = edit('content/pages/fee.ts', 'export const page', `code: '${fee.code}'`, `code: '${faq.code}'`);
    // The word-form row most texts follow, reversed.
    const texts = (text: string) => readFileSync(join(root, 'content/home.ts'), 'utf8').split(text).length - 1;
    const forms = readFileSync(join(root, 'content/word-forms.ts'), 'utf8');
    const row = [...wordForms]
      .filter((form) => form.not.length === 1 && forms.includes(`{ write: '${form.write}', not: ['${form.not[0]}'] }`))
      .sort((a, b) => texts(b.write) - texts(a.write))[0];
    const formRow = edit(
      'content/word-forms.ts',
      'export const wordForms',
      `{ write: '${row?.write}', not: ['${row?.not[0]}'] }`,
      `{ write: '${row?.not[0]}', not: ['${row?.write}'] }`,
    );
    // An override row with its two sides swapped.
    const overrides = readFileSync(join(root, OVERRIDES), 'utf8');
    // One whose Simplified wording has characters only Simplified uses, so the swap is plain to see.
    const swapped = simplifiedOverrides.find(
      (each) =>
        simplifiedCharacters(each.simplified).length > 0 &&
        overrides.includes(`{ traditional: '${each.traditional}', simplified: '${each.simplified}' }`),
    );
    const overrideRow = edit(
      OVERRIDES,
      'export const simplifiedOverrides',
      `{ traditional: '${swapped?.traditional}', simplified: '${swapped?.simplified}' }`,
      `{ traditional: '${swapped?.simplified}', simplified: '${swapped?.traditional}' }`,
    );
    const { status, lines: printed, output } = check(root);
    expect(output).not.toMatch(/\n\s+at |node_modules|未預期的錯誤/);
    expect(status).toBe(1);
    expect(printed.filter((text) => text.includes(' › parent — '))).toEqual([]);
    expect(printed.filter((text) => text.startsWith('content/services-overview.ts:'))).toEqual([
      expect.stringMatching(new RegExp(`^content/services-overview\\.ts:${title} › .* › seo\\.title — 不可留空`)),
    ]);
    const next = nextCode([servicesOverview.path]);
    expect(printed.filter((text) => text.includes(`頁面編號 ${faq.code}`))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/pages/fee\\.ts:${code} › ${fee.name}（${fee.path}） › code — .*已由 content/pages/faq\\.ts（${faq.name}）使用，它列在較前：改用下一個未用的編號 ${next}（`,
        ),
      ),
    ]);
    expect(printed.filter((text) => text.startsWith('content/pages/fee.ts')).join('\n')).not.toContain(fee.code);
    expect(printed.filter((text) => text.includes(`「${row?.write}」`))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/word-forms\\.ts:${formRow} › .* › write — 網站已有 \\d+ 段文字寫「${row?.write}」.*改為 \\{ write: '${row?.write}', not: \\['${row?.not[0]}'\\] \\}`,
        ),
      ),
    ]);
    expect(printed.filter((text) => /簡體版|Simplified edition/.test(text))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${OVERRIDES}:${overrideRow} › .*這一行寫反了.*改為 \\{ traditional: '${swapped?.traditional}', simplified: '${swapped?.simplified}' \\}`,
        ),
      ),
    ]);
  });

  it('reports an import of a file that does not exist at its line, and no link or parent it leaves without its page', () => {
    root = checkedOut();
    // /info, the parent of other pages and the target of links, made to import a file that is not there.
    const file = 'content/pages/info.ts';
    // An import of a file that exists, pasted in and then misspelt (the page reads the site's values).
    const [typeImport = ''] = /^import type .*$/m.exec(readFileSync(join(root, file), 'utf8')) ?? [];
    const from = '../site';
    const line = edit(file, '', typeImport, `import { site } from '${from}s';\n${typeImport}\nexport const used = site;`);
    const { status, lines: printed, output } = check(root);
    expect(output).not.toMatch(/\n\s+at |node_modules|未預期的錯誤/);
    expect(status).toBe(1);
    expect(printed.filter((text) => text.startsWith('content/'))).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${line} › import › — — 沒有 ${from}s 這個檔案：檢查名稱和資料夾`)),
    ]);
  });

  it('names each invisible character and its place, and says every problem in Chinese and English', () => {
    root = checkedOut();
    const lead = [...fee.lead].slice(0, 3).join('');
    const space = edit('content/pages/fee.ts', 'export const page', `lead: '${lead}`, `lead: '${lead}\u200b`);
    const [link] = footerLinks;
    const href = link?.href ?? '';
    const nbsp = edit('content/navigation.ts', 'export const footerLinks', `href: '${href}'`, `href: '${href}\u00a0'`);
    const bom = edit('content/site.ts', 'export const site', `display: '${site.phone.display}'`, `display: '\ufeff${site.phone.display}'`);
    // Values the schema's own rules refuse, whose messages were once in English only.
    const minutes = edit(
      'content/pages/blog.ts',
      'export const blogPosts',
      `readingMinutes: ${blogPosts[0]?.readingMinutes}`,
      'readingMinutes: 0',
    );
    const [day = ''] = site.openingHours.days;
    const days = edit('content/site.ts', 'openingHours', `'${day}'`, `'${day.slice(0, 3)}'`);
    const fixedFee = edit('content/pages/fee.ts', 'export const page', `fee: fees.${sessionFeeKey}`, 'fee: 0');
    const { status, lines: printed, output } = check(root);
    expect(output).not.toMatch(/\n\s+at |node_modules|未預期的錯誤/);
    expect(status).toBe(1);
    const expected: [where: string, says: RegExp][] = [
      [`content/pages/fee.ts:${space} › `, new RegExp(`lead — 第 3 個字後（「${lead}」之後）有一個零寬空格（U\\+200B）`)],
      [
        `content/navigation.ts:${nbsp} › `,
        new RegExp(
          `href — 第 ${[...href].length} 個字後（「${[...href].slice(-6).join('')}」之後）有一個不換行空格（U\\+00A0）.*即寫成 '${href}'`,
        ),
      ],
      [`content/site.ts:${bom} › `, /display — 開頭有一個位元組順序記號（BOM）（U\+FEFF）/],
      [`content/pages/blog.ts:${minutes} › `, /readingMinutes — 這裡要大於 0 的數字，現在是 0（write a number above 0 here/],
      [`content/site.ts:${days} › `, new RegExp(`只可寫 '${day}'.*（write one of '${day}'`)],
      [
        `content/pages/fee.ts:${fixedFee} › `,
        new RegExp(`fee — fee 要是 \\{fee\\.${sessionFeeKey}\\} 的收費，現在是 0：寫 fee: fees\\.${sessionFeeKey}（`),
      ],
    ];
    for (const [where, says] of expected) {
      const match = printed.find((text) => text.startsWith(where) && says.test(text));
      expect({ where, match }).toEqual({ where, match: expect.any(String) });
    }
    // One line for the link: not also refused as an address, nor its page as missing.
    expect(printed.filter((text) => text.startsWith(`content/navigation.ts:${nbsp} `))).toHaveLength(1);
    expect(printed.filter((text) => text.includes(`連結 ${href} `))).toEqual([]);
    expect(lineOf('content/pages/fee.ts', '\u200b')).toBe(space);
  });
});

describe("the schema's own rules, as the check says them", () => {
  it('says every kind of schema issue in Chinese and English, whatever zod itself says', () => {
    const cases: [z.ZodType, unknown][] = [
      [z.number().int().positive(), 0],
      [z.number().int().positive(), 1.5],
      [z.number().min(1900).max(2100), 3000],
      [z.number().multipleOf(5), 3],
      [z.string().min(3), 'a'],
      [z.array(z.string()).max(1), ['a', 'b']],
      [z.enum(['call', 'sms']), 'fax'],
      [z.literal('prose'), 'prosa'],
      [z.union([z.string(), z.number()]), true],
      [z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]), { kind: 'c' }],
      [z.string().regex(/^a$/), 'b'],
      [z.email(), 'x'],
      [z.string().refine(() => false), 'x'],
      [z.record(z.string(), z.number()), { a: 'x' }],
      [z.strictObject({ a: z.string() }), {}],
    ];
    const said = cases.flatMap(([schema, value]) => {
      const result = schema.safeParse(value, { reportInput: true });
      return result.success ? ['(accepted)'] : result.error.issues.map(issueMessage);
    });
    expect(said.filter((message) => !isBilingual(message))).toEqual([]);
    expect(said).toHaveLength(cases.length);
  });
});
