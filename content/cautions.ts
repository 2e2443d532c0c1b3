import type { Cautions, CautionTriggers } from './types';

/**
 * Sentences of care that several pages carry word for word: written once here, placed by the
 * pages in their own text, each as a paragraph of its own (a content page or an article: a
 * 「請留意」 prose section; the home page: `methods.cautions`; the services overview:
 * `integral.cautions`; every therapist's profile: `cautions` in content/pages/profile.ts).
 */
export const cautions = {
  /** On every page that describes hypnotherapy. */
  hypnosisMemory:
    '催眠不是找回「被遺忘的記憶」的方法：過程中浮現的畫面和感受，是理解自己的材料，不一定是過去真實發生的事，治療師亦不會以此判斷你的過去或家中發生過甚麼。',
  /** On every page that describes family constellation. */
  constellationMemory:
    '排列呈現的是你此刻對家庭的感受和理解，不是查證家族往事的方法：代表的感受和排列中出現的畫面，不能當作家人真實經歷的證據。',
  /** What research says of hypnotherapy, beside the memory caution wherever it is described. */
  hypnosisEvidence:
    '關於研究：催眠作為輔助方法，在痛症、腸易激綜合症等方面有一些臨床研究支持；至於本中心採用的超個人取向，以及單以催眠處理抑鬱或焦慮症，研究仍然有限，並非已確立的治療。如你有抑鬱、焦慮症或創傷後壓力等情況，請同時諮詢醫生或臨床心理學家。',
  /** What research says of family constellation, beside the memory caution wherever it is described. */
  constellationEvidence:
    '關於研究：家族系統排列的科學研究很少，只有少數小型研究，未足以證明它能治療任何精神健康問題。它是探索家庭關係的一種方法，不能代替精神科或臨床心理學家的評估和治療。',
  /** Wherever a client's words are shown (the home page, /testimonials/): the content check requires it. */
  testimonialFraming:
    '這些分享經當事人同意刊登，名字已改為化名，可識別的細節亦已修改，當事人可隨時要求撤回。每個人的經歷和結果都不同，分享只代表當事人自己的經驗，並非對結果的承諾。',
} as const satisfies Cautions;

/**
 * Which pages must carry each caution (the content check reads these lists). A text describes the
 * method when it names it (`term`) and also says what happens in it (one of `words`): such a page
 * carries the caution above, word for word, as a paragraph of its own. A plain mention — a price,
 * a menu or link label, a course in a therapist's training, a search description — is no
 * description. When the check misses a new way of describing a method, add its word here. Both
 * cautions of a method (memory and evidence) follow the same words.
 */
const hypnosis = {
  method: '催眠治療',
  term: '催眠',
  words: ['放鬆', '狀態', '清醒', '接觸', '引導', '處理', '畫面', '浮現', '記憶', '信念', '示範'],
} as const;

const constellation = {
  method: '家族系統排列',
  term: '排列',
  words: [
    '看見',
    '看到',
    '看看',
    '看清',
    '呈現',
    '代表',
    '位置',
    '牽連',
    '動力',
    '擺',
    '圖像',
    '畫面',
    '回應',
    '影響',
    '模式',
    '承認',
    '往事',
    '了解',
    '示範',
  ],
} as const;

export const describedBy = {
  hypnosisMemory: hypnosis,
  hypnosisEvidence: hypnosis,
  constellationMemory: constellation,
  constellationEvidence: constellation,
} as const satisfies CautionTriggers;
