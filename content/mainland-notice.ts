import type { MainlandNotice } from './types';

/**
 * What a visitor in the mainland needs to know, shown only in the Simplified edition: on the pages
 * whose sections hold `{ kind: 'mainland-notice' }` (/services/mandarin, /fee) and on /contact.
 * Sample policy: the centre confirms each point before launch (docs/editing.md, "Before launch").
 */
export const mainlandNotice = {
  heading: '身處中國內地的當事人須知',
  intro: '以下是一般安排，僅供參考；實際安排以確認預約時的說明為準。',
  items: [
    {
      title: '網上療程',
      text: '本中心可為身處中國內地的當事人提供網上視像療程（普通話或廣東話）。各地對跨境網上心理服務的規定不一，開始前請先了解並遵守你所在地的規定；如當地規定不容許，我們會建議你尋找當地合資格的專業人員。',
    },
    {
      title: '視像平台',
      text: '網上療程一般使用騰訊會議或微信視像通話進行，兩者在內地一般都可以直接使用。確認預約後，我們會把會議號或連結傳送給你。',
    },
    {
      title: '付款',
      text: '收費以港幣（HK$）計算。身處內地的當事人可以用跨境銀行匯款（電匯）付款，手續費由付款人承擔；轉數快（FPS）需要香港的銀行賬戶。確認預約時，我們會說明付款詳情。',
    },
    {
      title: '時間',
      text: '香港時間與北京時間相同：本網站列出的服務時間和療程時間，毋須換算。',
    },
    {
      title: '影片及地圖',
      text: '本網站的影片由 YouTube 播放，地圖由 Google 提供，兩者都要連接在內地一般無法使用的服務。中心的地址以文字列出，聯絡我們頁亦有高德地圖的連結。',
    },
  ],
} as const satisfies MainlandNotice;
