import type { EditionLabels } from './types';

/**
 * The link in the header (and the phone menu) to the same page in the other script. Each label
 * is written in the script it leads to, so this file is not converted for the Simplified edition.
 */
export const editionLabels = {
  'zh-Hant-HK': { label: '繁體', name: '繁體中文版本' },
  /** `suggestion`: the one-line offer on a Traditional page to a browser that prefers Simplified; `dismiss` closes it. */
  'zh-Hans': { label: '简体', name: '简体中文版本', suggestion: '简体中文版', dismiss: '关闭简体中文版提示' },
} as const satisfies EditionLabels;
