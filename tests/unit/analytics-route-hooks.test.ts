import { createRouteSettler, onRouteSettled } from '@/lib/analytics/route-hooks';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs each registered hook once per route, 300 ms after the route change', () => {
  const hook = jest.fn();
  const remove = onRouteSettled(hook);
  const settler = createRouteSettler();
  settler.routeChanged('/');
  jest.advanceTimersByTime(299);
  expect(hook).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(hook).toHaveBeenCalledTimes(1);
  expect(hook).toHaveBeenLastCalledWith({ pathname: '/' });
  settler.routeChanged('/fee/');
  jest.advanceTimersByTime(5000);
  expect(hook.mock.calls).toEqual([[{ pathname: '/' }], [{ pathname: '/fee/' }]]);
  remove();
});

it('does not settle a route left within 300 ms', () => {
  const hook = jest.fn();
  const remove = onRouteSettled(hook);
  const settler = createRouteSettler();
  settler.routeChanged('/a/');
  jest.advanceTimersByTime(200);
  settler.routeChanged('/b/');
  jest.advanceTimersByTime(300);
  expect(hook.mock.calls).toEqual([[{ pathname: '/b/' }]]);
  settler.routeChanged('/c/');
  settler.dispose();
  jest.advanceTimersByTime(1000);
  expect(hook).toHaveBeenCalledTimes(1);
  remove();
});

it('stops running a hook once it is removed', () => {
  const hook = jest.fn();
  onRouteSettled(hook)();
  createRouteSettler().routeChanged('/');
  jest.advanceTimersByTime(300);
  expect(hook).not.toHaveBeenCalled();
});
