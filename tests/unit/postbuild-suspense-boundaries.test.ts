/** @jest-environment node */
// The post-build step's build-time `$RC`: each streamed Suspense boundary's content is put where
// React's own script would put it. The sample is home as `next build` wrote it with two boundaries
// (tests/fixtures/react-stream/home-two-boundaries.html: React's runtime and calls byte for byte,
// each section cut after its header); the other pages are hand-written forms of React's output.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { scriptTags } from '../../scripts/postbuild/html-tokens';
import { placeCompletedBoundaries } from '../../scripts/postbuild/suspense-boundaries';

const SAMPLE = readFileSync(join(__dirname, '..', 'fixtures', 'react-stream', 'home-two-boundaries.html'), 'utf8');

/** The body as the browser builds it, once React's own scripts in the page have run to their end. */
function afterReactScripts(html: string): string {
  const dom = new JSDOM(html, { runScripts: 'outside-only' });
  const { window } = dom;
  // The reveal waits for a frame or a timer; run it at once, as it would run in the end.
  window.requestAnimationFrame = (callback: FrameRequestCallback) => {
    callback(0);
    return 0;
  };
  for (const script of [...window.document.querySelectorAll('script')]) window.eval(script.textContent ?? '');
  const flush = window as unknown as { $RV?: (batch: unknown[]) => void; $RB?: unknown[] };
  if (flush.$RB?.length) flush.$RV?.(flush.$RB);
  for (const script of [...window.document.querySelectorAll('script')]) script.remove();
  return window.document.body.innerHTML;
}

const bodyOf = (html: string) => new JSDOM(html).window.document.body.innerHTML;

it('puts each boundary in place as React would, and drops the scripts that did it', () => {
  const { html, placed, pending } = placeCompletedBoundaries(SAMPLE);
  expect({ placed, pending }).toEqual({ placed: 2, pending: [] });
  expect(bodyOf(html)).toBe(afterReactScripts(SAMPLE));
  expect(html).not.toContain('hidden id="S:');
  expect(html).not.toContain('<template');
  expect(scriptTags(html)).toEqual([]);
  // Completed boundaries, in the order of the page: React hydrates each on its own.
  expect(html).toContain('</section><!--$--><section id="home-problems"');
  expect(html.match(/<!--\$-->/g)).toHaveLength(2);
  expect(html.indexOf('home-problems')).toBeLessThan(html.indexOf('home-invitation'));
  expect(html.indexOf('home-invitation')).toBeLessThan(html.indexOf('<footer>'));
});

it('leaves a page without boundaries as it was', () => {
  const page = '<!DOCTYPE html><html><body><main><!--$--><p>a</p><!--/$--></main><script>self.x=1</script></body></html>';
  expect(placeCompletedBoundaries(page)).toEqual({ html: page, placed: 0, pending: [] });
});

const RUNTIME =
  scriptTags(SAMPLE)
    .find((tag) => tag.body.startsWith('$RB=[];'))
    ?.body.replace(/\$RC\("B:0","S:0"\)$/, '') ?? '';
const page = (main: string, after: string) =>
  `<!DOCTYPE html><html><head></head><body><main>${main}</main><footer>f</footer>${after}</body></html>`;

it('places a boundary that sits inside another boundary’s content once that content is in place', () => {
  const source = page(
    '<!--$?--><template id="B:0"></template><p>loading</p><!--/$-->',
    `<div hidden id="S:0"><section><h2>outer</h2><div><!--$?--><template id="B:1"></template><!--/$--></div></section></div>` +
      `<script>${RUNTIME}$RC("B:0","S:0")</script>` +
      `<div hidden id="S:1"><p>inner</p><div><div>deep</div></div></div><script>$RC("B:1","S:1")</script>`,
  );
  const { html, placed, pending } = placeCompletedBoundaries(source);
  expect({ placed, pending }).toEqual({ placed: 2, pending: [] });
  expect(bodyOf(html)).toBe(afterReactScripts(source));
  expect(html).toContain(
    '<main><!--$--><section><h2>outer</h2><div><!--$--><p>inner</p><div><div>deep</div></div><!--/$--></div></section><!--/$--></main><footer>f</footer></body>',
  );
});

it('leaves a boundary whose content is missing as React wrote it, with its script and the runtime, and names it', () => {
  const source = page(
    '<!--$?--><template id="B:0"></template><!--/$--><!--$?--><template id="B:1"></template><p>fallback</p><!--/$-->',
    `<div hidden id="S:0"><p>zero</p></div><script>${RUNTIME}$RC("B:0","S:0")</script><script>$RC("B:1","S:1")</script>`,
  );
  const { html, placed, pending } = placeCompletedBoundaries(source);
  expect({ placed, pending }).toEqual({ placed: 1, pending: ['B:1'] });
  expect(html).toContain('<main><!--$--><p>zero</p><!--/$--><!--$?--><template id="B:1"></template><p>fallback</p><!--/$--></main>');
  // B:0's call is gone; the runtime stays for B:1's, which still runs (and finds nothing) after load.
  expect(scriptTags(html).map((tag) => tag.body)).toEqual([RUNTIME, '$RC("B:1","S:1")']);
});

it('never reads a script’s or a comment’s text as a boundary', () => {
  const lookalike = '<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><p>x</p></div>';
  const source = page(
    '<!--$?--><template id="B:0"></template><!--/$-->',
    `<script type="application/ld+json">{"text":${JSON.stringify(lookalike)}}</script>` +
      `<script>var s = '${lookalike}$RC("B:0","S:0")';</script>` +
      `<!-- ${lookalike.replaceAll('--', '')} -->` +
      `<div hidden id="S:0"><p>real</p></div><script>${RUNTIME}$RC("B:0","S:0")</script>`,
  );
  const { html, placed, pending } = placeCompletedBoundaries(source);
  expect({ placed, pending }).toEqual({ placed: 1, pending: [] });
  expect(html).toContain('<main><!--$--><p>real</p><!--/$--></main>');
  // The two scripts that only spell a boundary are untouched.
  expect(html).toContain(`{"text":${JSON.stringify(lookalike)}}</script>`);
  expect(html).toContain(`<script>var s = '${lookalike}$RC("B:0","S:0")';</script>`);
});
