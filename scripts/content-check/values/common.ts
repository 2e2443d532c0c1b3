import type { FoundProblem, LoadedExport } from '../cross';
import type { IssuePath } from '../locate';

/** What the value rules share: finding an export, placing a problem, reading a value they cannot trust. */

export const exportOf = (loaded: readonly LoadedExport[], file: string, exportName: string): LoadedExport | undefined =>
  loaded.find((item) => item.file === file && item.exportName === exportName);

export const problemAt = (item: LoadedExport, path: IssuePath, message: string): FoundProblem => ({
  file: item.file,
  exportName: item.exportName,
  path: [...item.path, ...path],
  message,
});

export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null;

/** A field of a value the schema may have refused: the string, or undefined. */
export const stringAt = (value: unknown, key: string): string | undefined => {
  const found = isRecord(value) ? value[key] : undefined;
  return typeof found === 'string' ? found : undefined;
};

/** The host of an address, lower-case, or undefined when it is not one. */
export function hostOf(address: string): string | undefined {
  const trimmed = address.trim();
  return URL.canParse(trimmed) ? new URL(trimmed).hostname.toLowerCase() : undefined;
}

/** A value as the editor sees it in a message: long ones cut. */
export const shown = (value: string): string => ([...value].length > 40 ? `${[...value].slice(0, 40).join('')}…` : value);

/** Calls `visit` on every list inside `value`, with its path. */
export function eachList(value: unknown, path: IssuePath, visit: (list: readonly unknown[], path: IssuePath) => void): void {
  if (Array.isArray(value)) {
    visit(value, path);
    value.forEach((item, index) => eachList(item, [...path, index], visit));
  } else if (isRecord(value)) for (const [key, child] of Object.entries(value)) eachList(child, [...path, key], visit);
}
