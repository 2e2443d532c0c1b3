/** Where a value sits inside another: its keys and list positions, outermost first. */
export type IssuePath = readonly (string | number)[];

/** Calls `visit` on every object inside `value` (lists are walked through), with its path. */
export function eachObject(
  value: unknown,
  path: IssuePath,
  visit: (node: Readonly<Record<string, unknown>>, path: IssuePath) => void,
): void {
  if (Array.isArray(value)) value.forEach((item, index) => eachObject(item, [...path, index], visit));
  else if (typeof value === 'object' && value !== null) {
    visit(value as Record<string, unknown>, path);
    for (const [key, child] of Object.entries(value)) eachObject(child, [...path, key], visit);
  }
}

/** Calls `visit` on every string inside `value`, with its path. */
export function eachString(value: unknown, path: IssuePath, visit: (text: string, path: IssuePath) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, index) => eachString(item, [...path, index], visit));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) eachString(child, [...path, key], visit);
  }
}
