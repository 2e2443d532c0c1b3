import type { PageSeo } from './types';

/**
 * What search engines and social previews show for each route. The title is the page part
 * only: the root layout's template appends the centre's short name ('%s｜心晴治療中心').
 * Titles are unique (the alias /problems/relationship-trauma repeats /problems/love, whose
 * page it is); descriptions are 50–160 characters. `ogImage` names a source image in
 * content/images/ whose 1200×630 social version the build generates; omit it for the default.
 */
export const pageSeo = [
  {
    path: '/',
    title: '香港家族系統排列、整合心理治療及催眠治療',
    description:
      '心晴整合心理治療中心位於旺角，以家族系統排列、整合心理治療及超個人催眠治療，陪伴你處理家庭、子女、感情、情緒及事業困擾。25 年以上臨床經驗，可預約約 20 分鐘免費初步諮詢。',
  },
  {
    path: '/services',
    title: '治療服務：整合心理治療的三大支柱',
    description:
      '了解家族系統排列、整合心理治療及超個人催眠治療如何互相配合，從根源處理困擾。簡單個案一般需 1 至 2 次，複雜個案約 5 至 10 次，並附治療流程及常見問題解答。',
  },
  {
    path: '/services/family',
    title: '家族系統排列治療',
    description:
      '家族系統排列幫助你看見家庭中代代相傳的關係模式與情緒牽絆，找回自己在家族中的位置。家人毋須出席，面談或網上視像均可進行，適合處理家庭衝突及跨代創傷。',
    ogImage: 'service-family.svg',
  },
  {
    path: '/services/integral-psychotherapy',
    title: '整合心理治療',
    description:
      '整合心理治療結合家族系統排列、催眠治療及超個人心理學，按你的需要度身訂造治療方案，同時照顧身、心及關係三個層面，從根源改變反覆出現的困擾。',
    ogImage: 'service-integral-psychotherapy.svg',
  },
  {
    path: '/services/hypnotherapy',
    title: '超個人催眠治療',
    description:
      '在治療師陪伴下進入放鬆而專注的狀態，接觸潛意識中的記憶與感受，處理焦慮、失眠、恐懼及過往創傷。了解催眠治療的過程、安全性及適合的人士。',
    ogImage: 'service-hypnotherapy.svg',
  },
  {
    path: '/services/isp',
    title: '整合系統心理治療（ISP）',
    description:
      '整合系統心理治療（ISP）把個人內在經驗與家庭系統一併處理，幫助你理解困擾背後的關係動力，建立更穩定的自我與人際界線。了解 ISP 的理念、流程及適用情況。',
    ogImage: 'service-isp.svg',
  },
  {
    path: '/services/cantonese',
    title: '廣東話心理治療',
    description:
      '用最熟悉的母語細說心事。本中心治療師以廣東話進行面談或網上視像心理治療，讓你更自在地表達感受，適合香港及海外的廣東話使用者。',
    ogImage: 'service-cantonese.svg',
  },
  {
    path: '/services/mandarin',
    title: '普通話心理治療',
    description:
      '為內地、台灣及海外華人提供普通話心理治療，可親臨旺角中心或透過網上視像進行。內容涵蓋家族系統排列、整合心理治療及催眠治療，時間可按時區安排。',
    ogImage: 'service-mandarin.svg',
  },
  {
    path: '/services/children',
    title: '兒童及青少年心理治療',
    description:
      '孩子的情緒、學習及行為困擾，往往與家庭關係互相牽連。我們以適合兒童及青少年的方法，配合家長參與，幫助孩子建立安全感、表達情緒及重拾自信。',
    ogImage: 'service-children.svg',
  },
  {
    path: '/problems/family',
    title: '家庭關係困擾',
    description:
      '與父母、配偶或兄弟姊妹關係緊張？反覆出現的家庭衝突，背後可能有跨代流傳的模式。了解家族系統排列如何幫助你看清根源，修補關係，而家人毋須一同出席。',
    ogImage: 'problem-family.svg',
  },
  {
    path: '/problems/children',
    title: '子女成長及親子問題',
    description:
      '子女情緒起伏、抗拒上學、沉迷手機或與你疏離？了解孩子行為背後與家庭系統的關係，以及家長可以如何透過治療改變互動模式，陪伴孩子健康成長。',
    ogImage: 'problem-children.svg',
  },
  {
    path: '/problems/emotion',
    title: '情緒困擾：焦慮、抑鬱與壓力',
    description:
      '長期焦慮、情緒低落、失眠或莫名的身體不適，可能源於未被處理的經歷與關係。了解整合心理治療及催眠治療如何幫助你找出情緒根源，重拾內心平靜。',
    ogImage: 'problem-emotion.svg',
  },
  {
    path: '/problems/love',
    title: '感情與伴侶關係困擾',
    description:
      '總是遇上相似的伴侶、害怕親密，或走不出分手與背叛的傷痛？了解感情模式與原生家庭的關係，透過治療放下過去的創傷，建立健康而穩定的親密關係。',
    ogImage: 'problem-love.svg',
  },
  {
    path: '/problems/wealth',
    title: '事業與金錢困擾',
    description:
      '工作不順、收入停滯，或總是存不到錢？事業與金錢上的反覆困局，可能與家族傳承的信念有關。了解如何透過家族系統排列及整合心理治療找到突破口。',
    ogImage: 'problem-wealth.svg',
  },
  {
    // Serves the love page under an older address; its canonical points to /problems/love.
    path: '/problems/relationship-trauma',
    title: '感情與伴侶關係困擾',
    description:
      '總是遇上相似的伴侶、害怕親密，或走不出分手與背叛的傷痛？了解感情模式與原生家庭的關係，透過治療放下過去的創傷，建立健康而穩定的親密關係。',
    ogImage: 'problem-love.svg',
  },
  {
    path: '/therapist',
    title: '治療師團隊',
    description:
      '認識心晴整合心理治療中心的六位治療師，了解他們的專業背景、受訓經歷、治療語言及擅長處理的困擾，找到最適合你的治療師，並預約免費初步諮詢。',
  },
  {
    path: '/therapist/chan-sum-yee',
    title: '陳心怡：創辦人及首席治療師',
    description:
      '心晴整合心理治療中心創辦人陳心怡，擅長以家族系統排列處理家庭關係、跨代家族議題、感情、情緒及事業困擾。了解她的受訓背景及治療取向，並預約免費初步諮詢。',
    ogImage: 'therapist-chan-sum-yee.svg',
  },
  {
    path: '/therapist/lee-ka-ming',
    title: '李家明：催眠治療師',
    description:
      '資深治療師李家明專注催眠治療，協助處理焦慮、失眠、工作壓力、自信不足及事業與金錢上的困擾。了解他的受訓背景、治療取向及治療語言，並預約免費初步諮詢。',
    ogImage: 'therapist-lee-ka-ming.svg',
  },
  {
    path: '/therapist/wong-wing-sze',
    title: '黃詠詩：兒童及青少年治療師',
    description:
      '兒童及青少年治療師黃詠詩，陪伴孩子處理情緒、行為、學習及社交壓力，並與家長一起改善親子關係。了解她的受訓背景、治療取向，並預約免費初步諮詢。',
    ogImage: 'therapist-wong-wing-sze.svg',
  },
  {
    path: '/therapist/cheung-chi-wai',
    title: '張志偉：家庭及伴侶治療師',
    description:
      '家庭及伴侶治療師張志偉，擅長處理感情與伴侶問題、家庭衝突、男士情緒及父子與母子關係，可用粵語或普通話進行。了解他的背景並預約免費初步諮詢。',
    ogImage: 'therapist-cheung-chi-wai.svg',
  },
  {
    path: '/therapist/lau-mei-ling',
    title: '劉美玲：普通話治療師',
    description:
      '普通話治療師劉美玲提供面談及網上治療，擅長處理感情、情緒困擾、跨地域家庭、移居適應及親子關係。了解她的受訓背景及治療取向，並預約免費初步諮詢。',
    ogImage: 'therapist-lau-mei-ling.svg',
  },
  {
    path: '/therapist/ho-ka-yan',
    title: '何嘉欣：治療師及工作坊統籌',
    description:
      '治療師何嘉欣同時統籌本中心的工作坊，擅長陪伴來訪者處理情緒困擾、身心壓力、自我價值、女性成長及家庭關係。了解她的受訓背景及治療取向，並預約免費初步諮詢。',
    ogImage: 'therapist-ho-ka-yan.svg',
  },
  {
    path: '/testimonials',
    title: '個案分享：來訪者的真實經歷',
    description:
      '閱讀來訪者在家庭關係、親子、感情、情緒及事業上的轉變經歷。個案內容已獲當事人同意並隱去可識別的資料，讓你了解治療過程可以帶來的改變。',
  },
  {
    path: '/workshop',
    title: '免費治療體驗及心理講座',
    description:
      '參加本中心定期舉辦的免費治療體驗及心理健康講座，親身了解家族系統排列及整合心理治療。查看最新活動日期、內容及報名方法，亦可閱讀治療師撰寫的文章。',
    ogImage: 'workshop.svg',
  },
  {
    path: '/workshop/family-constellation',
    title: '家族系統排列工作坊',
    description:
      '在小組工作坊中親身體驗家族系統排列：可以作為個案主角排列自己的議題，也可以擔任代表或旁觀學習。了解工作坊流程、適合對象、注意事項及報名方法。',
    ogImage: 'workshop-family-constellation.svg',
  },
  {
    path: '/info',
    title: '收費及常見問題',
    description:
      '預約心理治療前想知道的事：治療收費、每節時間、網上視像治療安排、免費初步諮詢的條款，以及來訪者最常問的問題，一頁整理清楚，方便你作出決定。',
  },
  {
    path: '/fee',
    title: '治療收費及預約須知',
    description:
      '查看個人治療、家族系統排列及催眠治療的收費、每節時間及付款方式，了解網上視像治療安排，以及免費初步諮詢的條款：只適用於首次預約，由專業人員跟進。',
  },
  {
    path: '/faq',
    title: '常見問題',
    description:
      '家族系統排列是否需要家人出席？一般需要多少次治療？可以網上進行嗎？催眠治療安全嗎？這裡解答來訪者在預約心理治療前最常提出的問題。',
  },
  {
    path: '/resources',
    title: '心理健康資源及延伸閱讀',
    description:
      '整理香港的心理健康支援服務、熱線、自助練習及延伸閱讀，讓你在治療以外也能照顧自己的情緒，並在需要時找到合適的專業協助。',
  },
  {
    path: '/blog',
    title: '心理治療文章',
    description:
      '本中心治療師撰寫的心理健康文章，深入淺出介紹家族系統排列、整合心理治療、催眠治療，以及家庭、親子、感情與情緒困擾的成因和應對方法。',
  },
  {
    path: '/blog/what-is-family-constellation',
    title: '甚麼是家族系統排列？原理、過程與適用情況',
    description:
      '家族系統排列是怎樣進行的？為甚麼家人不用出席也能產生改變？本文由本中心治療師介紹家族系統排列的原理、一節治療的過程、適合處理的問題及常見誤解。',
    ogImage: 'blog-what-is-family-constellation.svg',
    type: 'article',
  },
  {
    path: '/contact',
    title: '聯絡我們及交通指南',
    description:
      '透過 WhatsApp、微信或電話聯絡心晴整合心理治療中心，預約免費初步諮詢。中心位於旺角彌敦道，由港鐵旺角站步行約 1 分鐘即達，面談及網上視像治療均需預約。',
  },
  {
    path: '/crisis-support',
    title: '緊急求助及支援熱線',
    description:
      '本中心並非緊急服務。如你或身邊的人有即時危險，請立即致電 999。這裡列出香港 24 小時精神健康支援熱線 18111、撒瑪利亞防止自殺會等求助途徑。',
  },
  {
    path: '/privacy',
    title: '私隱政策及收集個人資料聲明',
    description:
      '了解心晴整合心理治療中心如何按《個人資料（私隱）條例》收集、使用、保存及保護你的個人資料，以及你查閱和更正個人資料的權利與聯絡方法。',
  },
  {
    path: '/accessibility',
    title: '無障礙聲明',
    description:
      '本網站致力讓所有人，包括使用螢幕閱讀器、鍵盤或放大工具的訪客，都能順利瀏覽內容及聯絡我們。了解本網站的無障礙設計、已知限制及意見反映途徑。',
  },
] as const satisfies readonly PageSeo[];

/** The not-found page: kept out of the index, links still followed. */
export const notFoundSeo = {
  path: '/404',
  title: '找不到頁面',
  description:
    '抱歉，你要找的頁面不存在或已經移除。你可以返回首頁，或瀏覽治療服務、治療師團隊及聯絡我們等頁面，繼續了解心晴整合心理治療中心。',
  robots: { index: false, follow: true },
} as const satisfies PageSeo;
