// The budgets every measured route must meet, against the floor measured in the same run.
//
// The site's budgets: LCP under 1.5 s (median; the best static-site starter measures 1.58 s here),
// Performance ≥ 99, TBT at most the floor's + 30 ms, CLS 0, JavaScript transferred at most the
// floor's + 12 KiB, Accessibility, Best Practices and SEO 100. On home also the media budgets:
// the first view under 350 KiB (Lighthouse's total-byte-weight: every byte the load transfers, not
// only above the fold) and no image decoded at more than twice its displayed size. Home is each
// edition's base (/ and /zh-hans/).

import { EDITIONS } from '../../lib/edition/data.mjs';

export const BUDGETS = { lcp: 1.5, perf: 99, tbtOverFloor: 30, jsOverFloor: 12, homeKiB: 350 };

function homeMediaMisses(page) {
  const misses = [];
  if (page.totalKiB >= BUDGETS.homeKiB) misses.push(`first view ${page.totalKiB.toFixed(1)} KiB ≥ ${BUDGETS.homeKiB} KiB`);
  if (page.oversized?.length)
    misses.push(`${page.oversized.length} image(s) over twice their displayed size: ${page.oversized.join(', ')}`);
  return misses;
}

export function budgetMisses(route, page, floor) {
  const home = EDITIONS.some((edition) => route === `${edition.base}/`);
  const misses = home ? homeMediaMisses(page) : [];
  if (page.lcp >= BUDGETS.lcp) misses.push(`LCP ${page.lcp.toFixed(2)} s ≥ ${BUDGETS.lcp} s`);
  if (page.perf < BUDGETS.perf) misses.push(`Perf ${page.perf} < ${BUDGETS.perf}`);
  const tbt = floor.tbt + BUDGETS.tbtOverFloor;
  if (page.tbt > tbt) misses.push(`TBT ${Math.round(page.tbt)} ms > ${Math.round(tbt)} ms`);
  const js = floor.jsKiB + BUDGETS.jsOverFloor;
  if (page.jsKiB > js) misses.push(`JS ${page.jsKiB.toFixed(1)} KiB > ${js.toFixed(1)} KiB`);
  if (page.cls > 0) misses.push(`CLS ${page.cls.toFixed(3)} > 0`);
  for (const [key, name] of [
    ['a11y', 'A11y'],
    ['bp', 'BP'],
    ['seo', 'SEO'],
  ]) {
    if (page[key] < 100) misses.push(`${name} ${page[key]} < 100${page.failing.length ? ` (${page.failing.join(', ')})` : ''}`);
  }
  return misses;
}
