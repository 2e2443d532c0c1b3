import { cautions } from '../../cautions';
import type { ContentPage } from '../../types';

export const page = {
  path: '/problems/family',
  code: 'P10',
  topics: ['family'],
  name: '家庭關係',
  parent: '/services',
  lastModified: '2026-11-26',
  seo: {
    title: '家庭關係困擾',
    description:
      '與父母、配偶或兄弟姊妹關係緊張？心晴治療中心在香港{address.district}及網上，以家族系統排列陪你看清反覆衝突背後可能的跨代模式，嘗試修補關係；家人毋須出席，你一個人前來也可以。',
    image: 'problem-family.svg',
  },
  heading: '家庭關係',
  lead: '家是最親近的地方，也可能是最疲累的地方。無論是與父母、兄弟姊妹還是伴侶家人的關係，我們都願意陪你慢慢理清。',
  image: { file: 'problem-family.svg', alt: '三個大小不一的圓點靠在一起，下方是起伏的山丘：象徵家庭關係的插畫' },
  sections: [
    {
      kind: 'list',
      heading: '你可能正經歷',
      intro: '以下是常見的情況。如果你在其中看見自己，並不代表你做錯了甚麼。',
      items: [
        '與父母或家人一見面就爭吵，或者長期冷淡、無話可說',
        '明明想對家人好，卻總是覺得委屈、內疚或被忽略',
        '兄弟姊妹之間因照顧父母、財產或舊事而關係緊張',
        '發現自己不自覺地重複父母的相處模式',
        '家中有人離世、離開或很少被提起，心裡卻一直放不下',
        '夾在伴侶與原生家庭之間，左右為難',
      ],
    },
    {
      kind: 'steps',
      heading: '我們如何陪伴你',
      items: [
        { title: '聆聽你的處境', text: '先讓你把故事說出來。我們不會評斷誰對誰錯，只會細心了解每個人在家中的位置。' },
        { title: '看見家庭系統', text: '透過家族系統排列，呈現家庭成員之間的牽連，以及可能跨越幾代的模式。' },
        { title: '找到新的位置', text: '在治療師引導下，嘗試用新的角度看待家人，也看見自己的需要和界線。' },
        { title: '帶回日常生活', text: '討論在家中可以怎樣回應和相處，讓改變一步一步發生。' },
      ],
    },
    {
      kind: 'prose',
      heading: '請留意',
      paragraphs: [cautions.constellationMemory, cautions.constellationEvidence],
    },
    {
      kind: 'faq',
      heading: '常見疑問',
      items: [
        {
          question: '家人不肯一起來，治療還有用嗎？',
          answer: '家族系統排列只需要你本人參與。當你在家庭系統中的位置和回應改變了，整個家庭的互動也有機會隨之改變。',
        },
        {
          question: '我需要把家中所有事情都說出來嗎？',
          answer: '不需要。你可以按自己的步伐分享，只說你準備好說的部分。治療師會尊重你的界線。',
        },
        {
          question: '治療會令我和家人的關係變得更差嗎？',
          answer:
            '治療的目的不是要你指責或離開家人，而是幫助你找到一個自己和家人都能安好的位置。過程中如有任何擔心，都可以隨時和治療師討論。',
        },
      ],
    },
    {
      kind: 'links',
      heading: '相關服務',
      items: [
        { label: '家族系統排列', href: '/services/family', text: '看見家族系統中隱藏的牽連。' },
        { label: '家族系統排列工作坊', href: '/workshop/family-constellation', text: '以小組形式進行排列。' },
        { label: '個案分享', href: '/testimonials', text: '其他當事人的經歷。' },
      ],
    },
  ],
  booking: {
    heading: '一個人也可以開始',
    text: '預約免費初步諮詢（約 {consultation.minutes} 分鐘），和我們談談你的家庭。家人毋須出席。',
  },
} as const satisfies ContentPage;
