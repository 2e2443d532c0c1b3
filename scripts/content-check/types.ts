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

/** The checked modules: every export's value with its origin. */
export interface LoadedExport extends Origin {
  readonly value: unknown;
  /** The export is a page entry (or a list of them) of this kind. */
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

/** What a rule reads. The checks across entries read `valid`; the others read every value. */
export interface RuleInput {
  /** Every export, as loaded, in the check's order (the registry's modules, then each page folder in its list's order). */
  readonly loaded: readonly LoadedExport[];
  /** What passed the schema: in a list, the entries without an issue (others are undefined); empty when a file failed to load. */
  readonly valid: readonly LoadedExport[];
  /** The folder holding content/. */
  readonly root: string;
  readonly imageExists: (file: string) => boolean;
  /** True when some file under app/ renders the page at this path (file: the content file of its entry). */
  readonly pageFileExists: (path: string, file: string) => boolean;
  /** Addresses of entries the schema refused: reported there, they still count as pages for links, parents and authors. */
  readonly refusedAddresses: readonly string[];
  /** Files that could not be loaded (reported already). */
  readonly unloadable: readonly string[];
  /** The text of a content file as written (a value built from another, `${site.email}`, is not typed in it). */
  readonly source: (file: string) => string;
  /** The 1-based line of a value of a content file. */
  readonly lineOf: (file: string, exportName: string, path: IssuePath) => number;
  /** Hong Kong's date (YYYY-MM-DD): the check's clock. */
  readonly today: string;
}

/**
 * One rule of the check, as ESLint's are: `id` (cited in the README as `#id` inside a _(checked)_
 * mark), `readme` (the rule in a line), `scope` (what it reads: one entry, the whole site, or the
 * built pages) and `run` (of every value loaded, with the rest of the input). `run: 'schema'` is a rule the zod schema of lib/schema/ holds (a refinement); `run: 'published'` one the audit of the built pages runs (published/rules.ts).
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
