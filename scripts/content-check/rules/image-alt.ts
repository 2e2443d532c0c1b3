import { everyItem, nodeRule } from '../shared';
import type { Origin, Rule } from '../types';

/**
 * One picture, one alt, and one alt, one picture: the first use (in the check's order) is the one
 * the others are compared with. The crops of one picture (a slide's desktop, tablet and phone
 * forms) share their alt.
 */
export const oneAltPerImage = nodeRule(everyItem, () => {
  const altOf = new Map<string, { origin: Origin; alt: string }>();
  const fileOf = new Map<string, { origin: Origin; file: string }>();
  return (node, found, path, item) => {
    if (typeof node.file !== 'string' || typeof node.alt !== 'string') return;
    const origin = { file: item.file, exportName: item.exportName, path };
    const alt = node.alt.trim();
    const first = altOf.get(node.file);
    if (!first) altOf.set(node.file, { origin, alt });
    else if (first.alt !== alt)
      found(
        `圖片 ${node.file} 在 ${first.origin.file} 的說明是「${first.alt}」：同一張圖片每處都用同一句 alt，請把兩處改成一樣`,
        `the image ${node.file} is described in ${first.origin.file} as "${first.alt}": one picture has one alt wherever it is used, make both the same`,
        ['alt'],
      );
    const other = alt === '' ? undefined : fileOf.get(alt);
    if (!other && alt !== '') fileOf.set(alt, { file: node.file, origin });
    else if (other && other.file !== node.file && JSON.stringify(other.origin.path.slice(0, -1)) !== JSON.stringify(path.slice(0, -1)))
      found(
        `這句 alt 已用來描述另一張圖片 ${other.file}（${other.origin.file}，列在較前）：為 ${node.file} 寫它自己的描述`,
        `this alt already describes another picture, ${other.file} (${other.origin.file}, listed before this one): describe ${node.file} itself`,
        ['alt'],
      );
  };
});

export const rules: readonly Rule[] = [
  { id: 'one-alt-per-image', scope: 'site', readme: 'one picture, one alt; one alt, one picture', run: oneAltPerImage },
];
