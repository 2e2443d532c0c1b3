/** @jest-environment node */
import { onlineOffer } from '@/content/online-offer';
import { page as cantonese } from '@/content/pages/services/cantonese';
import { page as mandarin } from '@/content/pages/services/mandarin';
import { offersTreatmentToMainland } from '@/scripts/content-check/rules/mainland-reader';
import { CONTENT_FILES } from './support/content-copy';
import { edit, expectAccepted, expectStopped, slip, type EditRow, type SlipRow } from './support/slips';

/*
 * What a reader in the mainland is offered, and the names the Simplified edition keeps (issue 51):
 * the check's #online-offer and #statutory-name rules (scripts/content-check/rules/mainland-reader.ts),
 * with the existing #override-reach for an override written over a protected name. Each slip is
 * stopped at its line in Chinese and English; the correct edits pass.
 */
jest.setTimeout(120_000);

describe('a sentence that offers 治療 online to a reader in the mainland', () => {
  it.each([
    ['无论你在香港、内地还是海外，都可以用普通话接受治疗，我们提供线上视频。', 'simplified'],
    ['在世界任何地方，就可以通过视频接受治疗。', 'traditional'],
    ['线上视频也可以进行催眠治疗吗？', 'simplified'],
    ['无论你在香港、内地还是海外，都可以用普通话接受治疗。', 'traditional'],
  ] as const)('is refused: %s (%s)', (sentence, edition) => {
    expect(offersTreatmentToMainland(sentence, edition)).toBe(true);
  });

  it.each([
    ['身处香港或海外，可以通过线上视频接受心理治疗；', 'simplified'],
    ['身处中国内地，本中心提供的是线上心理咨询，不作诊断，也不处理药物。', 'simplified'],
    ['根据内地《精神卫生法》第五十一条，心理治疗须在医疗机构内进行；', 'simplified'],
    ['线上进行前，我们会发送视频会议链接和简单的准备提示。', 'simplified'],
    // A placeless online offer speaks to the mainland only in the Simplified edition.
    ['通过线上视频接受治疗。', 'traditional'],
    ['你可以到旺角的中心面谈，接受催眠治疗。', 'simplified'],
  ] as const)('is not refused: %s (%s)', (sentence, edition) => {
    expect(offersTreatmentToMainland(sentence, edition)).toBe(false);
  });
});

const { OVERRIDES } = CONTENT_FILES;
const CANTONESE = 'content/pages/services/cantonese.ts';
const MANDARIN = 'content/pages/services/mandarin.ts';
const OVERSEAS = "question: '我身處海外，也可以接受治療嗎？'";

const ONLINE_TREATMENT: readonly SlipRow[] = [
  [
    'the override that wrote 线上视频治疗 put back',
    OVERRIDES,
    'simplifiedOverrides = [',
    "{ traditional: '網上視像治療', simplified: '线上视频咨询' }",
    "{ traditional: '網上視像治療', simplified: '线上视频治疗' }",
    /simplified — .*治疗.*咨询/,
  ],
  [
    'the Mandarin lead courting the mainland for 治療 again',
    MANDARIN,
    'export const page',
    'lead: `',
    "lead: '無論你在香港、內地還是海外，都可以用普通話接受治療。' + `",
    /lead — .*內地.*(心理諮詢|心理咨询)/,
    { at: 'lead:' },
  ],
  [
    'a Cantonese card offering 催眠治療 online with no place',
    CANTONESE,
    "kind: 'cards'",
    "{ title: '{address.district}面談',",
    "{ title: '網上催眠', text: '透過網上視像接受催眠治療，在家中也可以放鬆。' },\n        { title: '{address.district}面談',",
    /text — .*簡體版.*治疗/,
  ],
  [
    'an FAQ answer offering 治療 online to the whole world',
    'content/pages/faq.ts',
    OVERSEAS,
    'answer: `',
    "answer: '可以。我們透過網上視像為世界各地的當事人提供治療。' + `",
    /answer — .*世界各地.*onlineOffer/,
    { at: 'answer:' },
  ],
];

const NAMES: readonly SlipRow[] = [
  [
    "the privacy regulator's name taken out of protectedNames",
    OVERRIDES,
    'protectedNames = [',
    "  '個人資料私隱專員公署',\n",
    '',
    /paragraphs\.第 1 項 — 「個人資料私隱專員公署」.*protectedNames/,
    { in: 'content/pages/privacy.ts', at: '私隱專員公署' },
  ],
  [
    'an override written over a protected statutory body',
    OVERRIDES,
    "  { traditional: '家族系統排列'",
    '\n',
    "\n  { traditional: '社會福利署', simplified: '社会福利局' },\n",
    /traditional — .*受保護的名稱「社會福利署」/,
    { at: "traditional: '社會福利署'" },
  ],
  [
    'a new law named on a page, which the overrides would rewrite',
    CANTONESE,
    "kind: 'prose'",
    'paragraphs: [',
    "paragraphs: [\n        '我們按《個人資料（私隱）（修訂）條例》處理你的資料。',",
    /paragraphs\.第 1 項 — 「.*（修訂）條例」.*protectedNames/,
    { at: '（修訂）條例' },
  ],
  [
    'an override that renames a department a page names',
    OVERRIDES,
    "  { traditional: '當事人'",
    '\n',
    "\n  { traditional: '衞生', simplified: '卫生健康' },\n",
    /「.*衞生署」.*「衞生」→「卫生健康」.*protectedNames/,
    {
      also: [
        edit([
          'the department, on the Mandarin page',
          MANDARIN,
          "kind: 'prose'",
          'paragraphs: [',
          "paragraphs: [\n        '如需診斷，可以向衞生署轄下的診所查詢。',",
        ]),
      ],
      in: MANDARIN,
      at: '衞生署轄下',
    },
  ],
];

const CORRECT: readonly EditRow[] = [
  ['the mainland offer from its source', CANTONESE, "kind: 'prose'", 'paragraphs: [', 'paragraphs: [\n        onlineOffer.mainland,'],
  [
    'an online offer of 治療 that names Hong Kong and abroad',
    MANDARIN,
    "kind: 'prose'",
    'paragraphs: [',
    "paragraphs: [\n        '身處香港或海外，也可以網上接受治療。',",
  ],
  [
    'a new statutory body named, and protected',
    'content/pages/faq.ts',
    OVERSEAS,
    'answer: `',
    'answer: `如需診斷，可以向衞生署查詢。',
    { also: [edit(['its name protected', OVERRIDES, 'protectedNames = [', "  '社會福利署',", "  '社會福利署',\n  '衞生署',"])] },
  ],
];

describe('the mainland reader rules on a copy of content/', () => {
  it(`accept correct edits (${cantonese.path}, ${mandarin.path}, /faq)`, async () => {
    expect(onlineOffer.mainland).toContain('心理諮詢');
    await expectAccepted(CORRECT.map(edit));
  });

  it('stop online 治療 offered to the mainland, at its line', () => expectStopped(ONLINE_TREATMENT.map(slip), 4));

  it("stop a statutory body's or law's name rewritten, at its line", () => expectStopped(NAMES.map(slip), 2));
});
