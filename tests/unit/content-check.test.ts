import {
  checkBookingTags,
  checkCount,
  checkLinks,
  checkTree,
  checkUnique,
  formatProblem,
  type ContentProblem,
} from '@/lib/content-check';

const exists = (file: string) => file !== 'missing.svg';

function run(fn: (problems: ContentProblem[]) => void): string[] {
  const problems: ContentProblem[] = [];
  fn(problems);
  return problems.map(formatProblem);
}

describe('checkTree', () => {
  it('accepts complete data', () => {
    expect(run((p) => checkTree('content/home.ts', { hero: { image: { file: 'a.svg', alt: '圖' } }, text: '字' }, exists, p))).toEqual([]);
  });

  it('names a missing image file by module, entry and field', () => {
    const data = { cards: [{ title: '家庭', image: { file: 'missing.svg', alt: '圖' } }] };
    expect(run((p) => checkTree('content/home.ts', data, exists, p))).toEqual([
      'content/home.ts › cards[0].image › file: image "missing.svg" does not exist in content/images/',
    ]);
  });

  it('rejects empty alt text and unsupported formats', () => {
    const data = { image: { file: 'photo.gif', alt: ' ' } };
    expect(run((p) => checkTree('content/site.ts', data, exists, p))).toEqual([
      'content/site.ts › image › file: "photo.gif" is not a JPEG, PNG or SVG source',
      'content/site.ts › image › alt: alt text is empty',
    ]);
  });

  it('rejects an empty required field', () => {
    expect(run((p) => checkTree('content/therapists.ts', [{ slug: 'a', role: '' }], exists, p))).toEqual([
      'content/therapists.ts › [0] › role: is empty',
    ]);
  });

  it('lets a video title be empty (it is looked up at run time)', () => {
    const data = { categories: [{ title: '家庭', videos: [{ url: 'https://youtu.be/abcdefghijk', title: '' }] }] };
    expect(run((p) => checkTree('content/home.ts', data, exists, p))).toEqual([]);
  });
});

it('finds duplicate slugs', () => {
  const items = [{ slug: 'a' }, { slug: 'b' }, { slug: 'a' }];
  expect(run((p) => checkUnique('content/therapists.ts', items, (item) => item.slug, 'slug', p))).toEqual([
    'content/therapists.ts › [2] › slug: duplicate "a" (also at [0])',
  ]);
});

it('checks counts against the spec, exact or as a range', () => {
  expect(run((p) => checkCount('content/home.ts', 'hero.slides', 2, 3, p))).toEqual([
    'content/home.ts › hero.slides › length: has 2 items; the spec requires 3',
  ]);
  expect(run((p) => checkCount('content/home.ts', 'videos', 4, [2, 3], p))).toEqual([
    'content/home.ts › videos › length: has 4 items; the spec requires 2–3',
  ]);
  expect(run((p) => checkCount('content/home.ts', 'videos', 3, [2, 3], p))).toEqual([]);
});

describe('checkBookingTags', () => {
  const all = ['01', '02', '03', '04', '05', '06'].map((tag) => ({ module: 'm', entry: `e${tag}`, tag }));

  it('accepts 01–06 once each', () => {
    expect(run((p) => checkBookingTags(all, p))).toEqual([]);
  });

  it('rejects a tag used twice, naming both places', () => {
    const twice = [...all, { module: 'content/services-overview.ts', entry: 'closing', tag: '03' }];
    expect(run((p) => checkBookingTags(twice, p))).toEqual([
      'm › e03 › bookingTag: booking tag "03" is used 2 times (m › e03, content/services-overview.ts › closing)',
    ]);
  });

  it('rejects an unknown tag and a missing one', () => {
    const wrong = all.map((item) => (item.tag === '06' ? { ...item, tag: '07' } : item));
    expect(run((p) => checkBookingTags(wrong, p))).toEqual([
      'm › e06 › bookingTag: booking tag "07" is not one of 01–06',
      'content › booking buttons › bookingTag: booking tag "06" is not used anywhere',
    ]);
  });
});

it('rejects a link to a route that does not exist', () => {
  const routes = new Set(['/', '/faq']);
  const links = [
    { entry: 'mainNav[0]', href: '/' },
    { entry: 'mainNav[1]', href: '/faq/' },
    { entry: 'mainNav[2]', href: '/fees' },
    { entry: 'mainNav[3]', href: 'https://example.com' },
  ];
  expect(run((p) => checkLinks('content/navigation.ts', links, routes, p))).toEqual([
    'content/navigation.ts › mainNav[2] › href: links to "/fees", which is not a route in content/routes.ts',
  ]);
});
