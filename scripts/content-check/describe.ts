import { shown, stringAt, valueAt } from './shared';
import type { IssuePath } from './types';

const NAME_FIELDS = ['title', 'name', 'heading', 'label', 'question', 'caption', 'aspect', 'pillar', 'write', 'traditional', 'hongKong'];

const field = (value: unknown, key: string): string | undefined => stringAt(value, key)?.trim() || undefined;

/** How an editor recognises an entry: its name with its slug or path, else its title, else its place in words. */
export function entryLabel(value: unknown, index: number): string {
  const address = field(value, 'slug') ?? field(value, 'path');
  const name = field(value, 'name') ?? field(value, 'title');
  if (address) return name ? `${shown(name, 24)}（${address}）` : address;
  const text = NAME_FIELDS.map((key) => field(value, key)).find(Boolean);
  return text ? `「${shown(text, 24)}」` : `第 ${index + 1} 項`;
}

/**
 * Splits an issue path into the entry (named, never a bare index) and the field:
 * ['therapists', 3, 'image', 'alt'] → entry '何嘉欣（ho-ka-yan）', field 'image.alt'.
 */
export function describePath(exportName: string, exportValue: unknown, path: IssuePath): { entry: string; field: string } {
  const own = entryLabel(exportValue, 0);
  const entry: string[] = [own.startsWith('第') || own.startsWith('「') ? exportName : own];
  let keys: string[] = [];
  path.forEach((key, position) => {
    const child = valueAt(exportValue, path.slice(0, position + 1));
    // A list item is an entry of its own, unless it is the last step and a plain value (a word of a list of words).
    if (typeof key === 'number' && (position < path.length - 1 || typeof child === 'object')) {
      if (keys.length) entry.push(keys.join('.'));
      entry.push(entryLabel(child, key));
      keys = [];
    } else keys.push(typeof key === 'number' ? `第 ${key + 1} 項` : key);
  });
  // A list export (therapists, articles, menus) is named by its item, not by the list.
  if (entry.length > 1 && Array.isArray(exportValue)) entry.shift();
  return { entry: entry.join(' › '), field: keys.join('.') || '—' };
}
