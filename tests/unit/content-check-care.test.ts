import { rmSync } from 'node:fs';
import { cautions, describedBy } from '@/content/cautions';
import { home } from '@/content/home';
import { memoryCautions } from '@/scripts/content-check/rules/cautions';
import type { LoadedExport } from '@/scripts/content-check/types';
import { testimonialFraming } from '@/scripts/content-check/rules/cautions';
import { apply, copyContent, loadedAs, runCheck } from './support/content-copy';

// The sentences are the editors' (content/cautions.ts): the tests write none of them.
const own = [loadedAs('content/cautions.ts', 'cautions', cautions), loadedAs('content/cautions.ts', 'describedBy', describedBy)];
const pageAt = (value: unknown, file = 'content/pages/problems/love.ts') => loadedAs(file, 'page', value, 'page');
const page = (...sections: object[]) => ({ path: '/problems/love', name: '感情', sections });
const note = (...paragraphs: string[]) => ({ kind: 'prose', heading: '請留意', paragraphs });

describe('the evidence note of each method', () => {
  const { term, words } = describedBy.hypnosisEvidence;
  const describes = { kind: 'prose', heading: '方法', paragraphs: [`以${term}的方法，${words[0] ?? ''}。`] };
  const found = (loaded: LoadedExport) =>
    memoryCautions([...own, loaded]).map((problem) => `${problem.path.join('.')}: ${problem.message}`);

  it('is asked for wherever the method is described, beside the memory caution', () => {
    expect(found(pageAt(page(describes, note(cautions.hypnosisMemory))))).toEqual([
      expect.stringMatching(/^sections\.0\.paragraphs\.0: .*hypnosisEvidence/),
    ]);
    expect(found(pageAt(page(describes, note(cautions.hypnosisMemory, cautions.hypnosisEvidence))))).toEqual([]);
  });

  it('follows the same words as the memory caution', () => {
    expect(describedBy.hypnosisEvidence).toEqual(describedBy.hypnosisMemory);
    expect(describedBy.constellationEvidence).toEqual(describedBy.constellationMemory);
  });
});

describe('a testimonial', () => {
  const quote = { kind: 'quote', text: '一段分享。', author: '阿明' };
  const found = (...loaded: LoadedExport[]) =>
    testimonialFraming([...own, ...loaded]).map((problem) => `${problem.file} ${problem.path.join('.')}: ${problem.message}`);

  it('without its framing on the page is refused, at its text, saying what to add or where to move it', () => {
    expect(found(pageAt(page(quote)))).toEqual([
      expect.stringMatching(
        /^content\/pages\/problems\/love\.ts sections\.0\.text: 當事人的分享要有說明.*testimonialFraming.*\/testimonials.*a client's testimonial/,
      ),
    ]);
  });

  it('passes with the framing anywhere on its page, as a paragraph or an intro', () => {
    expect(found(pageAt(page(note(cautions.testimonialFraming), quote)))).toEqual([]);
    const block = {
      testimonials: { heading: '分享', intro: cautions.testimonialFraming, items: [{ text: '一段分享。', author: '阿明' }] },
    };
    expect(found(loadedAs('content/home.ts', 'home', block, 'page'))).toEqual([]);
  });

  it('counts the framing written into another sentence as missing', () => {
    expect(found(pageAt(page(note(`${cautions.testimonialFraming}歡迎聯絡。`), quote)))).toHaveLength(1);
  });

  it('is judged page by page in a list of pages, and a book (with its year) is no testimonial', () => {
    const book = { title: '書', author: '某人', text: '簡介', year: '2020' };
    const posts = loadedAs(
      'content/pages/blog.ts',
      'blogPosts',
      [{ sections: [note(cautions.testimonialFraming), quote] }, { sections: [quote, book] }],
      'blogPosts',
    );
    expect(found(posts)).toEqual([expect.stringMatching(/^content\/pages\/blog\.ts 1\.sections\.0\.text: /)]);
  });
});

describe('npm run check:content, as an editor meets it', () => {
  jest.setTimeout(120_000);
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a testimonial without its framing and a qualification without an issuer, each at its line', () => {
    root = copyContent();
    const intro = { what: 'the home testimonials without their framing', file: 'content/home.ts', after: 'testimonials: {' };
    const unframed = apply(root, { ...intro, find: 'intro: cautions.testimonialFraming,', replace: "intro: '以下是當事人的分享。'," });
    const qualification = { what: 'a qualification without its issuer', file: 'content/therapists.ts', after: 'qualifications: [' };
    const noIssuer = apply(root, { ...qualification, find: "issuer: '", replace: "issuerr: '" });
    const { status, lines } = runCheck(root);
    expect(status).toBe(1);
    const at = (prefix: string, says: RegExp) => lines.find((text) => text.startsWith(prefix) && says.test(text));
    // The framing is asked for at each testimonial below the intro; the issuer at the entry that lacks it.
    const framingAsked = lines.filter((text) => /^content\/home\.ts:(\d+) .*text — 當事人的分享要有說明.*testimonialFraming/.test(text));
    expect(framingAsked).toHaveLength(home.testimonials.items.length);
    for (const text of framingAsked) expect(Number(/:(\d+) /.exec(text)?.[1])).toBeGreaterThan(unframed);
    expect(at(`content/therapists.ts:${noIssuer} › `, /issuer — /)).toEqual(expect.any(String));
  });
});
