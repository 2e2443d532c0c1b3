import { placeholderMarks } from '@/scripts/content-check/rules/copy';
import { loadedAs } from './support/content-copy';

const found = (value: unknown) =>
  placeholderMarks([loadedAs('content/home.ts', 'home', value)]).map((p) => `${p.path.join('.')}: ${p.message}`);

describe('the placeholder-mark rule', () => {
  it('passes finished text, including words that only contain a marked word (示意圖)', () => {
    expect(
      found({
        caption: '曾合作的企業及機構',
        iceberg: { file: 'iceberg.svg', alt: '冰山示意圖：水面上是情緒' },
        items: ['今日 TODOS 沒有'],
      }),
    ).toEqual([]);
  });

  it('refuses a bracketed mark in any text, nested or in a list, naming the mark in Chinese and English', () => {
    expect(found({ enterprise: { logoCaption: '曾合作的企業及機構（示意）' }, items: ['第一段', '介紹【待補】'] })).toEqual([
      expect.stringMatching(
        /^enterprise\.logoCaption: 「（示意）」是未完成內容的標記.*（"（示意）" marks unfinished content and must not be published/,
      ),
      expect.stringMatching(/^items\.1: 「【待補】」.*"【待補】" marks unfinished content/),
    ]);
  });

  it('refuses half-width brackets, a TODO and dummy Latin', () => {
    expect(found({ a: '標誌 (示意)', b: 'TODO: 補上簡介', c: 'Lorem ipsum dolor' })).toEqual([
      expect.stringMatching(/^a: 「\(示意\)」/),
      expect.stringMatching(/^b: 「TODO」/),
      expect.stringMatching(/^c: 「Lorem ipsum」/),
    ]);
  });

  it('reports at the path of the value inside its export', () => {
    const [problem] = placeholderMarks([loadedAs('content/pages/problems.ts', 'problemPages', [{ lead: '（待定）' }])]);
    expect(problem).toMatchObject({ file: 'content/pages/problems.ts', exportName: 'problemPages', path: [0, 'lead'] });
  });
});
