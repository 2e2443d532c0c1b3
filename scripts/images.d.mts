// Types of scripts/images.mjs for the TypeScript that imports it (its unit test).
export interface ImageVariantOut {
  width: number;
  src: string;
}
export interface ImageEntryOut {
  width: number;
  height: number;
  opaque: boolean;
  color: string;
  placeholder: string;
  variants: { avif: ImageVariantOut[]; webp: ImageVariantOut[] };
  fallback: string;
}
export interface ManifestOut {
  version: number;
  images: Record<string, ImageEntryOut>;
  og: Record<string, { src: string; width: number; height: number }>;
  wechatQr: string;
}
export interface WechatConfig {
  qrTarget: string;
  qrImage?: string;
}
export interface BuildImagesOptions {
  root?: string;
  srcDir?: string;
  publicDir?: string;
  manifestPath?: string;
  cacheDir?: string;
  urlBase?: string;
  /** The WeChat QR target (and optional uploaded QR image) from content/site.ts. */
  wechat: WechatConfig;
  /** Source file names that get a 1200×630 share image: the default and those the pages name. */
  ogSources?: readonly string[];
  /** The brand logo (an SVG in content/images/): copied to logo.svg, rendered to a `size` px square logo.png. */
  logo?: { file: string; size: number };
  concurrency?: number;
  settings?: typeof SETTINGS;
  log?: (line: string) => void;
}
export declare const SETTINGS: {
  version: number;
  widths: number[];
  minStep: number;
  avif: { quality: number; effort: number };
  webp: { quality: number; effort: number };
  fallbackMaxWidth: number;
  placeholderWidth: number;
  og: { width: number; height: number; quality: number };
};
export declare function variantWidths(intrinsic: number, settings?: typeof SETTINGS): number[];
export declare function buildImages(options: BuildImagesOptions): Promise<{ manifest: ManifestOut; encoded: number; removed: number }>;
