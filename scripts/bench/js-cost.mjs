// What the JavaScript of each route costs against the floor, and what each client component of ours
// costs inside it (issue 53): `npm run bench -- --js`, from the export and Next's build folder alone
// (no browser), in a second.
//
// A route's JavaScript is every script its HTML starts (the `noModule` polyfills left out: a current
// browser never fetches them), compressed as the static server sends it (brotli, quality 5). Each
// Turbopack chunk is a list of module factories (`[script, id, factory, id, factory…]`); a factory's
// own text, brotli-compressed alone, is what that module costs (a little more than its share of the
// chunk). The client reference manifests Next writes for each page (`.next/server/app/**/
// page_client-reference-manifest.js`) name the ids of our client components; the other modules of a
// chunk that holds one of them (the libraries and CSS-module class maps they import) are listed as
// "imported by our client components".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { brotliCompressSync, constants } from 'node:zlib';

const brotli = (text) =>
  brotliCompressSync(Buffer.from(text), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
  }).length;
const kib = (bytes) => (bytes / 1024).toFixed(1);

/** The scripts a page's HTML starts, the polyfills for old browsers (`noModule`) left out. */
export function routeScripts(dir, route) {
  const html = readFileSync(join(dir, route, 'index.html'), 'utf8');
  const polyfills = new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*\bnoModule\b[^>]*>/gi)].map((match) => match[1]));
  const listed = [...new Set(html.match(/\/_next\/static\/[^"' \\]+?\.js/g) ?? [])];
  return listed.filter((url) => !polyfills.has(url) && existsSync(join(dir, url)));
}

/** The brotli KiB of a route's scripts. */
export function routeKiB(dir, route) {
  return routeScripts(dir, route).reduce((sum, url) => sum + brotli(readFileSync(join(dir, url), 'utf8')), 0) / 1024;
}

/** A Turbopack chunk's modules: id and the factory's text, read by running the chunk in a sandbox. */
function chunkModules(file) {
  const sandbox = { TURBOPACK: [] };
  sandbox.globalThis = sandbox;
  try {
    vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { timeout: 2000 });
  } catch {
    return []; // the runtime or a chunk of another shape
  }
  const modules = [];
  for (const entry of sandbox.TURBOPACK) {
    if (!Array.isArray(entry)) continue;
    for (let index = 1; index + 1 < entry.length; index += 2)
      if (typeof entry[index + 1] === 'function') modules.push({ id: entry[index], text: String(entry[index + 1]) });
  }
  return modules;
}

/** Every client component of ours Next lists, by module id (from all pages' manifests). */
function clientComponents(nextDir) {
  const names = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('_client-reference-manifest.js')) {
        const sandbox = { globalThis: {} };
        vm.runInNewContext(readFileSync(path, 'utf8'), sandbox);
        for (const manifest of Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {}))
          for (const [key, value] of Object.entries(manifest.clientModules ?? {}))
            if (!key.includes('node_modules')) names.set(value.id, key.replace('[project]/', '').replace(/ <.*$/, ''));
      }
    }
  };
  if (existsSync(join(nextDir, 'server', 'app'))) walk(join(nextDir, 'server', 'app'));
  return names;
}

/**
 * The table: each route's KiB against the floor's, then our client components' own bytes across
 * the routes' chunks, largest first, and what the chunks holding them import besides.
 */
export function jsCost({ siteDir, floorDir, nextDir, routes: asked }) {
  const routes = asked.filter((route) => existsSync(join(siteDir, route, 'index.html'))); // an export of one edition
  const floor = routeKiB(floorDir, '/');
  const names = clientComponents(nextDir);
  const ours = new Map();
  let imported = 0;
  const seenChunks = new Set();
  for (const route of routes) {
    for (const url of routeScripts(siteDir, route)) {
      if (seenChunks.has(url)) continue;
      seenChunks.add(url);
      const modules = chunkModules(join(siteDir, url));
      if (!modules.some((entry) => names.has(entry.id))) continue; // the framework's chunks
      for (const factory of modules) {
        const size = brotli(factory.text);
        if (names.has(factory.id)) ours.set(names.get(factory.id), (ours.get(names.get(factory.id)) ?? 0) + size);
        else imported += size;
      }
    }
  }
  const lines = [
    `JavaScript per route (brotli as served, response headers not counted, the noModule polyfills left out), against the floor's ${kib(floor * 1024)} KiB; budget floor + 20 KiB:`,
    '',
    '| route | KiB | − floor | budget |',
    '| --- | --- | --- | --- |',
    ...routes.map((route) => {
      const size = routeKiB(siteDir, route);
      return `| ${route} | ${size.toFixed(1)} | +${(size - floor).toFixed(1)} | ${size - floor <= 20 ? 'within' : '**over**'} |`;
    }),
    '',
    `Our client components in those routes' chunks, each module's own text compressed alone (KiB), largest first; what they import besides (our lib/ modules, CSS-module class maps, packages) ${kib(imported)} KiB:`,
    '',
    [...ours]
      .sort((a, b) => b[1] - a[1])
      .map(([name, size]) => `${name} ${kib(size)}`)
      .join(' · '),
  ];
  return { floor, markdown: lines.join('\n') };
}
