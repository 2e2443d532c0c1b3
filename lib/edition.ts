/*
 * The site is built twice from one source: the Traditional edition at the root, the Simplified
 * edition under /zh-hans/ (its content converted as the build reads it: scripts/edition/). The build
 * names its edition in SITE_EDITION, which next.config.ts inlines in server and browser code alike.
 */

export interface Edition {
  readonly id: 'zh-hant' | 'zh-hans';
  /** The `lang` of its pages and the `hreflang` of its links. */
  readonly lang: 'zh-Hant-HK' | 'zh-Hans';
  /** Where its pages live: '' (the root) or '/zh-hans'. */
  readonly base: '' | '/zh-hans';
  readonly ogLocale: 'zh_HK' | 'zh_CN';
}

export const TRADITIONAL: Edition = { id: 'zh-hant', lang: 'zh-Hant-HK', base: '', ogLocale: 'zh_HK' };
export const SIMPLIFIED: Edition = { id: 'zh-hans', lang: 'zh-Hans', base: '/zh-hans', ogLocale: 'zh_CN' };
export const EDITIONS: readonly Edition[] = [TRADITIONAL, SIMPLIFIED];

/** The edition this build makes. */
export const edition: Edition = process.env.SITE_EDITION === SIMPLIFIED.id ? SIMPLIFIED : TRADITIONAL;

/** The other edition: where the switch link leads. */
export const otherEdition = (of: Edition = edition): Edition => (of === SIMPLIFIED ? TRADITIONAL : SIMPLIFIED);
