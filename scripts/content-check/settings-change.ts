/*
 * Some of the check's settings are written in content/, beside the words they judge: the words
 * that make a text ask for a caution (content/cautions.ts `describedBy`) and the names conversion
 * keeps as written (content/simplified-overrides.ts `protectedNames`). An edit of them is an edit
 * of the check: `npm run check:content` names it against the last commit, and says when the check
 * then asks less (issue 52.3). Printed, not refused: the change may be meant.
 */
import { say } from '@/lib/schema/fields';
import { committedExport, exportAt } from './committed';

interface Setting {
  readonly file: string;
  readonly exportName: string;
  /** Whether removing an entry (words that trigger a caution) or adding one (a name left unconverted) makes the check ask less. */
  readonly lessWhen: 'removed' | 'added';
  readonly what: readonly [zh: string, en: string];
}

export const CHECK_SETTINGS: readonly Setting[] = [
  {
    file: 'content/cautions.ts',
    exportName: 'describedBy',
    lessWhen: 'removed',
    what: ['觸發提示的字詞', 'words that call for a caution'],
  },
  {
    file: 'content/simplified-overrides.ts',
    exportName: 'protectedNames',
    lessWhen: 'added',
    what: ['不轉換的名稱', 'names left unconverted'],
  },
];

/** Each entry of a setting's value as one line: `hypnosisMemory: 記憶`. */
function entriesOf(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((each) => entriesOf(each, path));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, each]) => entriesOf(each, path ? `${path}.${key}` : key));
  return [path ? `${path}: ${String(value)}` : String(value)];
}

/** A setting's entries before and after the edit; `less`: those whose change makes the check ask less. */
export interface SettingChange {
  readonly setting: Setting;
  readonly before: readonly string[];
  readonly after: readonly string[];
  readonly less: readonly string[];
  readonly more: readonly string[];
}

/** The check's settings changed in `root`'s content/ since the last commit (none without git). */
export async function settingChanges(root: string): Promise<SettingChange[]> {
  const changes: SettingChange[] = [];
  for (const setting of CHECK_SETTINGS) {
    const committed = await committedExport(setting.file, setting.exportName);
    if (committed === undefined) continue;
    const [before, after] = [entriesOf(committed), entriesOf(await exportAt(root, setting.file, setting.exportName))];
    const removed = before.filter((entry) => !after.includes(entry));
    const added = after.filter((entry) => !before.includes(entry));
    const [less, more] = setting.lessWhen === 'removed' ? [removed, added] : [added, removed];
    if (less.length > 0 || more.length > 0) changes.push({ setting, before, after, less, more });
  }
  return changes;
}

/** The changes of the check's settings, one line each, as `npm run check:content` prints them. */
export async function settingsChanges(root: string): Promise<string[]> {
  return (await settingChanges(root)).flatMap(({ setting, less, more }) => {
    const [zh, en] = setting.what;
    const where = `${setting.file} › ${setting.exportName} — `;
    return [
      ...(less.length > 0
        ? [
            where +
              say(
                `這是檢查的設定（${zh}）：${setting.lessWhen === 'removed' ? '刪除' : '加入'}了 ${less.join('、')}，這次修改令檢查要求更少`,
                `this is a setting of the check (${en}): ${less.join(', ')} ${setting.lessWhen}; this edit makes the check ask less`,
              ),
          ]
        : []),
      ...(more.length > 0
        ? [
            where +
              say(
                `這是檢查的設定（${zh}）：改動了 ${more.join('、')}，檢查會要求更多`,
                `this is a setting of the check (${en}): ${more.join(', ')} changed; the check asks more`,
              ),
          ]
        : []),
    ];
  });
}

/**
 * For `npm run preview:changes`: a section of its own, each setting changed with its entries before
 * → after (removed, then added), and whether the check now asks less; empty when none changed.
 */
export function formatSettingChanges(changes: readonly SettingChange[]): string {
  if (changes.length === 0) return '';
  const lines = ["檢查本身的設定改了（the check's own settings changed）："];
  for (const { setting, before, after, less } of changes) {
    const [zh, en] = setting.what;
    lines.push(
      `\n${setting.file} › ${setting.exportName}（${zh}；${en}）` +
        (less.length > 0 ? ' — 這次修改令檢查要求更少（this edit makes the check ask less）' : ''),
    );
    for (const entry of before.filter((each) => !after.includes(each))) lines.push(`  - 之前（before）：${entry}`);
    for (const entry of after.filter((each) => !before.includes(each))) lines.push(`  + 之後（after）：${entry}`);
  }
  return lines.join('\n');
}
