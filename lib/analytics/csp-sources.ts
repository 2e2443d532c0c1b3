// What the Content-Security-Policy must allow for Google Analytics, in a build with analytics on
// (the post-build step adds these sources only then). Build-time only: it reads the installed
// @next/third-parties package from disk.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';

export interface CspSources {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
  frameSrc: string[];
}

const GA_SCRIPT = 'https://www.googletagmanager.com';
const GA_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

interface Element {
  type: unknown;
  props?: { children?: unknown; dangerouslySetInnerHTML?: { __html?: unknown } };
}

/**
 * `<GoogleAnalytics>` of @next/third-parties builds its inline init script in the browser, so
 * it is in no HTML file. Its text comes from the installed package: the component runs here with
 * stand-ins for React and next/script, and the script's `__html` is read from what it returns.
 */
export function gaInitScripts(gaId: string): string[] {
  // Resolved from the project root (npm runs build steps there), not from this file's URL, so
  // the module loads the same way under tsx and under jest.
  const require = createRequire(join(process.cwd(), 'package.json'));
  const file = join(dirname(require.resolve('@next/third-parties/google')), 'ga.js');
  const element = (type: unknown, props: Element['props']): Element => ({ type, props });
  const stubs: Record<string, unknown> = {
    'react/jsx-runtime': { jsx: element, jsxs: element, Fragment: 'Fragment' },
    react: { useEffect: () => {} },
    'next/script': { __esModule: true, default: 'Script' },
  };
  const loaded: { exports: { GoogleAnalytics?: (props: { gaId: string }) => unknown } } = { exports: {} };
  runInNewContext(readFileSync(file, 'utf8'), { module: loaded, exports: loaded.exports, require: (name: string) => stubs[name] ?? {} });
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const props = (node as Element).props;
      const html = props?.dangerouslySetInnerHTML?.__html;
      if (typeof html === 'string') found.push(html);
      walk(props?.children);
    }
  };
  walk(loaded.exports.GoogleAnalytics?.({ gaId }));
  return found;
}

/** The GA script host and its init script's hash, the hosts GA sends hits and pixels to. */
export function analyticsCspSources(gaId: string): CspSources {
  return {
    scriptSrc: [GA_SCRIPT, ...gaInitScripts(gaId).map(sha256Source)],
    connectSrc: [...GA_CONNECT],
    imgSrc: [...GA_CONNECT],
    frameSrc: [],
  };
}
