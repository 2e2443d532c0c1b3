// The `_headers` file (Netlify / Cloudflare Pages format) read and applied the way Cloudflare
// Pages' asset handler does (wrangler's `parseHeaders`, `generateRulesMatcher` in workers-shared and
// `@cloudflare/pages-shared`'s `attachHeaders`, checked against `wrangler pages dev` by
// `npm run test:host`).

/** A path line starts with `/` (or `scheme://`); every other line belongs to the rule above it. */
const PATH_LINE = /^([^\s]+:\/\/|\/)/;
const ESCAPE = /[-/\\^$*+?.()|[\]{}]/g;
/** A `:name` in a host rule's host: one label (no dot, no slash). */
const HOST_PLACEHOLDER = /(?<=^https:\\\/\\\/[^/]*?):([A-Za-z]\w*)(?=\\)/g;
/** A `:name` elsewhere: one path segment. */
const PLACEHOLDER = /:([A-Za-z]\w*)/g;

/**
 * The rule's pattern as Pages compiles it: `*` matches anything (a splat), `:name` a host label or a
 * path segment; null when Pages would skip the rule (two `*` make two groups of one name).
 */
function ruleRegExp(pattern) {
  let source = pattern
    .split('*')
    .map((part) => part.replace(ESCAPE, '\\$&'))
    .join('(?<splat>.*)');
  for (const [token, name] of source.matchAll(HOST_PLACEHOLDER)) source = source.split(token).join(`(?<${name}>[^/.]+)`);
  for (const [token, name] of source.matchAll(PLACEHOLDER)) source = source.split(token).join(`(?<${name}>[^/]+)`);
  try {
    return new RegExp(`^${source}$`);
  } catch {
    return null;
  }
}

/**
 * Parses the file: a path pattern line (`/path`, or `https://host/path` for one host; a port makes
 * Pages skip the rule), then `Name: value` lines, or `! Name` lines that detach a header an earlier
 * matching rule (or the host's defaults) attached. A rule with neither is skipped, as Pages does.
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  const close = () => {
    if (current?.regex && current.headers.length > 0) rules.push(current);
    current = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (PATH_LINE.test(line)) {
      close();
      const host = /^https:\/\/+([^/]+)/.exec(line)?.[1];
      const valid = line.startsWith('/') || (host !== undefined && !/:\d+$/.test(host));
      current = { pattern: line, crossHost: line.startsWith('https://'), regex: valid ? ruleRegExp(line) : null, headers: [] };
      continue;
    }
    if (!current) continue;
    const index = line.indexOf(':');
    if (index < 0 && line.startsWith('! ')) current.headers.push({ name: line.slice(2).trim(), detach: true });
    else if (index > 0) current.headers.push({ name: line.slice(0, index).trim(), value: line.slice(index + 1).trim() });
  }
  close();
  return rules;
}

/**
 * `base` (the response's own headers and the host's defaults) with every rule matching `pathname`
 * (on `hostname`, for host rules; the request's Host without its port) applied in file order, as
 * Pages does: a rule first detaches its `! Name` headers, then sets its own, replacing what the
 * response or the defaults had; a header two rules set is sent once with the values joined by ", "
 * (so a path given two Content-Security-Policy values shows up here as two policies, as it would
 * there) unless the later rule detached it first, which leaves the later value alone. Names come
 * back lower-case.
 */
export function applyHeaderRules(rules, pathname, base = {}, hostname = 'localhost') {
  const headers = new Map(Object.entries(base).map(([name, value]) => [name.toLowerCase(), value]));
  const setByRule = new Set();
  for (const rule of rules) {
    const match = rule.regex?.exec(rule.crossHost ? `https://${hostname}${pathname}` : pathname);
    if (!match) continue;
    for (const header of rule.headers) if (header.detach) headers.delete(header.name.toLowerCase());
    for (const header of rule.headers) {
      if (header.detach) continue;
      const key = header.name.toLowerCase();
      // Pages puts what `*` and each `:name` matched into values that name them (`:splat`, `:name`).
      const value = Object.entries(match.groups ?? {}).reduce((text, [name, part]) => text.replaceAll(`:${name}`, part), header.value);
      headers.set(key, setByRule.has(key) && headers.has(key) ? `${headers.get(key)}, ${value}` : value);
      setByRule.add(key);
    }
  }
  return Object.fromEntries(headers);
}
