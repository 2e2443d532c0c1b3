import { cautions } from '../../cautions';
import { safeguarding } from '../../safeguarding';
import type { ContentPage } from '../../types';

export const page = {
  path: '/services/children',
  code: 'P09',
  topics: ['children'],
  name: '兒童及青少年治療',
  parent: '/services',
  lastModified: '2026-11-26',
  seo: {
    title: '香港兒童及青少年心理治療',
    description:
      '孩子的情緒、學習及行為困擾，原因可以有很多，家庭關係是其中之一。心晴治療中心在香港{address.district}以適合兒童及青少年的方法，配合家長參與，幫助孩子建立安全感、學習表達情緒及慢慢重拾自信。',
    image: 'service-children.svg',
  },
  heading: '兒童及青少年治療',
  lead: '孩子未必懂得說出困擾，卻會用行為和情緒表達出來。我們陪伴孩子，也支援家長，讓整個家庭一起找回平靜。',
  image: { file: 'service-children.svg', alt: '一大兩小幾個圓點和一片新葉，旁邊是太陽：象徵兒童及青少年治療的插畫' },
  sections: [
    {
      kind: 'prose',
      heading: '我們的做法',
      paragraphs: [
        '孩子的困擾往往有不同的原因，包括學習、社交、身體和家庭等因素；家庭的狀態是其中一個我們會一起了解的部分。家長不必自責：孩子的困擾很少是一個人造成的。',
        '治療通常分兩方面進行：治療師以遊戲、繪畫和故事陪伴孩子表達內心；同時與家長會面，透過家族系統排列和親子溝通的討論，了解孩子行為背後的需要。有時候，家長得到支援，孩子也會隨之放鬆下來。',
        '如孩子的困擾可能與專注力、讀寫、發展或身體健康有關，我們會建議先諮詢醫生或教育心理學家，評估是否有專注力不足／過度活躍症、自閉症譜系障礙或讀寫障礙等情況；心理治療可以與這些評估和支援同時進行。',
      ],
    },
    {
      kind: 'cards',
      heading: '常見的困擾',
      items: [
        { title: '情緒起伏', text: '容易發脾氣、哭鬧、焦慮或退縮。' },
        { title: '上學困難', text: '拒絕上學、害怕考試，或在學校難以融入。' },
        { title: '親子衝突', text: '與父母經常爭吵，或變得沉默、不願溝通。' },
        { title: '電子產品', text: '長時間沉迷手機或遊戲，影響作息和家庭關係。' },
        { title: '家庭轉變', text: '面對父母分開、搬家、移居或家人離世時的適應困難。' },
      ],
    },
    {
      kind: 'steps',
      heading: '治療流程',
      items: [
        { title: '家長初步會面', text: '先與家長詳談孩子的情況、成長背景和家庭狀況。孩子毋須在場。' },
        { title: '認識孩子', text: '以孩子感到自在的方式見面，例如一起玩、畫畫，逐步建立信任。' },
        { title: '孩子及家長療程', text: '按需要安排孩子的個別療程，以及家長的療程或家族系統排列。' },
        { title: '定期回顧', text: '與家長一起檢視變化，討論在家中可以如何支持孩子。' },
      ],
    },
    {
      kind: 'faq',
      heading: '常見疑問',
      items: [
        {
          question: '孩子不願意來，怎麼辦？',
          answer: `這很常見。${safeguarding.parentsFirst}由家長療程開始，很多時家長得到支援後，孩子也會慢慢願意參與。`,
        },
        {
          question: '家長需要在場嗎？',
          answer: '視乎孩子的年齡和意願。年幼的孩子初期可由家長陪同；青少年則通常會有與治療師單獨傾談的時間，讓他們安心表達。',
        },
        {
          question: '誰可以同意孩子接受治療？',
          answer: safeguarding.minorsConsent,
        },
        {
          question: '我們會收到治療內容的報告嗎？',
          answer: '治療師會和家長分享整體方向和建議，但會尊重孩子，特別是青少年的私隱。',
        },
        {
          question: '如孩子的安全受到威脅，你們會怎樣做？',
          answer: safeguarding.childProtection,
        },
      ],
    },
    {
      kind: 'prose',
      heading: '請留意',
      paragraphs: [cautions.constellationMemory, cautions.constellationEvidence],
    },
    {
      kind: 'links',
      heading: '相關頁面',
      items: [
        { label: '子女成長', href: '/problems/children', text: '孩子成長中常見的困擾和我們的支援。' },
        { label: '家庭關係', href: '/problems/family', text: '整個家庭的關係如何影響孩子。' },
        { label: '黃詠詩治療師', href: '/therapist/wong-wing-sze', text: '專注兒童及青少年工作的治療師。' },
      ],
    },
  ],
  booking: {
    heading: '先由家長開始',
    text: `預約免費初步諮詢（約 {consultation.minutes} 分鐘），和我們談談孩子的情況。${safeguarding.parentsFirst}`,
  },
} as const satisfies ContentPage;
