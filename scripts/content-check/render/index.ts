/*
 * What a visitor reads, for `npm run check:content`: every page of both editions rendered from the
 * content as the build changes it (lib/content-text/), each edition in a process of its own
 * (./edition.ts), side by side — and every page whose words depend on the visitor's place once per
 * place. Why not `next build`: the same server components and the same content pipeline, without
 * bundling, about 3 s of CPU per edition where a build takes minutes; the published audit
 * (scripts/postbuild/audit.ts) stays the last gate on the built pages.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition/data.mjs';
import type { PageReading } from '../published/read-page';
import type { PublishedPage, PublishedSources } from '../published/rules';

export interface RenderedPage extends PublishedPage {
  /** The visitor's place it was rendered for (only the page's own part); null: the whole page, the edition's place. */
  readonly place: string | null;
}

/** tsx as Node's loader, not its CLI: the CLI starts a second Node process (about 0.3 CPU-s). */
const TSX = ['--import', 'tsx'];

let sourcesSaid: PublishedSources | undefined;

function renderEdition(root: string, edition: typeof TRADITIONAL | typeof SIMPLIFIED): Promise<RenderedPage[]> {
  return new Promise((resolve, reject) => {
    // React's production build, as `next build` renders with: the same HTML in about two thirds of the time.
    const env = { ...process.env, NODE_ENV: 'production' as const };
    const child = spawn(process.execPath, [...TSX, join(__dirname, 'edition.ts'), edition.id, root], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    const pages: RenderedPage[] = [];
    let rest = '';
    let errors = '';
    const take = (line: string) => {
      if (!line) return;
      const said = JSON.parse(line) as { path: string; place: string | null; reading: PageReading; sources?: SourcesSaid };
      if (said.sources)
        return void (sourcesSaid = { ...said.sources, phones: new Map(said.sources.phones), fees: new Map(said.sources.fees) });
      const { path, place, reading } = said;
      pages.push({ path, place, simplified: edition === SIMPLIFIED, ...reading });
    };
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      lines.forEach(take);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      take(rest);
      if (status === 0) resolve(pages);
      else reject(new Error(errors.trim().split('\n').slice(0, 3).join(' ') || `the render of ${edition.id} stopped (${status})`));
    });
  });
}

type SourcesSaid = Omit<PublishedSources, 'phones' | 'fees'> & { phones: [string, string][]; fees: [number, string][] };

/** Every page of both editions as a visitor reads it, rendered from the content under `root`, and the sources that content states. */
export async function renderedPages(root: string): Promise<RenderedPage[] & { sources?: PublishedSources }> {
  const editions = await Promise.all([renderEdition(root, TRADITIONAL), renderEdition(root, SIMPLIFIED)]);
  return Object.assign(editions.flat(), { sources: sourcesSaid });
}
