// Images decoded far larger than they are shown, on a page loaded as Lighthouse's phone sees it.
import { CHROME_FLAGS, CHROME_PATH } from './bench-config.mjs';

/**
 * Every raster image of a page at 412×823 CSS px, DPR 1.75: lazy images are made eager and the
 * masters expanded so all of them load, then each image's decoded size is compared with its
 * displayed size in device pixels. SVGs are skipped (vector).
 */
export async function oversizedImages(url) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.split(' ').filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.goto(url, { waitUntil: 'load' });
    const masters = page.locator('#home-masters details:not([open]) > summary');
    if (await masters.count()) await masters.click();
    await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
    await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 30_000 });
    return await page.evaluate((dpr) => {
      const found = [];
      for (const img of document.images) {
        const src = img.currentSrc || img.src;
        if (!img.naturalWidth || !img.clientWidth || /\.svg(\?|$)|^data:/.test(src)) continue;
        const fit = getComputedStyle(img).objectFit;
        const ratios = [img.naturalWidth / (img.clientWidth * dpr), img.naturalHeight / (img.clientHeight * dpr)];
        // `cover` crops, so the smaller ratio is the real one; otherwise the larger.
        const ratio = fit === 'cover' ? Math.min(...ratios) : Math.max(...ratios);
        if (ratio > 2) found.push(`${src.split('/').pop()} ×${ratio.toFixed(1)}`);
      }
      return found;
    }, 1.75);
  } finally {
    await browser.close();
  }
}
