/**
 * A page the browser prerenders (the visitor showed intent to follow a link: speculation rules)
 * runs its scripts before anyone sees it, and may never be shown. What counts a visit — analytics
 * and the visit's booking code — waits until the page is shown: `document.prerendering` is true
 * until then, and `prerenderingchange` fires once when the visitor arrives. A browser without
 * prerendering has neither: its pages are shown from the start.
 * https://developer.chrome.com/docs/web-platform/prerender-pages#detecting_prerender_in_javascript
 */
export type ShowableDocument = Pick<Document, 'addEventListener' | 'removeEventListener'> & { readonly prerendering?: boolean };

export function isShown(doc: ShowableDocument = document): boolean {
  return doc.prerendering !== true;
}

/**
 * Runs `run` once the page is shown: at once if it is, else when a prerendered page is activated.
 * Returns the function that cancels a wait not yet over.
 */
export function whenShown(run: () => void, doc: ShowableDocument = document): () => void {
  if (isShown(doc)) {
    run();
    return () => {};
  }
  const onShown = () => run();
  doc.addEventListener('prerenderingchange', onShown, { once: true });
  return () => doc.removeEventListener('prerenderingchange', onShown);
}
