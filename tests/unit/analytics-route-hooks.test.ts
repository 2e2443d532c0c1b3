import { createRouteSettler } from '@/lib/analytics/route-hooks';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs each action once per route, 300 ms after the route change', () => {
  const action = jest.fn();
  const settler = createRouteSettler([action]);
  settler.routeChanged('/');
  jest.advanceTimersByTime(299);
  expect(action).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(action).toHaveBeenCalledTimes(1);
  expect(action).toHaveBeenLastCalledWith({ pathname: '/' });
  settler.routeChanged('/fee/');
  jest.advanceTimersByTime(5000);
  expect(action.mock.calls).toEqual([[{ pathname: '/' }], [{ pathname: '/fee/' }]]);
});

it('does not settle a route left within 300 ms', () => {
  const action = jest.fn();
  const settler = createRouteSettler([action]);
  settler.routeChanged('/a/');
  jest.advanceTimersByTime(200);
  settler.routeChanged('/b/');
  jest.advanceTimersByTime(300);
  expect(action.mock.calls).toEqual([[{ pathname: '/b/' }]]);
  settler.routeChanged('/c/');
  settler.dispose();
  jest.advanceTimersByTime(1000);
  expect(action).toHaveBeenCalledTimes(1);
});
