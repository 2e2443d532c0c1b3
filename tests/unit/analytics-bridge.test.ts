import { connectAnalytics, reportAppError, reportWechatCopy, trackVideoProgress } from '@/lib/analytics/bridge';

it('does nothing while analytics is not connected, as in an off build', () => {
  const iframe = document.createElement('iframe');
  const stop = trackVideoProgress(iframe, 'abc');
  expect(stop).toEqual(expect.any(Function));
  expect(() => stop()).not.toThrow();
  expect(() => reportWechatCopy('01')).not.toThrow();
  expect(document.querySelectorAll('script')).toHaveLength(0);
});

it('forwards to the connected trackers, and reports errors caught before it connected', () => {
  reportAppError(new Error('early'));
  const stopVideo = jest.fn();
  const bridge = { trackVideo: jest.fn(() => stopVideo), reportError: jest.fn(), reportWechatCopy: jest.fn() };
  const disconnect = connectAnalytics(bridge);
  expect(bridge.reportError).toHaveBeenCalledWith(new Error('early'));

  const iframe = document.createElement('iframe');
  trackVideoProgress(iframe, 'abc')();
  expect(bridge.trackVideo).toHaveBeenCalledWith(iframe, 'abc');
  expect(stopVideo).toHaveBeenCalled();
  reportAppError(new Error('later'));
  expect(bridge.reportError).toHaveBeenLastCalledWith(new Error('later'));

  reportWechatCopy('04');
  expect(bridge.reportWechatCopy).toHaveBeenCalledWith('04');

  disconnect();
  trackVideoProgress(iframe, 'def');
  reportWechatCopy();
  expect(bridge.trackVideo).toHaveBeenCalledTimes(1);
  expect(bridge.reportWechatCopy).toHaveBeenCalledTimes(1);
});

it('keeps at most five errors while waiting, and no WeChat copy: one before consent is never sent', () => {
  reportWechatCopy('01');
  for (let i = 0; i < 8; i += 1) reportAppError(new Error(`e${i}`));
  const bridge = { trackVideo: jest.fn(), reportError: jest.fn(), reportWechatCopy: jest.fn() };
  connectAnalytics(bridge)();
  expect(bridge.reportWechatCopy).not.toHaveBeenCalled();
  expect(bridge.reportError).toHaveBeenCalledTimes(5);
});
