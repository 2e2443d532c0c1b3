/**
 * A page the browser prerenders (the visitor showed intent to follow a link: speculation rules)
 * runs its scripts before anyone sees it, and may never be shown. What counts a visit — analytics,
 * the visit's booking code — and the crisis lines' place wait until the page is shown:
 * `document.prerendering` is true until then, and `prerenderingchange` fires once when the visitor
 * arrives. A browser without prerendering has neither: its pages are shown from the start.
 * https://developer.chrome.com/docs/web-platform/prerender-pages#detecting_prerender_in_javascript
 */
export type ShowableDocument = Pick<Document, 'addEventListener' | 'removeEventListener'> & { readonly prerendering?: boolean };

export function isShown(doc: ShowableDocument = document): boolean {
  return doc.prerendering !== true;
}

/**
 * Runs `run` once the page is shown: at once if it is, else after the first frame of a prerendered
 * page once it is activated. That frame shows the page as it was built while hidden; work done on
 * `prerenderingchange` itself delays it, and with it the page's LCP (a re-render there cost
 * 100–200 ms of tap to LCP on a 4× slower phone: docs/benchmarks.md). Returns the function that
 * cancels a wait not yet over.
 */
export function whenShown(run: () => void, doc: ShowableDocument = document): () => void {
  if (isShown(doc)) {
    run();
    return () => {};
  }
  let cancelled = false;
  const onShown = () =>
    afterNextFrame(() => {
      if (!cancelled) run();
    });
  doc.addEventListener('prerenderingchange', onShown, { once: true });
  return () => {
    cancelled = true;
    doc.removeEventListener('prerenderingchange', onShown);
  };
}

/** Runs `run` in a task after the browser's next frame (its rendering done), so that frame is not held back for it. */
function afterNextFrame(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}
