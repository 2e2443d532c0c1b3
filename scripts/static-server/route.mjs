// Which file answers a path, or which redirect, as Cloudflare Pages decides it: a port of
// `generateResponse` and `notFound` in `@cloudflare/pages-shared/asset-server/handler.ts`, the
// production handler `wrangler pages dev` runs (checked against it by `npm run test:host`).
import { lstatSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

// What `wrangler pages deploy` never uploads (its IGNORE_LIST): the host answers these 404.
const TOP_LEVEL_IGNORED = new Set(['_worker.js', '_redirects', '_headers', '_routes.json', 'functions', '.wrangler']);
const IGNORED_ANYWHERE = new Set(['.DS_Store', 'node_modules', '.git']);

/** The absolute path of the file a deploy of `root` would hold at URL path `path`, or null. */
export function assetFinder(root) {
  return (path) => {
    const file = resolve(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) return null;
    const segments = relative(root, file).split(sep);
    if (TOP_LEVEL_IGNORED.has(segments[0] ?? '') || segments.some((segment) => IGNORED_ANYWHERE.has(segment))) return null;
    try {
      // lstat: the uploader skips symbolic links. A path through a file ("/robots.txt/") or
      // with a NUL byte throws here; the host's manifest simply has no such entry.
      return lstatSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
    } catch {
      return null;
    }
  };
}

/** Pages never redirects to another host: leading slashes (and their disguises) collapse to one. */
function redirect(location) {
  return { kind: 'redirect', location: location.replace(/^(\/|%2F|%2f|%5C|%5c|%09|\s|\\)+(.*)/, '/$2') };
}

function decode(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname; // Pages goes on with the raw path: `/%zz` is a 404, not a 400.
  }
}

/**
 * `pathname` is the URL's (dot segments resolved, still percent-encoded), `search` its query with
 * the `?`. Returns { kind: 'asset', file } | { kind: 'redirect', location } |
 * { kind: 'not-found', file } (the nearest 404.html) | { kind: 'fallback', file } (no 404.html
 * anywhere: Pages serves /index.html with status 200) | { kind: 'empty-404' }.
 */
export function route(pathname, search, find) {
  const path = decode(pathname);
  if (path.endsWith('/')) {
    const index = find(`${path}index.html`);
    if (index) return { kind: 'asset', file: index };
    if (path.endsWith('/index/')) return redirect(`/${path.slice(1, -'index/'.length)}${search}`);
    if (find(`${path.slice(0, -1)}.html`)) return redirect(`/${path.slice(1, -1)}${search}`);
    return notFound(path, find);
  }
  const file = find(path);
  if (file) {
    if (!path.endsWith('.html')) return { kind: 'asset', file };
    const bare = path.slice(0, -'.html'.length);
    if (bare.endsWith('/index')) return redirect(`${bare.slice(0, -'index'.length)}${search}`);
    if (find(bare) || bare === '/') return { kind: 'asset', file };
    return redirect(`${bare}${search}`);
  }
  if (path.endsWith('/index')) return redirect(`/${path.slice(1, -'index'.length)}${search}`);
  const html = find(`${path}.html`);
  if (html) return { kind: 'asset', file: html };
  if (find(`${path}/index.html`)) return redirect(`${path}/${search}`);
  return notFound(path, find);
}

/** The 404.html nearest to the path, walking up its folders. */
function notFound(path, find) {
  let folder = path;
  while (folder) {
    folder = folder.slice(0, folder.lastIndexOf('/'));
    const page = find(`${folder}/404.html`);
    if (page) return { kind: 'not-found', file: page };
  }
  const home = find('/index.html');
  return home ? { kind: 'fallback', file: home } : { kind: 'empty-404' };
}
