import { cautions } from '../../cautions';
import type { ContentPage } from '../../types';

export const page = {
  path: '/problems/emotion',
  code: 'P12',
  name: '情緒困擾',
  parent: '/services',
  lastModified: '2026-11-26',
  seo: {
    title: '情緒困擾：焦慮、情緒低落與壓力',
    description:
      '長期焦慮、情緒低落、失眠或莫名的身體不適，可能源於未被處理的經歷與關係。了解整合心理治療及催眠治療如何陪你探索情緒的根源，在香港{address.district}的中心面談或透過網上視像均可進行。',
    image: 'problem-emotion.svg',
  },
  heading: '情緒困擾',
  lead: '焦慮、低落、失眠、說不出原因的不安，都是你的身心在提醒你需要被照顧。這不是軟弱，而是值得被認真對待的感受。',
  image: { file: 'problem-emotion.svg', alt: '太陽前幾道起伏的波浪線：象徵情緒起伏的插畫' },
  sections: [
    {
      kind: 'list',
      heading: '你可能有這些感受',
      intro: '每個人的情緒經驗都不同。以下只是一些常見的情況，並非任何診斷。',
      items: [
        '經常緊張、心慌，腦海停不下來',
        '提不起勁，對以往喜歡的事失去興趣',
        '難以入睡，或睡醒仍然很累',
        '容易煩躁、發脾氣，事後又後悔',
        '常常自責，覺得自己不夠好',
        '身體經常繃緊、頭痛或胃部不適，檢查後卻找不到原因',
      ],
    },
    {
      kind: 'steps',
      heading: '我們如何陪伴你',
      items: [
        { title: '理解你的情緒', text: '了解情緒出現的時間、情境和身體的感覺，讓你不再覺得它無從捉摸。' },
        { title: '讓身心放鬆', text: '透過催眠和放鬆練習，幫助身心從長期緊繃中慢慢放鬆。' },
        { title: '探索根源', text: '探索情緒背後的經歷、信念，以及可能來自家族的影響。' },
        { title: '建立日常支援', text: '學習簡單實用的自我照顧方法，在情緒來臨時懂得陪伴自己。' },
      ],
    },
    {
      kind: 'prose',
      heading: '請留意',
      paragraphs: [cautions.hypnosisMemory, cautions.hypnosisEvidence],
    },
    {
      kind: 'faq',
      heading: '常見疑問',
      items: [
        {
          question: '我正在看醫生或服藥，可以同時接受治療嗎？',
          answer: '可以，但請在預約時告訴我們。心理治療不能取代醫療，請不要自行停藥或更改劑量，有需要時請先諮詢你的醫生。',
        },
        {
          question: '我說不出自己有甚麼問題，只是覺得不舒服，也可以來嗎？',
          answer: '當然可以。很多人第一次來時都說不清楚，治療師會和你一起慢慢整理。',
        },
      ],
    },
    {
      kind: 'links',
      heading: '需要更多支援？',
      intro: '如有即時危險，請立即致電 {place.emergency}；如有傷害自己的念頭，或想立即找人傾談，可致電 {place.line}，或參閱緊急求助資訊。',
      items: [
        { label: '緊急求助', href: '/crisis-support', text: '24 小時支援熱線及求助方法。' },
        { label: '超個人催眠治療', href: '/services/hypnotherapy', text: '以放鬆專注的狀態處理情緒。' },
        { label: '資源', href: '/resources', text: '自我照顧練習及閱讀建議。' },
      ],
    },
  ],
  booking: {
    heading: '你不必一個人撐着',
    text: '預約免費初步諮詢（約 {consultation.minutes} 分鐘），讓我們了解你的感受，再一起商量下一步。',
  },
} as const satisfies ContentPage;
