/**
 * The image step of the build, run by `prebuild` with tsx: it reads the content as the pages do
 * (the WeChat QR target and the logo from content/site.ts, the share image each page entry names) and hands
 * them to the pipeline in scripts/images/pipeline.mjs.
 */
import { site } from '@/content/site';
import { LOGO_PNG_SIZE } from '@/lib/images/logo';
import { routes } from '@/lib/routes';
import { buildImages } from './pipeline.mjs';

const ogSources = [site.defaultSocialImage.file, ...routes.flatMap((route) => (route.seo.ogImage ? [route.seo.ogImage] : []))];

buildImages({ wechat: site.wechat, ogSources, logo: { file: site.logo.file, size: LOGO_PNG_SIZE } }).catch((error: unknown) => {
  console.error(`images: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
