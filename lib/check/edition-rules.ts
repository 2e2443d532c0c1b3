import { simplifier, traditionalLeft, type SimplifiedOverride } from '@/lib/chinese/to-simplified.mjs';
import { say } from '@/lib/schema/fields';
import type { FoundProblem, LoadedExport } from './cross';
import type { IssuePath } from './locate';
import { eachString } from './walk';

/*
 * The Simplified edition is the Traditional text converted (content/simplified-overrides.ts
 * corrects the conversion). These rules read the converted text as the build will make it.
 */

export const OVERRIDES_FILE = 'content/simplified-overrides.ts';
/** Files that are not the site's Traditional text: the word table, the override list, the switch labels (each in its own script). */
export const NOT_TRADITIONAL_TEXT: ReadonlySet<string> = new Set(['content/word-forms.ts', OVERRIDES_FILE, 'content/editions.ts']);

function overridesOf(loaded: readonly LoadedExport[]): { item: LoadedExport; overrides: SimplifiedOverride[] } | undefined {
  const item = loaded.find((each) => each.file === OVERRIDES_FILE);
  if (!item || !Array.isArray(item.value)) return undefined;
  const overrides = item.value.filter(
    (row): row is SimplifiedOverride =>
      typeof row === 'object' && row !== null && typeof row.traditional === 'string' && typeof row.simplified === 'string',
  );
  return { item, overrides };
}

/** Every text of the site's Traditional content, with its place. */
function eachText(loaded: readonly LoadedExport[], visit: (text: string, item: LoadedExport, path: IssuePath) => void): void {
  for (const item of loaded)
    if (!NOT_TRADITIONAL_TEXT.has(item.file)) eachString(item.value, item.path, (text, path) => visit(text, item, path));
}

/** An override whose Traditional phrase appears in no text any more: it corrects nothing. */
export function staleOverrides(loaded: readonly LoadedExport[]): FoundProblem[] {
  const list = overridesOf(loaded);
  if (!list) return [];
  const texts: string[] = [];
  eachText(loaded, (text) => texts.push(text));
  const all = texts.join('\n');
  return list.overrides.flatMap((override, index) =>
    override.traditional === '' || all.includes(override.traditional)
      ? []
      : [
          {
            file: list.item.file,
            exportName: list.item.exportName,
            path: [...list.item.path, index, 'traditional'],
            message: say(
              `「${override.traditional}」已不在網站任何文字裡，這一項不再有作用：刪除這一行`,
              `「${override.traditional}」 no longer appears in any text, so this line corrects nothing: delete it`,
            ),
          },
        ],
  );
}

/** A text whose Simplified form would still hold a Traditional character (conversion missed it, or an override wrote it). */
export function traditionalInSimplified(loaded: readonly LoadedExport[]): FoundProblem[] {
  const toSimplified = simplifier(overridesOf(loaded)?.overrides ?? []);
  const problems: FoundProblem[] = [];
  eachText(loaded, (text, item, path) => {
    const converted = toSimplified(text);
    const left = traditionalLeft(converted);
    if (left.length === 0) return;
    const characters = left.map((character) => `「${character}」`).join('');
    problems.push({
      file: item.file,
      exportName: item.exportName,
      path,
      message: say(
        `簡體版的這段文字仍會有繁體字${characters}：在 ${OVERRIDES_FILE} 加一行，寫出包含這個字的詞語和它的簡體寫法`,
        `the Simplified edition of this text would keep the Traditional ${characters}: add a line to ${OVERRIDES_FILE} with the phrase and its Simplified wording`,
      ),
    });
  });
  return problems;
}
