// tsx scripts/postbuild/hydrate-after-load-cli.ts <exportDir>: applies hydration after load to an
// export built with HYDRATE_AFTER_LOAD=0 (the benchmark measures one build both ways this way).
// Every page is rewritten in memory first; one unrecognised page leaves the folder untouched.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { hasHydrateLoader, hydrateAfterLoad } from './hydrate-after-load';
import { hydrateLoader } from './hydrate-loader';
import { htmlFiles } from './process-export';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: tsx scripts/postbuild/hydrate-after-load-cli.ts <exportDir>');
  process.exit(2);
}
try {
  const loader = hydrateLoader();
  const pages = htmlFiles(dir).map((file) => {
    const html = readFileSync(file, 'utf8');
    if (hasHydrateLoader(html)) throw new Error(`${file} already starts its scripts after load.`);
    return { file, html: hydrateAfterLoad(html, relative(dir, file).split(sep).join('/'), loader.path) };
  });
  const path = join(dir, ...loader.path.split('/'));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, loader.text);
  for (const page of pages) writeFileSync(page.file, page.html);
  console.log(`hydrate-after-load: ${pages.length} HTML files in ${dir} now start the framework's scripts after load.`);
} catch (error) {
  console.error(`hydrate-after-load: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
