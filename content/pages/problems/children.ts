import { cautions } from '../../cautions';
import { safeguarding } from '../../safeguarding';
import type { ContentPage } from '../../types';

export const page = {
  path: '/problems/children',
  code: 'P11',
  topics: ['children', 'family'],
  name: '子女成長',
  parent: '/services',
  lastModified: '2026-11-26',
  seo: {
    title: '子女成長及親子問題',
    description:
      '子女情緒起伏、抗拒上學、沉迷手機或與你疏離？心晴治療中心在香港{address.district}陪伴家長和孩子，了解孩子行為背後可能的原因，包括學習、社交、身體和家庭等因素，以及家長可以怎樣支持孩子。',
    image: 'problem-children.svg',
  },
  heading: '子女成長',
  lead: '看着孩子不開心、發脾氣或把自己關起來，做父母的總會心痛和徬徨。你不必獨自面對，我們會陪你一起了解孩子的需要。',
  image: { file: 'problem-children.svg', alt: '一大一小兩個圓點，下方一道上揚的弧線，旁邊是太陽：象徵子女成長的插畫' },
  sections: [
    {
      kind: 'list',
      heading: '家長常見的擔心',
      items: [
        '孩子情緒起伏大，經常發脾氣、哭鬧或顯得焦慮',
        '孩子拒絕上學，或害怕考試和社交場合',
        '青少年子女變得沉默，不願與家人溝通',
        '孩子長時間沉迷手機或遊戲，親子衝突不斷',
        '家庭經歷轉變，例如父母分開、搬家或移居，孩子難以適應',
        '兄弟姊妹之間經常爭執、互相比較',
      ],
    },
    {
      kind: 'cards',
      heading: '我們如何幫助孩子和家長',
      items: [
        { title: '由家長開始', text: '第一步通常是家長會面。孩子毋須在場，我們先了解孩子的成長和家庭狀況。' },
        { title: '用孩子的語言', text: '治療師以遊戲、繪畫和故事陪伴孩子，讓他們不必勉強用言語表達感受。' },
        { title: '從家庭的角度', text: '透過家族系統排列，從新的角度看看家庭的壓力如何影響你和孩子。' },
        { title: '與家長同行', text: '定期與家長回顧，討論在家中可以如何回應和支持孩子。' },
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
          question: '孩子太小，不懂表達，也可以接受治療嗎？',
          answer: '可以。治療師會用遊戲和繪畫等方式與孩子溝通。對年紀較小的孩子，家長的參與往往更加重要。',
        },
        {
          question: '孩子不願意見治療師，怎麼辦？',
          answer: `${safeguarding.parentsFirst}很多時候，家長先得到支援，孩子也會感受到家中氣氛的轉變。`,
        },
        {
          question: '你們會為孩子作出診斷嗎？',
          answer: '我們不提供醫學或心理評估診斷。如孩子可能需要相關評估，我們會建議你諮詢醫生或教育心理學家等合資格人士。',
        },
        {
          question: '誰可以同意孩子接受治療？',
          answer: safeguarding.minorsConsent,
        },
        {
          question: '如孩子的安全受到威脅，你們會怎樣做？',
          answer: safeguarding.childProtection,
        },
      ],
    },
    {
      kind: 'links',
      heading: '相關服務',
      items: [
        { label: '兒童及青少年治療', href: '/services/children', text: '治療流程和家長的角色。' },
        { label: '家庭關係', href: '/problems/family', text: '家庭系統如何影響每一位成員。' },
        { label: '黃詠詩治療師', href: '/therapist/wong-wing-sze', text: '專注兒童及青少年工作的治療師。' },
      ],
    },
  ],
  booking: {
    heading: '和我們談談孩子的情況',
    text: `預約免費初步諮詢（約 {consultation.minutes} 分鐘）。${safeguarding.parentsFirst}`,
  },
} as const satisfies ContentPage;
