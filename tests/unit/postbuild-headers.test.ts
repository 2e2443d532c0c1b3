/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyticsCspSources } from '@/lib/analytics/csp-sources';
import { SIMPLIFIED } from '@/lib/edition';
import { recordedPage } from '../../scripts/fixtures/recorded-pages';
import { contentSecurityPolicy, reportEndpoint } from '../../scripts/postbuild/csp';
import { checkLimits, checkNoSharedHeaders, headerRules, headersText, LIMITS, type Rule } from '../../scripts/postbuild/header-rules';
import { isInlineExecutable, scriptTags } from '../../scripts/postbuild/html-tokens';
import { processExport } from '../../scripts/postbuild/process-export';
import { securityHeaders } from '../../scripts/postbuild/security-headers';
import { applyHeaderRules, headersFor, parseHeadersFile } from '../../scripts/static-server.mjs';

jest.setTimeout(60_000);

const OFF = { ANALYTICS_ENABLED: 'false' };
let outDir: string;

/** A page of the export, as next build writes it: the recorded fee page (tests/fixtures/next-<version>/), its title made the nth article's. */
const FEE = recordedPage('fee/index.html');
const nextPage = (n: number) => FEE.replaceAll('治療收費及預約須知', `文章 ${n}`);

function writePage(relative: string, html: string) {
  const file = path.join(outDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

/** Every file of the folder and its text, to prove a failed run changed nothing. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), readFileSync(file, 'utf8')];
      }),
  );
}

const lines = (text: string) => text.split('\n');
const ruleFor = (rules: Rule[], pattern: string) => new Map(rules.find((rule) => rule.path === pattern)?.headers);

beforeEach(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'postbuild-'));
  writePage('index.html', nextPage(0));
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe('an export with many pages', () => {
  // Run as the build runs it, in node: jest's sandbox makes parse5's tokenizer ~8 times slower, and
  // 121 real pages are ~22 MB to read four times over.
  it('keeps the same few rules and short lines with 120 articles, each page with its own flight data', () => {
    const few = processExport(outDir, OFF);
    for (let n = 1; n <= 120; n += 1) writePage(`blog/article-${n}/index.html`, nextPage(n));
    const output = execFileSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/postbuild/postbuild.ts', outDir], {
      env: { ...process.env, ...OFF },
      encoding: 'utf8',
    });
    expect(output).toMatch(/^postbuild: 121 HTML files \(120 with inline scripts moved/);
    const text = readFileSync(path.join(outDir, '_headers'), 'utf8');
    expect(parseHeadersFile(text)).toHaveLength(few.rules.length);
    expect(few.rules.length).toBeLessThanOrEqual(LIMITS.rules);
    for (const line of lines(text)) expect(line.length).toBeLessThanOrEqual(LIMITS.lineLength);

    const scripts = new Set<string>();
    for (const n of [1, 60, 120]) {
      const html = readFileSync(path.join(outDir, `blog/article-${n}/index.html`), 'utf8');
      // Each page's own flight data stays in its HTML, as data; no script is left inline.
      const tags = scriptTags(html);
      expect(tags.find((tag) => tag.attributes.get('id') === '__next_f_data')?.body).toContain(`文章 ${n}`);
      expect(tags.filter(isInlineExecutable)).toEqual([]);
      scripts.add(tags.find((tag) => tag.attributes.has('data-page-script'))?.attributes.get('data-page-script') ?? '');
    }
    // Pages alike share the external script that starts them: the bootstrap and the data reader.
    expect([...scripts]).toEqual([expect.stringMatching(/^\/_next\/static\/inline\/[0-9a-f]+\.js$/)]);
    expect(readFileSync(path.join(outDir, [...scripts][0] ?? ''), 'utf8')).toContain('globalThis["TURBOPACK"]');
  });

  it('sends one CSP without per-page hashes, and the common headers, from the one /* rule', () => {
    const { rules } = processExport(outDir, OFF);
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/_next/static/*', `${SIMPLIFIED.base}/_next/static/*`, '/generated/img/*']);
    const every = ruleFor(rules, '/*');
    expect(every.get('Content-Security-Policy')).toMatch(/script-src 'self';/);
    expect(every.get('Content-Security-Policy')).not.toContain('sha256-');
    expect(every.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(every.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(every.has('Cache-Control')).toBe(false);
    expect(ruleFor(rules, '/_next/static/*').get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the document-only headers off scripts and images, and the rest on them', () => {
    const rules = parseHeadersFile(processExport(outDir, { ...OFF, CSP_REPORT_URI: 'https://reports.example.org/csp' }).text);
    const documentOnly = [
      'content-security-policy',
      'reporting-endpoints',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
    ];
    const kept = ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy'];
    for (const page of ['/', '/fee/', '/no-such-page']) {
      const names = Object.keys(headersFor(rules, page)).map((name) => name.toLowerCase());
      expect(names).toEqual(expect.arrayContaining([...documentOnly, ...kept]));
    }
    for (const asset of ['/_next/static/chunks/a.js', '/_next/static/hydrate/b.js', '/generated/img/hero-750.abc.avif']) {
      const headers = Object.fromEntries(Object.entries(headersFor(rules, asset)).map(([name, value]) => [name.toLowerCase(), value]));
      expect(Object.keys(headers).sort()).toEqual([...kept, 'cache-control'].sort());
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('detaches the Access-Control-Allow-Origin: * Cloudflare Pages adds, from pages and files alike', () => {
    const rules = parseHeadersFile(processExport(outDir, OFF).text);
    const host = { 'Access-Control-Allow-Origin': '*', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
    for (const path of ['/', '/fee/', '/no-such-page', '/_next/static/chunks/a.js', '/generated/img/hero-750.abc.avif']) {
      expect(applyHeaderRules(rules, path, host)['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('is idempotent: a second run finds the pages already rewritten', () => {
    processExport(outDir, OFF);
    const before = snapshot(outDir);
    expect(processExport(outDir, OFF).rewritten).toBe(0);
    expect(snapshot(outDir)).toEqual(before);
  });
});

describe('the Cloudflare Pages limits', () => {
  const rule = (n: number): Rule => ({ path: `/page-${n}/`, headers: [['X-Page', String(n)]] });

  it('fails over 100 rules, with the count and the limit', () => {
    const rules = Array.from({ length: 101 }, (_, n) => rule(n));
    expect(() => checkLimits(rules, headersText(rules))).toThrow("_headers: 101 rules, over Cloudflare Pages' limit of 100");
    expect(() => checkLimits(rules.slice(1), headersText(rules.slice(1)))).not.toThrow();
  });

  it('fails on a line over 2,000 characters, naming the line', () => {
    // "  Content-Security-Policy: " is 27 characters and "script-src 'self' " 18.
    const csp = (length: number): Rule[] => [
      { path: '/*', headers: [['Content-Security-Policy', `script-src 'self' ${'x'.repeat(length - 45)}`]] },
    ];
    expect(() => checkLimits(csp(2000), headersText(csp(2000)))).not.toThrow();
    expect(() => checkLimits(csp(2001), headersText(csp(2001)))).toThrow(
      /^_headers: line 4 has 2001 characters, over Cloudflare Pages' limit of 2000: {3}Content-Security-Policy/,
    );
  });

  it('fails when two rules that match one path set the same header', () => {
    const rules = headerRules([...securityHeaders(contentSecurityPolicy()), ['Cache-Control', 'no-store']]);
    expect(() => checkNoSharedHeaders(rules)).toThrow('_headers: /* and /_next/static/* both set Cache-Control');
    expect(() => checkNoSharedHeaders(headerRules(securityHeaders(contentSecurityPolicy())))).not.toThrow();
  });
});

describe('CSP reports (CSP_REPORT_URI)', () => {
  it('adds report-uri, report-to and the Reporting-Endpoints header when set', () => {
    const { rules, text } = processExport(outDir, { ...OFF, CSP_REPORT_URI: 'https://reports.example.org/csp' });
    const every = ruleFor(rules, '/*');
    expect(every.get('Content-Security-Policy')).toMatch(/; report-uri https:\/\/reports\.example\.org\/csp; report-to csp-endpoint$/);
    expect(every.get('Reporting-Endpoints')).toBe('csp-endpoint="https://reports.example.org/csp"');
    expect(text).toContain('# CSP violation reports go to https://reports.example.org/csp.');
  });

  it('sends neither when unset', () => {
    const every = ruleFor(processExport(outDir, OFF).rules, '/*');
    expect(every.get('Content-Security-Policy')).not.toMatch(/report-/);
    expect(every.has('Reporting-Endpoints')).toBe(false);
  });

  it.each([
    ['http://reports.example.org/csp', /must be an https:\/\/ URL/],
    ['reports.example.org', /is not a URL/],
    ['https://reports.example.org/a;b', /contains ; , quotes or spaces/],
  ])('refuses %s', (value, message) => {
    expect(() => reportEndpoint(value)).toThrow(message);
  });
});

describe('analytics', () => {
  it('allows the GA sources only in a build with analytics on', () => {
    const ga = analyticsCspSources('G-TEST000000');
    expect(ga.scriptSrc).toEqual([
      'https://www.googletagmanager.com',
      'https://www.youtube.com',
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/),
    ]);

    const on = ruleFor(processExport(outDir, { ANALYTICS_ENABLED: 'true', GA_MEASUREMENT_ID: 'G-TEST000000' }).rules, '/*').get(
      'Content-Security-Policy',
    );
    expect(on).toContain(`script-src 'self' ${ga.scriptSrc.join(' ')};`);
    expect(on).toContain(`connect-src 'self' https://www.youtube.com https://noembed.com ${ga.connectSrc.join(' ')};`);

    const off = ruleFor(processExport(outDir, OFF).rules, '/*').get('Content-Security-Policy');
    expect(off).not.toMatch(/google-analytics|googletagmanager/);
  });
});
