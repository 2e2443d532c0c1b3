// Types of scripts/images/pipeline.mjs for the TypeScript that imports it. The manifest it writes is the
// one lib/images/manifest.ts reads, so its type is declared there once.
import type { ImageManifest } from '../../lib/images/manifest';

export interface WechatConfig {
  /** The account's exported QR picture in content/images/. */
  qrImage: string;
}
export interface BuildImagesOptions {
  root?: string;
  srcDir?: string;
  publicDir?: string;
  /** The variants' folder (public/i/ of `root`). */
  imgDir?: string;
  manifestPath?: string;
  cacheDir?: string;
  urlBase?: string;
  /** The WeChat QR picture from content/site.ts. */
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
export declare function buildImages(options: BuildImagesOptions): Promise<{ manifest: ImageManifest; encoded: number; removed: number }>;
