/*
 * One edition of the site rendered as a visitor reads it, for `npm run check:content`: run as
 * `tsx scripts/content-check/render/edition.ts <zh-hant|zh-hans> [root of content/]` (./index.ts starts one per edition,
 * side by side). Every content module is read through the content's way to the page
 * (lib/content-text/index.ts), as the build's loader reads it; the app's own pages (app/**\/page.tsx,
 * with their generateStaticParams and metadata) are rendered inside the root layout with
 * react-dom/server, without Next: CSS modules, next/navigation and the visitor's place are the stubs
 * of ./stubs.ts. A page whose words depend on the visitor's place is rendered once per place.
 * Prints one JSON line per rendered page: { path, place, reading }, the page as the published rules
 * read it (../published/read-page.ts), read here while ./index.ts's process checks the modules. The
 * html it is read from has a head of title, search description and canonical, from the page's metadata.
 */
import Module from 'node:module';
import fs from 'node:fs';
import { join, relative, sep } from 'node:path';
import { contentText } from '@/lib/content-text';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition/data.mjs';
import type { contentTextOptions as Options } from '@/lib/content-text/options';
import { filesUnder } from '@/lib/file-walk';
import { readPage } from '../published/read-page';
import * as stubs from './stubs';

const ROOT = process.cwd();
const simplified = process.argv[2] === SIMPLIFIED.id;
/** The folder holding the content/ to render (a copy of it, in the tests): the project's by default. */
const CONTENT_ROOT = process.argv[3] ?? ROOT;
const CONTENT = `${join(CONTENT_ROOT, 'content')}${sep}`;
const PROJECT_CONTENT = `${join(ROOT, 'content')}${sep}`;
process.env.SITE_EDITION = simplified ? SIMPLIFIED.id : TRADITIONAL.id;
process.env.ANALYTICS_GA_ID = '';

type Loader = (module: NodeModule & { _compile(code: string, file: string): void }, file: string) => void;
const hooks = Module as unknown as {
  _extensions: Record<string, Loader>;
  _resolveFilename: (request: string, parent: unknown, ...rest: unknown[]) => string;
  _cache: Record<string, unknown>;
};

const STUBS: Record<string, unknown> = {
  'next/navigation': stubs.navigation,
  '@next/third-parties/google': stubs.thirdParties,
  'server-only': {},
};
const resolve = hooks._resolveFilename;
hooks._resolveFilename = function (request, parent, ...rest) {
  if (request in STUBS || /\.css$/.test(request)) return `render-stub:${request}`;
  const found = resolve.call(this, request, parent, ...rest);
  // The content under the root given: the app's imports of @/content/… lead there.
  const file = CONTENT !== PROJECT_CONTENT && found.startsWith(PROJECT_CONTENT) ? CONTENT + found.slice(PROJECT_CONTENT.length) : found;
  return /[\\/]use-visitor-place\.ts$/.test(file) ? 'render-stub:use-visitor-place' : file;
};
for (const [name, exports] of Object.entries({ ...STUBS, 'use-visitor-place': stubs.visitorPlace }))
  hooks._cache[`render-stub:${name}`] = { id: name, filename: name, loaded: true, exports };
// CSS: a module's classes by their names, a plain sheet nothing.
const cssStub = (request: string) => ({ id: request, loaded: true, exports: request.endsWith('.module.css') ? stubs.cssModule : {} });
const cache = new Proxy(hooks._cache, {
  get: (target, key: string) => target[key] ?? (/^render-stub:.*\.css$/.test(key) ? (target[key] = cssStub(key)) : undefined),
});
hooks._cache = cache;

// Content modules through the content's way to the page: read before compiling, as the build's loader does.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the hooks, so that its content is the root's
const options = (require('@/lib/content-text/options') as { contentTextOptions: typeof Options }).contentTextOptions(simplified);
// Reading the options loaded some content modules as written: they are read again, through the steps.
for (const file of Object.keys(hooks._cache))
  if ((file.startsWith(ROOT) && !file.includes(`${sep}node_modules${sep}`)) || file.startsWith(CONTENT)) delete hooks._cache[file];
const tsLoader = hooks._extensions['.ts'];
if (!tsLoader) throw new Error('render: run under tsx');
hooks._extensions['.ts'] = (module, file) => {
  if (!file.startsWith(CONTENT)) return tsLoader(module, file);
  const read = fs.readFileSync;
  // tsx reads the file itself: give it the text as the page reads it.
  fs.readFileSync = ((path: string, ...rest: unknown[]) =>
    path === file
      ? contentText(read(path, 'utf8'), file, options)
      : (read as (...a: unknown[]) => unknown)(path, ...rest)) as typeof fs.readFileSync;
  try {
    tsLoader(module, file);
  } finally {
    fs.readFileSync = read;
  }
};

// Pictures: the image step runs after the check (package.json prebuild), so a picture an editor has
// just added, or every picture in a fresh checkout, has no built variants yet. The render reads the
// manifest with a stand-in entry for each picture of content/images/ it lacks.
const MANIFEST = join(ROOT, '.generated', 'images.json');
const standIn = (file: string) => {
  const name = file.replace(/\.[a-z]+$/i, '');
  const variant = (format: string) => [{ width: 640, src: `/i/${name}-640.${format}` }];
  const entry = { width: 1200, height: 800, opaque: true, color: '#cccccc', placeholder: 'data:,', fallback: `/i/${name}-640.webp` };
  return { ...entry, variants: { avif: variant('avif'), webp: variant('webp') } };
};
const manifestText = (() => {
  const built = (fs.existsSync(MANIFEST) ? JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) : {}) as {
    images?: Record<string, unknown>;
    og?: Record<string, unknown>;
    wechatQr?: string;
  };
  const images = { ...built.images };
  const og = { ...built.og };
  const pictures = join(CONTENT_ROOT, 'content', 'images');
  for (const file of fs.existsSync(pictures) ? fs.readdirSync(pictures) : []) {
    images[file] ??= standIn(file);
    og[file] ??= { src: `/generated/og/${file.replace(/\.[a-z]+$/i, '')}.jpg`, width: 1200, height: 630 };
  }
  return JSON.stringify({ version: 2, ...built, images, og, wechatQr: built.wechatQr ?? '/generated/wechat-qr.png' });
})();
const [statSync, readFile] = [fs.statSync, fs.readFileSync];
Object.assign(fs, {
  statSync: (path: string, ...rest: unknown[]) =>
    path === MANIFEST ? { mtimeMs: 1 } : (statSync as (...a: unknown[]) => unknown)(path, ...rest),
});
fs.readFileSync = ((path: string, ...rest: unknown[]) =>
  path === MANIFEST ? manifestText : (readFile as (...a: unknown[]) => unknown)(path, ...rest)) as typeof fs.readFileSync;

interface PageModule {
  default: (props: { params: Promise<Record<string, string | string[]>> }) => unknown;
  generateStaticParams?: () => Record<string, string | string[]>[] | Promise<Record<string, string | string[]>[]>;
  generateMetadata?: (props: { params: Promise<Record<string, string | string[]>> }) => Promise<Metadata>;
  metadata?: Metadata;
}
interface Metadata {
  title?: unknown;
  description?: unknown;
  alternates?: { canonical?: unknown } | null;
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** The head as the published rules read it: title, search description, canonical. */
const headOf = (metadata: Metadata) =>
  `<title>${titleText(metadata.title)}</title><meta name="description" content="${attribute(String(metadata.description ?? ''))}">` +
  (metadata.alternates?.canonical ? `<link rel="canonical" href="${attribute(String(metadata.alternates.canonical))}">` : '');

/** app/therapist/[slug]/page.tsx with { slug: 'x' } → /therapist/x. */
const pathOf = (file: string, params: Record<string, string | string[]>) =>
  '/' +
  relative(join(ROOT, 'app'), file)
    .split(sep)
    .slice(0, -1)
    .map((part) => {
      const name = /^\[(?:\.\.\.)?(.+)\]$/.exec(part)?.[1];
      if (!name) return part;
      const value = params[name] ?? '';
      return Array.isArray(value) ? value.join('/') : value;
    })
    .filter(Boolean)
    .join('/');

const titleText = (title: unknown): string =>
  typeof title === 'string'
    ? title
    : typeof title === 'object' && title
      ? String((title as { absolute?: string; default?: string }).absolute ?? (title as { default?: string }).default ?? '')
      : '';

async function main(): Promise<void> {
  const { createElement } = await import('react');
  const { prerenderToNodeStream } = await import('react-dom/static');
  // Through require(), whose hooks above lead every import of the app to the root's content, read through its steps.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { default: RootLayout } = require(join(ROOT, 'app', 'layout.tsx')) as { default: (props: { children: unknown }) => unknown };
  const { rootMetadata } = require('@/lib/seo/metadata') as typeof import('@/lib/seo/metadata');
  const places = (require('@/content/crisis-lines') as typeof import('@/content/crisis-lines')).crisisPlaces.map((place) => place.id);
  const base = simplified ? SIMPLIFIED.base : TRADITIONAL.base;
  const render = async (element: unknown): Promise<string> => {
    const { prelude } = await prerenderToNodeStream(element as Parameters<typeof prerenderToNodeStream>[0], { onError: () => undefined });
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  };
  // The sources the published rules hold pages to, from the same content (the Traditional process says them).
  if (!simplified) {
    const { publishedSources } = require('@/scripts/postbuild/audit') as typeof import('@/scripts/postbuild/audit');
    const sources = publishedSources();
    process.stdout.write(`${JSON.stringify({ sources: { ...sources, phones: [...sources.phones], fees: [...sources.fees] } })}\n`);
  }
  const files = filesUnder(join(ROOT, 'app'), { file: (name) => name === 'page.tsx' });
  // One page per address, as the export writes one file per address (two entries with one slug are the module check's to say).
  const rendered = new Set<string>();
  for (const file of files) {
    const page = require(file) as PageModule;
    /* eslint-enable @typescript-eslint/no-require-imports */
    for (const params of (await page.generateStaticParams?.()) ?? [{}]) {
      const props = { params: Promise.resolve(params) };
      const path = pathOf(file, params);
      if (rendered.has(path)) continue;
      rendered.add(path);
      const metadata = { ...rootMetadata, ...(page.metadata ?? (await page.generateMetadata?.(props)) ?? {}) };
      const tree = () => createElement(RootLayout as never, null, createElement(page.default as never, props));
      const head = headOf(metadata);
      stubs.current.path = base + (path === '/' ? '/' : `${path}/`);
      stubs.current.place = undefined;
      const html = await render(tree());
      const out = (place: string | null, body: string) =>
        process.stdout.write(
          `${JSON.stringify({ path: base + (path === '/' ? (base ? '' : '/') : path), place, reading: readPage(head + body) })}\n`,
        );
      out(null, html);
      // The header and footer name the place on every page: rendered once per place (around the home
      // page). Another page is rendered per place only when its own part reads the place.
      stubs.current.placeRead = false;
      if (path !== '/') await render(createElement(page.default as never, props));
      if (!stubs.current.placeRead) continue;
      for (const place of places) {
        stubs.current.place = place;
        out(place, await render(path === '/' ? tree() : createElement(page.default as never, props)));
      }
    }
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
