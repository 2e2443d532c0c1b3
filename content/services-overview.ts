import { cautions } from './cautions';
import { sessions } from './claims';
import { safeguarding } from './safeguarding';
import type { ServicesOverview } from './types';

/** Every word of the services overview page (/services), in the order the page shows them. */
export const servicesOverview = {
  path: '/services',
  code: 'P02',
  name: '治療服務',
  lastModified: '2026-11-26',
  seo: {
    title: '治療服務：整合心理治療的三大支柱',
    description:
      '心晴治療中心在香港{address.district}提供家族系統排列、整合心理治療及超個人催眠治療，三者互相配合，陪你了解困擾的根源。所需次數因人而異：簡單個案一般約 {sessions.simple}，複雜個案約 {sessions.complex}。',
  },
  hero: {
    eyebrow: '治療服務',
    heading: '整合心理治療：從根源開始的改變',
    lead: '我們以整合心理治療為框架，靈活結合家族系統排列、超個人催眠治療及超個人心理學，按你的需要度身設計療程，面談或網上視像均可進行。',
    booking: { tag: '04' },
  },

  integral: {
    heading: '甚麼是整合心理治療？',
    paragraphs: [
      '人的困擾很少只有單一原因。一段反覆失敗的感情，可能與早年的家庭經驗有關；長期的焦慮和失眠，可能源於家族中未被處理的失落；工作上的停滯，有時是潛意識裡「我不配得到更多」的信念在作怪。',
      '整合心理治療不拘泥於單一學派，而是把家族系統排列、超個人催眠治療及超個人心理學結合起來，從關係、潛意識和人生意義三個層面理解困擾，同時留意身體的感受。治療師會先了解你的處境，再選擇合適的方法組合，希望讓改變由根源開始，並在日常生活中延續下去。',
    ],
    cautions: {
      heading: '請留意',
      paragraphs: [cautions.hypnosisMemory, cautions.hypnosisEvidence, cautions.constellationMemory, cautions.constellationEvidence],
    },
    points: [
      { title: '看見系統', text: '從整個家族系統理解問題，而不把責任歸咎於某一個人。' },
      { title: '觸及潛意識', text: '在安全放鬆的狀態下，處理言語難以到達的深層經驗。' },
      { title: '身心並重', text: '留意身體的感覺和訊號，讓情緒得到釋放。' },
    ],
  },

  directory: {
    heading: '所有服務一覽',
    groups: [
      { heading: '治療方法及服務', under: '/services' },
      { heading: '按困擾了解', under: '/problems' },
    ],
  },

  pillars: {
    heading: '三大治療支柱',
    intro: '三種方法各有所長，互相補足。治療師會按你的需要靈活運用。',
    cards: [
      {
        title: '家族系統排列',
        subtitle: '看見家族的動力與牽絆',
        image: { file: 'method-family-constellation.svg', alt: '幾個圓點以細線連成網絡：象徵家族系統排列的插畫' },
        paragraphs: [
          '家族系統排列由德國心理治療師伯特・海寧格發展而成。透過代表或象徵物，把你心目中家人之間的關係擺出來，讓你有機會從新的角度看待這些關係。',
          '海寧格認為，有些困擾與家族中被排除的成員、未完成的哀傷，或是對上一代的「盲目忠誠」有關；當這些被看見和承認，家人之間的關心有機會以較合適的方式重新來往。',
        ],
        points: ['希望協助處理跨代重複出現的模式', '希望改善與父母、伴侶及子女的關係', '家人毋須出席，一個人亦可進行'],
        link: { label: '了解家族系統排列', href: '/services/family' },
      },
      {
        title: '整合心理治療',
        subtitle: '把關係、思想與身體連結起來',
        image: { file: 'method-integral.svg', alt: '一組同心圓和十字線，旁邊是一個圓形太陽：象徵整合心理治療的插畫' },
        paragraphs: [
          '整合心理治療以當事人為中心，結合對話、身體覺察和系統觀點，從思想、情緒、身體和關係多個層面理解困擾。',
          '治療師會與你一同整理問題的脈絡，訂立清晰的方向，並在每節之後提供簡單的練習，幫助你把改變帶回日常生活。',
        ],
        points: ['釐清困擾的脈絡和真正需要', '同時照顧情緒與身體反應', '為每個人度身設計療程'],
        link: { label: '了解整合心理治療', href: '/services/integral-psychotherapy' },
      },
      {
        title: '超個人催眠治療',
        subtitle: '與潛意識合作，重建內在力量',
        image: { file: 'method-hypnotherapy.svg', alt: '一條向內捲的螺旋線和一個圓形太陽，下方是水波：象徵超個人催眠治療的插畫' },
        paragraphs: [
          '催眠是一種自然而專注的放鬆狀態，大部分人在整個過程中保持清醒，可以隨時表達感受或停止。在這種狀態下，較容易接觸影響情緒和行為的感受與信念。',
          '超個人催眠治療融合超個人心理學的觀點，不只處理創傷，也幫助你重新連結內在的資源、意義和方向。',
        ],
        points: ['可作為舒緩焦慮、失眠和壓力的輔助方法', '處理早年經驗留下的情緒', '嘗試重建自信與內在安全感'],
        link: { label: '了解超個人催眠治療', href: '/services/hypnotherapy' },
      },
    ],
    table: {
      heading: '三大支柱比較',
      caption: '家族系統排列、整合心理治療及超個人催眠治療的比較',
      regionLabel: '三大治療支柱比較表（可左右捲動）',
      overflowHint: '表格可左右捲動',
      columns: { pillar: '支柱', role: '核心作用', level: '改變層次', effect: '期望的改變' },
      rows: [
        {
          pillar: '家族系統排列',
          role: '呈現你此刻對家人關係的感受，從新的角度看待家庭中的牽絆',
          level: '關係及家族系統層面',
          effect: '有助鬆動跨代重複的模式，讓家庭關係較易安定下來',
        },
        {
          pillar: '整合心理治療',
          role: '連結思想、情緒、身體與關係',
          level: '個人心理及身心層面',
          effect: '清楚理解困擾，並嘗試把改變帶入日常生活',
        },
        {
          pillar: '超個人催眠治療',
          role: '接觸潛意識中的感受和信念，嘗試建立新的回應',
          level: '潛意識及心靈層面',
          effect: '有助情緒得到紓解，重建內在的安全感',
        },
      ],
    },
  },

  process: {
    heading: '治療流程',
    intro: '由第一次聯絡到完成療程，每一步都清楚透明，按你的步伐進行。',
    steps: [
      {
        title: '免費初步諮詢',
        description:
          '透過 WhatsApp 或微信留言預約免費初步諮詢（約 {consultation.minutes} 分鐘），簡單講述你的狀況，了解整合心理治療是否適合你。',
        showCTA: true,
      },
      {
        title: '深入評估',
        description: '第一節開始時，治療師會詳細了解你的背景、家族和困擾的來龍去脈，與你一同訂立治療目標。',
        showCTA: false,
      },
      {
        title: '個人化療程',
        description:
          '按你的需要結合家族系統排列、整合心理治療及催眠治療。簡單個案一般約 {sessions.simple}，複雜個案一般約 {sessions.complex}，實際次數因人而異。',
        showCTA: false,
      },
      {
        title: '鞏固與跟進',
        description: '療程後提供簡單的日常練習，並按需要安排跟進，幫助改變在生活中延續下去。',
        showCTA: false,
      },
    ],
    booking: { tag: '05', label: '預約免費初步諮詢' },
  },

  faq: {
    heading: '常見問題',
    items: [
      {
        question: '一般需要多少節？',
        answer: sessions.statement,
        open: true,
      },
      {
        question: '家人不願意一起來，還可以處理家庭問題嗎？',
        answer:
          '可以。家族系統排列從你在家庭中的位置出發，家人不用一起來。當你的內在位置改變了，與家人的互動也有機會隨之改變，但每個家庭的情況不同。',
      },
      {
        question: '催眠治療時，我會失去意識或被控制嗎？',
        answer: `一般不會。催眠是一種自然的放鬆和專注狀態。${safeguarding.hypnosisAwareness}`,
      },
      {
        question: '網上視像治療的效果和面談一樣嗎？',
        answer:
          '不少當事人覺得網上進行同樣自在，但每個人的感受不同，你亦可以選擇到{address.district}的中心面談。網上進行只需要一個安靜、不受打擾的空間和穩定的網絡，身處香港以外，一般也可以進行，但須符合你所在地的法規（詳見常見問題）。',
      },
      {
        question: '免費初步諮詢包括甚麼？',
        answer:
          '免費初步諮詢約 {consultation.minutes} 分鐘，只適用於首次預約，由本中心治療師進行。你可以簡單講述現時的狀況，我們會說明治療方向和大約所需的次數（次數因人而異）。詳細條款請參閱收費頁。',
      },
      {
        question: '我的資料會保密嗎？',
        answer: safeguarding.confidentiality,
      },
    ],
    link: { label: '查看更多常見問題', href: '/faq' },
  },

  closing: {
    heading: '準備好踏出第一步了嗎？',
    text: '預約免費初步諮詢（約 {consultation.minutes} 分鐘），讓我們一同了解你的需要，找出最適合你的療程。',
    booking: { tag: '06' },
  },
} as const satisfies ServicesOverview;
