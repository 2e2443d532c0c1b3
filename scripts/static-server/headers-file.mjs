// The `_headers` file (Netlify / Cloudflare Pages format) read and applied the way Cloudflare
// Pages' asset handler does (wrangler's `parseHeaders` and `@cloudflare/pages-shared`'s
// `attachHeaders`, checked against `wrangler pages dev` by `npm run test:host`).

/** A path line starts with `/` (or `scheme://`); every other line belongs to the rule above it. */
const PATH_LINE = /^([^\s]+:\/\/|\/)/;

/**
 * Parses the file: a path pattern line, then `Name: value` lines, or `! Name` lines that detach a
 * header an earlier matching rule (or the host's defaults) attached.
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (PATH_LINE.test(line)) {
      const source =
        '^' +
        line
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*') +
        '$';
      current = { pattern: line, regex: new RegExp(source), headers: [] };
      rules.push(current);
      continue;
    }
    if (!current) continue;
    const index = line.indexOf(':');
    if (index < 0 && line.startsWith('! ')) current.headers.push({ name: line.slice(2).trim(), detach: true });
    else if (index > 0) current.headers.push({ name: line.slice(0, index).trim(), value: line.slice(index + 1).trim() });
  }
  return rules;
}

/**
 * `base` (the response's own headers and the host's defaults) with every rule matching `pathname`
 * applied in file order, as Pages does: a rule first detaches its `! Name` headers, then sets its
 * own, replacing what the response or the defaults had; a header two rules set is sent once with
 * the values joined by ", " (so a path given two Content-Security-Policy values shows up here as
 * two policies, as it would there). Names come back lower-case.
 */
export function applyHeaderRules(rules, pathname, base = {}) {
  const headers = new Map(Object.entries(base).map(([name, value]) => [name.toLowerCase(), value]));
  const setByRule = new Set();
  for (const rule of rules) {
    if (!rule.regex.test(pathname)) continue;
    for (const header of rule.headers) if (header.detach) headers.delete(header.name.toLowerCase());
    for (const header of rule.headers) {
      if (header.detach) continue;
      const key = header.name.toLowerCase();
      headers.set(key, setByRule.has(key) ? `${headers.get(key)}, ${header.value}` : header.value);
      setByRule.add(key);
    }
  }
  return Object.fromEntries(headers);
}

/** The headers the rules alone give `pathname`. */
export function headersFor(rules, pathname) {
  return applyHeaderRules(rules, pathname);
}
