/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyticsCspSources } from '@/lib/analytics/csp-sources';
import { SIMPLIFIED } from '@/lib/edition';
import { recordedPage } from './support/recorded-page';
import { contentSecurityPolicy, reportEndpoint } from '../../scripts/postbuild/csp';
import {
  checkLimits,
  checkNoSharedHeaders,
  headerRules,
  headersText,
  LIMITS,
  overlap,
  SVG_CSP,
  type Rule,
} from '../../scripts/postbuild/headers';
import { isInlineExecutable, scriptTags } from '../../scripts/postbuild/html-tokens';
import { processExport } from '../../scripts/postbuild/process-export';
import { securityHeaders } from '../../scripts/postbuild/security-headers';
import { SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE, speculationRules } from '../../scripts/postbuild/speculation-rules';
import { applyHeaderRules, parseHeadersFile } from '../../scripts/static-server.mjs';
import { snapshotOf, writeIn } from './temp-export';

jest.setTimeout(60_000);

const OFF = { ANALYTICS_ENABLED: 'false' };
let outDir: string;

/** A page of the export, as next build writes it: the recorded fee page (tests/fixtures/next-<version>/), its title made the nth article's. */
const FEE = recordedPage('fee/index.html');
const nextPage = (n: number) => FEE.replaceAll('治療收費及預約須知', `文章 ${n}`);

const writePage = (relative: string, html: string) => writeIn(outDir, relative, html);

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
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(LIMITS.lineLength);

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
    expect(rules.map((rule) => rule.path)).toEqual([
      '/*',
      '/_next/static/*',
      `${SIMPLIFIED.base}/_next/static/*`,
      '/i/*',
      SPECULATION_RULES_PATH,
      '/*.svg',
      'https://:project.pages.dev/*',
      'https://:version.:project.pages.dev/*',
    ]);
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
      'speculation-rules',
    ];
    const kept = ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy'];
    for (const page of ['/', '/fee/', '/no-such-page']) {
      const names = Object.keys(applyHeaderRules(rules, page)).map((name) => name.toLowerCase());
      expect(names).toEqual(expect.arrayContaining([...documentOnly, ...kept]));
    }
    for (const asset of ['/_next/static/chunks/a.js', '/_next/static/hydrate/b.js', '/i/hero-750.abcd1234.avif']) {
      const headers = Object.fromEntries(
        Object.entries(applyHeaderRules(rules, asset)).map(([name, value]) => [name.toLowerCase(), value]),
      );
      expect(Object.keys(headers).sort()).toEqual([...kept, 'cache-control'].sort());
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('announces the prerender rules on every page, and serves them as speculation rules', () => {
    const { text } = processExport(outDir, OFF);
    const rules = parseHeadersFile(text);
    for (const page of ['/', '/fee/', `${SIMPLIFIED.base}/fee/`, '/no-such-page'])
      expect(applyHeaderRules(rules, page)['speculation-rules']).toBe(`"${SPECULATION_RULES_PATH}"`);
    const file = applyHeaderRules(rules, SPECULATION_RULES_PATH);
    expect(file['content-type']).toBe(SPECULATION_RULES_TYPE);
    expect(file['content-security-policy']).toBeUndefined();
    expect(file['speculation-rules']).toBeUndefined();
    // One file for both editions, at the root the header names.
    const written = JSON.parse(readFileSync(path.join(outDir, SPECULATION_RULES_PATH), 'utf8')) as unknown;
    expect(written).toEqual(speculationRules());
  });

  it('prerenders only this site’s pages, at moderate eagerness, never the edition switch or the quick exit', () => {
    const [rule, ...others] = speculationRules().prerender;
    expect(others).toEqual([]);
    expect(rule).toMatchObject({ source: 'document', eagerness: 'moderate' });
    const [pages, notFiles, notLinks] = rule?.where.and ?? [];
    // Relative patterns: this origin only; every page address ends in `/`, no file's does.
    expect(pages).toEqual({ href_matches: ['/', '/*/'] });
    expect(notFiles).toEqual({ not: { href_matches: expect.arrayContaining(['/_next/*', `/*/_next/*`, '/generated/*', '/i/*']) } });
    // The edition switch and suggestion carry hreflang; the quick exit rel="noreferrer".
    expect(notLinks).toEqual({
      not: { selector_matches: expect.arrayContaining(['[hreflang]', '[rel~="noreferrer"]', '[data-no-prerender]']) },
    });
  });

  it('gives every SVG, wherever served, its own restrictive CSP instead of the page policy', () => {
    const rules = parseHeadersFile(processExport(outDir, OFF).text);
    for (const svg of ['/icon.svg', '/generated/logo.svg', '/i/photo-750.abcd1234.svg', `${SIMPLIFIED.base}/icon.svg`]) {
      const headers = applyHeaderRules(rules, svg);
      expect(headers['content-security-policy']).toBe(SVG_CSP);
      expect(headers['speculation-rules']).toBeUndefined();
    }
    expect(applyHeaderRules(rules, '/i/photo-750.abcd1234.svg')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(applyHeaderRules(rules, '/svg/')['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self';/);
  });

  it('keeps the pages.dev addresses (production and previews) out of search, and only them', () => {
    const rules = parseHeadersFile(processExport(outDir, OFF).text);
    for (const host of ['hk-psychotherapy.pages.dev', 'a1b2c3d4.hk-psychotherapy.pages.dev', 'feature-x.hk-psychotherapy.pages.dev']) {
      for (const where of ['/', '/fee/', '/icon.svg', '/_next/static/chunks/a.js'])
        expect(applyHeaderRules(rules, where, {}, host)['x-robots-tag']).toBe('noindex');
    }
    for (const host of ['www.example.hk', 'example.hk', 'localhost', 'pages.dev.example.hk'])
      expect(applyHeaderRules(rules, '/', {}, host)['x-robots-tag']).toBeUndefined();
  });

  it('stops, changing nothing, on an SVG of the export that is more than a picture, wherever it lies', () => {
    const before = snapshotOf(outDir);
    writePage('icon.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    writePage('zh-hans/badge.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const withSvgs = snapshotOf(outDir);
    expect(() => processExport(outDir, OFF)).toThrow(/^zh-hans\/badge\.svg: .*<script>/);
    expect(snapshotOf(outDir)).toEqual(withSvgs);
    expect(Object.keys(withSvgs).length).toBe(Object.keys(before).length + 2);
  });

  it('detaches the Access-Control-Allow-Origin: * Cloudflare Pages adds, from pages and files alike', () => {
    const rules = parseHeadersFile(processExport(outDir, OFF).text);
    const host = { 'Access-Control-Allow-Origin': '*', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
    for (const path of ['/', '/fee/', '/no-such-page', '/_next/static/chunks/a.js', '/generated/img/hero-750.abc.avif'])
      expect(applyHeaderRules(rules, path, host)['access-control-allow-origin']).toBeUndefined();
  });

  it('is idempotent: a second run finds the pages already rewritten', () => {
    processExport(outDir, OFF);
    const before = snapshotOf(outDir);
    expect(processExport(outDir, OFF).rewritten).toBe(0);
    expect(snapshotOf(outDir)).toEqual(before);
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

  it('allows a later rule to set a header again only when it detaches it first', () => {
    const page: Rule = { path: '/*', headers: [['Content-Security-Policy', 'a']] };
    const svg: Rule = { path: '/*.svg', headers: [['Content-Security-Policy', 'b']] };
    expect(() => checkNoSharedHeaders([page, svg])).toThrow('_headers: /* and /*.svg both set Content-Security-Policy');
    expect(() => checkNoSharedHeaders([page, { ...svg, detach: ['Content-Security-Policy'] }])).not.toThrow();
    // The detaching rule must come later: an earlier one's `!` removes nothing the later sets.
    expect(() => checkNoSharedHeaders([{ ...svg, detach: ['Content-Security-Policy'] }, page])).toThrow(/both set/);
  });

  it.each([
    ['/*', '/*.svg', true],
    ['/_next/static/*', '/*.svg', true],
    ['/_next/static/*', '/generated/img/*', false],
    ['/speculation-rules.json', '/*.svg', false],
    ['/blog/:slug/', '/blog/*', true],
    ['/blog/:slug/', '/blog/a/b/', false],
    ['https://:project.pages.dev/*', '/*.svg', true],
    ['https://:project.pages.dev/*', 'https://:version.:project.pages.dev/*', false],
    ['https://site.pages.dev/*', 'https://:project.pages.dev/*', true],
  ])('reads %s and %s as %s for "can match one request"', (a, b, expected) => {
    expect(overlap(a, b)).toBe(expected);
    expect(overlap(b, a)).toBe(expected);
  });

  it.each([
    ['/*/img/*', 'has more than one *'],
    ['https://example.hk:8443/*', 'names a port'],
  ])('fails on a rule Cloudflare Pages would skip: %s', (pattern, message) => {
    const rules: Rule[] = [{ path: pattern, headers: [['X-Test', '1']] }];
    expect(() => checkLimits(rules, headersText(rules))).toThrow(`_headers: ${pattern} ${message}`);
  });
});

describe('CSP reports (CSP_REPORT_URI)', () => {
  it('adds report-uri, report-to and the Reporting-Endpoints header when set, neither when unset', () => {
    const { rules, text } = processExport(outDir, { ...OFF, CSP_REPORT_URI: 'https://reports.example.org/csp' });
    const every = ruleFor(rules, '/*');
    expect(every.get('Content-Security-Policy')).toMatch(/; report-uri https:\/\/reports\.example\.org\/csp; report-to csp-endpoint$/);
    expect(every.get('Reporting-Endpoints')).toBe('csp-endpoint="https://reports.example.org/csp"');
    expect(text).toContain('# CSP violation reports go to https://reports.example.org/csp.');
    const unset = ruleFor(processExport(outDir, OFF).rules, '/*');
    expect(unset.get('Content-Security-Policy')).not.toMatch(/report-/);
    expect(unset.has('Reporting-Endpoints')).toBe(false);
  });

  it.each([
    ['http://reports.example.org/csp', /must be an https:\/\/ URL/],
    ['reports.example.org', /is not a URL/],
    ['https://reports.example.org/a;b', /contains ; , quotes or spaces/],
  ])('refuses %s', (value, message) => {
    expect(() => reportEndpoint(value)).toThrow(message);
  });
});

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
