import type { NextConfig } from 'next';
import { protectedNames, simplifiedOverrides } from './content/simplified-overrides';
import { analyticsBuildEnv } from './lib/analytics/config';
import { SIMPLIFIED, edition } from './lib/edition';

// The Simplified edition (SITE_EDITION=zh-hans, scripts/edition/build.mjs): the same app under
// /zh-hans/, its content modules converted by the loader as the build reads them, so every text —
// server-rendered or in a browser bundle — is Simplified. Its own folder keeps both builds' caches.
const simplifiedBuild: NextConfig = {
  basePath: SIMPLIFIED.base,
  distDir: SIMPLIFIED.distDir,
  turbopack: {
    rules: {
      '*.ts': {
        condition: { path: /(?:^|[\\/])content[\\/]/ },
        loaders: [
          {
            loader: './scripts/edition/simplify-loader.cjs',
            options: {
              overrides: simplifiedOverrides.map(({ traditional, simplified }) => ({ traditional, simplified })),
              protectedNames: [...protectedNames],
            },
          },
        ],
        as: '*.ts',
      },
    },
  },
};

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
  // 1.5 s either way, the second page without the CSS. The build cache on disk lets a rebuild after a content edit skip recompiling
  // unchanged modules (measured: the compile step of a one-word rebuild went from 14 s to 5 s).
  experimental: { turbopackFileSystemCacheForBuild: true },
  poweredByHeader: false,
  // The type check is `npm run typecheck`, which `npm test` runs before any build; the build's own
  // pass repeated it over the whole project (tests included) after every content edit, most of a
  // rebuild's time. Content itself is checked before the build by `npm run check:content`.
  typescript: { ignoreBuildErrors: true },
  // ANALYTICS_GA_ID is inlined as a literal ('' when analytics is off), so an off build carries
  // no analytics code at all. See lib/analytics/config.ts and the README.
  env: { ...analyticsBuildEnv(), SITE_EDITION: edition.id },
  ...(edition === SIMPLIFIED ? simplifiedBuild : {}),
};

export default nextConfig;
