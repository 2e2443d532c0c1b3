import { site } from '../site';
import type { ContentPage } from '../types';

/** /therapist: the intro; the six profiles are rendered from content/therapists.ts. */
export const therapistIndexPage = {
  path: '/therapist',
  code: 'P16',
  name: '治療師團隊',
  lastModified: '2026-11-20',
  flush: true,
  seo: {
    title: '治療師團隊',
    description:
      '認識心晴整合心理治療中心的六位治療師，了解他們的專業背景、受訓經歷、治療語言及擅長處理的困擾，找到最適合你的治療師，並預約免費初步諮詢。',
  },
  heading: '治療師團隊',
  lead: '我們的治療師由創辦人陳心怡帶領，各有專長，同樣重視聆聽、尊重和安全感。你可以按議題或語言，選擇最適合你的治療師。',
  sections: [
    {
      kind: 'prose',
      heading: '一個互相支援的團隊',
      paragraphs: [
        '本中心的治療師都受過家族系統排列、催眠治療及超個人心理學的訓練，並按各自的專長，專注家庭、親子、感情、情緒或事業與金錢等不同議題。',
        '團隊定期進行個案討論及督導，讓每一位當事人都得到細心而一致的照顧。無論你選擇哪一位治療師，都可以在旺角面談，或透過網上視像接受治療。',
      ],
    },
    {
      kind: 'cards',
      heading: '怎樣選擇治療師？',
      items: [
        { title: '按你的議題', text: '每位治療師的簡介都列出了專長範疇，你可以先看看誰最貼近你的需要。' },
        { title: '按你的語言', text: '我們提供粵語、普通話及英語治療，各治療師的工作語言列於其簡介中。' },
        { title: '還未確定？', text: '在免費初步諮詢中，專業人員會了解你的情況，再為你建議合適的治療師。' },
      ],
    },
    {
      kind: 'booking',
      heading: '想找一位合適的治療師？',
      text: '預約約 20 分鐘的免費初步諮詢，我們會按你的需要為你配對治療師。',
    },
  ],
} as const satisfies ContentPage;

/** /testimonials */
export const testimonialsPage = {
  path: '/testimonials',
  code: 'P23',
  name: '個案分享',
  lastModified: '2026-11-20',
  flush: true,
  seo: {
    title: '個案分享：來訪者的真實經歷',
    description:
      '閱讀來訪者在家庭關係、親子、感情、情緒及事業上的轉變經歷。個案內容已獲當事人同意並隱去可識別的資料，讓你了解治療過程可以帶來的改變。',
  },
  heading: '個案分享',
  lead: '每一個故事背後，都是一位鼓起勇氣面對自己的人。以下分享經當事人同意刊登，名字及細節已作修改，以保障私隱。',
  sections: [
    {
      kind: 'quote',
      text: '爸爸離世後，家裡每個人都不再提起他。在排列中，我終於可以好好向他道別。之後我和媽媽之間，好像多了一點溫柔。',
      author: '阿敏',
    },
    {
      kind: 'quote',
      text: '女兒讀小二，每晚做功課都哭。治療師沒有急着改變她，而是先陪我看見自己的緊張。功課時間仍然會有小風波，但家裡的笑聲多了。',
      author: '何太',
    },
    {
      kind: 'quote',
      text: '我以為自己只是工作太忙，後來才發現自己一直在硬撐。催眠治療讓我第一次真正放鬆下來，原來我不用時刻都那麼堅強。',
      author: '阿霖',
    },
    {
      kind: 'quote',
      text: '離婚後我覺得人生很失敗。治療師沒有急着安慰我，而是陪我看清自己在那段婚姻中的位置。現在我可以平靜地和前妻一起照顧孩子。',
      author: '林先生',
    },
    {
      kind: 'cards',
      heading: '更多分享',
      items: [
        {
          title: '事業與金錢｜吳先生',
          text: '我三次在升職前辭職。排列讓我看見自己對「超越父親」的內疚。明白之後，我終於可以安心留下來，接受新的挑戰。',
        },
        {
          title: '網上治療｜身在加拿大的李小姐',
          text: '移居後很孤單，和香港的家人關係也變得緊張。透過視像治療，我在自己家中也能安心說出感受，和家人的通話不再那麼沉重。',
        },
        {
          title: '家族系統排列工作坊｜阿思',
          text: '第一次參加工作坊只是做代表，沒想到在別人的排列裡，也看見了自己的家。那天回家後，我主動打了電話給很久沒聯絡的姐姐。',
        },
        {
          title: '子女成長｜鄭太',
          text: '兒子整天對着手機，我們一開口就吵。治療師幫我理解他背後的孤單，我改變了說話的方式，他也開始願意和我一起吃晚飯。',
        },
      ],
    },
    {
      kind: 'prose',
      heading: '關於這些分享',
      paragraphs: [
        '每個人的背景、困擾和步伐都不同，這些分享只代表當事人自己的經驗，並不代表每個人都會有相同的結果。',
        '如果你在某個故事中看見自己，歡迎和我們聯絡。我們會先了解你的情況，再和你一起商量合適的安排。',
      ],
    },
    {
      kind: 'booking',
      heading: '你的故事，也值得被聆聽',
      text: '預約約 20 分鐘的免費初步諮詢，和我們談談你正在經歷的事。',
    },
  ],
} as const satisfies ContentPage;

/** /workshop: free therapy sessions and public talks. */
export const workshopPage = {
  path: '/workshop',
  code: 'P24',
  name: '免費治療及講座',
  lastModified: '2026-11-20',
  flush: true,
  seo: {
    title: '免費治療體驗及心理講座',
    description:
      '參加本中心定期舉辦的免費治療體驗及心理健康講座，親身了解家族系統排列及整合心理治療。查看最新活動日期、內容及報名方法，亦可閱讀治療師撰寫的文章。',
    image: 'workshop.svg',
  },
  heading: '免費治療及講座',
  lead: '我們定期舉辦免費治療體驗及公開講座，讓更多人在沒有壓力的情況下，認識家族系統排列和整合心理治療。',
  image: { file: 'workshop.svg', alt: '一群人圍坐成圓圈，聆聽治療師分享' },
  sections: [
    {
      kind: 'prose',
      heading: '為甚麼舉辦免費活動？',
      paragraphs: [
        '很多人對心理治療感到好奇，卻不知道從何開始，或擔心不適合自己。免費活動讓你先親身了解我們的工作方式，再決定是否需要進一步的幫助。',
        '活動以粵語為主，部分會在網上舉行，讓身處香港以外的朋友也可以參加。',
      ],
    },
    {
      kind: 'cards',
      heading: '活動類型',
      items: [
        { title: '免費治療體驗', text: '治療師在小組中為自願參加者進行簡短的排列或放鬆引導示範，讓大家親身感受治療的過程。' },
        { title: '公開講座', text: '以家庭關係、親子溝通、情緒照顧、感情和事業等為主題，深入淺出地分享實用的觀念。' },
        { title: '網上分享', text: '在 Facebook 專頁及 YouTube 頻道發布講座片段和短片，隨時隨地重溫。' },
        { title: '機構講座', text: '歡迎學校、企業及社福機構邀請我們主講，內容可按對象需要調整。' },
      ],
    },
    {
      kind: 'steps',
      heading: '如何參加',
      items: [
        { title: '留意活動消息', text: '最新活動日期會在 Facebook 專頁及 YouTube 頻道公布。' },
        { title: '透過 WhatsApp 報名', text: '留言說明想參加的活動、稱呼和人數。名額有限，先到先得。' },
        { title: '收到確認', text: '我們會以 WhatsApp 確認你的名額，並告知地點或網上會面連結。' },
        { title: '準時出席', text: '如未能出席，請盡早通知我們，讓名額留給其他有需要的人。' },
      ],
    },
    {
      kind: 'list',
      heading: '參加前請留意',
      items: [
        '免費治療體驗屬示範性質，並非完整療程。',
        '示範個案由治療師按時間及適合程度邀請，不一定每位報名者都能成為個案。',
        '參加者須尊重其他人的私隱，不可把他人在活動中分享的內容外傳，亦不可錄音或錄影。',
        '如你正處於危機或有即時危險，請先參閱緊急求助資訊，而不是等待活動。',
      ],
    },
    {
      kind: 'links',
      heading: '繼續了解',
      items: [
        { label: '家族系統排列工作坊', href: '/workshop/family-constellation', text: '一天的小組排列工作坊：形式、角色和準備。' },
        { label: '文章', href: '/blog', text: '治療師撰寫的文章，認識排列、催眠和整合心理治療。' },
        { label: '緊急求助', href: '/crisis-support', text: '24 小時支援熱線及求助方法。' },
      ],
    },
    {
      kind: 'booking',
      heading: '想一對一談談？',
      text: '除了參加活動，你亦可以預約約 20 分鐘的免費初步諮詢，直接和我們談談你的情況。',
    },
  ],
} as const satisfies ContentPage;

/** /workshop/family-constellation */
export const familyConstellationWorkshopPage = {
  path: '/workshop/family-constellation',
  code: 'P25',
  name: '家族系統排列工作坊',
  parent: '/workshop',
  lastModified: '2026-11-20',
  flush: true,
  seo: {
    title: '家族系統排列工作坊',
    description:
      '在小組工作坊中親身體驗家族系統排列：可以作為個案主角排列自己的議題，也可以擔任代表或旁觀學習。了解工作坊流程、適合對象、注意事項及報名方法。',
    image: 'workshop-family-constellation.svg',
  },
  heading: '家族系統排列工作坊',
  lead: '在一個安全、互相尊重的小組裡，透過其他參加者擔任代表，把家庭關係立體地呈現出來。即使只是做代表或旁觀，很多人也會在別人的故事裡看見自己。',
  image: { file: 'workshop-family-constellation.svg', alt: '小組參加者站在圓圈中不同位置，進行家族系統排列' },
  sections: [
    {
      kind: 'prose',
      heading: '工作坊中會發生甚麼？',
      paragraphs: [
        '工作坊由治療師帶領，參加者圍坐成一個圓圈。想處理議題的參加者（個案主角）會先簡短說明困擾，治療師再請主角從其他參加者中選出代表，例如代表父親、母親或主角自己，並憑感覺把他們安排在場中的位置。',
        '代表們站好後，往往會自然地感受到一些情緒或身體反應，例如想靠近、想轉身或感到沉重。治療師會根據這些反應和主角的背景，逐步調整位置，讓被忽略的人或事得到承認，直至呈現一個較安定的圖像。',
        '整個過程不需要預先排練，也不需要主角說出所有細節。每位參加者都可以按自己的意願參與。',
      ],
    },
    {
      kind: 'cards',
      heading: '工作坊中的角色',
      items: [
        { title: '個案主角', text: '帶着自己想處理的議題參加，由治療師引導進行排列。每場工作坊的個案名額有限，需預先報名。' },
        { title: '代表', text: '應主角邀請，在排列中代表某位家庭成員或某種元素，只需如實說出自己的感受，毋須演戲。排列結束後，治療師會協助代表離開角色。' },
        { title: '旁觀參加者', text: '在圓圈中靜心觀察，同樣可以有所體會。你可以隨時選擇只旁觀而不擔任代表。' },
        { title: '治療師', text: '負責維持安全的氣氛，引導排列的進行，並照顧每一位參加者的狀態。' },
      ],
    },
    {
      kind: 'cards',
      heading: '工作坊形式',
      items: [
        { title: '時間', text: '一般為一整天，由上午 10 時至下午 5 時，中間設午膳及休息時間。' },
        { title: '人數', text: '每組約 10 至 20 人，讓每位參加者都得到照顧。' },
        { title: '個案數目', text: '每場約進行 4 至 6 個個案排列，每個約 45 至 60 分鐘。' },
        { title: '語言及地點', text: '以粵語進行，在旺角的中心或鄰近場地舉行，地點會在確認名額時通知。' },
      ],
    },
    {
      kind: 'list',
      heading: '需要準備甚麼？',
      items: [
        '穿着舒適、方便走動的衣服。',
        '一瓶水和一本筆記簿。',
        '如你是個案主角：一個你想處理的議題，以及家族的基本資料，例如父母和兄弟姊妹的情況、家中有沒有早逝、流產、離開或很少被提起的成員，以及家族中的重大事件。資料不必完整，知道多少說多少。',
        '開放而溫和的心情。你不需要事先認識家族系統排列。',
      ],
    },
    {
      kind: 'faq',
      heading: '常見疑問',
      items: [
        {
          question: '我在工作坊中分享的內容會被保密嗎？',
          answer: '所有參加者都須同意保密，不可外傳其他人的個人資料和故事，工作坊內亦不可錄音或錄影。',
        },
        {
          question: '做代表會受到負面影響嗎？',
          answer: '代表感受到的情緒屬於角色，不屬於自己。排列結束後，治療師會協助每位代表離開角色。如有任何不適，歡迎隨時告訴治療師。',
        },
        {
          question: '我不想在人前分享，適合參加嗎？',
          answer: '你可以只做旁觀參加者，或選擇個人排列。個人排列由治療師和你一對一進行，私隱度較高。',
        },
        {
          question: '工作坊收費是多少？',
          answer: '收費分為個案主角及代表或旁觀參加者兩種，詳情請參閱收費頁。',
        },
      ],
    },
    {
      kind: 'links',
      heading: '相關頁面',
      items: [
        { label: '家族系統排列（個人）', href: '/services/family', text: '一對一進行的家族系統排列。' },
        { label: '甚麼是家族系統排列？', href: '/blog/what-is-family-constellation', text: '起源、理念和排列的過程。' },
        { label: '收費', href: '/fee', text: '工作坊及療程收費。' },
      ],
    },
    {
      kind: 'booking',
      heading: '報名或查詢下一場工作坊',
      text: '歡迎透過 WhatsApp 留言查詢工作坊日期。如想先了解自己是否適合做個案主角，亦可預約約 20 分鐘的免費初步諮詢。',
    },
  ],
} as const satisfies ContentPage;

/** /info: hub for /fee and /faq. */
export const infoPage = {
  path: '/info',
  code: 'P26',
  name: '收費及常見問題',
  lastModified: '2026-11-20',
  flush: true,
  seo: {
    title: '收費及常見問題',
    description:
      '預約心理治療前想知道的事：治療收費、每節時間、網上視像治療安排、免費初步諮詢的條款，以及來訪者最常問的問題，一頁整理清楚，方便你作出決定。',
  },
  heading: '收費及常見問題',
  lead: '開始治療前，你可能想先了解收費、療程安排和一些常見疑問。以下資料希望能幫助你安心作決定。',
  sections: [
    {
      kind: 'links',
      heading: '你想了解甚麼？',
      items: [
        { label: '收費', href: '/fee', text: '個人療程、兒童及青少年療程、工作坊的收費，以及付款、改期和免費初步諮詢的條款。' },
        { label: '常見問題', href: '/faq', text: '關於治療方法、所需次數、網上治療、私隱保密等問題的解答。' },
      ],
    },
    {
      kind: 'cards',
      heading: '重點資料',
      items: [
        { title: '免費初步諮詢', text: '首次預約可享約 20 分鐘的免費初步諮詢，由專業人員跟進。' },
        { title: '面談或網上', text: '可在旺角的治療室面談，或透過網上視像在世界各地接受治療。' },
        { title: '家人毋須出席', text: '處理家庭議題時，只需你本人參與。' },
        { title: '服務時間', text: site.openingHours.display },
      ],
    },
    {
      kind: 'links',
      heading: '其他資料',
      items: [
        { label: '資源', href: '/resources', text: '閱讀建議及自我照顧練習。' },
        { label: '緊急求助', href: '/crisis-support', text: '如有即時危險，請參閱這裡的 24 小時求助資訊。' },
        { label: '聯絡我們', href: '/contact', text: '地址、交通及聯絡方法。' },
      ],
    },
    {
      kind: 'booking',
      heading: '仍有疑問？',
      text: '歡迎預約約 20 分鐘的免費初步諮詢，直接向我們查詢。',
    },
  ],
} as const satisfies ContentPage;

/** /fee: sample figures; editors replace them with the real ones. */
export const feePage = {
  path: '/fee',
  code: 'P27',
  name: '收費',
  parent: '/info',
  lastModified: '2026-11-20',
  seo: {
    title: '治療收費及預約須知',
    description:
      '查看個人治療、家族系統排列及催眠治療的收費、每節時間及付款方式，了解網上視像治療安排，以及免費初步諮詢的條款：只適用於首次預約，由專業人員跟進。',
  },
  heading: '收費',
  lead: '以下為參考收費，實際收費及安排以預約時確認為準。如你對費用有任何疑問，歡迎在預約前向我們查詢。',
  sections: [
    {
      kind: 'cards',
      heading: '療程收費',
      items: [
        { title: '個人療程（60 至 90 分鐘）', text: '每節 HK$1,600。適用於家族系統排列、超個人催眠治療及整合心理治療。', fee: 1600 },
        { title: '兒童及青少年療程（60 分鐘）', text: '每節 HK$1,400。家長諮詢同樣收費。', fee: 1400 },
        { title: '伴侶療程（90 分鐘）', text: '每節 HK$2,200，伴侶二人一同出席。', fee: 2200 },
        { title: '家族系統排列工作坊（一天）', text: '個案主角 HK$2,800；代表或旁觀參加者 HK$480。' },
      ],
    },
    {
      kind: 'list',
      heading: '療程時間及網上治療',
      items: [
        '每節療程約 60 至 90 分鐘，視乎當日的內容而定；首次療程通常需時較長。',
        '網上視像療程的收費與面談相同。',
        '網上療程前，我們會傳送視像會面連結。請預備一個安靜、不被打擾的空間，並使用耳機。',
        '身處香港以外的當事人，療程時間以香港時間計算，我們會盡量配合你的時區。',
      ],
    },
    {
      kind: 'cards',
      heading: '療程套票',
      intro: '如治療師建議進行多次療程，你可以選擇套票。套票並非必須，你可以隨時按次付費。',
      items: [
        { title: '五節個人療程套票', text: 'HK$7,600，由首次使用起計 6 個月內有效。' },
      ],
    },
    {
      kind: 'list',
      heading: '付款方式',
      items: [
        '接受現金、轉數快（FPS）及銀行轉帳。',
        '網上療程請於療程前完成付款；身處海外的當事人可使用國際電匯，手續費由付款人承擔。',
        '付款後我們會發出收據，如有需要可以提出。',
      ],
    },
    {
      kind: 'list',
      heading: '改期及取消',
      items: [
        '如需改期或取消，請於療程前最少 48 小時通知我們，毋須收費。',
        '於療程前 24 至 48 小時內通知，可免費改期一次。',
        '於療程前 24 小時內取消或未有出席，須繳付該節費用的 50%。',
        '如遇八號或以上颱風信號或黑色暴雨警告，面談療程可改為網上進行或免費改期。',
      ],
    },
    {
      kind: 'list',
      heading: '免費初步諮詢條款',
      items: [
        '免費初步諮詢約 20 分鐘，可透過電話、WhatsApp 語音或視像進行。',
        '優惠只適用於首次預約，每人一次。',
        '諮詢由本中心專業人員跟進，目的是了解你的需要及介紹合適的安排，並非治療療程。',
        '本中心保留最終決定權。',
      ],
    },
    {
      kind: 'booking',
      heading: '由免費初步諮詢開始',
      text: '透過 WhatsApp 留言預約約 20 分鐘的免費初步諮詢，我們會盡快回覆你。',
    },
  ],
} as const satisfies ContentPage;

/** /faq: thirteen questions in three groups. */
export const faqPage = {
  path: '/faq',
  code: 'P28',
  name: '常見問題',
  parent: '/info',
  lastModified: '2026-11-20',
  flush: true,
  seo: {
    title: '常見問題',
    description:
      '家族系統排列是否需要家人出席？一般需要多少次治療？可以網上進行嗎？催眠治療安全嗎？這裡解答來訪者在預約心理治療前最常提出的問題。',
  },
  heading: '常見問題',
  lead: '第一次接觸心理治療，有疑問是很自然的事。以下整理了大家最常問的問題；如找不到答案，歡迎直接問我們。',
  sections: [
    {
      kind: 'faq',
      heading: '關於治療',
      items: [
        {
          question: '整合心理治療和一般輔導有甚麼分別？',
          answer: '一般輔導多以對話為主。整合心理治療除了對話，亦會按需要結合家族系統排列、超個人催眠治療及超個人心理學，從家庭系統、潛意識和人生意義等層面了解困擾的根源。',
          open: true,
        },
        {
          question: '一般需要多少次療程？',
          answer: '每個人的情況不同。一般來說，較簡單的情況約需 1 至 2 次；較複雜或涉及跨代議題的情況，約需 5 至 10 次。治療師會和你定期檢視進展，不會要求你預先承諾次數。',
        },
        {
          question: '處理家庭問題，家人需要一起來嗎？',
          answer: '不需要。家族系統排列只需你本人參與，家人毋須出席，也毋須知道你在接受治療。',
        },
        {
          question: '第一次療程會做甚麼？',
          answer: '治療師會先了解你的困擾、生活狀況和家庭背景，和你一起訂立方向，並解釋建議的方法。你可以隨時提問，也可以只分享你準備好說的部分。',
        },
        {
          question: '治療會令我想起不開心的事嗎？',
          answer: '有時會接觸到一些難受的感受，但治療師會按你的步伐進行，確保你感到安全。你隨時可以說「停」。',
        },
      ],
    },
    {
      kind: 'faq',
      heading: '關於預約及收費',
      items: [
        {
          question: '怎樣預約？',
          answer: '你可以透過 WhatsApp 或微信留言，或致電本中心。我們會在服務時間內回覆，並安排免費初步諮詢。',
        },
        {
          question: '免費初步諮詢是甚麼？',
          answer: '首次預約可享約 20 分鐘的免費初步諮詢，由專業人員了解你的需要並介紹合適的安排。優惠只適用於首次預約，本中心保留最終決定權。',
        },
        {
          question: '收費是多少？',
          answer: '個人療程每節約 60 至 90 分鐘，收費詳情、套票及付款方式請參閱收費頁。',
        },
        {
          question: '如需改期，怎麼辦？',
          answer: '請於療程前最少 48 小時通知我們，毋須收費。較遲通知的安排，請參閱收費頁的改期及取消條款。',
        },
      ],
    },
    {
      kind: 'faq',
      heading: '關於網上治療及私隱',
      items: [
        {
          question: '網上治療怎樣進行？',
          answer: '我們會在療程前傳送視像會面連結。你只需一部電腦或手機、穩定的網絡、一對耳機，以及一個安靜、不被打擾的空間。',
        },
        {
          question: '我身處海外，也可以接受治療嗎？',
          answer: '可以。我們透過網上視像為世界各地的當事人提供廣東話、普通話及英語治療，並會盡量配合你的時區。',
        },
        {
          question: '我的資料會保密嗎？',
          answer: '會。你的資料及療程內容只用於提供治療，除非法律要求或有人身安全的嚴重危險，否則不會在未得你同意下向他人披露。詳情請參閱私隱政策。',
        },
        {
          question: '你們提供緊急服務嗎？心理治療可以取代看醫生嗎？',
          answer: '本中心並非緊急服務，心理治療亦不能取代醫療。如有即時危險，請致電 999 或前往最近的急症室；如你正在接受醫療，請繼續跟從醫生的建議。',
        },
      ],
    },
    {
      kind: 'booking',
      heading: '找不到你想問的問題？',
      text: '歡迎預約約 20 分鐘的免費初步諮詢，直接和我們談談。',
    },
  ],
} as const satisfies ContentPage;

/** /resources */
export const resourcesPage = {
  path: '/resources',
  code: 'P29',
  name: '資源',
  lastModified: '2026-11-20',
  seo: {
    title: '心理健康資源及延伸閱讀',
    description:
      '整理香港的心理健康支援服務、熱線、自助練習及延伸閱讀，讓你在治療以外也能照顧自己的情緒，並在需要時找到合適的專業協助。',
  },
  heading: '資源',
  lead: '療程以外，日常的照顧同樣重要。這裡整理了一些閱讀建議和簡單的自我照顧練習，希望在你需要時陪伴你。',
  sections: [
    {
      kind: 'list',
      heading: '閱讀建議',
      intro: '以下書籍以英文原名列出，部分有中文譯本，可向公共圖書館或書店查詢。',
      items: [
        'Bert Hellinger 等著《Love\'s Hidden Symmetry》：家族系統排列的經典著作，介紹「愛的序位」等核心概念。',
        'Mark Wolynn 著《It Didn\'t Start with You》：探討家族經歷如何跨代影響我們今天的情緒和關係。',
        'Ken Wilber 著《No Boundary》：以淺白的方式介紹整合及超個人心理學對自我成長的看法。',
        'Daniel J. Siegel 與 Tina Payne Bryson 著《The Whole-Brain Child》：給家長的實用指南，理解和回應孩子的情緒。',
        'Sidney Rosen 編《My Voice Will Go with You》：催眠治療先驅 Milton H. Erickson 的教學故事。',
      ],
    },
    {
      kind: 'cards',
      heading: '日常自我照顧練習',
      intro: '這些練習不能取代治療，但可以幫助你在日常生活中照顧自己。如練習時感到不適，請停下來。',
      items: [
        { title: '慢呼吸', text: '用鼻吸氣約 4 秒，再慢慢呼氣約 6 秒，重複 5 分鐘。呼氣比吸氣長，有助身體放鬆。' },
        { title: '5-4-3-2-1 著陸練習', text: '情緒湧上來時，說出你看見的 5 樣東西、聽到的 4 種聲音、觸摸到的 3 樣東西、嗅到的 2 種氣味和嚐到的 1 種味道，把注意力帶回當下。' },
        { title: '情緒日記', text: '每晚花幾分鐘寫下當天最強烈的一種情緒、它出現的情境和身體的感覺，不加評價。' },
        { title: '身體掃描', text: '躺下或坐好，由頭到腳逐一留意身體各部分的感覺，讓繃緊的地方慢慢放鬆。' },
        { title: '畫一張家族圖', text: '寫下三代家人的名字和重要事件，例如離世、分開和移居，留意有沒有重複出現的模式。如果過程中感到沉重，可以留待與治療師一同進行。' },
      ],
    },
    {
      kind: 'links',
      heading: '更多支援',
      items: [
        { label: '緊急求助', href: '/crisis-support', text: '如你或身邊的人有即時危險，請參閱 24 小時求助資訊。' },
        { label: '文章', href: '/blog', text: '治療師撰寫的文章。' },
        { label: '甚麼是家族系統排列？', href: '/blog/what-is-family-constellation', text: '認識家族系統排列的起源和過程。' },
        { label: '常見問題', href: '/faq', text: '關於治療、預約和私隱的解答。' },
      ],
    },
    {
      kind: 'booking',
      heading: '想有人陪你一起走？',
      text: '預約約 20 分鐘的免費初步諮詢，和我們談談你的需要。',
    },
  ],
} as const satisfies ContentPage;

/** /crisis-support */
export const crisisPage = {
  path: '/crisis-support',
  code: 'P33',
  name: '緊急求助',
  lastModified: '2026-11-20',
  seo: {
    title: '緊急求助及支援熱線',
    description:
      '本中心並非緊急服務。如你或身邊的人有即時危險，請立即致電 999。這裡列出香港 24 小時精神健康支援熱線 18111、撒瑪利亞防止自殺會等求助途徑。',
  },
  heading: '緊急求助',
  lead: '如果你或身邊的人有即時危險，請立即致電 999，或前往最近的醫院急症室。',
  sections: [
    {
      kind: 'prose',
      heading: '本中心並非緊急服務',
      paragraphs: [
        '本中心提供預約制的心理治療，無法即時回應緊急情況。我們的電話、WhatsApp 及微信並非 24 小時有人接聽，訊息只會在服務時間內回覆。',
        '如你正有傷害自己或他人的念頭，或感到無法保證自己的安全，請不要等待我們的回覆，立即使用以下的 24 小時支援。',
      ],
    },
    {
      kind: 'hotlines',
      heading: '24 小時求助',
      intro: '輕按號碼即可致電。如情況危急，亦可前往最近的醫院急症室，或請身邊的人陪同你前往。',
    },
    {
      kind: 'list',
      heading: '需要留意的警號',
      intro: '如你發現身邊的人出現以下情況，他們可能正需要幫助：',
      items: [
        '談及想死、不想活下去，或覺得自己是別人的負累',
        '交代後事、送出心愛的物品，或突然向人道別',
        '搜尋或準備傷害自己的方法',
        '退縮、不與人接觸，或情緒突然出現很大的轉變',
        '大量飲酒或使用藥物',
      ],
    },
    {
      kind: 'steps',
      heading: '如果你擔心身邊的人',
      items: [
        { title: '直接而溫和地詢問', text: '你可以問：「你最近是否有想過傷害自己？」直接詢問並不會令對方更想這樣做，反而讓他知道有人在乎。' },
        { title: '耐心聆聽', text: '讓對方說出感受，不急於給意見、不批評，也不要承諾為他保守危及生命的秘密。' },
        { title: '確保安全', text: '如有即時危險，不要讓對方獨處，盡量移走危險物品，並立即致電 999。' },
        { title: '陪伴尋求協助', text: '鼓勵並陪同對方聯絡 24 小時熱線、醫生或急症室。' },
        { title: '照顧自己', text: '支援別人會很疲累。你也可以致電以上熱線，為自己尋求支援。' },
      ],
    },
    {
      kind: 'links',
      heading: '危機過後',
      intro: '當情況穩定下來，如你希望透過心理治療處理困擾，歡迎和我們聯絡。',
      items: [
        { label: '聯絡我們', href: '/contact', text: '預約及聯絡方法。' },
        { label: '資源', href: '/resources', text: '自我照顧練習及閱讀建議。' },
        { label: '情緒困擾', href: '/problems/emotion', text: '我們如何陪伴受情緒困擾的人。' },
      ],
    },
  ],
} as const satisfies ContentPage;

/** /privacy: privacy policy and Personal Information Collection Statement (Cap. 486). */
export const privacyPage = {
  path: '/privacy',
  code: 'P34',
  name: '私隱政策',
  lastModified: '2026-11-20',
  seo: {
    title: '私隱政策及收集個人資料聲明',
    description:
      '了解心晴整合心理治療中心如何按《個人資料（私隱）條例》收集、使用、保存及保護你的個人資料，以及你查閱和更正個人資料的權利與聯絡方法。',
  },
  heading: '私隱政策',
  lead: `${site.name}（「本中心」）尊重你的私隱，並致力遵守香港《個人資料（私隱）條例》（第 486 章）。本政策及收集個人資料聲明說明我們如何收集、使用和保護你的個人資料。`,
  // What the website itself loads from whom, and whether it has analytics, is in
  // content/privacy.ts: the page shows it above these sections, matching the build.
  sections: [
    {
      kind: 'list',
      heading: '我們收集的資料',
      intro: '當你透過 WhatsApp、微信、電話或親身聯絡本中心時，我們可能收集：',
      items: [
        '你的姓名或稱呼、電話號碼，以及 WhatsApp 或微信的帳戶名稱',
        '你傳送的訊息內容，以及你選擇告訴我們的個人、家庭及健康狀況',
        '預約紀錄、付款紀錄及收據資料',
        '如你成為本中心的當事人：療程紀錄及治療師的工作筆記',
      ],
    },
    {
      kind: 'list',
      heading: '收集資料的目的',
      items: [
        '回覆你的查詢，以及安排免費初步諮詢、療程或工作坊',
        '提供治療服務，並為治療的連貫性保存紀錄',
        '處理付款、發出收據及行政事宜',
        '遵守法律要求',
        '在你同意的情況下，通知你有關本中心的活動及講座。我們不會在未得你同意下，把你的資料用於直接促銷；你可隨時要求停止接收。',
      ],
    },
    {
      kind: 'prose',
      heading: '資料的轉移',
      paragraphs: [
        '我們不會出售或出租你的個人資料。你的資料只會提供給負責你個案的治療師及處理行政事務的職員，他們均須遵守保密責任。',
        '我們可能會使用第三方服務處理資料，例如通訊平台、雲端儲存及銀行服務，相關資料或會儲存於香港以外的地方。WhatsApp 及微信的訊息亦受其營運者各自的私隱政策規管。',
        '除非法律要求、法庭命令，或在有嚴重及迫切的人身安全危險時為保障你或他人的生命，否則我們不會在未得你同意下向其他人披露你的資料。',
      ],
    },
    {
      kind: 'list',
      heading: '資料保留期限',
      items: [
        '未有進一步預約的查詢資料，會在最後一次聯絡後 12 個月內刪除。',
        '當事人的療程紀錄，會在最後一次療程後保留 7 年，其後以安全方式銷毀。',
        '付款紀錄按法律及會計要求的期限保存。',
      ],
    },
    {
      kind: 'prose',
      heading: '資料保安',
      paragraphs: [
        '我們採取合理的措施保護你的資料，包括限制查閱權限、為電子紀錄設定密碼，以及把紙本紀錄存放於上鎖的地方。',
      ],
    },
    {
      kind: 'prose',
      heading: '查閱及更正資料',
      paragraphs: [
        '根據《個人資料（私隱）條例》，你有權要求查閱及更正我們所持有關於你的個人資料。請以書面向我們的保障資料主任提出要求，我們會在收到要求後 40 日內回覆。處理查閱資料要求時，我們或會收取不超過法例容許的合理費用。',
      ],
    },
    {
      kind: 'prose',
      heading: '聯絡保障資料主任',
      paragraphs: [
        `如對本政策或你的個人資料有任何查詢，請電郵至 ${site.email}，或郵寄至 ${site.address.full}，信封註明「保障資料主任收」。`,
        '我們或會不時更新本政策，更新後的版本會在本頁公布。最後更新日期：2026 年 11 月 20 日。',
      ],
    },
  ],
} as const satisfies ContentPage;

/** /accessibility */
export const accessibilityPage = {
  path: '/accessibility',
  code: 'P35',
  name: '無障礙聲明',
  lastModified: '2026-11-20',
  seo: {
    title: '無障礙聲明',
    description:
      '本網站致力讓所有人，包括使用螢幕閱讀器、鍵盤或放大工具的訪客，都能順利瀏覽內容及聯絡我們。了解本網站的無障礙設計、已知限制及意見反映途徑。',
  },
  heading: '無障礙聲明',
  lead: '我們希望每一位訪客，無論使用甚麼裝置或輔助工具，都能順利瀏覽本網站，找到所需的資料。',
  sections: [
    {
      kind: 'prose',
      heading: '我們的承諾',
      paragraphs: [
        '本網站以符合《網頁內容無障礙指引》（WCAG）2.2 AA 級為目標，並會在更新內容時持續檢查和改善。',
      ],
    },
    {
      kind: 'list',
      heading: '網站支援',
      items: [
        '鍵盤操作：所有連結、選單和按鈕都可以用鍵盤操作，並有清晰的焦點標示；每頁均設有「跳至主要內容」連結。',
        '屏幕閱讀器：頁面採用清晰的標題結構和地標，圖片均附有文字描述。',
        '減少動態效果：如你的裝置設定了「減少動態效果」，首頁的圖片輪播及動畫會停止；輪播亦可以手動暫停。',
        '放大及縮放：頁面可放大至 200% 而不影響內容閱讀，在細小的屏幕上亦不需左右捲動（表格除外）。',
        '色彩對比：文字與背景的顏色對比符合 AA 級要求。',
        '聯絡方法：電話、地址和微信號均以文字顯示，不只依賴二維碼或地圖。',
      ],
    },
    {
      kind: 'list',
      heading: '已知限制',
      items: [
        '嵌入的 YouTube 影片和 Google 地圖由第三方提供，其無障礙程度不完全由我們控制。地址和交通資料另有文字版本。',
        '部分影片未必附有中文字幕，我們正逐步補充。',
        '服務頁的比較表格在細小屏幕上需要左右捲動。',
      ],
    },
    {
      kind: 'prose',
      heading: '告訴我們你遇到的問題',
      paragraphs: [
        `如你在使用本網站時遇到任何困難，歡迎電郵至 ${site.email}，或致電 ${site.phone.display}、WhatsApp ${site.whatsapp.display} 聯絡我們。請告訴我們你瀏覽的頁面、遇到的問題，以及所使用的裝置和輔助工具。`,
        '我們會在 5 個工作天內回覆，並盡快以其他方式為你提供所需資料。',
        '本聲明最後更新日期：2026 年 11 月 20 日。',
      ],
    },
  ],
} as const satisfies ContentPage;
