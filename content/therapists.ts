import type { Therapist } from './types';

/**
 * The six therapists. Sample people: editors replace names, words and portraits.
 * The lead therapist is the one entry with `isLead: true`; exactly five appear in the home page's
 * team grid, those with `inTeamGrid: true` (the check counts both: lib/schema/therapists.ts).
 * `qualifications` are shown on the profile page and named in its structured data, nothing more:
 * every entry has its issuer and year, and its register number and link where one exists. The
 * entries marked `sample: true` are placeholders (○○ stands for a name the centre supplies):
 * replace each with the therapist's real qualification, or delete it (docs/editing.md, "Before launch").
 */
export const therapists = [
  {
    slug: 'chan-sum-yee',
    code: 'P17',
    lastModified: '2026-11-26',
    seo: {
      title: '陳心怡：創辦人及首席治療師',
      description:
        '心晴治療中心創辦人及首席治療師陳心怡，在香港{address.district}及網上以家族系統排列、催眠治療及整合心理治療，陪伴當事人處理家庭、跨代議題、感情、情緒及事業困擾。了解她的背景及治療取向。',
      image: 'therapist-chan-sum-yee.svg',
    },
    name: '陳心怡',
    englishName: 'Chan Sum Yee',
    role: '創辦人及首席治療師',
    description:
      '擁有超過 25 年心理治療及輔導經驗，整合家族系統排列、超個人催眠治療及超個人心理學，與當事人一起從根源理解家庭、感情與情緒的困擾。',
    image: { file: 'therapist-chan-sum-yee.svg', alt: '代表陳心怡治療師的人像剪影插畫' },
    languages: ['廣東話', '普通話', '英語'],
    specialties: ['家庭關係', '跨代家族議題', '感情與伴侶', '情緒困擾', '事業與金錢'],
    training: [
      '家族系統排列導師培訓（德國海寧格體系）',
      '催眠治療專業培訓',
      '超個人心理學進階課程',
      '整合系統心理治療（ISP）專業培訓',
      '心理輔導及家庭治療專業訓練',
      '定期接受個案督導及持續進修',
    ],
    approach: [
      '先細心聆聽，再和當事人一同探索困擾背後可能的根源。',
      '按每個人的需要，靈活結合家族系統排列、催眠治療及超個人心理學。',
      '尊重當事人的步伐，不催促、不批判，讓改變在安全感中自然發生。',
      '家人毋須出席，當事人一個人前來，或透過網上視像，同樣可以探討家庭系統的議題。',
    ],
    bio: [
      '陳心怡是心晴治療中心的創辦人及首席治療師，擁有超過 25 年心理治療及輔導經驗。她早年從事心理輔導工作，在陪伴許多家庭的過程中，發現不少反覆出現的困擾似乎不只屬於個人，也與家族裡代代相傳的模式有關，於是深入研習家族系統排列、催眠治療及超個人心理學。',
      '{founded} 年，她創立本中心，把三種方法整合成一套以「找出根源」為核心的整合心理治療。多年來，本中心團隊累計服務超過 1000 位當事人，議題涵蓋家庭關係、子女成長、感情、情緒困擾以及事業與金錢。',
      '除了個人治療，她亦定期主持家族系統排列工作坊及公開講座，並透過網上視像為身處世界各地的當事人服務（身處中國內地為網上心理諮詢）。工作以外，她喜歡行山和寫作，相信人安靜下來，才聽得見內心真正的聲音。',
    ],
    quote: '每一個家庭都有它的故事。當我們願意看見，改變便開始了。',
    qualifications: [
      { kind: 'certificate', title: '家族系統排列導師證書', issuer: '亞洲家族系統排列學會', year: '2005', sample: true },
      { kind: 'certificate', title: '催眠治療師證書', issuer: '○○催眠治療學院', year: '2003', sample: true },
      { kind: 'membership', title: '會員', issuer: '亞洲家族系統排列學會', year: '2006', sample: true },
    ],
    inTeamGrid: true,
    isLead: true,
  },
  {
    slug: 'lee-ka-ming',
    code: 'P18',
    lastModified: '2026-11-26',
    seo: {
      title: '李家明：資深治療師（催眠治療）',
      description:
        '李家明是心晴治療中心的資深治療師，專注催眠治療，在香港{address.district}及網上陪伴當事人處理焦慮、失眠、工作壓力、自信不足及事業與金錢上的困擾。了解他的受訓背景、治療取向及治療語言，並預約免費初步諮詢。',
      image: 'therapist-lee-ka-ming.svg',
    },
    name: '李家明',
    englishName: 'Lee Ka Ming',
    role: '資深治療師（催眠治療）',
    description: '專注超個人催眠治療，協助受焦慮、失眠及工作壓力困擾的當事人，重新找回內在的穩定和方向。',
    image: { file: 'therapist-lee-ka-ming.svg', alt: '代表李家明治療師的人像剪影插畫' },
    languages: ['廣東話', '英語'],
    specialties: ['情緒困擾', '焦慮與失眠', '工作壓力', '事業與金錢', '自信與自我價值'],
    training: ['催眠治療專業培訓', '超個人心理學課程', '家族系統排列導師培訓（德國海寧格體系）', '正念練習導師培訓'],
    approach: [
      '以平實的語言解釋每一個步驟，讓當事人清楚知道治療中會發生甚麼。',
      '透過放鬆和催眠狀態，接觸平日不容易察覺的感受和信念。',
      '每節之後都會提供簡單的練習，幫助當事人把改變帶回日常生活。',
    ],
    bio: [
      '李家明投身心理治療之前，曾在商界工作多年，親身經歷過長時間的壓力和失眠，因而對職場人士的困擾特別有體會。',
      '他其後專注研習催眠治療及超個人心理學，並接受家族系統排列培訓，擅長協助當事人處理焦慮、情緒低落、自我懷疑，以及與事業和金錢有關的反覆困局。',
      '他相信每個人內在都有穩定的力量，治療師的角色是協助當事人重新連結這份力量，而不是代替他們作決定。',
    ],
    quote: '放鬆不是放棄，而是讓自己有空間重新選擇。',
    qualifications: [
      { kind: 'certificate', title: '催眠治療師證書', issuer: '國際超個人心理學研究院', year: '2010', sample: true },
      { kind: 'membership', title: '會員', issuer: '國際超個人心理學研究院', year: '2011', sample: true },
    ],
    inTeamGrid: true,
  },
  {
    slug: 'wong-wing-sze',
    code: 'P19',
    lastModified: '2026-11-26',
    seo: {
      title: '黃詠詩：兒童及青少年治療師',
      description:
        '黃詠詩是心晴治療中心的兒童及青少年治療師，在香港{address.district}陪伴孩子處理情緒、行為、學習及社交壓力，並與家長一起改善親子關係。了解她的受訓背景及治療取向，並預約免費初步諮詢。',
      image: 'therapist-wong-wing-sze.svg',
    },
    name: '黃詠詩',
    englishName: 'Wong Wing Sze',
    role: '兒童及青少年治療師',
    description: '以遊戲、繪畫和故事幫助兒童及青少年表達內心，同時與家長合作，讓親子關係重新連結。',
    image: { file: 'therapist-wong-wing-sze.svg', alt: '代表黃詠詩治療師的人像剪影插畫' },
    languages: ['廣東話', '英語'],
    specialties: ['兒童情緒及行為', '青少年成長', '親子關係', '學習及社交壓力', '家庭關係'],
    training: ['遊戲治療專業培訓', '表達藝術治療課程', '家族系統排列導師培訓（德國海寧格體系）', '兒童放鬆及催眠技巧培訓'],
    approach: [
      '用小朋友熟悉的方式溝通，例如遊戲、繪畫和說故事，讓他們不必用言語也能表達感受。',
      '重視與家長的合作，因為家庭是孩子最重要的支持來源之一。',
      '尊重孩子的意願和節奏，不勉強他們談論未準備好的事情。',
    ],
    bio: [
      '黃詠詩多年來專注兒童及青少年工作，接觸過不少情緒起伏大、拒絕上學、沉迷電子產品或與父母關係緊張的孩子。',
      '她發現，孩子的行為往往是在表達一些說不出口的感受，而這些感受很多時與家庭的狀態相連。因此，她結合遊戲治療、表達藝術和家族系統排列，既陪伴孩子，也支援家長。',
      '在她的治療室裡，孩子可以安心地玩、安心地哭；家長亦可以放下「做得不夠好」的自責，重新認識孩子，也認識自己。',
    ],
    quote: '孩子的行為是一種語言，我們要學習聽懂它。',
    qualifications: [
      { kind: 'degree', title: '輔導學碩士', issuer: '○○大學', year: '2012', sample: true },
      { kind: 'certificate', title: '遊戲治療專業證書', issuer: '○○遊戲治療學會', year: '2014', sample: true },
    ],
    inTeamGrid: true,
  },
  {
    slug: 'cheung-chi-wai',
    code: 'P20',
    lastModified: '2026-11-26',
    seo: {
      title: '張志偉：家庭及伴侶治療師',
      description:
        '張志偉是心晴治療中心的家庭及伴侶治療師，擅長處理感情與伴侶問題、家庭衝突、男士情緒及親子關係，可用廣東話或普通話在{address.district}面談或網上進行。了解他的背景，並預約免費初步諮詢。',
      image: 'therapist-cheung-chi-wai.svg',
    },
    name: '張志偉',
    englishName: 'Cheung Chi Wai',
    role: '家庭及伴侶治療師',
    description: '擅長處理伴侶關係、家庭衝突及男士情緒議題，以家族系統排列協助當事人留意關係中的重複模式。',
    image: { file: 'therapist-cheung-chi-wai.svg', alt: '代表張志偉治療師的人像剪影插畫' },
    languages: ['廣東話', '普通話'],
    specialties: ['感情與伴侶', '家庭衝突', '男士情緒', '父子及母子關係', '事業與金錢'],
    training: ['家族系統排列導師培訓（德國海寧格體系）', '伴侶及家庭治療專業培訓', '催眠治療專業培訓'],
    approach: [
      '不急於判斷誰對誰錯，而是理解關係中每個人的位置和需要。',
      '以家族系統排列呈現關係中的重複模式，讓當事人找到新的回應方式。',
      '為不習慣談論感受的當事人，特別是男士，提供一個直接而安心的空間。',
    ],
    bio: [
      '張志偉長期從事家庭及伴侶工作，接觸過不少正經歷爭吵、冷戰、分手或離婚的當事人，也接觸過許多在家庭責任與自我之間掙扎的男士。',
      '他發現，伴侶之間的衝突常常不只是兩個人的事，各自原生家庭的經歷也會悄悄影響彼此相處。家族系統排列讓他能夠和當事人一起探索這些隱藏的影響。',
      '他說話直接而溫和，相信每段關係都值得被好好理解，無論最後選擇修補還是好好告別。',
    ],
    qualifications: [
      { kind: 'certificate', title: '家庭及伴侶治療專業證書', issuer: '○○家庭治療學院', year: '2009', sample: true },
      { kind: 'membership', title: '會員', issuer: '亞洲家族系統排列學會', year: '2012', sample: true },
    ],
    inTeamGrid: true,
  },
  {
    slug: 'lau-mei-ling',
    code: 'P21',
    lastModified: '2026-11-26',
    seo: {
      title: '劉美玲：普通話治療師（面談及網上）',
      description:
        '劉美玲是心晴治療中心的普通話治療師，在{address.district}面談或透過網上視像，陪伴當事人處理感情、情緒困擾、跨地域家庭、移居適應及親子關係。了解她的受訓背景及治療取向，並預約免費初步諮詢。',
      image: 'therapist-lau-mei-ling.svg',
    },
    name: '劉美玲',
    englishName: 'Lau Mei Ling',
    role: '普通話治療師（面談及網上）',
    description: '以普通話為香港及世界各地的當事人提供面談及網上視像（身處中國內地為網上心理諮詢），專注感情、情緒及跨地域家庭的議題。',
    image: { file: 'therapist-lau-mei-ling.svg', alt: '代表劉美玲治療師的人像剪影插畫' },
    languages: ['普通話', '廣東話'],
    specialties: ['感情與伴侶', '情緒困擾', '跨地域家庭', '移居及適應', '親子關係'],
    training: ['家族系統排列導師培訓（德國海寧格體系）', '超個人心理學課程', '催眠治療專業培訓'],
    approach: [
      '以普通話細心溝通，讓當事人用最自在的語言表達感受。',
      '熟悉網上視像治療的安排，會按當事人身處的時區協調時段。',
      '關注移居、兩地分隔等處境對家庭和關係帶來的影響。',
    ],
    bio: [
      '劉美玲以普通話為主要工作語言，服務在香港生活的普通話使用者，以及身處內地、台灣、東南亞、歐美等地的華人當事人。',
      '她自己亦有移居的經歷，明白離開熟悉環境、與家人分隔兩地時的孤單和壓力。她結合家族系統排列、催眠治療及超個人心理學，協助當事人處理感情、情緒和家庭關係的困擾。',
      '她相信距離不會阻隔療癒。透過網上視像，當事人在自己熟悉的空間裡，同樣可以得到細緻而安全的陪伴。',
    ],
    quote: '無論你在哪裡，都值得被好好聆聽。',
    qualifications: [{ kind: 'degree', title: '心理學碩士', issuer: '○○大學', year: '2008', sample: true }],
    inTeamGrid: true,
  },
  {
    slug: 'ho-ka-yan',
    code: 'P22',
    lastModified: '2026-11-26',
    seo: {
      title: '何嘉欣：治療師及工作坊統籌',
      description:
        '何嘉欣是心晴治療中心的治療師，並統籌中心的工作坊，擅長與當事人一起處理情緒困擾、身心壓力、自我價值、女性成長及家庭關係。了解她的受訓背景及治療取向，並預約免費初步諮詢。',
      image: 'therapist-ho-ka-yan.svg',
    },
    name: '何嘉欣',
    englishName: 'Ho Ka Yan',
    role: '治療師及工作坊統籌',
    description: '專注情緒困擾及身心壓力，並負責統籌本中心的工作坊和公開講座，讓更多人認識整合心理治療。',
    image: { file: 'therapist-ho-ka-yan.svg', alt: '代表何嘉欣治療師的人像剪影插畫' },
    languages: ['廣東話', '英語'],
    specialties: ['情緒困擾', '身心壓力', '自我價值', '女性成長', '家庭關係'],
    training: ['超個人心理學課程', '催眠治療專業培訓', '家族系統排列工作坊帶領人培訓', '正念及身心放鬆練習培訓'],
    approach: [
      '從身體的感覺入手，幫助當事人察覺情緒，並學習溫柔地照顧自己。',
      '以催眠和放鬆練習，協助當事人在壓力中重新找回平靜。',
      '在工作坊中營造安全、互相尊重的氣氛，讓參加者安心參與。',
    ],
    bio: [
      '何嘉欣曾經歷一段長時間的情緒低落，在尋求幫助的過程中認識了整合心理治療，之後決定投身這個領域。',
      '她專注處理情緒困擾、身心壓力和自我價值的議題，亦負責統籌本中心的家族系統排列工作坊、免費治療體驗及公開講座。',
      '她希望每一位第一次接觸心理治療的人，都能感受到被接納，而不是被評價。',
    ],
    qualifications: [
      { kind: 'certificate', title: '家族系統排列工作坊帶領人證書', issuer: '亞洲家族系統排列學會', year: '2016', sample: true },
      { kind: 'membership', title: '會員', issuer: '亞洲家族系統排列學會', year: '2017', sample: true },
    ],
    inTeamGrid: false,
  },
] as const satisfies readonly Therapist[];
