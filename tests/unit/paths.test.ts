import { href, normalizePath, pageSlug } from '@/lib/paths';
import { absoluteUrl } from '@/lib/site-url';
import { breadcrumbTrail, getRoute } from '@/lib/routes';

describe('href', () => {
  it.each([
    ['/', '/'],
    ['/services', '/services/'],
    ['/services/', '/services/'],
    ['/faq#fees', '/faq/#fees'],
    ['/blog?page=2', '/blog/?page=2'],
    ['https://wa.me/1', 'https://wa.me/1'],
    ['tel:+85223456789', 'tel:+85223456789'],
    ['#main', '#main'],
  ])('%s → %s', (input, output) => {
    expect(href(input)).toBe(output);
  });
});

it('makes absolute URLs on the site origin in the trailing-slash form', () => {
  expect(absoluteUrl('/contact')).toBe('https://www.serenemind-therapy.hk/contact/');
  expect(absoluteUrl('/')).toBe('https://www.serenemind-therapy.hk/');
});

it('normalises browser paths to the content form', () => {
  expect(normalizePath('/services/family/')).toBe('/services/family');
  expect(normalizePath('/')).toBe('/');
  expect(normalizePath('/faq/?x=1')).toBe('/faq');
});

it('gives neutral page slugs for booking tags', () => {
  expect(pageSlug('/')).toBe('home');
  expect(pageSlug('/services/family/')).toBe('services-family');
});

describe('breadcrumbTrail', () => {
  it('follows parents up to home', () => {
    expect(breadcrumbTrail('/blog/what-is-family-constellation').map((crumb) => crumb.path)).toEqual([
      '/',
      '/workshop',
      '/blog',
      '/blog/what-is-family-constellation',
    ]);
  });

  it('is just home for home', () => {
    expect(breadcrumbTrail('/')).toEqual([{ name: '首頁', path: '/' }]);
  });

  it('names the missing route', () => {
    expect(() => getRoute('/nope')).toThrow('no page entry in content/ for "/nope"');
  });
});
