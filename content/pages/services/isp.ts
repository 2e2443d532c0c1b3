import { cautions } from '../../cautions';
import { sessions } from '../../claims';
import type { ContentPage } from '../../types';

export const page = {
  path: '/services/isp',
  code: 'P06',
  name: '整合系統心理治療（ISP）',
  parent: '/services',
  lastModified: '2026-11-26',
  seo: {
    title: '香港整合系統心理治療（ISP）',
    description:
      '在香港{address.district}面談或網上進行的整合系統心理治療（ISP），把個人內在經驗與家庭系統一併處理，幫助你理解困擾背後的關係動力，建立更穩定的自我與人際界線。了解 ISP 的理念、流程及適用情況。',
    image: 'service-isp.svg',
  },
  heading: '整合系統心理治療（ISP）',
  lead: '整合系統心理治療（ISP）是本中心採用的治療架構，把家族系統排列、催眠治療和超個人心理學有系統地結合，讓治療既有深度，也有清晰的方向。',
  image: { file: 'service-isp.svg', alt: '一組同心圓疊在太陽前面，下方是層層山丘：象徵整合系統心理治療的插畫' },
  sections: [
    {
      kind: 'prose',
      heading: 'ISP 的核心理念',
      paragraphs: [
        '我們的看法是，一個人的困擾可能同時牽涉幾個層面：個人的情緒和信念、與伴侶和家人的關係、家族世代的經歷，以及人對意義和歸屬的需要。這些層面互相影響，所以我們會一併考慮。',
        'ISP 的「系統」二字，代表我們會有條理地評估這幾個層面，找出哪一層是目前最關鍵的入口，再選用合適的方法。這樣，治療不會只靠一時的感受，而是按部就班地推進。',
      ],
    },
    {
      kind: 'cards',
      heading: 'ISP 關注的四個層面',
      items: [
        { title: '個人層面', text: '情緒、身體感覺、信念和慣性反應。常用方法：催眠治療、放鬆及覺察練習。' },
        { title: '關係層面', text: '與伴侶、子女、父母和同事之間的互動模式。常用方法：對話及關係排列。' },
        { title: '家族層面', text: '跨代承傳的模式、未被承認的家庭成員和事件。常用方法：家族系統排列。' },
        { title: '超個人層面', text: '人生意義、方向感和內在資源。常用方法：超個人心理學的反思和引導。' },
      ],
    },
    {
      kind: 'prose',
      heading: '請留意',
      paragraphs: [cautions.hypnosisMemory, cautions.hypnosisEvidence, cautions.constellationMemory, cautions.constellationEvidence],
    },
    {
      kind: 'steps',
      heading: 'ISP 的治療流程',
      intro: sessions.statement,
      items: [
        { title: '系統評估', text: '了解你的困擾、生活狀況和家族背景，找出最需要處理的層面。' },
        { title: '訂立方向', text: '和你一起訂立具體、可觀察的目標，並說明建議的方法。' },
        { title: '分層處理', text: '由最關鍵的層面入手，按需要結合排列、催眠和超個人心理學的方法。' },
        { title: '回顧與整合', text: '檢視變化，調整下一步，並把新的理解帶回日常生活。' },
      ],
    },
    {
      kind: 'links',
      heading: '相關服務',
      items: [
        { label: '整合心理治療', href: '/services/integral-psychotherapy', text: '三種方法如何互相配合。' },
        { label: '家族系統排列', href: '/services/family', text: 'ISP 中處理家族層面的主要方法。' },
        { label: '超個人催眠治療', href: '/services/hypnotherapy', text: 'ISP 中處理個人及潛意識層面的主要方法。' },
        { label: '收費', href: '/fee', text: '療程收費、時間及付款安排。' },
      ],
    },
  ],
  booking: {
    heading: '由一次初步諮詢開始',
    text: '預約免費初步諮詢（約 {consultation.minutes} 分鐘），讓我們初步了解你的情況，再建議合適的安排。',
  },
} as const satisfies ContentPage;
