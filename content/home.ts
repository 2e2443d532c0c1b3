import { cautions } from './cautions';
import { onlineOffer } from './online-offer';
import type { HomeContent } from './types';

/**
 * Every word of the home page, section by section in the order the page shows them.
 * The years and cases figures come from `site.claims`; the therapists from therapists.ts;
 * the follower stats' links from `site.social` (matched by platform). How many items each list
 * holds is fixed by the schema: `home` in lib/schema/special-pages.ts.
 */
export const home = {
  path: '/',
  code: 'P01',
  name: '首頁',
  lastModified: '2026-11-26',
  seo: {
    title: '香港家族系統排列、整合心理治療及催眠治療',
    description:
      '心晴整合心理治療中心位於香港{address.district}，首次可預約免費初步諮詢（約 {consultation.minutes} 分鐘）。以家族系統排列、整合心理治療及超個人催眠治療，陪伴你處理家庭、子女、感情、情緒及事業困擾，25 年以上心理治療及輔導經驗。',
  },
  hero: {
    eyebrow: '家族系統排列・整合心理治療・催眠治療',
    headline: '找出困擾的根源，讓改變慢慢發生',
    text: '家庭、子女、感情、情緒或事業的困擾，有時不只是表面的問題。我們陪你探索背後可能有的家族模式與內在信念，按你的步伐，溫和地尋找出路。',
    yearsLabel: '年經驗',
    casesLabel: '團隊累計服務的當事人',
    carouselLabel: '個案故事背景圖片',
    pauseLabel: '暫停背景輪播',
    playLabel: '播放背景輪播',
    slides: [
      {
        desktop: { file: 'hero-1-desktop.svg', alt: '陽光下起伏的綠色山丘，幾片樹葉在空中飄落：家庭關係個案故事的背景插畫' },
        tablet: { file: 'hero-1-tablet.svg', alt: '陽光下起伏的綠色山丘，幾片樹葉在空中飄落：家庭關係個案故事的背景插畫' },
        mobile: { file: 'hero-1-mobile.svg', alt: '陽光下起伏的綠色山丘，幾片樹葉在空中飄落：家庭關係個案故事的背景插畫' },
      },
      {
        desktop: { file: 'hero-2-desktop.svg', alt: '太陽前幾片樹葉隨風飄動，下方是層層山丘：親子關係個案故事的背景插畫' },
        tablet: { file: 'hero-2-tablet.svg', alt: '太陽前幾片樹葉隨風飄動，下方是層層山丘：親子關係個案故事的背景插畫' },
        mobile: { file: 'hero-2-mobile.svg', alt: '太陽前幾片樹葉隨風飄動，下方是層層山丘：親子關係個案故事的背景插畫' },
      },
      {
        desktop: { file: 'hero-3-desktop.svg', alt: '深綠色的水面和起伏的山丘，遠處一輪小太陽：情緒困擾個案故事的背景插畫' },
        tablet: { file: 'hero-3-tablet.svg', alt: '深綠色的水面和起伏的山丘，遠處一輪小太陽：情緒困擾個案故事的背景插畫' },
        mobile: { file: 'hero-3-mobile.svg', alt: '深綠色的水面和起伏的山丘，遠處一輪小太陽：情緒困擾個案故事的背景插畫' },
      },
    ],
    booking: { tag: '01' },
  },

  problems: {
    heading: '你正面對這些困擾嗎？',
    intro: '每一種困擾背後，都有它的來龍去脈。選擇最貼近你的一項，了解我們可以怎樣幫你。',
    linkLabel: '了解更多',
    items: [
      {
        title: '家庭關係',
        description: '與父母、伴侶或兄弟姊妹關係緊張，同樣的爭執一再重演，家裡總是有說不出口的沉重。',
        image: { file: 'problem-family.svg', alt: '三個大小不一的圓點靠在一起，下方是起伏的山丘：象徵家庭關係的插畫' },
        link: '/problems/family',
      },
      {
        title: '子女成長',
        description: '孩子情緒起伏大、抗拒上學、沉迷手機或與你疏離，管教方法用盡仍然無從入手。',
        image: { file: 'problem-children.svg', alt: '一大一小兩個圓點，下方一道上揚的弧線，旁邊是太陽：象徵子女成長的插畫' },
        link: '/problems/children',
      },
      {
        title: '感情與伴侶',
        description: '總是遇上相似的人、害怕親密或被遺棄、分手後走不出來，感情路上反覆受傷。',
        image: { file: 'problem-love.svg', alt: '三個互相重疊的圓形，下方是柔和的山丘：象徵感情與伴侶的插畫' },
        link: '/problems/love',
      },
      {
        title: '情緒困擾',
        description: '長期焦慮、低落、失眠，或身體不適而檢查後找不到原因，明知道要放鬆，心卻總是停不下來。',
        image: { file: 'problem-emotion.svg', alt: '太陽前幾道起伏的波浪線：象徵情緒起伏的插畫' },
        link: '/problems/emotion',
      },
      {
        title: '事業與金錢',
        description: '工作發展停滯、賺到錢卻留不住，或對金錢有莫名的焦慮和罪疚感。',
        image: { file: 'problem-wealth.svg', alt: '四條逐級升高的柱形，最高一條長出一片新葉：象徵事業與金錢的插畫' },
        link: '/problems/wealth',
      },
    ],
  },

  invitation: {
    heading: '誠邀你預約免費初步諮詢',
    paragraphs: [
      '很多人第一次聯絡我們時，都會說：「我不知道從何說起。」這是很自然的。困擾纏繞得越久，就越難用三言兩語說清楚。',
      '所以我們為每位首次查詢的朋友，提供約 {consultation.minutes} 分鐘的免費初步諮詢，由本中心治療師進行。你可以簡單說說現時的狀況，我們會和你一起釐清困擾的方向，並坦誠說明整合心理治療是否適合你、大約需要多少節。諮詢之後，是否開始治療完全由你決定。',
    ],
    signature: '創辦人及首席治療師 陳心怡',
    booking: { tag: '02', label: '預約免費初步諮詢' },
  },

  sellingPoints: {
    heading: '為甚麼選擇整合心理治療？',
    intro: '以下是我們做法的四個特點。每個人的情況不同，經驗和效果亦因人而異。',
    items: [
      {
        highlight: '找出根源',
        title: '了解困擾的來龍去脈',
        text: '有些反覆出現的困擾，可能與家族中未被看見的牽絆或早年形成的信念有關。我們希望陪你了解這些可能的根源，讓改變更有機會持久。',
      },
      {
        highlight: '因人而異',
        title: '一般約 {sessions.simple}',
        text: '所需次數因人而異，治療師會在第一節後和你商討；較複雜的跨代家族個案一般約需 {sessions.complex}。這只是一般情況，並非保證。',
      },
      {
        highlight: '家人毋須出席',
        title: '一個人前來，也可以處理家庭議題',
        text: '家族系統排列從你的位置看整個家庭系統。即使家人不願意或未能出席，你也可以處理自己在家中的位置和回應；你的改變，也有機會帶動關係轉變。',
      },
      {
        highlight: '全球視像',
        title: '身處世界各地，都可網上進行',
        text: `透過視像通話進行療程，不少當事人覺得同樣自在。${onlineOffer.byPlace}身處香港以外，請先了解當地對網上心理服務的規定。`,
      },
    ],
  },

  methods: {
    heading: '三種治療方法，一套整合療程',
    intro: '我們按你的需要，靈活結合三種互相補足的方法。',
    items: [
      {
        title: '家族系統排列',
        text: '把家庭的關係動力呈現出來，看看代代相傳的模式和隱藏的忠誠，讓家人之間的關心以合適的方式重新來往。',
        image: { file: 'method-family-constellation.svg', alt: '幾個圓點以細線連成網絡：象徵家族系統排列的插畫' },
        link: { label: '認識家族系統排列', href: '/services/family' },
      },
      {
        title: '整合心理治療',
        text: '結合心理學、身體覺察和系統觀點，從關係、潛意識和人生意義三個層面，全面理解困擾。',
        image: { file: 'method-integral.svg', alt: '一組同心圓和十字線，旁邊是一個圓形太陽：象徵整合心理治療的插畫' },
        link: { label: '認識整合心理治療', href: '/services/integral-psychotherapy' },
      },
      {
        title: '超個人催眠治療',
        text: '在放鬆而專注的狀態下接觸潛意識，嘗試鬆開早年經驗留下的結，重新建立內在的安全感與力量。',
        image: { file: 'method-hypnotherapy.svg', alt: '一條向內捲的螺旋線和一個圓形太陽，下方是水波：象徵超個人催眠治療的插畫' },
        link: { label: '認識超個人催眠治療', href: '/services/hypnotherapy' },
      },
    ],
    /** Below the cards: the cards describe hypnotherapy and family constellation (content/cautions.ts). */
    cautions: {
      heading: '請留意',
      paragraphs: [cautions.hypnosisMemory, cautions.hypnosisEvidence, cautions.constellationMemory, cautions.constellationEvidence],
    },
  },

  comparison: {
    heading: '我們的做法與傳統心理治療有甚麼不同？',
    intro:
      '看得見的困擾，有時就像冰山露出水面的一角；水面之下，可能還有家族經歷和早年經驗。各學派各有處理方法，以下是做法上的分別，並非優劣之比。',
    caption: '傳統心理治療與本中心整合心理治療的做法比較',
    columns: { aspect: '比較項目', traditional: '傳統心理治療', integral: '整合心理治療' },
    rows: [
      { aspect: '常用方法', traditional: '以定期對話為主，按學派運用不同技巧', integral: '按需要結合排列、催眠及對話' },
      { aspect: '關注重點', traditional: '視乎學派：想法、情緒、行為、關係或早年經驗', integral: '家族模式、潛意識信念與身心狀態' },
      {
        aspect: '研究基礎',
        traditional: '不少方法（例如認知行為治療）有較多研究支持',
        integral: '排列及催眠的研究仍然有限，詳見上文「請留意」',
      },
      { aspect: '家人參與', traditional: '家庭治療通常邀請家人出席', integral: '一個人前來，也可探討家庭議題' },
    ],
    iceberg: {
      file: 'iceberg.svg',
      alt: '冰山示意圖：水面上是情緒和行為等症狀，水面下是家族模式、潛意識信念和早年經驗',
    },
    icebergCaption: '水面上：情緒、行為和關係衝突；水面下：可能還有家族模式、潛意識信念和早年經驗。',
    link: { label: '了解我們的治療服務', href: '/services' },
  },

  leadProfile: {
    heading: '認識首席治療師',
    paragraphs: [
      '陳心怡早年從事心理輔導工作，在陪伴許多家庭的過程中，發現不少反覆出現的困擾，似乎與家族裡代代相傳的模式有關。她其後深入研習家族系統排列、催眠治療及超個人心理學，並於 {founded} 年創立本中心。',
      '她相信每個人心裡都有自我療癒的力量。治療師的工作，是與當事人一起安全地理解問題的來龍去脈，讓改變自然發生。',
    ],
    highlights: ['超過 25 年心理治療及輔導經驗', '定期主持家族系統排列工作坊', '廣東話、普通話及英語治療'],
    linkLabel: '閱讀陳心怡的完整簡介',
  },

  masters: {
    heading: '影響我們的心理治療先驅',
    intro: '整合心理治療建基於多位心理治療先驅的研究和實踐。以下是深深影響這套方法的傳統與人物。',
    note: '以下人物為相關學派的創立者或代表人物，介紹僅作學術背景參考，並不表示本中心治療師曾親身受教於他們。',
    showMoreLabel: '查看更多大師',
    showLessLabel: '收起列表',
    items: [
      {
        name: '伯特・海寧格（Bert Hellinger）',
        description: '德國心理治療師，家族系統排列的創立者，提出家族系統中歸屬、秩序與施受平衡的觀點。',
        image: { file: 'master-01.svg', alt: '代表伯特・海寧格的人像剪影插畫（並非真實肖像）' },
        featured: true,
      },
      {
        name: '米爾頓・艾瑞克森（Milton H. Erickson）',
        description: '美國精神科醫生，艾瑞克森催眠治療的奠基人，以故事和隱喻喚起當事人自身的資源。',
        image: { file: 'master-02.svg', alt: '代表米爾頓・艾瑞克森的人像剪影插畫（並非真實肖像）' },
        featured: true,
      },
      {
        name: '維琴尼亞・薩提爾（Virginia Satir）',
        description: '家庭治療先驅，薩提爾模式的創立者，重視家庭溝通與個人自我價值。',
        image: { file: 'master-03.svg', alt: '代表維琴尼亞・薩提爾的人像剪影插畫（並非真實肖像）' },
        featured: false,
      },
      {
        name: '莫瑞・包溫（Murray Bowen）',
        description: '美國精神科醫生，提出家庭系統理論，包括自我分化與多代傳遞過程等概念。',
        image: { file: 'master-04.svg', alt: '代表莫瑞・包溫的人像剪影插畫（並非真實肖像）' },
        featured: false,
      },
      {
        name: '伊凡・鮑斯佐梅尼－納吉（Iván Böszörményi-Nagy）',
        description: '脈絡治療的創立者，著有《隱形的忠誠》，探討家族世代之間的責任與忠誠。',
        image: { file: 'master-05.svg', alt: '代表伊凡・鮑斯佐梅尼－納吉的人像剪影插畫（並非真實肖像）' },
        featured: false,
      },
      {
        name: '薩爾瓦多・米紐慶（Salvador Minuchin）',
        description: '結構派家庭治療的創立者，關注家庭成員之間的界線、位置與互動結構。',
        image: { file: 'master-06.svg', alt: '代表薩爾瓦多・米紐慶的人像剪影插畫（並非真實肖像）' },
        featured: false,
      },
      {
        name: '雅各・莫雷諾（Jacob L. Moreno）',
        description: '心理劇的創立者，以行動和角色扮演呈現內在經驗，是團體心理治療的先驅。',
        image: { file: 'master-07.svg', alt: '代表雅各・莫雷諾的人像剪影插畫（並非真實肖像）' },
        featured: false,
      },
      {
        name: '卡爾・榮格（Carl G. Jung）',
        description: '瑞士精神科醫生，分析心理學的創立者，提出集體潛意識與原型等概念。',
        image: { file: 'master-08.svg', alt: '代表卡爾・榮格的人像剪影插畫（並非真實肖像）' },
        featured: false,
      },
      {
        name: '羅貝托・阿沙鳩利（Roberto Assagioli）',
        description: '意大利精神科醫生，心理綜合學的創立者，把心靈與成長層面納入心理治療。',
        image: { file: 'master-09.svg', alt: '代表羅貝托・阿沙鳩利的人像剪影插畫（並非真實肖像）' },
        featured: false,
      },
      {
        name: '亞伯拉罕・馬斯洛（Abraham Maslow）',
        description: '人本心理學的代表人物，提出需求層次理論，亦是超個人心理學的奠基者之一。',
        image: { file: 'master-10.svg', alt: '代表亞伯拉罕・馬斯洛的人像剪影插畫（並非真實肖像）' },
        featured: false,
      },
      {
        name: '史坦尼斯拉夫・葛羅夫（Stanislav Grof）',
        description: '超個人心理學的創立者之一，研究非尋常意識狀態，並發展出全向呼吸法。',
        image: { file: 'master-11.svg', alt: '代表史坦尼斯拉夫・葛羅夫的人像剪影插畫（並非真實肖像）' },
        featured: false,
      },
      {
        name: '肯・威爾伯（Ken Wilber）',
        description: '美國作家及思想家，提出整合理論，嘗試把心理學與多種智慧傳統連結起來。',
        image: { file: 'master-12.svg', alt: '代表肯・威爾伯的人像剪影插畫（並非真實肖像）' },
        featured: false,
      },
      {
        name: '卡爾・羅傑斯（Carl Rogers）',
        description: '人本心理學家，個人中心治療的創立者，強調同理、真誠與無條件的正面關注。',
        image: { file: 'master-13.svg', alt: '代表卡爾・羅傑斯的人像剪影插畫（並非真實肖像）' },
        featured: false,
      },
      {
        name: '弗里茲・皮爾斯（Fritz Perls）',
        description: '完形治療的創立者之一，着重此時此地的覺察，以及身體與情緒的整體經驗。',
        image: { file: 'master-14.svg', alt: '代表弗里茲・皮爾斯的人像剪影插畫（並非真實肖像）' },
        featured: false,
      },
    ],
  },

  media: {
    heading: '媒體訪問',
    intro: '我們樂意透過不同媒體，與更多人分享家庭與情緒健康的知識。',
    items: [
      {
        image: { file: 'media-1.svg', alt: '一張印有圓形頭像和文字線條的卡片：電台訪問的插畫' },
        caption: '電台訪問：家庭關係專題',
      },
      {
        image: { file: 'media-2.svg', alt: '一張印有圓形頭像和文字線條的卡片：報章專訪的插畫' },
        caption: '報章專訪：走出反覆的情緒困局',
      },
      {
        image: { file: 'media-3.svg', alt: '一張印有圓形頭像和文字線條的卡片：網上節目訪談的插畫' },
        caption: '網上節目：認識家族系統排列',
      },
      {
        image: { file: 'media-4.svg', alt: '一張印有圓形頭像和文字線條的卡片：雜誌專題的插畫' },
        caption: '雜誌專題：親子溝通與跨代創傷',
      },
    ],
  },

  enterprise: {
    heading: '企業及機構合作',
    intro: '我們為企業、學校及社福機構舉辦工作坊和講座，照顧員工、老師和家長的身心健康。',
    logo: { file: 'enterprise-logo.svg', alt: '深綠色圓角方形裡有白色三角形和橙色圓點，旁邊三條長短不一的橫線：合作企業及機構標誌的插畫' },
    logoCaption: '曾合作的企業及機構',
    events: [
      {
        image: { file: 'event-1.svg', alt: '四個簡化人形並排：企業工作坊的插畫' },
        caption: '企業工作坊：壓力管理與情緒調節',
      },
      {
        image: { file: 'event-2.svg', alt: '五個簡化人形並排：員工講座的插畫' },
        caption: '員工身心健康講座',
      },
      {
        image: { file: 'event-3.svg', alt: '三個簡化人形並排：管理層小組討論的插畫' },
        caption: '管理層工作坊：以系統角度看團隊關係',
      },
      {
        image: { file: 'event-4.svg', alt: '四個簡化人形並排：社區中心家長講座的插畫' },
        caption: '社區中心家長講座：讀懂孩子的情緒',
      },
      {
        image: { file: 'event-5.svg', alt: '五個簡化人形並排：學校教師培訓的插畫' },
        caption: '學校教師培訓：課室裡的家庭動力',
      },
      {
        image: { file: 'event-6.svg', alt: '三個簡化人形並排：照顧者支援小組的插畫' },
        caption: '社福機構：照顧者支援小組',
      },
    ],
  },

  books: {
    heading: '著作出版',
    intro: '首席治療師陳心怡把多年心理治療及輔導經驗寫成文字，讓更多讀者在家中也能開始自我療癒。',
    items: [
      {
        title: '《看見家族的愛：家族系統排列入門》',
        author: '陳心怡 著',
        year: '2016 年出版',
        description: '以真實個案（已作匿名處理）淺白介紹家族系統排列，帶讀者看見家族裡代代相傳的愛與牽絆。',
        image: { file: 'book-1.svg', alt: '《看見家族的愛》書封插畫' },
      },
      {
        title: '《與情緒和好》',
        author: '陳心怡 著',
        year: '2019 年出版',
        description: '從身體與潛意識的角度理解焦慮和低落，附有日常可做的簡單練習。',
        image: { file: 'book-2.svg', alt: '《與情緒和好》書封插畫' },
      },
      {
        title: '《孩子是家的鏡子》',
        author: '陳心怡 著',
        year: '2023 年出版',
        description: '寫給家長的書：從家庭的角度理解孩子的情緒和行為，也提醒家長，孩子的困擾很少只有一個原因。',
        image: { file: 'book-3.svg', alt: '《孩子是家的鏡子》書封插畫' },
      },
    ],
  },

  team: {
    heading: '治療師團隊',
    intro: '每位治療師均受過系統的專業訓練，並定期接受督導，以不同專長與你同行。',
    linkLabel: '查看簡介',
    allLink: { label: '認識整個團隊', href: '/therapist' },
  },

  testimonials: {
    heading: '當事人的分享',
    intro: cautions.testimonialFraming,
    items: [
      {
        text: '我和媽媽之間那個困擾了我十幾年的心結，排列讓我看到它可能與外婆那一代有關。之後，我第一次能夠心平氣和地和媽媽吃一頓飯。',
        author: '阿欣',
        context: '家庭關係',
        sample: true,
      },
      {
        text: '我總是愛上不會留下來的人。排列時，我看見自己一直在重複父母的故事，那一刻哭了很久。我現在還在學習，但終於懂得先好好對待自己。',
        author: '陳小姐',
        context: '感情關係',
        sample: true,
      },
      {
        text: '我人在多倫多，本來擔心網上治療會有距離感。在自己家中進行視像療程，我反而更放鬆，也第一次說出了藏在心裡很久的話。',
        author: '家豪',
        context: '情緒困擾',
        sample: true,
      },
    ],
    link: { label: '閱讀更多個案分享', href: '/testimonials' },
  },

  videos: {
    // Category icons are single characters, shown as a small seal beside the title (decorative):
    // they render in the page's Chinese font on every device, unlike emoji.
    heading: '影片分享',
    intro: '在家中也可以先認識我們的方法。按下影片即可在本頁觀看。',
    stats: [
      { platform: 'youtube', icon: 'youtube', number: '1.09萬', label: 'YouTube 訂閱者' },
      { platform: 'facebook', icon: 'facebook', number: '2.8萬', label: 'Facebook 追蹤者' },
    ],
    categories: [
      {
        icon: '家',
        title: '家庭',
        description: '家族模式、父母關係與跨代議題',
        videos: [
          {
            url: 'https://www.youtube.com/watch?v=Fa7mQ2xKp3L',
            title: '甚麼是家族系統排列？五分鐘看懂',
            // Sample mirror for the mainland: the centre's own Bilibili upload replaces it before launch.
            mirror: 'https://www.bilibili.com/video/BV1Gx4y1W7sQ',
          },
          { url: 'https://www.youtube.com/watch?v=Hb9tR4wNc1Z', title: '為甚麼我們總是重複父母的模式？' },
          { url: 'https://www.youtube.com/watch?v=Kc3vY8sDe5M', title: '家人不願意來，一個人可以做家族系統排列嗎？' },
        ],
      },
      {
        icon: '童',
        title: '兒童',
        description: '孩子的情緒、行為與親子溝通',
        videos: [
          { url: 'https://www.youtube.com/watch?v=Ld2pW6qJf8T', title: '孩子抗拒上學，家長可以怎樣做？' },
          { url: 'https://www.youtube.com/watch?v=Me5nB1rGh4X', title: '孩子的情緒，是家庭的一面鏡子' },
        ],
      },
      {
        icon: '心',
        title: '情緒與身體',
        description: '焦慮、失眠與身體的訊號',
        videos: [
          { url: 'https://www.youtube.com/watch?v=Nf8kT3uLa6W', title: '長期焦慮？先聽聽身體想說甚麼' },
          { url: 'https://www.youtube.com/watch?v=Pg4hZ7mVb2Q', title: '催眠治療是怎樣進行的？' },
          {
            url: 'https://www.youtube.com/watch?v=Qh1cX5yRd9S',
            title: '三分鐘放鬆呼吸練習',
            // Sample mirror on Tencent Video: replaced by the centre's own before launch.
            mirror: 'https://v.qq.com/x/page/s3512kq7xwd.html',
          },
        ],
      },
      {
        icon: '愛',
        title: '感情關係',
        description: '伴侶相處、分手與親密關係',
        videos: [
          { url: 'https://www.youtube.com/watch?v=Rj6dU2eTs7V', title: '為甚麼總是愛上同一類人？' },
          { url: 'https://www.youtube.com/watch?v=Sk9gI4oPw3Y', title: '分手之後，怎樣好好照顧自己？' },
        ],
      },
      {
        icon: '業',
        title: '事業',
        description: '工作發展、金錢關係與自我價值',
        videos: [
          { url: 'https://www.youtube.com/watch?v=Tl3fA8iMz5N', title: '賺到錢卻留不住？談談金錢與家族' },
          { url: 'https://www.youtube.com/watch?v=Um7bE1oQx4C', title: '工作遇上瓶頸時，可以怎樣看自己？' },
        ],
      },
    ],
  },

  closing: {
    heading: '改變，可以由今天開始',
    text: '無論你正面對甚麼困擾，都不必獨自承受。預約免費初步諮詢（約 {consultation.minutes} 分鐘），讓我們陪你踏出第一步。心理治療不能取代醫療；如有身體或精神科症狀，請先諮詢醫生。',
    booking: { tag: '03' },
  },
} as const satisfies HomeContent;
