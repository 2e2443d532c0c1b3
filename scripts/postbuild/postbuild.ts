// The last step of `npm run build`: scripts/edition/build.mjs runs it on out/ after both `next build`s
// and removes out/ when it fails. tsx scripts/postbuild/postbuild.ts [outDir] (default: $OUT_DIR or
// out) puts each page's streamed Suspense boundaries in place, moves its inline scripts to an
// external file, makes the framework's scripts start after the load event (HYDRATE_AFTER_LOAD=0
// turns that off) and writes out/speculation-rules.json and out/_headers; exits 1 with the reason when a page, an SVG or the headers cannot be made safe.
//
// Why a post-build step: `output: 'export'` ignores next.config `headers()`, and Next inlines
// scripts whose text differs per page, which a strict CSP (no 'unsafe-inline') would block.
// It owns out/_headers: keep no public/_headers (Next would copy it to out/ and this replaces it).
import { processExport } from './process-export';

const outDir = process.argv[2] ?? process.env.OUT_DIR ?? 'out';
try {
  const result = processExport(outDir);
  for (const warning of result.warnings) console.warn(`postbuild: ${warning}`);
  const longest = Math.max(...result.text.split('\n').map((line) => line.length));
  console.log(
    `postbuild: ${result.pages} HTML files (${result.rewritten} with inline scripts moved to /_next/static/inline/, ` +
      `${result.boundaries} Suspense boundaries put in place), ` +
      `framework scripts ${result.hydrateAfterLoad ? 'after the load event' : 'as Next emits them (HYDRATE_AFTER_LOAD=0)'}, ` +
      `${outDir}/_headers: ${result.rules.length} rules, longest line ${longest} characters, analytics ${result.analytics ? 'on' : 'off'}.`,
  );
} catch (error) {
  console.error(`postbuild: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
