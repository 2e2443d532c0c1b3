import type { ReactElement } from 'react';
import type { EditionId } from '@/lib/edition';

type Testing = typeof import('@testing-library/react/pure');
let cleanup = () => {};

/**
 * Renders `element`, built from the modules `load` requires, as the build of `edition` would: the
 * edition is SITE_EDITION's, read as modules load, so those modules load afresh with it, React and
 * Testing Library too (one copy of React for the component and the renderer; `pure`: no hooks of
 * its own). `cleanupEdition` unmounts the last render.
 */
export function renderInEdition<M>(edition: EditionId, load: () => M, element: (modules: M) => ReactElement) {
  const previous = process.env.SITE_EDITION;
  process.env.SITE_EDITION = edition;
  let rendered: (Testing & { container: HTMLElement }) | undefined;
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after SITE_EDITION is set, as the build does
      const testing = require('@testing-library/react/pure') as Testing;
      rendered = { ...testing, container: testing.render(element(load())).container };
      cleanup = testing.cleanup;
    });
  } finally {
    process.env.SITE_EDITION = previous;
  }
  if (!rendered) throw new Error('not rendered');
  return rendered;
}

export const cleanupEdition = () => cleanup();
