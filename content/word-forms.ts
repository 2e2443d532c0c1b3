import type { WordForm } from './types';

/**
 * Hong Kong usage: each word as the site writes it, and the forms from elsewhere that the content
 * check refuses in any text, naming the one to write. Add a pair when a new one turns up.
 */
export const wordForms = [
  { write: '網絡', not: ['網路'] },
  { write: '影片', not: ['視頻'] },
  { write: '資訊', not: ['信息'] },
  { write: '質素', not: ['質量'] },
  { write: '屏幕', not: ['螢幕'] },
  { write: '裡', not: ['裏'] },
  { write: '轉賬', not: ['轉帳'] },
] as const satisfies readonly WordForm[];
