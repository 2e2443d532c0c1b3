import { rules } from '@/scripts/content-check/rules/site';
import type { FoundProblem, LoadedExport, RuleInput } from '@/scripts/content-check/types';
import { loadedAs } from './support/content-copy';

/** The site rules of the check's table over these entries (all passed the schema). */
async function crossCheck(valid: LoadedExport[], options: Partial<RuleInput>): Promise<FoundProblem[]> {
  const base = { root: '', today: '2026-11-27', lineOf: () => 1, source: () => '', refusedAddresses: [], unloadable: [] };
  const input: RuleInput = { ...base, imageExists: () => true, pageFileExists: () => true, ...options, loaded: valid, valid };
  return (await Promise.all(rules.map((rule) => (typeof rule.run === 'function' ? rule.run(valid, input) : [])))).flat();
}

const seo = { title: '標題', description: '描述' };
const page = (path: string, code: string, more: object = {}) => ({ path, code, name: path, lastModified: '2026-11-20', seo, ...more });
const home = page('/', 'P01', { booking: { tag: '01' } });

const image = { file: 'chan.jpg', alt: '陳' };
const therapist = { slug: 'chan-tai-man', code: 'P03', name: '陳', lastModified: '2026-11-20', seo, image };
const post = { slug: 'first', code: 'P04', title: '第一篇', authorSlug: 'chan-tai-man', dateModified: '2026-11-20', seo, sections: [] };

/** A small site: home, a /fee page, one therapist and one article by her. */
function site(changes: { pages?: unknown[]; therapists?: unknown[]; posts?: unknown[]; nav?: unknown[] } = {}): LoadedExport[] {
  return [
    loadedAs('content/pages/fee.ts', 'pages', changes.pages ?? [home, page('/fee', 'P02')], 'pages'),
    loadedAs('content/therapists.ts', 'therapists', changes.therapists ?? [therapist], 'therapists'),
    loadedAs('content/pages/blog.ts', 'blogPosts', changes.posts ?? [post], 'blogPosts'),
    loadedAs('content/navigation.ts', 'mainNav', changes.nav ?? [{ label: '收費', href: '/fee' }]),
  ];
}

const options = { imageExists: (file: string) => file !== 'missing.jpg', pageFileExists: (path: string) => path !== '/orphan' };
const found = async (loaded: LoadedExport[]) =>
  (await crossCheck(loaded, options)).map((p) => `${p.file} ${p.exportName} ${p.path.join('.')}: ${p.message}`);

describe('checks across entries', () => {
  it('passes a consistent site', async () => {
    expect(await found(site())).toEqual([]);
  });

  it('refuses a link to a page that does not exist, suggesting the nearest one', async () => {
    expect(await found(site({ nav: [{ label: '收費', href: '/fees' }] }))).toEqual([
      expect.stringMatching(/^content\/navigation\.ts mainNav 0\.href: .*link \/fees goes to no page: link an existing page, e\.g\. \/fee/),
    ]);
  });

  it('checks links inside an article body too', async () => {
    const linking = { ...post, sections: [{ kind: 'links', items: [{ label: '連結', href: '/nowhere' }] }] };
    expect(await found(site({ posts: [linking] }))).toEqual([
      expect.stringMatching(/blogPosts 0\.sections\.0\.items\.0\.href: .*goes to no page/),
    ]);
  });

  it('refuses a page code or an address used twice', async () => {
    expect(await found(site({ pages: [home, page('/fee', 'P01')] }))).toEqual([
      expect.stringMatching(/pages 1\.code: .*P01 is already used/),
    ]);
    expect(await found(site({ pages: [home, page('/fee', 'P02'), page('/fee', 'P09')] }))).toEqual([
      expect.stringMatching(/pages 2\.path: .*\/fee is already that of content\/pages\/fee\.ts:1 \(\/fee\), listed before this one/),
    ]);
  });

  it('blames the copy of a code, the entry listed later whatever its dates or save times, saying so, and offers the code after the highest', async () => {
    const pages = [home, page('/fee', 'P02'), page('/faq', 'P02', { lastModified: '2026-10-01' })];
    expect(await found(site({ pages }))).toEqual([
      expect.stringMatching(
        /^content\/pages\/fee\.ts pages 2\.code: .*P02 is already used by .*（\/fee）, listed before this one: use the next unused code, P05/,
      ),
    ]);
    // A file after another in the check's order is the later one, whatever its date says.
    const loaded = [...site(), loadedAs('content/pages/faq.ts', 'page', page('/faq', 'P02', { lastModified: '2026-10-01' }), 'page')];
    expect((await crossCheck(loaded, options)).map((p) => `${p.file} ${p.path.join('.')}`)).toEqual(['content/pages/faq.ts code']);
  });

  it("reports a page that is its own parent, or pages that are each other's, once, at the parent changed last", async () => {
    expect(await found(site({ pages: [home, page('/fee', 'P02', { parent: '/fee' })] }))).toEqual([
      expect.stringMatching(/pages 1\.parent: .*the parent \/fee is this page itself/),
    ]);
    const pages = [home, page('/info', 'P05', { parent: '/fee' }), page('/fee', 'P02', { parent: '/info', lastModified: '2026-11-21' })];
    expect(await found(site({ pages }))).toEqual([expect.stringMatching(/pages 2\.parent: .*loop \(\/fee → \/info → \/fee\)/)]);
    const nested = [
      home,
      page('/fee', 'P02'),
      page('/services', 'P05', { parent: '/services/isp' }),
      page('/services/isp', 'P06', { parent: '/services' }),
    ];
    expect(await found(site({ pages: nested }))).toEqual([expect.stringMatching(/pages 3\.parent: .*loop.*delete the parent line/)]);
  });

  it('leaves a parent the schema refused to its own line', async () => {
    const loaded = site({ pages: [home, page('/fee', 'P02', { parent: '/info' })] });
    expect(await crossCheck(loaded, { ...options, refusedAddresses: ['/info'] })).toEqual([]);
  });

  it('refuses a parent that is not a page', async () => {
    expect(await found(site({ pages: [home, page('/fee', 'P02', { parent: '/inf' })] }))).toEqual([
      expect.stringMatching(/pages 1\.parent: .*parent \/inf is not a page/),
    ]);
  });

  it('refuses a page entry that nothing under app/ renders', async () => {
    expect(await found(site({ pages: [home, page('/fee', 'P02'), page('/orphan', 'P05')] }))).toEqual([
      expect.stringMatching(/pages 2\.path: .*nothing under app\/ renders \/orphan/),
    ]);
  });

  it('refuses an article by an author who is not a therapist', async () => {
    expect(await found(site({ posts: [{ ...post, authorSlug: 'chan-tai-mann' }] }))).toEqual([
      expect.stringMatching(/blogPosts 0\.authorSlug: .*use one of chan-tai-man/),
    ]);
  });

  it('refuses an image or a share image missing from content/images/', async () => {
    const missing = { ...therapist, seo: { ...seo, image: 'missing.jpg' }, image: { file: 'missing.jpg', alt: '陳' } };
    expect(await found(site({ therapists: [missing] }))).toEqual([
      expect.stringMatching(/therapists 0\.seo\.image: .*no image missing\.jpg/),
      expect.stringMatching(/therapists 0\.image\.file: .*no image missing\.jpg/),
    ]);
  });

  it('refuses a booking tag used twice, naming the unused one', async () => {
    const pages = [home, page('/fee', 'P02', { booking: { tag: '01' } })];
    expect(await found(site({ pages }))).toEqual([
      expect.stringMatching(/pages 1\.booking\.tag: .*booking tag 01 is already used.*use the unused 02, 03, 04, 05, 06/),
    ]);
  });
});
