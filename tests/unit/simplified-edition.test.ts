import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mainlandWords, protectedNames, simplifiedOverrides } from '@/content/simplified-overrides';
import { toSimplified as editionText } from '@/lib/content-text/simplified-edition';
import { PHRASE_TABLE_MISFITS, plainSimplified, simplifier, traditionalLeft } from '@/lib/content-text/to-simplified';
import {
  hongKongWordsInSimplified,
  overrideRows,
  overridesOverNames,
  staleOverrides,
  traditionalInSimplified,
} from '@/scripts/content-check/rules/edition';
import { filesUnder } from '@/lib/file-walk';
import { loadedAs } from './support/content-copy';

/*
 * The Simplified edition's text: protected names kept, content/simplified-overrides.ts's wording,
 * OpenCC's characters and Taiwan phrase table, mainland punctuation; and the check's rules over it
 * (a stale line, an override over a name, a Traditional character, a Hong Kong word or mark left).
 */
const page = (value: unknown) => loadedAs('content/pages/fee.ts', 'page', value);
const list = (exportName: string, value: unknown) => loadedAs('content/simplified-overrides.ts', exportName, value);
const overrides = (value: unknown) => list('simplifiedOverrides', value);
const said = (problems: ReturnType<typeof staleOverrides>) => problems.map((problem) => `${problem.path.join('.')}: ${problem.message}`);

describe('conversion to Simplified', () => {
  /** The conversion with no override or protected name of its own. */
  const plain = simplifier([]);

  it('converts characters and Hong Kong phrases, leaving place names as they are written', () => {
    expect(plain('預約免費初步諮詢（約 20 分鐘）')).toBe('预约免费初步咨询（约 20 分钟）');
    expect(plain('香港九龍旺角彌敦道，港鐵旺角站')).toBe('香港九龙旺角弥敦道，港铁旺角站');
    const addresses = "{ path: '/services/isp', image: 'therapist-chan-sum-yee.svg' }";
    expect(plain(addresses)).toBe(addresses);
  });

  it('puts each override wording in place of its Traditional phrase, the longest first', () => {
    const toSimplified = simplifier([
      { traditional: '網上', simplified: '线上' },
      { traditional: '視像', simplified: '视频' },
      { traditional: '網上視像', simplified: '线上视频咨询' },
      { traditional: '網上視像治療', simplified: '线上视频治疗' },
    ]);
    expect(toSimplified('選擇網上視像治療，或網上視像，或透過視像通話，網上講座')).toBe(
      '选择线上视频治疗，或线上视频咨询，或透过视频通话，线上讲座',
    );
  });

  it("applies each of the content's own overrides, written exactly as the list gives it", () => {
    const toSimplified = simplifier(simplifiedOverrides);
    for (const { traditional, simplified } of simplifiedOverrides) expect(toSimplified(`「${traditional}」`)).toBe(`“${simplified}”`);
  });

  it('keeps a protected name as written, converted character by character, whatever an override or the phrase table says', () => {
    const names = ['亞洲家族系統排列學會', '個人資料（私隱）條例', '精神健康支援熱線「情緒通」'];
    const toSimplified = simplifier(
      [
        { traditional: '家族系統排列', simplified: '家庭系统排列' },
        { traditional: '資料', simplified: '信息' },
        { traditional: '私隱', simplified: '隐私' },
        // Longer than the name and starting before it: the name is found first all the same.
        { traditional: '香港亞洲家族', simplified: '香港亚洲家庭' },
      ],
      names,
    );
    expect(toSimplified('香港亞洲家族系統排列學會推動家族系統排列')).toBe('香港亚洲家族系统排列学会推动家庭系统排列');
    expect(toSimplified('按《個人資料（私隱）條例》保護你的個人資料及私隱')).toBe('按《个人资料（私隐）条例》保护你的个人信息及隐私');
    // The phrase table would make 支援 支持: not inside the hotline's name, where the quotes still turn.
    expect(toSimplified('致電精神健康支援熱線「情緒通」，情緒支援')).toBe('致电精神健康支援热线“情绪通”，情绪支持');
    for (const name of names) expect(toSimplified(name)).toBe(plainSimplified(name));
  });

  it("keeps each of the content's protected names in its plain Simplified form", () => {
    for (const name of protectedNames) expect(editionText(`在${name}裡`)).toContain(plainSimplified(name));
  });

  it('writes mainland punctuation: 「」 as “”, 『』 as ‘’, the middle dot ・ as ·', () => {
    expect(plain('他說：「她說『你好』。」')).toBe('他说：“她说‘你好’。”');
    expect(plain('米爾頓・艾瑞克森、家族系統排列・整合心理治療・催眠治療')).toBe('米尔顿·艾瑞克森、家族系统排列·整合心理治疗·催眠治疗');
    expect(plain('24 小時・廣東話、英語')).toBe('24 小时·广东话、英语');
  });

  it("uses OpenCC's Taiwan phrase table for the vocabulary it knows, in Hong Kong's variant characters", () => {
    expect(plain('程式、登入、伺服器、載入中、開啟選單、訊息、聯絡我們、支援、軟體、影片、資訊、搜尋、傳送、縮圖')).toBe(
      '程序、登录、服务器、加载中、打开菜单、消息、联系我们、支持、软件、视频、信息、搜索、发送、缩略图',
    );
    // An entry that holds its own word back keeps it: 方程式 is not 方程序.
    expect(plain('方程式')).toBe('方程式');
  });

  it("leaves out the table's entries that misread Hong Kong text", () => {
    expect(plain('整合心理治療的核心：即時危險請查詢，建立互動，智慧，執行程序')).toBe(
      '整合心理治疗的核心：即时危险请查询，建立互动，智慧，执行程序',
    );
    for (const word of PHRASE_TABLE_MISFITS) expect(plain(word)).toBe(plainSimplified(word));
  });

  it('keeps what the plain conversion gets right: 着/著, 于, 后, 里, 发, 钟, 面, 覆盖, and the names of people and places', () => {
    expect(editionText('陳心怡 著，著有三本書，着重身心；於是後來在家裡發現，十分鐘，麵包，覆蓋全球')).toBe(
      '陈心怡 著，著有三本书，着重身心；于是后来在家里发现，十分钟，面包，覆盖全球',
    );
    expect(editionText('陳心怡、黃詠詩、張志偉、劉美玲在九龍旺角彌敦道，或在多倫多')).toBe(
      '陈心怡、黄咏诗、张志伟、刘美玲在九龙旺角弥敦道，或在多伦多',
    );
    expect(editionText('當事人問甚麼，透過視像，毋須資訊，行山，影片')).toBe('来访者问什么，通过视频，无须信息，爬山，视频');
  });

  it("gives people's names their mainland forms, with the mainland dot", () => {
    expect(editionText('伯特・海寧格、維琴尼亞・薩提爾（薩提爾模式）、莫瑞・包溫、弗里茲・皮爾斯的完形治療')).toBe(
      '伯特·海灵格、维吉尼亚·萨提亚（萨提亚模式）、默里·鲍恩、弗里茨·皮尔斯的格式塔疗法',
    );
  });

  it("leaves none of the content's Hong Kong words in a sentence that holds them all", () => {
    const all = mainlandWords.map((word) => word.hongKong).join('，');
    const converted = editionText(all);
    expect(mainlandWords.map((word) => plainSimplified(word.hongKong)).filter((word) => converted.includes(word))).toEqual([]);
  });

  it('finds the Traditional characters a Simplified text still holds', () => {
    expect(traditionalLeft('整合心理治疗不拘泥於单一学派')).toEqual(['於']);
    expect(traditionalLeft('预约免费初步咨询，港铁旺角站')).toEqual([]);
  });
});

describe('the content check over the Simplified edition', () => {
  it('reports an override whose Traditional phrase no longer appears in any text, at its line', () => {
    const lines = overrides([
      { traditional: '視像', simplified: '视频' },
      { traditional: '行山', simplified: '爬山' },
    ]);
    const names = list('protectedNames', ['亞洲家族系統排列學會', '看見家族的愛']);
    expect(said(staleOverrides([lines, names, page({ lead: '網上視像治療，亞洲家族系統排列學會' })]))).toEqual([
      expect.stringMatching(/^1\.traditional: 「行山」已不在網站任何文字裡.*刪除這一行/),
      expect.stringMatching(/^1: 「看見家族的愛」已不在網站任何文字裡/),
    ]);
  });

  it("reports a text whose Simplified form keeps a Traditional character at the text's own field, and an override's at its row", () => {
    const loaded = [
      overrides([{ traditional: '工作坊', simplified: '工作坊們' }]),
      page({ sections: [{ text: '不拘泥於單一學派的工作坊' }] }),
    ];
    expect(said(traditionalInSimplified(loaded))).toEqual([
      expect.stringMatching(/^sections\.0\.text: 簡體版的這段文字仍會有繁體字「於」：在 content\/simplified-overrides\.ts 加一行/),
    ]);
    expect(said(overrideRows(loaded))).toEqual([expect.stringMatching(/^0\.simplified: 簡體版的寫法仍有繁體字「們」.*寫 '工作坊们'/)]);
    const fixed = [
      overrides([{ traditional: '拘泥於', simplified: '拘泥于' }]),
      page({ sections: [{ text: '不拘泥於單一學派的工作坊' }] }),
    ];
    expect(traditionalInSimplified(fixed)).toEqual([]);
  });

  it('reports an override that would rewrite a protected name, at its line: holding the whole name, or running across its edge', () => {
    const names = list('protectedNames', ['亞洲家族系統排列學會']);
    const loaded = [
      overrides([
        { traditional: '家族系統排列', simplified: '家庭系统排列' },
        { traditional: '亞洲家族系統排列學會會員', simplified: '亚洲家庭系统排列学会会员' },
        { traditional: '學會導師', simplified: '学会的导师' },
      ]),
      names,
      page({ lead: '亞洲家族系統排列學會導師' }),
    ];
    expect(said(overridesOverNames(loaded))).toEqual([
      expect.stringMatching(
        /^1\.traditional: 「亞洲家族系統排列學會會員」會改寫受保護的名稱「亞洲家族系統排列學會」：名稱一律照原文轉換為「亚洲家族系统排列学会」/,
      ),
      expect.stringMatching(/^2\.traditional: 「學會導師」會改寫受保護的名稱「亞洲家族系統排列學會」/),
    ]);
  });

  it("reports a Hong Kong word left in a text's Simplified form, naming it and the mainland word, outside names and override wordings", () => {
    const words = list('mainlandWords', [
      { hongKong: '索償', mainland: '理赔' },
      { hongKong: '私隱', mainland: '隐私' },
    ]);
    const loaded = [
      overrides([{ traditional: '保險索償表格', simplified: '保险索偿表格' }]),
      list('protectedNames', ['個人資料（私隱）條例']),
      words,
      page({ lead: '如需作保險索償，請告訴我們', sections: [{ text: '按《個人資料（私隱）條例》處理保險索償表格' }] }),
    ];
    expect(said(hongKongWordsInSimplified(loaded))).toEqual([
      expect.stringMatching(
        /^lead: 簡體版會寫成香港用語「索偿」（原文「…需作保險索償，請告訴…」），內地讀者會說「理赔」：在 content\/simplified-overrides\.ts 的 simplifiedOverrides 加一行，寫出包含「索償」的詞語/,
      ),
    ]);
  });

  it("reports Hong Kong punctuation an override's wording writes once, at its row, not at each text", () => {
    const loaded = [overrides([{ traditional: '行山', simplified: '「爬山」' }]), page({ text: '她喜歡「行山」和行山' })];
    expect(said(overrideRows(loaded))).toEqual([
      expect.stringMatching(/^0\.simplified: 簡體版的寫法仍有香港標點「「」「」」.*寫 '“爬山”'/),
    ]);
    expect(traditionalInSimplified(loaded)).toEqual([]);
  });
});

describe('spacing in the Simplified text (MR76)', () => {
  // Every content module as the Simplified build reads it; a place token ({place.emergency}) may end in 「）」.
  const converted = filesUnder(join(process.cwd(), 'content'), { file: (name) => name.endsWith('.ts') })
    .filter((file) => !/(editions|simplified-overrides)\.ts$/.test(file))
    .map((file) => ({ file, text: editionText(readFileSync(file, 'utf8')) }));
  const slips = (pattern: RegExp) => converted.flatMap(({ file, text }) => (text.match(pattern) ?? []).map((slip) => `${file}: ${slip}`));

  it('has no space between a closing bracket, or a place token, and the Chinese word after it', () => {
    expect(slips(/.{0,12}(?:[）”]|\{place\.[a-z]+\}) (?=[\u4e00-\u9fff]).{0,4}/g)).toEqual([]);
  });

  it('has no space between a Chinese word and 微信 after it', () => {
    expect(slips(/.{0,12}[\u4e00-\u9fff] 微信.{0,4}/g)).toEqual([]);
  });
});
