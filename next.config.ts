import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // A static site: every route is pre-rendered to out/ and served by any static host or CDN.
  output: 'export',
  // Routes are written as out/<route>/index.html, which every static host serves as /<route>/
  // without rewrites. Links, canonicals and the sitemap all use the trailing-slash form.
  trailingSlash: true,
  // No image optimisation server in an export; scripts/images.mjs makes the variants with sharp.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
