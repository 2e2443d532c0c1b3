import type { ContentPage } from '../types';

/**
 * The five problem-area pages. /problems/relationship-trauma renders the /problems/love entry.
 * Stories are anonymised, shared with consent and with details changed.
 */
export const problemPages = [
  {
    path: '/problems/family',
    code: 'P10',
    name: '家庭關係',
    parent: '/services',
    lastModified: '2026-11-20',
    seo: {
      title: '家庭關係困擾',
      description:
        '與父母、配偶或兄弟姊妹關係緊張？反覆出現的家庭衝突，背後可能有跨代流傳的模式。了解家族系統排列如何幫助你看清根源、修補關係；家人毋須出席，可在香港旺角面談或網上進行。',
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
          { title: '帶回日常生活', text: '討論在家中可以怎樣回應和相處，讓改變一步一步發生。家人毋須出席。' },
        ],
      },
      {
        kind: 'quote',
        text: '我和媽媽十幾年來一見面就吵架。排列時，我第一次看見媽媽背後也有她自己的傷痛。我們現在仍然會有意見不合，但我不再那麼憤怒，上個月還一起去了飲茶。',
        author: '黃小姐',
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
            answer: '治療的目的不是要你指責或離開家人，而是幫助你找到一個自己和家人都能安好的位置。過程中如有任何擔心，都可以隨時和治療師討論。',
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
      {
        kind: 'booking',
        heading: '一個人也可以開始',
        text: '預約免費初步諮詢（約 20 分鐘），和我們談談你的家庭。家人毋須出席。',
      },
    ],
  },
  {
    path: '/problems/children',
    code: 'P11',
    name: '子女成長',
    parent: '/services',
    lastModified: '2026-11-20',
    seo: {
      title: '子女成長及親子問題',
      description:
        '子女情緒起伏、抗拒上學、沉迷手機或與你疏離？了解孩子行為背後與家庭系統的關係，以及家長可以如何透過治療改變互動模式。心晴治療中心在香港旺角陪伴家長和孩子一起走過。',
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
          { title: '看見家庭的影響', text: '透過家族系統排列，了解孩子的行為是否在回應家庭中的壓力或未被處理的事。' },
          { title: '與家長同行', text: '定期與家長回顧，討論在家中可以如何回應和支持孩子。' },
        ],
      },
      {
        kind: 'quote',
        text: '兒子升中後不肯上學，我一直以為是他的問題。治療師先和我談，我才發現自己對讀書的焦慮一直壓在他身上。我學會放鬆一點，他也慢慢願意和我說話了。',
        author: '梁太',
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
            answer: '你可以先一個人前來。很多時候，家長先得到支援，孩子也會感受到家中氣氛的轉變。',
          },
          {
            question: '你們會為孩子作出診斷嗎？',
            answer: '我們不提供醫學或心理評估診斷。如孩子可能需要相關評估，我們會建議你諮詢醫生或合資格的專業人員。',
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
      {
        kind: 'booking',
        heading: '和我們談談孩子的情況',
        text: '預約免費初步諮詢（約 20 分鐘）。你可以一個人前來，孩子毋須出席。',
      },
    ],
  },
  {
    path: '/problems/emotion',
    code: 'P12',
    name: '情緒困擾',
    parent: '/services',
    lastModified: '2026-11-20',
    seo: {
      title: '情緒困擾：焦慮、抑鬱與壓力',
      description:
        '長期焦慮、情緒低落、失眠或莫名的身體不適，可能源於未被處理的經歷與關係。了解整合心理治療及催眠治療如何幫助你找出情緒的根源，在香港旺角的中心面談或透過網上視像均可進行。',
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
          { title: '讓身心放鬆', text: '透過催眠和放鬆練習，幫助神經系統從長期緊繃中慢慢放鬆。' },
          { title: '找出根源', text: '探索情緒背後的經歷、信念，以及可能來自家族的影響。' },
          { title: '建立日常支援', text: '學習簡單實用的自我照顧方法，在情緒來臨時懂得陪伴自己。' },
        ],
      },
      {
        kind: 'quote',
        text: '我失眠了大半年，常常無故心慌。在療程中，我學會了讓身體放鬆的方法，也明白了焦慮從哪裡來。焦慮有時仍然會出現，但我知道怎樣陪伴自己，不再那麼害怕。',
        author: '阿俊',
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
        intro: '如你正感到有即時危險，或有傷害自己的念頭，請立即致電 999，或參閱緊急求助資訊。',
        items: [
          { label: '緊急求助', href: '/crisis-support', text: '24 小時支援熱線及求助方法。' },
          { label: '超個人催眠治療', href: '/services/hypnotherapy', text: '以放鬆專注的狀態處理情緒。' },
          { label: '資源', href: '/resources', text: '自我照顧練習及閱讀建議。' },
        ],
      },
      {
        kind: 'booking',
        heading: '你不必一個人撐着',
        text: '預約免費初步諮詢（約 20 分鐘），讓我們了解你的感受，再一起商量下一步。',
      },
    ],
  },
  {
    path: '/problems/love',
    code: 'P13',
    name: '感情與伴侶',
    parent: '/services',
    lastModified: '2026-11-20',
    seo: {
      title: '感情與伴侶關係困擾',
      description:
        '總是遇上相似的伴侶、害怕親密，或走不出分手與背叛的傷痛？了解感情模式與原生家庭的關係，透過治療慢慢放下過去的傷痛。你可以一個人前來，在香港旺角面談或網上視像進行。',
      image: 'problem-love.svg',
    },
    // The same page under an older address: its canonical points here, the sitemap leaves it out.
    aliases: [{ path: '/problems/relationship-trauma', code: 'P15' }],
    heading: '感情與伴侶',
    lead: '愛一個人，為甚麼會這麼累？無論你正處於一段關係、剛經歷分開，還是一直害怕投入，我們都願意陪你理解心裡的結。',
    image: { file: 'problem-love.svg', alt: '三個互相重疊的圓形，下方是柔和的山丘：象徵感情與伴侶的插畫' },
    sections: [
      {
        kind: 'list',
        heading: '你可能正經歷',
        items: [
          '與伴侶經常爭吵或冷戰，溝通總是走進死胡同',
          '反覆愛上相似類型的人，結局也相似',
          '害怕被拋棄，在關係中過度付出或控制',
          '難以投入感情，一靠近就想逃',
          '分手或離婚後走不出來，難以再相信別人',
          '經歷背叛或關係中的傷害，心裡仍然很痛',
        ],
      },
      {
        kind: 'steps',
        heading: '我們如何陪伴你',
        items: [
          { title: '整理你的故事', text: '聆聽你在這段或過往關係中的經歷和感受，不評斷、不催促。' },
          { title: '看見重複的模式', text: '透過家族系統排列，看看父母的關係和家族經歷，如何影響你對愛的期待和反應。' },
          { title: '處理關係中的傷', text: '以催眠治療等方法，溫和地接觸仍然令你痛苦的記憶和情緒。' },
          { title: '找回自己的位置', text: '幫助你在關係中既能親近，也保有自己；無論選擇修補還是告別，都能走得踏實。' },
        ],
      },
      {
        kind: 'quote',
        text: '我總是愛上不會留下來的人。排列時，我看見自己一直在重複父母的故事，那一刻哭了很久。我現在還在學習，但終於懂得先好好對待自己。',
        author: '陳小姐',
      },
      {
        kind: 'faq',
        heading: '常見疑問',
        items: [
          {
            question: '伴侶不願意一起來，我一個人來有用嗎？',
            answer: '有。你可以一個人前來處理自己在關係中的模式和感受。當你的回應改變了，關係的互動也可能隨之改變。',
          },
          {
            question: '治療師會勸我們分開或一定要復合嗎？',
            answer: '不會。治療師不會替你作決定，而是幫助你看清自己的需要，讓你作出自己認為合適的選擇。',
          },
          {
            question: '如果我在關係中感到不安全，怎麼辦？',
            answer: '如你正面對暴力或即時危險，請先確保自己的安全，有需要時致電 999。我們的緊急求助頁亦列出了 24 小時支援熱線。',
          },
        ],
      },
      {
        kind: 'links',
        heading: '相關頁面',
        items: [
          { label: '家族系統排列', href: '/services/family', text: '看見關係模式背後的家族牽連。' },
          { label: '張志偉治療師', href: '/therapist/cheung-chi-wai', text: '專注伴侶及家庭關係的治療師。' },
          { label: '緊急求助', href: '/crisis-support', text: '24 小時支援熱線及求助方法。' },
        ],
      },
      {
        kind: 'booking',
        heading: '先好好照顧自己',
        text: '預約免費初步諮詢（約 20 分鐘），談談你在感情中的困擾。你可以一個人前來。',
      },
    ],
  },
  {
    path: '/problems/wealth',
    code: 'P14',
    name: '事業與金錢',
    parent: '/services',
    lastModified: '2026-11-20',
    seo: {
      title: '事業與金錢困擾',
      description:
        '工作不順、收入停滯，或總是存不到錢？事業與金錢上反覆的困局，可能與家族傳承的信念有關。了解如何透過家族系統排列及整合心理治療找到新的方向，在香港旺角面談或網上進行。',
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
          { title: '看見家族的影響', text: '透過家族系統排列，了解家族中與金錢、事業有關的經歷，例如破產、匱乏或犧牲，如何影響你今天的選擇。' },
          { title: '減少內在阻力', text: '以催眠治療處理對失敗或成功的恐懼，讓你做決定時更踏實。' },
          { title: '重新連結方向', text: '從超個人心理學的角度，思考工作對你的意義，找回屬於自己的方向。' },
        ],
      },
      {
        kind: 'quote',
        text: '我做生意多年，每次快要成功就出錯。在排列中，我看見父親當年破產的陰影一直跟着我。我開始容許自己過得比父親好，做決定時也踏實了很多。',
        author: '周先生',
      },
      {
        kind: 'faq',
        heading: '常見疑問',
        items: [
          {
            question: '心理治療真的與金錢有關嗎？',
            answer: '治療不會直接帶來收入，但我們對金錢和成功的情緒和信念，會影響我們怎樣工作、選擇和面對風險。處理這些內在因素，能讓你更清晰地作出決定。',
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
      {
        kind: 'booking',
        heading: '看看是甚麼令你卡住',
        text: '預約免費初步諮詢（約 20 分鐘），和我們談談你在事業或金錢上的困擾。',
      },
    ],
  },
] as const satisfies readonly ContentPage[];
