import { say } from '@/lib/schema/fields';
import { findings } from '../shared';
import type { FoundProblem, LoadedExport, Origin, Rule } from '../types';
import { eachObject } from '@/lib/walk';

/** One picture, one alt: the first use (in the check's order) is the one the others are compared with. */
export function oneAltPerImage(loaded: readonly LoadedExport[]): FoundProblem[] {
  const uses = new Map<string, { origin: Origin; alt: string }[]>();
  for (const item of loaded) {
    eachObject(item.value, item.path, (node, path) => {
      if (typeof node.file !== 'string' || typeof node.alt !== 'string') return;
      const origin = { file: item.file, exportName: item.exportName, path };
      uses.set(node.file, [...(uses.get(node.file) ?? []), { origin, alt: node.alt.trim() }]);
    });
  }
  const problems: FoundProblem[] = [];
  for (const [file, [first, ...others]] of uses) {
    if (!first) continue;
    for (const use of others) {
      if (use.alt === first.alt) continue;
      problems.push({
        ...use.origin,
        path: [...use.origin.path, 'alt'],
        message: say(
          `圖片 ${file} 在 ${first.origin.file} 的說明是「${first.alt}」：同一張圖片每處都用同一句 alt，請把兩處改成一樣`,
          `the image ${file} is described in ${first.origin.file} as "${first.alt}": one picture has one alt wherever it is used, make both the same`,
        ),
      });
    }
  }
  return problems;
}

/** One description, one picture: an alt already written for another picture was pasted with its entry and left unchanged. */
export function onePicturePerAlt(loaded: readonly LoadedExport[]): FoundProblem[] {
  const firsts = new Map<string, { file: string; origin: Origin }>();
  const [problems, add] = findings();
  for (const item of loaded)
    eachObject(item.value, item.path, (node, path) => {
      if (typeof node.file !== 'string' || typeof node.alt !== 'string' || node.alt.trim() === '') return;
      const origin = { file: item.file, exportName: item.exportName, path };
      const first = firsts.get(node.alt.trim());
      if (!first) firsts.set(node.alt.trim(), { file: node.file, origin });
      // The crops of one picture (a slide's desktop, tablet and phone forms) share their alt.
      else if (first.file !== node.file && JSON.stringify(first.origin.path.slice(0, -1)) !== JSON.stringify(path.slice(0, -1)))
        add(
          origin,
          [...path, 'alt'],
          `這句 alt 已用來描述另一張圖片 ${first.file}（${first.origin.file}，列在較前）：為 ${node.file} 寫它自己的描述`,
          `this alt already describes another picture, ${first.file} (${first.origin.file}, listed before this one): describe ${node.file} itself`,
        );
    });
  return problems;
}

export const rules: readonly Rule[] = [
  { id: 'one-alt-per-image', scope: 'site', readme: 'one picture, one alt', run: oneAltPerImage },
  { id: 'one-image-per-alt', scope: 'site', readme: 'one alt, one picture', run: onePicturePerAlt },
];
