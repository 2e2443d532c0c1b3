import { cautions } from '../../cautions';
import type { ContentPage } from '../../types';

export const page = {
  path: '/problems/wealth',
  code: 'P14',
  name: '事業與金錢',
  parent: '/services',
  lastModified: '2026-11-26',
  seo: {
    title: '事業與金錢困擾',
    description:
      '工作不順、收入停滯，或總是存不到錢？在香港{address.district}面談或網上，了解如何透過家族系統排列及整合心理治療，看清事業與金錢上反覆的困局可能與哪些家族信念有關，找到新的方向。',
    image: 'problem-wealth.svg',
  },
  heading: '事業與金錢',
  lead: '有些人很努力，卻總在相似的位置卡住；有些人賺到錢，心裡卻從不踏實。事業和金錢的困擾，有時與我們從家中學到的信念有關。',
  image: { file: 'problem-wealth.svg', alt: '四條逐級升高的柱形，最高一條長出一片新葉：象徵事業與金錢的插畫' },
  sections: [
    {
      kind: 'list',
      heading: '你可能有這些經歷',
      items: [
        '工作很努力，卻總是錯過機會，或快要成功時出狀況',
        '對金錢長期焦慮，即使收入穩定也覺得不夠',
        '很難開口爭取應得的報酬，或不好意思收錢',
        '經常轉工，或對自己的方向感到迷惘',
        '反覆在投資、借貸或合作上遇到相似的困局',
        '覺得自己不配過得比家人好',
      ],
    },
    {
      kind: 'cards',
      heading: '我們如何陪伴你',
      intro: '我們不提供投資或財務意見，而是和你一起探索影響你事業和金錢決定的情緒、信念和家族模式。',
      items: [
        { title: '整理你的信念', text: '察覺你對金錢、成功和工作的看法，以及這些看法從何而來。' },
        {
          title: '看見家族的影響',
          text: '透過家族系統排列，從新的角度看看你對家族中與金錢、事業有關的經歷（例如破產、匱乏或犧牲）的感受，以及它們與你今天的選擇有何關係。',
        },
        { title: '減少內在阻力', text: '以催眠治療處理對失敗或成功的恐懼，希望讓你做決定時更踏實。' },
        { title: '重新連結方向', text: '從超個人心理學的角度，思考工作對你的意義，找回屬於自己的方向。' },
      ],
    },
    {
      kind: 'prose',
      heading: '請留意',
      paragraphs: [cautions.hypnosisMemory, cautions.hypnosisEvidence, cautions.constellationMemory, cautions.constellationEvidence],
    },
    {
      kind: 'faq',
      heading: '常見疑問',
      items: [
        {
          question: '心理治療真的與金錢有關嗎？',
          answer:
            '治療不會直接帶來收入，但我們對金錢和成功的情緒和信念，會影響我們怎樣工作、選擇和面對風險。處理這些內在因素，有助你更清晰地作出決定。',
        },
        {
          question: '我正面對嚴重的債務問題，應該怎樣做？',
          answer: '請同時尋求財務或法律專業人士的協助。心理治療可以支援你面對壓力和情緒，但不能取代這些專業意見。',
        },
      ],
    },
    {
      kind: 'links',
      heading: '相關頁面',
      items: [
        { label: '整合心理治療', href: '/services/integral-psychotherapy', text: '結合排列、催眠和超個人心理學的治療。' },
        { label: '李家明治療師', href: '/therapist/lee-ka-ming', text: '專注工作壓力與事業議題的治療師。' },
        { label: '個案分享', href: '/testimonials', text: '其他當事人的經歷。' },
      ],
    },
  ],
  booking: {
    heading: '看看是甚麼令你卡住',
    text: '預約免費初步諮詢（約 {consultation.minutes} 分鐘），和我們談談你在事業或金錢上的困擾。',
  },
} as const satisfies ContentPage;
