import { onlineOffer } from './online-offer';
import { safeguarding } from './safeguarding';
import { site } from './site';
import type { MainlandNotice } from './types';

/**
 * What a visitor in the mainland needs to know: in the Simplified edition on /services/mandarin and
 * /fee (their template places it before the booking block: lib/routes/frame-paths.ts), on /contact,
 * and linked from every booking block there; in the Traditional edition on /services/mandarin,
 * which invites readers in the mainland too. Sample policy: the centre confirms each point before
 * launch (docs/editing.md, "Before launch").
 *
 * Its first point is content/online-offer.ts's, the one source of what is offered online where. Why 心理諮詢: on the mainland 心理治療 is a medical activity, done only in a medical institution
 * (精神衞生法 第五十一條), and counsellors may not do it (第二十三條). Online work with a person in the
 * mainland is therefore offered, and named, as 心理諮詢, with no diagnosis or medication.
 */
export const mainlandNotice = {
  heading: '身處中國內地的當事人須知',
  intro: '以下是一般安排，僅供參考；實際安排以確認預約時的說明為準。',
  /**
   * One rate for every approximate RMB figure in the Simplified edition (beside each HK$ amount,
   * and {rmbRate}/{rateDate} below): HK$1 in RMB, and the day it was read. Update both together.
   */
  exchangeRate: {
    rmbPerHkd: 0.92,
    date: '2026-11-20',
    beside: '（約人民幣 {rmb} 元）',
    /** After the first RMB amount of a page without this notice: content/simplified-overrides.ts places it as {rmbNote} (MR67). */
    note: '人民幣為參考金額（{rateDate}匯率），以付款當日匯率為準。',
    day: '{year}年{month}月{day}日',
  },
  items: [
    {
      title: '網上心理諮詢',
      text: `${onlineOffer.mainland}根據內地《精神衞生法》第五十一條，心理治療須在醫療機構內進行；第二十三條亦規定心理諮詢人員不得從事心理治療。如你需要診斷或藥物治療，請到當地醫院的精神科或心理科求診。`,
    },
    {
      title: '視像平台',
      text: '網上諮詢一般使用騰訊會議；網絡不穩定時，可改用微信視像通話。確認預約後，我們會把會議號傳送給你：可以用騰訊會議 App，或在微信裡打開「騰訊會議」小程式，輸入會議號加入。',
    },
    {
      title: '付款',
      text: '收費以港幣（HK$）計算，可以用微信支付或支付寶付款（由本中心的香港商戶收款，按付款當日匯率以人民幣扣款），也可以用跨境銀行匯款（電匯，手續費由付款人承擔）；轉數快（FPS）需要香港的銀行賬戶。參考匯率：港幣 1 元約合人民幣 {rmbRate} 元（{rateDate}），以付款當日匯率為準。',
    },
    {
      title: '怎樣付款',
      text: '確認預約後，職員會在微信傳來收款二維碼或付款連結：用微信「掃一掃」或支付寶掃碼即可，金額以港幣列出，按當日匯率折合人民幣扣款。請在網上諮詢前完成付款；免費初步諮詢毋須付款。如單筆金額超出你的支付限額（例如五節個人療程套票），可以告訴我們另作安排。電匯請在匯款用途註明「諮詢服務費」；中間行收取的費用由付款人承擔，請確保到賬金額足額。',
    },
    {
      title: '收據及發票',
      text: '本中心是香港機構，不能開具內地的增值稅發票；付款後會發出電子收據，列明日期、服務及金額。',
    },
    {
      title: '時間',
      text: '香港時間與北京時間相同：本網站列出的服務時間和諮詢時間，毋須換算。',
    },
    {
      title: '隱私',
      text: `微信對話和騰訊會議由騰訊公司按其私隱政策處理，資料可能儲存在內地（詳見本中心的私隱政策）。預約時只需留下稱呼和方便的時間，具體情況可以留到諮詢時再談。${safeguarding.noRecording}`,
    },
    {
      title: '來港面談：證件',
      text: '內地居民來港面談，需持有效的《往來港澳通行證》及赴港簽注（例如個人旅遊簽注）。出發前請先確認簽注仍然有效及可用次數。深圳戶籍居民，以及符合條件的深圳居住證持有人，可以申請「一簽多行」簽注，每次在港停留不超過 7 天。團隊旅遊簽注須隨團出入境，不適合單獨來港面談。',
    },
    {
      title: '從深圳或廣州到中心',
      text: '高鐵：深圳北站或福田站到香港西九龍站約 20 分鐘，廣州南站到西九龍站約 1 小時，車票可以用港澳通行證在 12306 購買；到站後再乘的士到旺角約 15 分鐘。羅湖或落馬洲：過關後乘港鐵東鐵綫到旺角東站約 40 分鐘（連過關約 1 小時），步行約 10 分鐘；或在九龍塘站轉觀塘綫到旺角站 E2 出口，步行約 1 分鐘。香港天文台發出八號或以上熱帶氣旋警告信號時，跨境交通可能暫停，面談可改為網上進行。',
      // The way to the centre, written for this street (as site.transport): a moved address asks for it again.
      forStreet: '彌敦道 700 號',
    },
    {
      title: '影片、地圖及消息',
      text: `本網站部分影片由 YouTube 播放，Google 地圖、Facebook 和 YouTube 在內地一般無法開啟。地址以文字列出，可在高德地圖或百度地圖搜尋「{address.district}{address.street}」。講座和工作坊的日期會在本中心的微信公眾號「${site.shortName}」公布（在微信搜尋「${site.shortName}」關注），也可以加微信 ${site.wechat.id} 詢問。`,
    },
  ],
} as const satisfies MainlandNotice;
