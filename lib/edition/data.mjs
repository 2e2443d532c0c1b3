// JavaScript, not TypeScript: node scripts that run without tsx import it (scripts/edition/build.mjs,
// scripts/bench/, scripts/host-parity/, eslint.config.mjs), and the TypeScript reads the same values
// through lib/edition/index.ts (types: data.d.mts). The site's two editions, named once: every file
// that needs an edition's base, language, folder or id reads it from here.
// The Simplified edition is built under its base: /fee becomes /zh-hans/fee (scripts/edition/build.mjs).

export const TRADITIONAL = Object.freeze({
  /** The build's name for it: SITE_EDITION, BUILD_EDITIONS. */
  id: 'zh-hant',
  /** The `lang` of its pages and the `hreflang` of its links. */
  lang: 'zh-Hant-HK',
  /** Where its pages live on the site: the root. */
  base: '',
  /** Its folder in out/: the root. */
  folder: '',
  ogLocale: 'zh_HK',
  /** Next's build folder for its build (next.config.ts `distDir`). */
  distDir: '.next',
  /** Whether WeChat leads the booking spots and the floating buttons (WhatsApp is blocked in the mainland). */
  wechatFirst: false,
});

export const SIMPLIFIED = Object.freeze({
  id: 'zh-hans',
  lang: 'zh-Hans',
  base: '/zh-hans',
  folder: 'zh-hans',
  ogLocale: 'zh_CN',
  /** A folder of its own, where its export is written before the build moves it into out/<folder>. */
  distDir: '.next-zh-hans',
  /** Read in the mainland, where WhatsApp is blocked: WeChat comes first. */
  wechatFirst: true,
});

export const EDITIONS = Object.freeze([TRADITIONAL, SIMPLIFIED]);
