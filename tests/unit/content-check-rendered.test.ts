/**
 * @jest-environment node
 */
import { apply, copyContent, runCheck } from './support/content-copy';

/*
 * `npm run check:content` renders every page of both editions (scripts/content-check/render/) and
 * holds what a visitor reads: a slip that only shows on the page is stopped at the content line
 * that writes it, in Chinese and English. All the slips go into one copy of content/ (one render),
 * each in a line of its own; the correct edits into another, which passes (an edit of the check's
 * own settings named as such).
 */
/** `says`: the rule's id, or the words of the line (a token near a known one is the module check's, with the form to write). */
type Slip = readonly [what: string, file: string, after: string, find: string, replace: string, says: string];

const SLIPS: readonly Slip[] = [
  [
    'a place token in a search title',
    'content/pages/accessibility.ts',
    'seo:',
    "title: '無障礙聲明'",
    "title: '無障礙聲明（{place.name}）'",
    'rendered-token',
  ],
  [
    'the rate token on a page only the notice fills',
    'content/pages/fee.ts',
    "title: '伴侶療程",
    '伴侶二人一同出席',
    '伴侶二人一同出席，約人民幣 {rmbRate}',
    'rendered-token',
  ],
  [
    'a place token in the mainland notice',
    'content/mainland-notice.ts',
    'intro:',
    '僅供參考',
    '僅供參考，緊急請致電 {place.emergency}',
    'rendered-token',
  ],
  ['a fact token misspelt', 'content/pages/resources.ts', "title: '慢呼吸'", '重複 5 分鐘', '重複 5 分鐘（{hour}）', 'rendered-token'],
  ['{email} by analogy with {phone}', 'content/pages/faq.ts', 'lead:', '如找不到答案', '如找不到答案，可電郵 {email}', 'rendered-token'],
  [
    'a token from a Chinese input method',
    'content/pages/accessibility.ts',
    'lead:',
    '找到所需的資料',
    '找到所需的資料，或致電｛phone｝',
    '要寫成 {phone}',
  ],
  [
    '${…} typed inside quotes',
    'content/pages/resources.ts',
    'lead:',
    '希望在你需要時陪伴你',
    '希望在你需要時陪伴你（${site.email}）',
    'rendered-token',
  ],
  [
    'a fact token in the wrong case',
    'content/pages/info.ts',
    "label: '收費'",
    '以及付款',
    '以及{Fee.individual}付款',
    '要寫成 {fee.individual}',
  ],
  [
    'a place token where nothing fills it',
    'content/pages/info.ts',
    "label: '資源'",
    '閱讀建議',
    '致電 {place.emergency}，或閱讀建議',
    'rendered-token',
  ],
  [
    'a token in the Simplified wording of an override',
    'content/simplified-overrides.ts',
    "traditional: '當事人'",
    "'来访者'",
    "'来访者{rmbrate}'",
    'rendered-token',
  ],
  [
    'a link to a part a page does not have',
    'content/pages/info.ts',
    "label: '常見問題'",
    "href: '/faq'",
    "href: '/faq#no-such-part'",
    'published-links',
  ],
];

const CORRECT: readonly Slip[] = [
  ['a fact token where facts are filled', 'content/pages/faq.ts', 'lead:', '如找不到答案', '如找不到答案，請致電 {phone}', ''],
  [
    'braces in no token shape: a full stop after a closing bracket',
    'content/pages/resources.ts',
    'lead:',
    '陪伴你',
    '陪伴你（每日練習約十分鐘）',
    '',
  ],
];

const edit = (root: string, [what, file, after, find, replace]: Slip) =>
  apply(root, { what, file, after, find, replace, entry: '', field: '' });

it('stops each slip that shows only on the rendered page at its file:line, in Chinese and English', () => {
  const root = copyContent();
  const lines = SLIPS.map((slip) => [slip, edit(root, slip)] as const);
  const { status, lines: output } = runCheck(root);
  expect(status).toBe(1);
  const stopped = lines.map(([[what, file, , , , rule], line]) => {
    const said = output.find((each) => each.startsWith(`${file}:${line} `) && each.includes(rule));
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
  for (const [, file, , , , says] of CORRECT.filter(([, , , , , says]) => says)) expect(output).toMatch(new RegExp(`${file} .*${says}`));
}, 240_000);

it('stops a move whose map point keeps the old street under a new stamp, and accepts it with a new point', () => {
  const root = copyContent();
  const move: readonly Slip[] = [
    ['the street moves', 'content/site.ts', 'address:', "street: '彌敦道 700 號'", "street: '彌敦道 688 號'", ''],
    ['only the stamp of the point follows', 'content/site.ts', 'geo:', "forStreet: '彌敦道 700 號'", "forStreet: '彌敦道 688 號'", ''],
    ['and of the way here', 'content/site.ts', 'transport:', "forStreet: '彌敦道 700 號'", "forStreet: '彌敦道 688 號'", ''],
    [
      'and of the way from Shenzhen',
      'content/mainland-notice.ts',
      '從深圳或廣州到中心',
      "forStreet: '彌敦道 700 號'",
      "forStreet: '彌敦道 688 號'",
      '',
    ],
  ];
  const [, line] = move.map((slip) => edit(root, slip));
  expect(runCheck(root).lines.find((each) => each.startsWith(`content/site.ts:${line} `))).toMatch(
    /geo\.forStreet — .*只改了 forStreet.*only forStreet/,
  );
  edit(root, ['a new point', 'content/site.ts', 'geo:', 'latitude: 22.31886', 'latitude: 22.31786', '']);
  expect(runCheck(root).lines.some((each) => each.startsWith(`content/site.ts:${line} `))).toBe(false);
}, 240_000);
