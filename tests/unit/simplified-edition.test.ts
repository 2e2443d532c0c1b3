import { simplifiedOverrides } from '@/content/simplified-overrides';
import { simplifier, traditionalLeft } from '@/lib/chinese/to-simplified.mjs';
import { staleOverrides, traditionalInSimplified } from '@/lib/check/edition-rules';
import type { LoadedExport } from '@/lib/check/cross';

/*
 * The Simplified edition's text: OpenCC's conversion, corrected by content/simplified-overrides.ts,
 * and the check's two rules over it (a stale override, a Traditional character left).
 */
const page = (value: unknown): LoadedExport => ({ file: 'content/pages/fee.ts', exportName: 'page', path: [], value });
const overrides = (value: unknown): LoadedExport => ({
  file: 'content/simplified-overrides.ts',
  exportName: 'simplifiedOverrides',
  path: [],
  value,
});
const said = (problems: ReturnType<typeof staleOverrides>) => problems.map((problem) => `${problem.path.join('.')}: ${problem.message}`);

describe('conversion to Simplified', () => {
  it('converts characters and Hong Kong phrases, leaving place names as they are written', () => {
    const toSimplified = simplifier([]);
    expect(toSimplified('預約免費初步諮詢（約 20 分鐘）')).toBe('预约免费初步咨询（约 20 分钟）');
    expect(toSimplified('香港九龍旺角彌敦道，港鐵旺角站')).toBe('香港九龙旺角弥敦道，港铁旺角站');
    expect(toSimplified("{ path: '/services/isp', image: 'therapist-chan-sum-yee.svg' }")).toBe(
      "{ path: '/services/isp', image: 'therapist-chan-sum-yee.svg' }",
    );
  });

  it('puts each override wording in place of its Traditional phrase, the longest first', () => {
    const toSimplified = simplifier([
      { traditional: '視像', simplified: '视频' },
      { traditional: '網上視像治療', simplified: '线上视频治疗' },
    ]);
    expect(toSimplified('選擇網上視像治療，或透過視像通話')).toBe('选择线上视频治疗，或透过视频通话');
  });

  it("applies each of the content's own overrides", () => {
    const toSimplified = simplifier(simplifiedOverrides);
    for (const { traditional, simplified } of simplifiedOverrides) expect(toSimplified(`「${traditional}」`)).toBe(`「${simplified}」`);
  });

  it('finds the Traditional characters a Simplified text still holds', () => {
    expect(traditionalLeft('整合心理治疗不拘泥於单一学派')).toEqual(['於']);
    expect(traditionalLeft('预约免费初步咨询，港铁旺角站')).toEqual([]);
  });
});

describe('the content check over the Simplified edition', () => {
  it('reports an override whose Traditional phrase no longer appears in any text, at its line', () => {
    const list = overrides([
      { traditional: '視像', simplified: '视频' },
      { traditional: '行山', simplified: '爬山' },
    ]);
    expect(said(staleOverrides([list, page({ lead: '網上視像治療' })]))).toEqual([
      expect.stringMatching(/^1\.traditional: 「行山」已不在網站任何文字裡.*刪除這一行/),
    ]);
  });

  it("reports a text whose Simplified form keeps a Traditional character, at the text's own field", () => {
    const loaded = [
      overrides([{ traditional: '工作坊', simplified: '工作坊們' }]),
      page({ sections: [{ text: '不拘泥於單一學派的工作坊' }] }),
    ];
    expect(said(traditionalInSimplified(loaded))).toEqual([
      expect.stringMatching(/^sections\.0\.text: 簡體版的這段文字仍會有繁體字「於」「們」：在 content\/simplified-overrides\.ts 加一行/),
    ]);
    const fixed = [
      overrides([{ traditional: '拘泥於', simplified: '拘泥于' }]),
      page({ sections: [{ text: '不拘泥於單一學派的工作坊' }] }),
    ];
    expect(traditionalInSimplified(fixed)).toEqual([]);
  });
});
