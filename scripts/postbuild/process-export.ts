// The post-build step over an export folder: refuse an SVG that is more than a picture, put every
// page's streamed Suspense boundaries in place, turn its flight data into a JSON data block,
// externalize its other inline scripts, start the framework's scripts after load and paint (unless
// HYDRATE_AFTER_LOAD=0), then write the prerender
// rules (speculation-rules.json) and the one `_headers` file. Every page is planned before anything
// is written, so a page that cannot be rewritten stops the build with the export untouched.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { resolveAnalyticsConfig } from '@/lib/analytics/config';
import { svgIssueMessage, svgIssues } from '@/lib/images/svg-safety';
import { analyticsCspSources, sha256Source } from '@/lib/analytics/csp-sources';
import { contentSecurityPolicy, reportEndpoint } from './csp';
import { flightDataBlock } from './flight-data';
import { checkLimits, checkNoSharedHeaders, headerRules, headersText, type Rule } from './headers';
import { htmlTags, isInlineExecutable } from './html-tokens';
import { hasHydrateLoader, hydrateAfterLoad, hydrateAfterLoadEnabled } from './hydrate-after-load';
import { hydrateLoader } from './hydrate-loader';
import { externalizeInlineScripts, inlineHandlers, InlineScriptError } from './inline-scripts';
import { runtimeScriptBodies } from './runtime-scripts';
import { securityHeaders } from './security-headers';
import { SPECULATION_RULES_PATH, speculationRulesText } from './speculation-rules';
import { placeCompletedBoundaries } from './suspense-boundaries';

type Env = Readonly<Record<string, string | undefined>>;

export interface ExportResult {
  pages: number;
  /** Pages whose inline scripts moved to an external file in this run. */
  rewritten: number;
  /** Suspense boundaries put in place, in every page. */
  boundaries: number;
  /** Whether the pages start the framework's scripts after the load event. */
  hydrateAfterLoad: boolean;
  rules: Rule[];
  text: string;
  analytics: boolean;
  warnings: string[];
}

/** Every file below `dir` whose name ends in `ending` (any case), sorted. */
export function filesEndingIn(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesEndingIn(join(dir, entry.name), ending)
        : entry.name.toLowerCase().endsWith(ending)
          ? [join(dir, entry.name)]
          : [],
    )
    .sort();
}

export const htmlFiles = (dir: string): string[] => filesEndingIn(dir, '.html');

/**
 * The last wall before publishing: every SVG of the export, wherever it came from (public/, app/,
 * the image step), must be a picture and nothing more; the content check and the image step stop
 * on one first, with the same message.
 */
function checkSvgs(outDir: string): void {
  for (const file of filesEndingIn(outDir, '.svg')) {
    const issues = svgIssues(readFileSync(file, 'utf8'));
    if (issues.length) throw new Error(`${relative(outDir, file).split(sep).join('/')}: ${svgIssueMessage(issues)}`);
  }
}

/** Stops on what the shared CSP would block: inline event handlers, scripts Next inserts at run time. */
function checkPage(name: string, html: string, allowedScripts: ReadonlySet<string>): void {
  const tags = htmlTags(html);
  const handlers = inlineHandlers(tags);
  if (handlers.length > 0) throw new InlineScriptError(`${name}: inline event handlers (${handlers.join(', ')}), which the CSP blocks.`);
  for (const tag of tags.filter(isInlineExecutable)) {
    for (const body of runtimeScriptBodies(tag.body)) {
      if (allowedScripts.has(sha256Source(body))) continue;
      throw new InlineScriptError(
        `${name}: Next inserts an inline script at run time, which the CSP blocks: ${JSON.stringify(body.trim().slice(0, 80))}. Load it from a file (<Script src>) instead.`,
      );
    }
  }
}

export function processExport(outDir: string, env: Env = process.env): ExportResult {
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`${outDir}/index.html not found; run \`next build\` first.`);
  const config = resolveAnalyticsConfig(env);
  const analytics = config.enabled ? analyticsCspSources(config.measurementId) : null;
  const reportUri = reportEndpoint(env.CSP_REPORT_URI);
  const allowedScripts = new Set(analytics?.scriptSrc ?? []);
  const loader = hydrateAfterLoadEnabled(env) ? hydrateLoader() : null;
  checkSvgs(outDir);

  const pages = htmlFiles(outDir).map((file) => {
    const name = relative(outDir, file).split(sep).join('/');
    const source = readFileSync(file, 'utf8');
    const boundaries = placeCompletedBoundaries(source);
    if (boundaries.pending.length > 0) {
      throw new Error(
        `${name}: ${boundaries.pending.length} Suspense boundar${boundaries.pending.length === 1 ? 'y' : 'ies'} (${boundaries.pending.join(', ')}) without ${boundaries.pending.length === 1 ? 'its' : 'their'} content, which would be missing until scripts run: a boundary's content must be complete at build time (no fetch or promise left pending).`,
      );
    }
    checkPage(name, boundaries.html, allowedScripts);
    const { html, script } = externalizeInlineScripts(flightDataBlock(boundaries.html, name), name);
    const deferred = loader && !hasHydrateLoader(html) ? hydrateAfterLoad(html, name, loader.path) : html;
    return { file, script, html: deferred, changed: deferred !== source, boundaries: boundaries.placed };
  });

  const rules = headerRules(securityHeaders(contentSecurityPolicy({ analytics, reportUri }), reportUri));
  checkNoSharedHeaders(rules);
  const text = headersText(rules, [
    `Google Analytics ${analytics ? 'allowed: this build has analytics on' : 'not allowed: this build has analytics off'}.`,
    `CSP violation reports ${reportUri ? `go to ${reportUri}` : 'off (set CSP_REPORT_URI to collect them)'}.`,
  ]);
  checkLimits(rules, text);

  const warnings: string[] = [];
  const target = join(outDir, '_headers');
  // Ours, from this build or the former post-build script, starts `# Generated by scripts/postbuild`.
  if (existsSync(target) && !readFileSync(target, 'utf8').startsWith('# Generated by scripts/postbuild')) {
    warnings.push(`replacing a hand-written ${target} (from public/_headers?): put its rules in scripts/postbuild/headers.ts.`);
  }
  // Scripts first, then the pages that load them.
  for (const script of [loader, ...pages.map((page) => page.script)]) {
    if (!script) continue;
    const path = join(outDir, ...script.path.split('/'));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, script.text);
  }
  for (const page of pages) if (page.changed) writeFileSync(page.file, page.html);
  writeFileSync(join(outDir, ...SPECULATION_RULES_PATH.split('/')), speculationRulesText());
  writeFileSync(target, text);
  return {
    pages: pages.length,
    rewritten: pages.filter((page) => page.script).length,
    boundaries: pages.reduce((sum, page) => sum + page.boundaries, 0),
    hydrateAfterLoad: Boolean(loader),
    rules,
    text,
    analytics: Boolean(analytics),
    warnings,
  };
}
