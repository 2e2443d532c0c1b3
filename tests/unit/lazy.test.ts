import { PRELOAD_ERROR_EVENT, withPreloadErrorEvent } from '@/lib/lazy';

describe('withPreloadErrorEvent', () => {
  const failing = () => Promise.reject(new Error('ChunkLoadError'));

  it('passes a successful load through without an event', async () => {
    const listener = jest.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    await expect(withPreloadErrorEvent(() => Promise.resolve('module'), () => 'fallback')()).resolves.toBe('module');
    expect(listener).not.toHaveBeenCalled();
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  });

  it('dispatches preload-error and rethrows when nobody handles it', async () => {
    const listener = jest.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    await expect(withPreloadErrorEvent(failing, () => 'fallback')()).rejects.toThrow('ChunkLoadError');
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  });

  it('uses the fallback when a listener prevents the default', async () => {
    const listener = (event: Event) => event.preventDefault();
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    await expect(withPreloadErrorEvent(failing, () => 'fallback')()).resolves.toBe('fallback');
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  });
});
