// Declarations, as lib/edition/data.mjs is JavaScript: its types for the TypeScript that imports it (through lib/edition/index.ts).
// The values are written there alone; here each edition's names are typed exactly (content and
// the SEO builders look things up by `lang`), and its base follows from its folder.

interface EditionData<Id extends string, Lang extends string, Folder extends string, OgLocale extends string> {
  /** The build's name for it: SITE_EDITION, BUILD_EDITIONS. */
  readonly id: Id;
  /** The `lang` of its pages and the `hreflang` of its links. */
  readonly lang: Lang;
  /** Where its pages live on the site: '' (the root) or '/' and its folder. */
  readonly base: Folder extends '' ? '' : `/${Folder}`;
  /** Its folder in out/: '' (the root) or a folder's name. */
  readonly folder: Folder;
  readonly ogLocale: OgLocale;
  /** Next's build folder for its build (next.config.ts `distDir`). */
  readonly distDir: string;
  /**
   * Whether WeChat leads: the booking spots (BookingCall, BookingChoice) and the floating buttons
   * (FloatingContact) put WeChat first and WhatsApp second. The one place this is decided.
   */
  readonly wechatFirst: boolean;
}

export declare const TRADITIONAL: EditionData<'zh-hant', 'zh-Hant-HK', '', 'zh_HK'>;
export declare const SIMPLIFIED: EditionData<'zh-hans', 'zh-Hans', 'zh-hans', 'zh_CN'>;
export declare const EDITIONS: readonly [typeof TRADITIONAL, typeof SIMPLIFIED];
