import type { ChromeCopy } from './types';

/** Words of the site chrome: header, menus, footer, floating buttons and status screens. */
export const chrome = {
  skipLink: '跳至主要內容',
  menuOpen: '開啟選單',
  menuClose: '關閉選單',
  mainNavLabel: '主選單',
  mobileNavLabel: '手機選單',
  subMenuToggle: '展開或收起子選單：',
  breadcrumbLabel: '麵包屑導覽',
  wechatButton: '微信聯絡（顯示二維碼）',
  /** The words shown on the phone's bottom bar; the button's full name above contains them. */
  wechatButtonShort: '微信',
  wechatTitle: '用微信聯絡我們',
  wechatHint: '用微信掃描二維碼，或搜尋微信號：',
  wechatClose: '關閉微信二維碼',
  wechatQrAlt: '本中心微信二維碼',
  footerContact: '聯絡資料',
  footerPhone: '電話',
  footerWhatsapp: 'WhatsApp',
  footerAddress: '地址',
  footerHours: '服務時間',
  footerLinks: '更多',
  crisisTitle: '如遇緊急情況',
  crisisText: '本中心並非緊急服務。如你或身邊的人有即時危險，請立即致電：',
  /**
   * The visitor's place, over its lines in the footer and on /crisis-support/: picked on the
   * visitor's device from its time zone (nothing is sent or kept), or the edition's place. With
   * scripts, a list lets the visitor pick another place ({place.name}: the place's name).
   */
  crisisPlaceHere: '如你身處{place.name}',
  crisisPlacePick: '你所在的地方',
  /** Beside the list, seen by everyone: how the place was chosen, that it can be changed, and that nothing is sent. */
  crisisPlacePickHint: '按你裝置的時區選出，不正確可在此更改；不會傳送或記錄。',
  /** The list of every place's lines, closed until opened (it works without scripts). */
  crisisOtherPlaces: '其他地方的緊急電話及求助熱線',
  /**
   * A visitor whose time zone is in none of the places above: over the country's emergency numbers
   * (lib/crisis/zone-countries.ts, content/emergency-numbers.ts), in the footer and on
   * /crisis-support/. {place.name} is the country's name.
   */
  crisisElsewhereLines: '{place.name}的緊急電話',
  /** The place's name where the visitor's zone names no country (Etc/UTC): 「如你身處其他地方」. */
  crisisPlaceOther: '其他地方',
  /** Then, always under an elsewhere visitor's numbers and under the list of every place. */
  crisisElsewhere: '你所在的地方不在列表中？請致電當地的緊急電話號碼；香港的熱線在香港以外未必能接通。',
  /** What {place.line} says for such a visitor: the clause reads 「可致電當地的支援熱線」. */
  crisisElsewhereLine: '當地的支援熱線',
  /** Before a 24-hour line in {place.line}: 「可致電 24 小時的 18111（…）」. */
  crisisAllDay: '24 小時的 ',
  /** What {place.more} says: the other lines, by whether the place has a text route (`writes`). */
  crisisMoreWrites: '其他可致電或傳訊息的熱線',
  crisisMoreCalls: '其他熱線',
  /**
   * Between a place's emergency numbers in a sentence, and between the numbers of a list (「911 或 112」);
   * after a closing 「）」 the site drops its first space: 「120（醫療急救）或 110（公安報警）」 (lib/crisis/hotline.ts joinOr).
   */
  crisisOr: ' 或 ',
  /** After a Hong Kong short code (999, 18111) in the Simplified edition: it cannot be dialled from outside Hong Kong. */
  numberHongKong: '（香港）',
  /** Over the support lines: whom they are for, before what they are not; which take messages is said under the next heading. */
  crisisSupportTitle: '想找人傾談',
  crisisSupportIntro: '以下熱線由受訓人員接聽，並非緊急服務；大部分只可致電。不方便說話，可以用下面的文字途徑。',
  /** The same, for a place with no text route (`writes: false`). */
  crisisSupportIntroCalls: '以下熱線由受訓人員接聽，並非緊急服務。',
  /** Over the lines that take messages: for a visitor who cannot speak aloud. */
  crisisTextTitle: '不方便說話？可以傳訊息',
  /** The same heading for a place with no text route. */
  crisisTextTitleCalls: '不方便說話？',
  crisisTextIntro: '以下途徑可以用文字和受訓人員對話，適合不方便或不想開口說話的時候。',
  /** A place with no text route that a public page confirms: what to do instead. */
  crisisNoText:
    '我們未能核實這裡有以文字求助的熱線。如不方便說話，可請身邊信任的人代你致電上面的熱線；有即時危險時，請致電 {place.emergency}。',
  /** Before the number in a hotline link's accessible name: 「致電 999 緊急服務」, 「WhatsApp 9101 2012 …」. */
  crisisCall: '致電',
  crisisWhatsapp: 'WhatsApp',
  crisisSms: '短訊',
  /** Between a support line's hours, languages and audience: 「24 小時・廣東話、英語」 (the Simplified edition writes ·). */
  crisisDetailSeparator: '・',
  crisisMore: '緊急求助資訊',
  /**
   * The quick exit: a link fixed in a corner of /crisis-support/ and of every page whose entry
   * declares one of QUICK_EXIT_TOPICS among its `topics` (lib/crisis/quick-exit.ts). It swaps the page for a
   * neutral public one, for a visitor who must leave the page at once.
   */
  quickExit: '快速離開',
  /** What a screen reader says after the link's name. */
  quickExitHint: '立即離開此頁，前往香港天文台（天氣）網站',
  /** A neutral public page, reachable from Hong Kong, the mainland and abroad, in Traditional Chinese. */
  quickExitUrl: 'https://www.hko.gov.hk/tc/index.html',
  /** The same page in Simplified Chinese, for the Simplified edition. */
  quickExitUrlSimplified: 'https://www.hko.gov.hk/sc/index.html',
  copyright: '版權所有。',
  floatingWhatsapp: '透過 WhatsApp 聯絡我們',
  /** Shown on the phone's bottom bar; the full name above contains these words. */
  floatingWhatsappShort: 'WhatsApp 聯絡',
  loading: '載入中...',
  errorHeading: '抱歉，發生了錯誤',
  errorText: '我們遇到了一些技術問題。請嘗試重新載入頁面，或返回首頁繼續瀏覽。',
  errorReload: '重新載入頁面',
  errorHome: '返回首頁',
  offlineBanner: '您目前處於離線狀態',
  offlineError: '網絡連接已斷開，請檢查您的網絡設置',
  offlineRetry: '重試',
  offlineIgnore: '忽略',
  devEditorTitle: '開發者間距編輯器',
  /**
   * After the name under a client's quote marked `sample: true` (/testimonials, the home page): the
   * quote is a sample the centre replaces before launch (docs/editing.md, "Before launch").
   */
  quoteSample: '（示例）',
} as const satisfies ChromeCopy;
