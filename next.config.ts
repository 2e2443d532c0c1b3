import type { NextConfig } from 'next';
import type { TurbopackLoaderOptions as LoaderOptions } from 'next/dist/server/config-shared';
import { analyticsBuildEnv } from './lib/analytics/config';
import { contentTextOptions } from './lib/content-text/options';
import { SIMPLIFIED, edition } from './lib/edition';

// Every content module is read through one loader (scripts/edition/content-loader.cjs), a thin line
// to lib/content-text/index.ts: the content's way to the page, the one place every content text
// passes on its way to a page, server-rendered or in a browser bundle, in both editions — facts
// filled ({phone}, {hours}, {fee.individual}, lib/facts.ts), and in the Simplified edition converted
// (content/simplified-overrides.ts) with RMB beside each HK$ amount. See docs/architecture.md.
const CONTENT = { path: /(?:^|[\\/])content[\\/]/ };
const contentRule = (simplified: boolean) => ({
  '*.ts': {
    condition: CONTENT,
    // Plain data (strings, numbers, lists), which Next's JSON type for options reads as mutable.
    loaders: [{ loader: './scripts/edition/content-loader.cjs', options: contentTextOptions(simplified) as unknown as LoaderOptions }],
    as: '*.ts',
  },
});

const traditionalBuild: NextConfig = { turbopack: { rules: contentRule(false) } };

// The Simplified edition (SITE_EDITION=zh-hans, scripts/edition/build.mjs): the same app under
// /zh-hans/, its content modules converted by the loader as the build reads them, so every text —
// server-rendered or in a browser bundle — is Simplified. Its own folder keeps both builds' caches.
const simplifiedBuild: NextConfig = {
  basePath: SIMPLIFIED.base,
  distDir: SIMPLIFIED.distDir,
  turbopack: { rules: contentRule(true) },
};

// No headers() here: an export serves none. The response headers and the Content-Security-Policy
// are written after `next build` by the post-build step that scripts/edition/build.mjs runs
// (scripts/postbuild/postbuild.ts → out/_headers; the CSP in scripts/postbuild/csp.ts), see
// docs/postbuild.md. Where else to look: docs/where-is.md.
const nextConfig: NextConfig = {
  // A static site: every route is pre-rendered to out/ and served by any static host or CDN.
  output: 'export',
  // Routes are written as out/<route>/index.html, which every static host serves as /<route>/
  // without rewrites. Links, canonicals and the sitemap all use the trailing-slash form.
  trailingSlash: true,
  // No image optimisation server in an export; scripts/images/build.ts makes the variants with sharp.
  images: { unoptimized: true },
  reactStrictMode: true,
  // CSS as files (Next's default), not `experimental.inlineCss`: that flag put each page's CSS in a
  // <style> and twice more, byte for byte, in the flight data React hydrates from (vercel/next.js
  // #98079, #98110), about 100 KB of home's 398 KB and 139 of /fee/'s 218 KB, parsed on every visit.
  // As files (the shared layout's sheet cached across pages) home is 242 KB raw, 45 KB gzipped, /fee/
  // 79 KB (tests/e2e/page-weight.desktop.spec.ts keeps it so). Measured against one copy inline in
  // one interleaved Lighthouse run (issue #44): first visit FCP about +0.1–0.2 s on home, LCP within
  // 1.5 s either way, the second page without the CSS.
  // turbopackFileSystemCacheForBuild: Turbopack's build cache on disk in the distDir (.next,
  // .next-zh-hans), so a rebuild after a content edit skips recompiling unchanged modules
  // (measured: the compile step of a one-word rebuild went from 14 s to 5 s); `git clean -xdf`
  // deletes it and the next build compiles from scratch.
  // globalNotFound: the 404 page is app/global-not-found.tsx, outside the root layout; with an
  // app/not-found.tsx, Next put that page's tree in every page's flight data (3.3 KB of home's).
  experimental: { turbopackFileSystemCacheForBuild: true, globalNotFound: true },
  poweredByHeader: false,
  // The type check is `npm run typecheck`, which `npm test` runs before any build; the build's own
  // pass repeated it over the whole project (tests included) after every content edit, most of a
  // rebuild's time. Content itself is checked before the build by `npm run check:content`.
  typescript: { ignoreBuildErrors: true },
  // ANALYTICS_GA_ID is inlined as a literal ('' when analytics is off), so an off build carries
  // no analytics code at all. See lib/analytics/config.ts and docs/booking-and-analytics.md.
  env: { ...analyticsBuildEnv(), SITE_EDITION: edition.id },
  ...(edition === SIMPLIFIED ? simplifiedBuild : traditionalBuild),
};

export default nextConfig;
