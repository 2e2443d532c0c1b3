/**
 * A module as a new page loads it (an `@/` path): loaded afresh, without the state that earlier
 * tests left in the copy the test file imports (what a page remembers, by design, for its life).
 */
export function freshModule<T extends object>(path: string): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<T>(path);
  });
  if (!loaded) throw new Error(`${path} did not load`);
  return loaded;
}
