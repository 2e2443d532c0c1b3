// Types of scripts/static-server.mjs for the TypeScript that imports it (its unit tests).
import type { Server } from 'node:http';

export interface HeaderRule {
  pattern: string;
  /** A rule for one host (`https://host/path`), matched against the request's host and path. */
  crossHost: boolean;
  /** Null when Cloudflare Pages would skip the rule (two `*`, a port). */
  regex: RegExp | null;
  headers: Array<{ name: string; value?: string; detach?: boolean }>;
}
export function parseHeadersFile(text: string): HeaderRule[];
/** `base` with the rules matching `pathname` applied as Cloudflare Pages does; lower-case names. */
export function applyHeaderRules(
  rules: HeaderRule[],
  pathname: string,
  base?: Record<string, string>,
  hostname?: string,
): Record<string, string>;
export const DEFAULT_CACHE_CONTROL: string;
export function startStaticServer(options?: { root?: string; port?: number; host?: string; quiet?: boolean }): Promise<Server>;
