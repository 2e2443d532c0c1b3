// The loader every page shares (an external file of ours, allowed by script-src 'self'): it starts
// the page's own script (its flight data) and the framework's chunks once the page has loaded and
// its largest content has been shown.
//
// When exactly: after the window's `load` event, all images of the first view have arrived, but on
// a slow phone the frame that shows the largest of them may come later still; scripts started in
// between compete with that frame for the CPU (measured: the hero painted 70–170 ms after `load`,
// behind the chunks' compilation). So the loader waits for the browser's own report that the
// content is on screen: a `largest-contentful-paint` entry at least as large as the page's priority
// image (`fetchpriority="high"`, the image the page marks as its largest), or any such entry on a
// page without one. Browsers without that report (or a page opened in the background, which
// paints nothing) start after the next frame; if no report comes, they start 3 s after load.
import { createHash } from 'node:crypto';

/** The loader's folder: under /_next/static/, cached as immutable, allowed by script-src 'self'. */
export const HYDRATE_DIR = '/_next/static/hydrate/';
/** The attribute of the loader's tag that lists the page's chunks, in document order. */
export const CHUNKS_ATTRIBUTE = 'data-chunks';
/** The attributes that carry the page's own script (flight data) and the id its tag had. */
export const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';
export const PAGE_SCRIPT_ID_ATTRIBUTE = 'data-page-script-id';
/** The longest the loader waits after `load` for the paint report. */
export const PAINT_WAIT_MS = 3000;

// Plain ES5 so it runs wherever the page does; the lists come from its own tag (document.currentScript
// is set while a deferred classic script runs). Every script is inserted with `async = false`, so they
// run in the order inserted: the flight data is in `self.__next_f` before Next's client starts.
const LOADER_SOURCE = `(function () {
  var tag = document.currentScript;
  function read(name) {
    return (tag && tag.getAttribute(name)) || '';
  }
  var page = read('${PAGE_SCRIPT_ATTRIBUTE}');
  var pageId = read('${PAGE_SCRIPT_ID_ATTRIBUTE}');
  var chunks = read('${CHUNKS_ATTRIBUTE}').split(' ');
  var started = false;
  function insert(src, id) {
    var script = document.createElement('script');
    script.src = src;
    script.async = false;
    if (id) script.id = id;
    document.body.appendChild(script);
  }
  function start() {
    if (started) return;
    started = true;
    if (page) insert(page, pageId);
    for (var i = 0; i < chunks.length; i += 1) if (chunks[i]) insert(chunks[i], '');
  }
  // The visible area (CSS px, as the paint report counts it) of the largest priority image.
  function priorityArea() {
    var images = document.querySelectorAll('img[fetchpriority="high"]');
    var width = window.innerWidth;
    var height = window.innerHeight;
    var largest = 0;
    for (var i = 0; i < images.length; i += 1) {
      var box = images[i].getBoundingClientRect();
      var area = Math.max(0, Math.min(box.right, width) - Math.max(box.left, 0)) * Math.max(0, Math.min(box.bottom, height) - Math.max(box.top, 0));
      if (area > largest) largest = area;
    }
    return largest;
  }
  function afterPaint() {
    var Observer = window.PerformanceObserver;
    var types = (Observer && Observer.supportedEntryTypes) || [];
    if (document.visibilityState !== 'visible' || types.indexOf('largest-contentful-paint') < 0) {
      window.requestAnimationFrame(function () {
        window.setTimeout(start, 0);
      });
      return;
    }
    var target = priorityArea() * 0.9;
    var observer = new Observer(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i += 1) {
        if (entries[i].size >= target) {
          observer.disconnect();
          window.setTimeout(start, 0);
          return;
        }
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    window.setTimeout(function () {
      observer.disconnect();
      start();
    }, ${PAINT_WAIT_MS});
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
`;

/** The loader file every page shares: its path under the export folder and its text. */
export function hydrateLoader(): { path: string; text: string } {
  const hash = createHash('sha256').update(LOADER_SOURCE, 'utf8').digest('hex').slice(0, 20);
  return { path: `${HYDRATE_DIR}${hash}.js`, text: LOADER_SOURCE };
}
