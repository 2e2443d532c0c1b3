// lib/browser/: code that runs in the visitor's browser outside React. storage.ts and when-shown.ts
// are bundled into client leaves. This file is JavaScript, not TypeScript: it is served as written.
// When the page comes alive: every page is complete HTML, and the post-build step
// (scripts/postbuild/hydrate-after-load.ts) gives it, instead of the framework's script tags, one
// tag of this loader (/_next/static/hydrate/<hash>.js, named in scripts/postbuild/hydrate-loader.ts;
// a file of ours, allowed by script-src 'self'). It starts the page's own script (the flight data)
// and the framework's chunks once the page has loaded and its main content is on screen, so they
// never compete with the frame that shows it, and records why on <html data-hydration-start>
// (tests/unit/hydrate-loader.test.ts, tests/e2e/hydration-start.desktop.spec.ts):
//   paint    the browser's largest-contentful-paint report names the page's priority image
//            (`fetchpriority="high"`), or content at least as large as its visible part;
//   frame    a browser without that report (WebKit) or a background tab: once the priority images
//            are decoded and one frame has passed;
//   prerender the page is being prerendered (Speculation-Rules, a hover on a link to it): nothing is
//            on screen to compete with, and no frame comes (nor, in Chromium, an image decode) until
//            it is shown, so at once, and it arrives hydrated. Since no frame comes, nothing would
//            style or lay out what hydration and the components' effects change (the attribute
//            data-hydrated alone restyles the menu and the place picker) until the frame that shows
//            the page, before its LCP: while hidden, each task's changes are styled and laid out at
//            its end (settleWhileHidden), so that frame is left with little but paint
//            (docs/benchmarks.md);
//   fallback neither came within FALLBACK_MS of the load event.
// Matched by element, not by area alone: the browser caps an image's reported size at its natural
// size (a 1280×600 variant shown 1280×736 at 1280×800) and engines round it differently.
// A classic script (document.currentScript is set while it runs): every script it inserts has
// async = false, so they run in order and the flight data is in self.__next_f before Next starts.
(function () {
  'use strict';
  var FALLBACK_MS = 1000;
  var tag = document.currentScript;
  var read = function (name) {
    return (tag && tag.getAttribute(name)) || '';
  };
  var page = read('data-page-script');
  var pageId = read('data-page-script-id');
  var chunks = read('data-chunks').split(' ').filter(Boolean);
  var started = false;

  function insert(src, id) {
    var script = document.createElement('script');
    script.src = src;
    script.async = false;
    if (id) script.id = id;
    document.body.appendChild(script);
  }

  // One script a task: each insertion starts a request (the CSP check, the cache, the fetch), about
  // 1 ms here and 4 ms on a phone 4× slower; eleven in one task made Lighthouse's longest task of
  // this site's own code (docs/benchmarks.md). A message, not a timer: a hidden tab's timers wait
  // up to a second. Inserted in order, async = false runs them in that order whatever the tasks.
  function eachInTurn(items, run) {
    var Channel = window.MessageChannel;
    var index = 0;
    if (typeof Channel !== 'function') return items.forEach(run);
    var channel = new Channel();
    var step = function () {
      run(items[index]);
      index += 1;
      if (index < items.length) channel.port2.postMessage(null);
      else channel.port1.onmessage = null;
    };
    channel.port1.onmessage = step;
    if (items.length > 0) step();
  }

  function start(reason) {
    if (started) return;
    started = true;
    document.documentElement.setAttribute('data-hydration-start', reason);
    var scripts = chunks.map(function (src) {
      return { src: src, id: '' };
    });
    if (page) scripts.unshift({ src: page, id: pageId });
    eachInTurn(scripts, function (script) {
      insert(script.src, script.id);
    });
  }

  // Reading a box styles and lays out the whole document; the observer's callback runs once at
  // the end of each task that changed it (hydration's commits, the effects after them).
  function settleWhileHidden() {
    var settle = function () {
      if (document.prerendering) document.documentElement.getBoundingClientRect();
    };
    settle();
    if (typeof window.MutationObserver !== 'function') return;
    var observer = new window.MutationObserver(function () {
      if (document.prerendering) settle();
      else observer.disconnect();
    });
    observer.observe(document.documentElement, { attributes: true, childList: true, characterData: true, subtree: true });
    document.addEventListener(
      'prerenderingchange',
      function () {
        observer.disconnect();
      },
      { once: true },
    );
  }

  // The part of an element inside the window, in CSS px², as the paint report counts it.
  function visibleArea(element) {
    var box = element.getBoundingClientRect();
    var width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
    var height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
    return Math.max(0, width) * Math.max(0, height);
  }

  function afterFrame(run) {
    window.requestAnimationFrame(function () {
      window.setTimeout(run, 0);
    });
  }

  function whenDecoded(images, run) {
    var pending = images.length;
    if (pending === 0) return run();
    images.forEach(function (image) {
      var done = function () {
        pending -= 1;
        if (pending === 0) run();
      };
      // decode() rejects for a broken image: it will not paint, so nothing is left to wait for.
      if (typeof image.decode === 'function') image.decode().then(done, done);
      else done();
    });
  }

  function afterLoad() {
    if (document.prerendering) {
      start('prerender');
      return settleWhileHidden();
    }
    window.setTimeout(function () {
      start('fallback');
    }, FALLBACK_MS);
    var images = Array.prototype.slice.call(document.querySelectorAll('img[fetchpriority="high"]'));
    var Observer = window.PerformanceObserver;
    var types = (Observer && Observer.supportedEntryTypes) || [];
    if (document.visibilityState !== 'visible' || types.indexOf('largest-contentful-paint') < 0) {
      whenDecoded(images, function () {
        afterFrame(function () {
          start('frame');
        });
      });
      return;
    }
    var target =
      0.9 *
      images.reduce(function (largest, image) {
        return Math.max(largest, visibleArea(image));
      }, 0);
    var observer = new Observer(function (list) {
      var shown = list.getEntries().some(function (entry) {
        return images.indexOf(entry.element) >= 0 || entry.size >= target;
      });
      if (!shown) return;
      observer.disconnect();
      window.setTimeout(function () {
        start('paint');
      }, 0);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }

  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
})();
