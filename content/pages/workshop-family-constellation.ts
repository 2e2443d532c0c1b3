import { cautions } from '../cautions';
import { safeguarding } from '../safeguarding';
import type { ContentPage } from '../types';

/** /workshop/family-constellation */
export const page = {
  path: '/workshop/family-constellation',
  code: 'P25',
  name: '家族系統排列工作坊',
  // No parent: a paid workshop is not filed under the free events of /workshop.
  lastModified: '2026-11-26',
  seo: {
    title: '家族系統排列工作坊',
    description:
      '在香港{address.district}的小組工作坊中親身體驗家族系統排列：你可以作為個案主角排列自己的議題，也可以擔任代表或旁觀學習。了解工作坊的流程、適合對象、準備事項、收費及報名方法。',
    image: 'workshop-family-constellation.svg',
  },
  heading: '家族系統排列工作坊',
  lead: '在一個安全、互相尊重的小組裡，透過其他參加者擔任代表，把家庭關係立體地呈現出來。即使只是做代表或旁觀，很多人也會在別人的故事裡看見自己。',
  image: { file: 'workshop-family-constellation.svg', alt: '幾個圓點以細線連在一起，旁邊是太陽和飄落的樹葉：象徵家族系統排列工作坊的插畫' },
  sections: [
    {
      kind: 'prose',
      heading: '工作坊中會發生甚麼？',
      paragraphs: [
        '工作坊由治療師帶領，參加者圍坐成一個圓圈。想處理議題的參加者（個案主角）會先簡短說明困擾，治療師再請主角從其他參加者中選出代表，例如代表父親、母親或主角自己，並憑感覺把他們安排在場中的位置。',
        '代表們站好後，很多人形容會感受到一些情緒或身體反應，例如想靠近、想轉身或感到沉重。治療師會把這些反應當作參考，和主角一起核對哪些貼近他此刻的感受，再逐步調整位置，直至主角覺得場中的圖像較為安定。',
        '整個過程不需要預先排練，也不需要主角說出所有細節。每位參加者都可以按自己的意願參與。',
        cautions.constellationMemory,
        cautions.constellationEvidence,
      ],
    },
    {
      kind: 'cards',
      heading: '工作坊中的角色',
      items: [
        {
          title: '個案主角',
          text: '帶着自己想處理的議題參加，由治療師引導進行排列。每場工作坊的個案名額有限，需預先報名；報名後會先與治療師進行簡短的會前傾談，確定適合後才需付款（詳見收費頁的工作坊條款）。',
        },
        {
          title: '代表',
          text: '應主角邀請，在排列中代表某位家庭成員或某種元素，只需如實說出自己的感受，毋須演戲。排列結束後，治療師會協助代表離開角色。',
        },
        { title: '旁觀參加者', text: '在圓圈中靜心觀察，同樣可以有所體會。你可以隨時選擇只旁觀而不擔任代表。' },
        // Sample staffing (docs/editing.md, "Before launch"): the centre states its own.
        {
          title: '治療師',
          text: '每場由一位主持治療師帶領排列，另有一位助理治療師在場，留意參加者的狀態；有需要時，助理治療師可陪你到旁休息或傾談。',
        },
      ],
    },
    {
      kind: 'cards',
      heading: '工作坊形式',
      items: [
        { title: '時間', text: '一般為一整天，由{hours.workshop}，中間設午膳及休息時間。' },
        { title: '人數', text: '每組約 10 至 20 人。' },
        { title: '個案數目', text: '每場約進行 4 至 6 個個案排列，每個約 45 至 60 分鐘。' },
        { title: '語言及地點', text: '以廣東話進行，在{address.district}的中心或鄰近場地舉行，地點會在確認名額時通知。' },
      ],
    },
    {
      kind: 'list',
      heading: '需要準備甚麼？',
      items: [
        '穿着舒適、方便走動的衣服。',
        '一瓶水和一本筆記簿。',
        '如你是個案主角：一個你想處理的議題，以及家族的基本資料，例如父母和兄弟姊妹的情況、家中有沒有早逝、流產、離開或很少被提起的成員，以及家族中的重大事件。資料不必完整，知道多少說多少；這些資料可以私下告訴治療師，毋須在小組中說出。',
        '開放而溫和的心情。你不需要事先認識家族系統排列。',
      ],
    },
    {
      kind: 'faq',
      heading: '常見疑問',
      items: [
        {
          question: '我在工作坊中分享的內容會被保密嗎？',
          answer: safeguarding.groupConfidentiality,
        },
        {
          question: '工作坊有甚麼保密規則？',
          answer: '所有參加者都須同意保密，不可外傳其他人的個人資料和故事，工作坊內亦不可錄音或錄影。',
        },
        {
          question: '未滿 18 歲可以參加嗎？',
          answer: safeguarding.adultGroups,
        },
        {
          question: '做代表會受到負面影響嗎？',
          answer:
            '有些代表在排列後會感到疲倦、情緒起伏或身體不適，通常很快平復。你可以隨時拒絕擔任代表；排列結束後，治療師會協助每位代表離開角色。如不適持續，請聯絡我們，我們會安排跟進。',
        },
        {
          question: '有沒有人應該先和治療師商量，才參加工作坊？',
          answer:
            '如你正接受精神科治療、近期經歷重大喪親或創傷，或情緒極不穩定，請先與治療師商量是否適合擔任個案主角或代表。工作坊後如感到不適，可聯絡我們跟進。',
        },
        {
          question: '我不想在人前分享，適合參加嗎？',
          answer: '你可以只做旁觀參加者，或選擇個人排列。個人排列由治療師和你一對一進行，私隱度較高。',
        },
        {
          question: '工作坊收費是多少？',
          answer:
            '工作坊需要付費：個案主角 {fee.workshopLead}；代表或旁觀參加者 {fee.workshopObserver}。以上為參考收費，以收費頁及報名時確認的為準；報名、取消、轉讓及退款的安排，請參閱收費頁。',
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
  ],
  booking: {
    heading: '報名或查詢下一場工作坊',
    text: '歡迎透過 WhatsApp 留言查詢工作坊日期。如想先了解自己是否適合做個案主角，亦可預約免費初步諮詢（約 {consultation.minutes} 分鐘）。',
  },
} as const satisfies ContentPage;
