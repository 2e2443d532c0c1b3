import type { Cautions } from './types';

/**
 * Sentences of care that several pages carry word for word: written once here, placed by the
 * pages in their own text (content/pages/services/, content/services-overview.ts, the article
 * in content/pages/blog.ts and the workshop in content/pages/workshop-family-constellation.ts).
 */
export const cautions = {
  /** On every page that describes hypnotherapy. */
  hypnosisMemory:
    '催眠不是找回「被遺忘記憶」的方法：過程中浮現的畫面和感受，是理解自己的材料，不一定是過去真實發生的事，治療師亦不會以此判斷你的過去或家中發生過甚麼。',
  /** On every page that describes family constellation. */
  constellationMemory:
    '排列呈現的是你此刻對家庭的感受和理解，不是查證家族往事的方法：代表的感受和排列中出現的畫面，不能當作家人真實經歷的證據。',
} as const satisfies Cautions;
