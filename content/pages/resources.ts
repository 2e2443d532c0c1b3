import type { ContentPage } from '../types';

/** /resources */
export const page = {
  path: '/resources',
  code: 'P29',
  name: '資源',
  lastModified: '2026-11-23',
  seo: {
    title: '心理健康資源及延伸閱讀',
    description:
      '心晴治療中心整理的心理健康資源：簡單的自我照顧練習和延伸閱讀建議，並連結到 24 小時求助資訊，讓你在治療以外也能照顧自己的情緒，並在需要時找到合適的專業協助。',
  },
  heading: '資源',
  lead: '療程以外，日常的照顧同樣重要。這裡整理了一些閱讀建議和簡單的自我照顧練習，希望在你需要時陪伴你。',
  sections: [
    {
      kind: 'list',
      heading: '閱讀建議',
      intro: '以下書籍以英文原名列出，部分有中文譯本，可向公共圖書館或書店查詢。',
      items: [
        "Bert Hellinger 等著《Love's Hidden Symmetry》：家族系統排列的經典著作，介紹「愛的序位」等核心概念。",
        "Mark Wolynn 著《It Didn't Start with You》：探討家族經歷如何跨代影響我們今天的情緒和關係。",
        'Ken Wilber 著《No Boundary》：以淺白的方式介紹整合及超個人心理學對自我成長的看法。',
        'Daniel J. Siegel 與 Tina Payne Bryson 著《The Whole-Brain Child》：給家長的實用指南，理解和回應孩子的情緒。',
        'Sidney Rosen 編《My Voice Will Go with You》：催眠治療先驅 Milton H. Erickson 的教學故事。',
      ],
    },
    {
      kind: 'cards',
      heading: '日常自我照顧練習',
      intro: '這些練習不能取代治療，但可以幫助你在日常生活中照顧自己。如練習時感到不適，請停下來。',
      items: [
        { title: '慢呼吸', text: '用鼻吸氣約 4 秒，再慢慢呼氣約 6 秒，重複 5 分鐘。呼氣比吸氣長，有助身體放鬆。' },
        {
          title: '5-4-3-2-1 感官穩定練習',
          text: '情緒湧上來時，說出你看見的 5 樣東西、聽到的 4 種聲音、觸摸到的 3 樣東西、嗅到的 2 種氣味和嚐到的 1 種味道，把注意力帶回當下。',
        },
        { title: '情緒日記', text: '每晚花幾分鐘寫下當天最強烈的一種情緒、它出現的情境和身體的感覺，不加評價。' },
        { title: '身體掃描', text: '躺下或坐好，由頭到腳逐一留意身體各部分的感覺，讓繃緊的地方慢慢放鬆。' },
        {
          title: '畫一張家族圖',
          text: '寫下三代家人的名字和重要事件，例如離世、分開和移居，留意有沒有重複出現的模式。如果過程中感到沉重，可以留待與治療師一同進行。',
        },
      ],
    },
    {
      kind: 'links',
      heading: '更多支援',
      items: [
        { label: '緊急求助', href: '/crisis-support', text: '如你或身邊的人有即時危險，請參閱 24 小時求助資訊。' },
        { label: '文章', href: '/blog', text: '治療師撰寫的文章。' },
        { label: '甚麼是家族系統排列？', href: '/blog/what-is-family-constellation', text: '認識家族系統排列的起源和過程。' },
        { label: '常見問題', href: '/faq', text: '關於治療、預約和私隱的解答。' },
      ],
    },
  ],
  booking: {
    heading: '想有人陪你一起走？',
    text: '預約免費初步諮詢（約 {consultation.minutes} 分鐘），和我們談談你的需要。',
  },
} as const satisfies ContentPage;
