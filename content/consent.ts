/**
 * The analytics consent notice and the control on the privacy page (builds with analytics on
 * only). Accept and decline carry equal weight: same size, same style, side by side.
 */
export interface ConsentCopy {
  /** Accessible name of the notice's region. */
  readonly label: string;
  readonly text: string;
  /** Link to the privacy page's full account. */
  readonly moreLink: string;
  readonly accept: string;
  readonly decline: string;
  /** The privacy page's control: its heading and what it says for each state. */
  readonly settingsHeading: string;
  readonly statusUnset: string;
  readonly statusGranted: string;
  readonly statusDenied: string;
}

export const consentCopy = {
  label: '網站分析設定',
  text: '我們想使用 Google Analytics 統計網站的使用情況，資料由 Google 接收。Google Analytics 只會收到頁面代碼，不會收到 WhatsApp 及微信留言中的 4 位預約編號，亦沒有其他資料把你看過的頁面與你的查詢連在一起。在你按「接受」之前，本網站不會載入 Google Analytics，亦不會設定分析用的 Cookie。',
  moreLink: '會收集甚麼資料？',
  accept: '接受',
  decline: '拒絕',
  settingsHeading: '你的網站分析設定',
  statusUnset: '你尚未作出選擇，網站分析沒有啟用。',
  statusGranted: '你已接受網站分析。你可以隨時改為拒絕。',
  statusDenied: '你已拒絕網站分析，本網站不會載入 Google Analytics。',
} as const satisfies ConsentCopy;
