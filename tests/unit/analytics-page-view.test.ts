import { createPageViewTracker } from '@/lib/analytics/page-view';

const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0));

function go(path: string, title = '') {
  window.history.pushState(null, '', path);
  document.title = title;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.title = '';
  jest.useRealTimers();
});

it('sends nothing for the first page: GA’s config sends that view', () => {
  const send = jest.fn();
  const views = createPageViewTracker(send);
  expect(views.routeChanged('/')).toBe(false);
  expect(views.routeChanged('/')).toBe(false);
  expect(send).not.toHaveBeenCalled();
});

it('sends page_view once the new page has its title, with the previous page as referrer', async () => {
  document.title = '首頁｜中心';
  const send = jest.fn();
  const views = createPageViewTracker(send);
  views.routeChanged('/');
  go('/fee/');
  expect(views.routeChanged('/fee/')).toBe(true);
  document.title = '首頁｜中心'; // the old title again is not the new page's
  await flushObservers();
  expect(send).not.toHaveBeenCalled();
  document.title = '收費｜中心';
  await flushObservers();
  expect(send.mock.calls).toEqual([
    ['event', 'page_view', { page_location: 'http://localhost/fee/', page_title: '收費｜中心', page_referrer: 'http://localhost/' }],
  ]);
  expect(views.routeChanged('/fee/')).toBe(false);
  expect(send).toHaveBeenCalledTimes(1);
});

it('sends after 1 s without a new title, and at once when the visitor moves on first', () => {
  jest.useFakeTimers();
  document.title = 'Same';
  const send = jest.fn();
  const views = createPageViewTracker(send);
  views.routeChanged('/');
  go('/a/', 'Same');
  views.routeChanged('/a/');
  jest.advanceTimersByTime(999);
  expect(send).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(send).toHaveBeenLastCalledWith('event', 'page_view', expect.objectContaining({ page_location: 'http://localhost/a/', page_title: 'Same' }));
  go('/b/', '');
  views.routeChanged('/b/');
  go('/c/', '');
  views.routeChanged('/c/'); // /b/ is sent now, with its own URL
  expect(send).toHaveBeenLastCalledWith('event', 'page_view', expect.objectContaining({ page_location: 'http://localhost/b/', page_referrer: 'http://localhost/a/' }));
  views.flush();
  expect(send).toHaveBeenLastCalledWith('event', 'page_view', expect.objectContaining({ page_location: 'http://localhost/c/', page_referrer: 'http://localhost/b/' }));
  expect(send).toHaveBeenCalledTimes(3);
});
