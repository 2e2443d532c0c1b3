import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isBilingual } from '@/scripts/content-check/issue-message';
import { checkContent, formatProblem } from '@/scripts/content-check/run';
import { apply, copyContent, type Edit } from './content-copy';

/** A slip an editor makes: an edit of a copy of content/, and where and how the check should stop it. */
export interface Slip extends Omit<Edit, 'entry' | 'field'> {
  /** Files copied before the edit (a new page from an old one, a new picture). */
  readonly copies?: readonly NewFile[];
  /** Edits of other files that go with this one (the new page's line in its list). */
  readonly also?: readonly Omit<Edit, 'entry' | 'field'>[];
  /** Text on the line the problem is reported at, after `after` (default: the replacement's first line). */
  readonly at?: string;
  /** The file the problem is reported in, when not the edited one (with `at`, searched from its start). */
  readonly in?: string;
  /** Text after which `at` is searched (default: `after`). */
  readonly atAfter?: string;
  /** What the line about it says. */
  readonly says: RegExp;
}

/** An edit without a verdict: a correct edit, or one part of a slip that spans files. */
export type PlainEdit = Omit<Slip, 'says' | 'at' | 'in' | 'atAfter'>;

/** An edit as a row: what, file, the text it comes after, the text found, its replacement; then the rest. */
type Change = [what: string, file: string, after: string, find: string, replace: string];
export type EditRow = readonly [...Change, more?: Partial<PlainEdit>];
export const edit = ([what, file, after, find, replace, more]: EditRow): PlainEdit => ({ what, file, after, find, replace, ...more });

/** A slip as a row: the edit, what the check's line about it must say, then where that line is when not the default. */
export type SlipRow = readonly [...Change, says: RegExp, more?: Partial<Slip>];
export const slip = ([what, file, after, find, replace, says, more]: SlipRow): Slip => ({
  what,
  file,
  after,
  find,
  replace,
  says,
  ...more,
});

/** A file an edit starts from: a copy of one in content/ (a page file, a picture), made before the edit. */
export interface NewFile {
  readonly from: string;
  readonly to: string;
}

/** The check of a copy of content/ after `edits`, each problem as the editor reads it. */
export async function checkAfter(edits: readonly PlainEdit[]): Promise<{ root: string; lines: string[] }> {
  const root = copyContent();
  for (const edit of edits) {
    for (const { from, to } of edit.copies ?? []) copyFileSync(join(root, from), join(root, to));
    for (const each of [edit, ...(edit.also ?? [])]) apply(root, { ...each, entry: '', field: '' });
  }
  const problems = await checkContent({ root, appDir: join(process.cwd(), 'app') });
  return { root, lines: problems.map(formatProblem) };
}

/** The line of a copied file holding `text` after `after` (its first line, for a text over several). */
export function lineOf(root: string, file: string, text: string, after = ''): number {
  const source = readFileSync(join(root, file), 'utf8');
  const from = source.indexOf(after);
  const at = source.indexOf(text.split('\n').find((line) => line.trim() !== '') ?? text, from < 0 ? 0 : from + after.length);
  if (at < 0) throw new Error(`${file}: ${text} not found after the edits`);
  return source.slice(0, at).split('\n').length;
}

/** The check of a copy of content/ after `edits` says nothing: each edit done right is accepted. */
export async function expectAccepted(edits: readonly PlainEdit[]): Promise<void> {
  const { root, lines } = await checkAfter(edits);
  rmSync(root, { recursive: true, force: true });
  expect(lines).toEqual([]);
}

/** Where a slip should be reported: `file:line `. */
export function reportedAt(root: string, { file, after, at, atAfter, in: reported = file, replace }: Slip): string {
  return `${reported}:${lineOf(root, reported, at ?? replace, atAfter ?? (reported === file ? after : ''))} `;
}

function filesOf(slip: Slip): string[] {
  return [slip.file, slip.in ?? slip.file, ...(slip.also ?? []).map((edit) => edit.file), ...(slip.copies ?? []).map((copy) => copy.to)];
}

/** Slips of one file (edited or reported) go to separate runs, so that none hides or moves another. */
export function rounds<T extends Slip>(slips: readonly T[]): T[][] {
  const result: T[][] = [];
  for (const slip of slips) {
    const round = result.find((each) => !each.some((other) => filesOf(other).some((file) => filesOf(slip).includes(file))));
    if (round) round.push(slip);
    else result.push([slip]);
  }
  return result;
}

/** Each slip stopped at its line; `files`: how many files the class can be slipped in (five where it can). */
export async function expectStopped(slips: readonly Slip[], files = 5): Promise<void> {
  expect(slips.length).toBeGreaterThanOrEqual(4);
  expect(new Set(slips.map((slip) => slip.file)).size).toBeGreaterThanOrEqual(files);
  for (const round of rounds(slips)) {
    const { root, lines } = await checkAfter(round);
    try {
      expect(lines.filter((line) => !isBilingual(line.slice(line.indexOf(' — ') + 3)))).toEqual([]);
      const missed = round.filter((slip) => !lines.some((line) => line.startsWith(reportedAt(root, slip)) && slip.says.test(line)));
      // The lines printed show what the check said instead.
      expect(missed.length > 0 ? { missed: missed.map((slip) => slip.what), lines } : {}).toEqual({});
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
}
