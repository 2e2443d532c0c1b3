import { cautions } from '../../cautions';
import { onlineOffer } from '../../online-offer';
import { safeguarding } from '../../safeguarding';
import type { ContentPage } from '../../types';

export const page = {
  path: '/services/hypnotherapy',
  code: 'P05',
  name: '超個人催眠治療',
  parent: '/services',
  lastModified: '2026-11-26',
  seo: {
    title: '香港超個人催眠治療',
    description:
      '香港{address.district}的超個人催眠治療，亦可網上進行：在治療師陪伴下進入放鬆而專注的狀態，探索內心的感受和信念，協助處理焦慮、失眠、恐懼及過往經歷帶來的困擾。了解過程、安全性及適合的人士。',
    image: 'service-hypnotherapy.svg',
  },
  heading: '超個人催眠治療',
  lead: '催眠並不神秘，大部分人在過程中不會失去控制。它是一種專注而放鬆的狀態，讓你更容易接觸內心深處的感受和資源。',
  image: { file: 'service-hypnotherapy.svg', alt: '一條細小的螺旋線和太陽，下方是深綠色的山丘：象徵超個人催眠治療的插畫' },
  sections: [
    {
      kind: 'prose',
      heading: '甚麼是超個人催眠治療？',
      paragraphs: [
        '催眠狀態其實很日常：當你專注看書而忘記時間，或在入睡前半夢半醒時，都接近這種狀態。在治療中，治療師會以語言引導你放鬆，讓你在清醒而專注的狀態下，接觸平日不容易察覺的情緒、信念和畫面。',
        '「超個人」的意思是，我們不只處理個人的經歷，也會把家族、人生意義和內在成長納入考慮。大部分人在整個過程中保持意識，可以隨時說話、停止或睜開眼睛。',
        '這與舞台上的表演式催眠完全不同：你可以隨時停止，或選擇不回答；治療師不會要求你說出不想說的事。',
        cautions.hypnosisMemory,
        cautions.hypnosisEvidence,
      ],
    },
    {
      kind: 'cards',
      heading: '催眠治療常用於',
      items: [
        { title: '焦慮與壓力', text: '學習讓身體和思緒放鬆，減少緊張和過度思慮。' },
        { title: '睡眠困擾', text: '處理影響入睡的情緒和習慣，建立較放鬆的睡前狀態。' },
        { title: '過去的傷痛', text: '在安全的引導下，重新理解一些仍然影響你的經歷。' },
        { title: '自信與自我價值', text: '察覺限制自己的信念，建立更支持自己的內在聲音。' },
        { title: '習慣與模式', text: '探索反覆出現的行為模式背後的需要。' },
      ],
    },
    {
      kind: 'steps',
      heading: '一節催眠治療的過程',
      items: [
        { title: '傾談', text: '先談談你想處理的困擾和目標，治療師亦會解釋當日的過程，回答你的疑問。' },
        { title: '引導放鬆', text: '治療師以聲音和呼吸引導你慢慢放鬆，進入專注的狀態。' },
        { title: '探索與轉化', text: '在放鬆狀態中接觸相關的感受和畫面，並建立新的理解和回應。' },
        { title: '回到當下', text: '慢慢回到清醒狀態，和治療師分享感受，討論回家後可以做的練習。' },
      ],
    },
    {
      kind: 'faq',
      heading: '常見疑問',
      items: [
        {
          question: '我會失去控制嗎？',
          answer: `一般不會。${safeguarding.hypnosisAwareness}很多人形容那種感覺像是非常放鬆的專注。`,
        },
        {
          question: '是否每個人都可以被催眠？',
          answer: '大部分人都可以進入放鬆專注的狀態，只是深淺和所需時間各有不同。治療師會按你的情況調整方法，不必擔心「做得不好」。',
        },
        {
          question: '網上視像也可以進行催眠治療嗎？',
          answer: `身處香港或海外一般可以，但須符合你所在地的法規；${onlineOffer.mainland}在香港或海外進行網上催眠治療前，治療師會先評估是否適合；你需要一個安靜、不被打擾的空間，並使用耳機。${safeguarding.onlineSafety}`,
        },
        {
          question: '有沒有人不適合催眠治療？',
          answer:
            '如你正受嚴重精神健康問題困擾、正在服用精神科藥物，或有癲癇等病史，請在預約時告訴我們。治療師會審慎評估，必要時建議你先諮詢醫生。',
        },
      ],
    },
    {
      kind: 'links',
      heading: '相關頁面',
      items: [
        { label: '情緒困擾', href: '/problems/emotion', text: '焦慮、低落、失眠等常見情緒困擾。' },
        { label: '整合心理治療', href: '/services/integral-psychotherapy', text: '催眠治療如何與家族系統排列結合。' },
        { label: '常見問題', href: '/faq', text: '更多有關治療、預約和收費的問題。' },
      ],
    },
  ],
  booking: {
    heading: '對催眠治療還有疑問？',
    text: '歡迎預約免費初步諮詢（約 {consultation.minutes} 分鐘），先了解過程，再決定是否開始。',
  },
} as const satisfies ContentPage;
