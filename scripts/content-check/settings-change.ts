/*
 * Some of the check's settings are written in content/, beside the words they judge: the words
 * that make a text ask for a caution (content/cautions.ts `describedBy`) and the names conversion
 * keeps as written (content/simplified-overrides.ts `protectedNames`). An edit of them is an edit
 * of the check: `npm run check:content` names it against the last commit, and says when the check
 * then asks less (issue 52.3). Printed, not refused: the change may be meant.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { say } from '@/lib/schema/fields';

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

const load = async (file: string): Promise<Record<string, unknown>> => (await import(file)) as Record<string, unknown>;

/** The check's settings changed in `root`'s content/ since the last commit, one line each (none without git). */
export async function settingsChanges(root: string): Promise<string[]> {
  const base = mkdtempSync(join(tmpdir(), 'check-settings-'));
  const lines: string[] = [];
  try {
    for (const setting of CHECK_SETTINGS) {
      const shown = spawnSync('git', ['show', `HEAD:${setting.file}`], { encoding: 'utf8' });
      const types = spawnSync('git', ['show', 'HEAD:content/types.ts'], { encoding: 'utf8' });
      if (shown.status !== 0) continue;
      const name = setting.file.replace(/\//g, '_');
      writeFileSync(join(base, name), shown.stdout);
      writeFileSync(join(base, 'types.ts'), types.stdout);
      const [before, after] = [
        entriesOf((await load(join(base, name)))[setting.exportName]),
        entriesOf((await load(join(root, setting.file)))[setting.exportName]),
      ];
      const removed = before.filter((entry) => !after.includes(entry));
      const added = after.filter((entry) => !before.includes(entry));
      const less = setting.lessWhen === 'removed' ? removed : added;
      const more = setting.lessWhen === 'removed' ? added : removed;
      const [zh, en] = setting.what;
      if (less.length > 0)
        lines.push(
          `${setting.file} › ${setting.exportName} — ${say(
            `這是檢查的設定（${zh}）：${setting.lessWhen === 'removed' ? '刪除' : '加入'}了 ${less.join('、')}，這次修改令檢查要求更少`,
            `this is a setting of the check (${en}): ${less.join(', ')} ${setting.lessWhen}; this edit makes the check ask less`,
          )}`,
        );
      if (more.length > 0)
        lines.push(
          `${setting.file} › ${setting.exportName} — ${say(`這是檢查的設定（${zh}）：改動了 ${more.join('、')}，檢查會要求更多`, `this is a setting of the check (${en}): ${more.join(', ')} changed; the check asks more`)}`,
        );
    }
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
  return lines;
}
