/**
 * @jest-environment node
 */
import { apply, copyContent, runCheck } from './support/content-copy';

/*
 * `npm run check:content` renders every page of both editions (scripts/content-check/render/) and
 * holds what a visitor reads: a slip that only shows on the page is stopped at the content line
 * that writes it, in Chinese and English. All the slips go into one copy of content/ (one render),
 * each in a line of its own; the correct edits into another, which passes.
 */
/** `says`: the rule's id, or the words of the line (a token near a known one is the module check's, with the form to write). */
type Slip = readonly [what: string, file: string, after: string, find: string, replace: string, says: string];

const TOKEN = 'rendered-token';
/** The find and replace of an edit that writes `added` right after `text`. */
const add = (text: string, added: string) => [text, `${text}${added}`] as const;

const SLIPS: readonly Slip[] = [
  ['a place token in a search title', 'pages/accessibility.ts', 'seo:', ...add("title: '無障礙聲明", '（{place.name}）'), TOKEN],
  ['the rate token without the notice', 'pages/fee.ts', "title: '伴侶療程", ...add('伴侶二人一同出席', '，約人民幣 {rmbRate}'), TOKEN],
  ['a place token in the mainland notice', 'mainland-notice.ts', 'intro:', ...add('僅供參考', '，緊急請致電 {place.emergency}'), TOKEN],
  ['a fact token misspelt', 'pages/resources.ts', "title: '慢呼吸'", ...add('重複 5 分鐘', '（{hour}）'), TOKEN],
  ['{email} by analogy with {phone}', 'pages/faq.ts', 'lead:', ...add('如找不到答案', '，可電郵 {email}'), TOKEN],
  ['a token in full-width braces', 'pages/accessibility.ts', 'lead:', ...add('找到所需的資料', '，或致電｛phone｝'), '要寫成 {phone}'],
  ['${…} typed inside quotes', 'pages/resources.ts', 'lead:', ...add('希望在你需要時陪伴你', '（${site.email}）'), TOKEN],
  ['a fact token in the wrong case', 'pages/info.ts', "label: '收費'", '以及付款', '以及{Fee.individual}付款', '要寫成 {fee.individual}'],
  ['a place token where nothing fills it', 'pages/info.ts', "label: '資源'", '閱讀建議', '致電 {place.emergency}，或閱讀建議', TOKEN],
  ["a token in an override's wording", 'simplified-overrides.ts', "traditional: '當事人'", ...add("'来访者", '{rmbrate}'), TOKEN],
  ['a link to a part the page lacks', 'pages/info.ts', "label: '常見問題'", ...add("href: '/faq", '#no-such-part'), 'published-links'],
];

const CORRECT: readonly Slip[] = [
  ['a fact token where facts are filled', 'pages/faq.ts', 'lead:', ...add('如找不到答案', '，請致電 {phone}'), ''],
  ['brackets in no token shape', 'pages/resources.ts', 'lead:', ...add('陪伴你', '（每日練習約十分鐘）'), ''],
];

const edit = (root: string, [what, file, after, find, replace]: Slip) =>
  apply(root, { what, file: `content/${file}`, after, find, replace });

it('stops each slip that shows only on the rendered page at its file:line, in Chinese and English', () => {
  const root = copyContent();
  const lines = SLIPS.map((slip) => [slip, edit(root, slip)] as const);
  const { status, lines: output } = runCheck(root);
  expect(status).toBe(1);
  const stopped = lines.map(([[what, file, , , , rule], line]) => {
    const said = output.find((each) => each.startsWith(`content/${file}:${line} `) && each.includes(rule));
    return { what, said: said !== undefined && /\p{Script=Han}/u.test(said) && /[a-z]{3,} [a-z]{3,}/.test(said) };
  });
  expect(stopped.filter(({ said }) => !said).map(({ what }) => what)).toEqual([]);
}, 240_000);

it('accepts the correct edits, rendered in both editions', () => {
  const root = copyContent();
  for (const slip of CORRECT) edit(root, slip);
  const { status, output } = runCheck(root);
  expect(output).toContain('content check passed');
  expect(status).toBe(0);
}, 240_000);

it('stops a move whose map point keeps the old street under a new stamp, and accepts it with a new point', () => {
  const root = copyContent();
  const stamp = ["forStreet: '彌敦道 700 號'", "forStreet: '彌敦道 688 號'"] as const;
  const move: readonly Slip[] = [
    ['the street moves', 'site.ts', 'address:', "street: '彌敦道 700 號'", "street: '彌敦道 688 號'", ''],
    ['only the stamp of the point follows', 'site.ts', 'geo:', ...stamp, ''],
    ['and of the way here', 'site.ts', 'transport:', ...stamp, ''],
    ['and of the way from Shenzhen', 'mainland-notice.ts', '從深圳或廣州到中心', ...stamp, ''],
  ];
  const [, line] = move.map((slip) => edit(root, slip));
  expect(runCheck(root).lines.find((each) => each.startsWith(`content/site.ts:${line} `))).toMatch(
    /geo\.forStreet — .*只改了 forStreet.*only forStreet/,
  );
  edit(root, ['a new point', 'site.ts', 'geo:', 'latitude: 22.31886', 'latitude: 22.31786', '']);
  expect(runCheck(root).lines.some((each) => each.startsWith(`content/site.ts:${line} `))).toBe(false);
}, 240_000);
