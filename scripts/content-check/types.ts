import type { IssuePath } from '@/lib/walk';

/** The types every part of the check shares: rules import these (and shared.ts), never each other. */
export type { IssuePath } from '@/lib/walk';

/** Where a value sits: the content file, the export and the path inside it. */
export interface Origin {
  readonly file: string;
  readonly exportName: string;
  readonly path: IssuePath;
}

/** A rule's finding; `line` only where the place is no value of an export (a picture, an import line). */
export interface FoundProblem extends Origin {
  readonly message: string;
  readonly line?: number;
}

export interface LoadedExport extends Origin {
  readonly value: unknown;
  readonly pageKind?: 'page' | 'pages' | 'therapists' | 'blogPosts';
}

/** One line of the report: file:line › entry › field — what is wrong, and what to write instead. */
export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly column?: number;
  readonly entry: string;
  readonly field: string;
  readonly message: string;
}

export interface RuleInput {
  readonly loaded: readonly LoadedExport[];
  /** What passed the schema: in a list, the entries without an issue (others are undefined); empty when a file failed to load. */
  readonly valid: readonly LoadedExport[];
  readonly root: string;
  readonly imageExists: (file: string) => boolean;
  readonly pageFileExists: (path: string, file: string) => boolean;
  /** Addresses of entries the schema refused: reported there, they still count as pages for links, parents and authors. */
  readonly refusedAddresses: readonly string[];
  readonly unloadable: readonly string[];
  /** The text of a content file as written (a value built from another, `${site.email}`, is not typed in it). */
  readonly source: (file: string) => string;
  readonly lineOf: (file: string, exportName: string, path: IssuePath) => number;
  /** Hong Kong's date (YYYY-MM-DD): the check's clock. */
  readonly today: string;
}

/**
 * One rule of the check, as ESLint's are: `id` (cited as `#id` in the _(checked …)_ mark of the docs/editing.md
 * line it enforces: content-check-table.test.ts), `readme`, `scope` and `run`, which returns FoundProblem[], each
 * message with say(); `run: 'schema'` is a zod refinement of lib/schema/ (a rule of one entry alone),
 * `run: 'published'` a rule of whole pages: held on the pages `npm run check:content` renders
 * (render/rules.ts), and the published ones (published/rules.ts) again by the audit of the built pages.
 */
export interface Rule {
  readonly id: string;
  readonly readme: string;
  readonly scope: 'entry' | 'site' | 'published';
  readonly run:
    | 'schema'
    | 'published'
    | ((loaded: readonly LoadedExport[], input: RuleInput) => readonly FoundProblem[] | Promise<readonly FoundProblem[]>);
}
