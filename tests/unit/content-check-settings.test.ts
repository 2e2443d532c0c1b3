/**
 * @jest-environment node
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describedBy } from '@/content/cautions';
import { formatSettingChanges, settingChanges, settingsChanges } from '@/scripts/content-check/settings-change';
import { CONTENT_FILES, copyContent } from './support/content-copy';

/*
 * The check's own settings written in content/ (issue 52.3): an edit of them is named against the
 * last commit, by `npm run check:content` (a warning line) and by `npm run preview:changes` (a
 * section of its own, before → after), with whether the check then asks less.
 */
jest.setTimeout(60_000);

const CAUTIONS = 'content/cautions.ts';
const { OVERRIDES } = CONTENT_FILES;
/** A word that calls for a caution, written once in the file (a line of its own in a list). */
const trigger = describedBy.constellationMemory.words.at(-1) ?? '';

const edit = (root: string, file: string, find: string, replace: string) => {
  const text = readFileSync(join(root, file), 'utf8');
  expect(text.split(find)).toHaveLength(2);
  writeFileSync(join(root, file), text.replace(find, replace));
};

let root = '';
beforeEach(() => (root = copyContent()));
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('names nothing, and prints no section, when the settings are as committed', async () => {
  expect(await settingChanges(root)).toEqual([]);
  expect(await settingsChanges(root)).toEqual([]);
  expect(formatSettingChanges([])).toBe('');
});

it('names trigger words deleted from a caution as an edit that makes the check ask less, before → after', async () => {
  edit(root, CAUTIONS, `\n    '${trigger}',`, '');
  const changes = await settingChanges(root);
  expect(changes.map(({ setting, less, more }) => [setting.file, setting.exportName, less, more])).toEqual([
    [CAUTIONS, 'describedBy', expect.arrayContaining([`constellationMemory.words: ${trigger}`]), []],
  ]);
  // The warning check:content prints, in Chinese and English.
  expect(await settingsChanges(root)).toEqual([
    expect.stringMatching(
      new RegExp(`^${CAUTIONS} › describedBy — .*刪除了 .*${trigger}.*要求更少（.*this edit makes the check ask less）$`),
    ),
  ]);
  // The section preview:changes prints.
  const section = formatSettingChanges(changes).split('\n');
  expect(section[0]).toBe("檢查本身的設定改了（the check's own settings changed）：");
  expect(section).toContainEqual(expect.stringMatching(/describedBy（觸發提示的字詞；words that call for a caution） — .*ask less/));
  expect(section).toContain(`  - 之前（before）：constellationMemory.words: ${trigger}`);
  expect(section.filter((line) => line.startsWith('  + '))).toEqual([]);
});

it('names a trigger word added as an edit that makes the check ask more, and a name kept unconverted as asking less', async () => {
  edit(root, CAUTIONS, `\n    '${trigger}',`, `\n    '${trigger}',\n    '新詞',`);
  edit(root, OVERRIDES, 'export const protectedNames = [', "export const protectedNames = [\n  '新名稱',");
  const changes = await settingChanges(root);
  expect(changes.map(({ setting, less, more }) => [setting.exportName, less.length > 0, more.length > 0])).toEqual([
    ['describedBy', false, true],
    ['protectedNames', true, false],
  ]);
  const section = formatSettingChanges(changes);
  expect(section).toContain('  + 之後（after）：constellationMemory.words: 新詞');
  expect(section).toContain('  + 之後（after）：新名稱');
  expect(section).toMatch(/protectedNames（不轉換的名稱；names left unconverted） — 這次修改令檢查要求更少/);
  expect(section).not.toMatch(/describedBy.*要求更少/);
});
