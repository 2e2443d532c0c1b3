import type { LoadedExport } from '@/scripts/content-check/types';
import { oneAltPerImage } from '@/scripts/content-check/rules/copy';
import { loadedAs } from './support/content-copy';

const image = { file: 'problem-family.svg', alt: '三個圓點：象徵家庭關係的插畫' };
const home = loadedAs('content/home.ts', 'home', { problems: { items: [{ title: '家庭關係', image }] } });
const page = (alt: string, file = image.file) =>
  loadedAs('content/pages/problems.ts', 'problemPages', [{ path: '/problems/family', image: { file, alt } }]);
const found = (...loaded: LoadedExport[]) => oneAltPerImage(loaded).map((p) => `${p.file} ${p.path.join('.')}: ${p.message}`);

describe('the one-alt-per-image rule', () => {
  it('passes one file with the same alt everywhere (surrounding spaces aside), and different files with different alts', () => {
    expect(found(home, page(' 三個圓點：象徵家庭關係的插畫 '))).toEqual([]);
    expect(found(home, page('一棵小樹', 'problem-wealth.svg'))).toEqual([]);
  });

  it('refuses a second alt for the same file at the later use, quoting the first and where it is, in Chinese and English', () => {
    expect(found(home, page('一間小屋裡坐着幾位家庭成員'))).toEqual([
      expect.stringMatching(
        /^content\/pages\/problems\.ts 0\.image\.alt: 圖片 problem-family\.svg 在 content\/home\.ts 的說明是「三個圓點：象徵家庭關係的插畫」.*（the image problem-family\.svg is described in content\/home\.ts as "三個圓點：象徵家庭關係的插畫": one picture has one alt/,
      ),
    ]);
  });

  it('reports every differing use, not the ones that agree with the first', () => {
    const third = { ...page(image.alt), file: 'content/services-overview.ts', exportName: 'servicesOverview' };
    const fourth = { ...page('另一句'), file: 'content/pages/blog.ts', exportName: 'blogPosts' };
    expect(found(home, page('一間小屋'), third, fourth).map((line) => line.split(':')[0])).toEqual([
      'content/pages/problems.ts 0.image.alt',
      'content/pages/blog.ts 0.image.alt',
    ]);
  });
});
