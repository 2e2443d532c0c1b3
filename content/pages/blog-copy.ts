import type { BlogCopy } from '../types';

/** Labels around blog articles; the articles themselves live in content/pages/blog.ts. */
export const blogCopy = {
  author: '作者：',
  published: '發布於 ',
  updated: '更新於 ',
  readingTime: '閱讀時間約 {minutes} 分鐘',
} as const satisfies BlogCopy;
