import type { BookingCopy, HoursWords, SiteConfig } from './types';

/**
 * The centre's identity and contact details: one place, read by every component,
 * the footer, the JSON-LD and the sitemap. Sample values: replace them with the real ones.
 */
export const site = {
  name: '心晴整合心理治療中心',
  shortName: '心晴治療中心',
  englishName: 'Serene Mind Integral Psychotherapy Centre',
  tagline: '家族系統排列・整合心理治療・催眠治療',
  origin: 'https://www.serenemind-therapy.hk',
  phone: { display: '2345 6789', e164: '+85223456789' },
  whatsapp: { display: '9123 4567', digits: '85291234567' },
  email: 'hello@serenemind-therapy.hk',
  /**
   * The address, in the order it is written: the site puts it together (「香港九龍旺角彌敦道 700 號…」),
   * builds the map and its links from it, and pages say it as {address}, {address.district} (旺角)
   * and {address.street} (彌敦道 700 號). Moving? Change these, then what no address can give: the
   * map point (`geo`) and the way here (`transport`, and 從深圳到中心 in content/mainland-notice.ts),
   * each stamped with the street it was set for (`forStreet`); the check names each one still set
   * for the old street.
   */
  address: {
    territory: '香港',
    region: '九龍',
    district: '旺角',
    street: '彌敦道 700 號',
    building: '安寧商業大廈 12 樓 1203 室',
    country: 'HK',
  },
  areaServed: '香港',
  channels: { inPerson: '{address.district}面談', online: '網上視像' },
  /** The centre on the map (Google Maps: right-click the spot, copy the two numbers), set for `forStreet`. */
  geo: { latitude: 22.31886, longitude: 114.16937, forStreet: '彌敦道 700 號' },
  transport: { text: '港鐵旺角站 E2 出口，步行約 1 分鐘即達。', forStreet: '彌敦道 700 號' },
  wechat: {
    id: 'serenemind_hk',
    qrImage: 'wechat-qr.png',
  },
  social: [
    { platform: 'facebook', label: 'Facebook 專頁', url: 'https://www.facebook.com/serenemindtherapy.hk' },
    { platform: 'youtube', label: 'YouTube 頻道', url: 'https://www.youtube.com/@serenemindtherapy' },
  ],
  partners: [
    {
      name: '亞洲家族系統排列學會',
      description: '推動家族系統排列的專業培訓與督導，本中心治療師為其認可導師。',
      url: 'https://www.asia-constellation.org',
    },
    {
      name: '國際超個人心理學研究院',
      description: '專注超個人心理學及催眠治療的研究與國際認證課程。',
      url: 'https://www.transpersonal-institute.org',
    },
  ],
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    opens: '09:00',
    closes: '18:00',
  },
  /** A workshop day, from start to end; pages say it as {hours.workshop}. */
  workshopHours: { opens: '10:00', closes: '17:00' },
  claims: {
    yearsExperience: '25+',
    cases: '1000+',
    consultationMinutes: 20,
  },
  logo: { file: 'logo.svg', alt: '心晴整合心理治療中心標誌' },
  defaultSocialImage: { file: 'og-default.svg', alt: '心晴整合心理治療中心：家族系統排列、整合心理治療及催眠治療' },
  foundingYear: 2001,
} as const satisfies SiteConfig;

/**
 * The words the hours are said with. Pages never type the hours: they write {hours} (the opening
 * hours above, 「每日上午 9 時至下午 6 時」) or {hours.workshop}, and the site puts them together from
 * `opens` and `closes` with these words, in both editions.
 */
export const hoursWords = {
  everyDay: '每日',
  weekdays: ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
  through: '至',
  am: '上午',
  noon: '中午',
  pm: '下午',
  hour: '時',
  minute: '分',
  /**
   * The Simplified edition, read in the mainland, says the hours as mainland sites do, on a 24-hour
   * clock: 「每天 9:00–18:00（北京時間）」 where they stand alone ({hours}: footer, contact card, /info/),
   * and without the zone in a sentence that names it itself ({hours.inZone}). Hong Kong's time is Beijing's.
   */
  clock: { everyDay: '每天', span: '{opens}–{closes}', zone: '（北京時間）' },
} as const satisfies HoursWords;

/** Words of the WhatsApp booking path. */
export const booking = {
  message: '你好！我想預約免費初步諮詢（約 {consultation.minutes} 分鐘），先在這裡留言，麻煩回覆，謝謝。',
  sourceLabels: { page: '來源', visit: '編號', button: '按鈕' },
  buttonLabel: '預約免費初步諮詢',
  /**
   * The booking block that closes every service, problem and article page and most other pages
   * (the site places it; lib/routes/frame-paths.ts names the pages without one). A page says it
   * in its own words with `booking: { heading: '…', text: '…' }` after its sections; what it
   * leaves out is said as here.
   */
  section: {
    heading: '由免費初步諮詢開始',
    text: '透過 WhatsApp 或微信留言預約免費初步諮詢（約 {consultation.minutes} 分鐘），我們會盡快回覆你。',
  },
  /** Beside every booking call: what the tap does and who answers when; {hours} is the opening hours. */
  afterTap:
    '按下按鈕會開啟 WhatsApp，留言已為你寫好，你只需按「傳送」。本中心職員會在服務時間（{hours}）內回覆；服務時間以外的留言，會在下一個服務日回覆。',
  /**
   * Beside every booking button: replies wait for office hours, so a visitor in danger now is told
   * not to wait. {place.emergency}: the emergency numbers of the visitor's place; {place.line}: its
   * first 24-hour line, with its hours; {place.more}: its other lines, by whether any takes
   * messages (content/crisis-lines.ts). The link to the crisis page follows.
   */
  urgent:
    '請不要等待我們的回覆：如有即時危險，請立即致電 {place.emergency}；如有傷害自己的念頭，或想立即找人傾談，可致電 {place.line}，或查看{place.more}：',
  urgentLink: { label: '緊急求助及支援熱線', href: '/crisis-support' },
  /** Beside every booking call: the offer's terms in short, then a link to them in full on the fee page (the final-decision clause stays there, with its scope). */
  finePrint: '免費初步諮詢只適用於首次預約，由本中心治療師進行；優惠的適用範圍以收費頁的條款為準。',
  termsLink: { label: '查看詳細條款', href: '/fee' },
  /**
   * The WeChat way to book: first in the Simplified edition, for visitors in the mainland, where
   * WhatsApp is blocked. The id and the QR code are site.wechat's; the message is `message` above,
   * with the same source tag.
   */
  wechat: {
    buttonLabel: '用微信預約',
    title: '用微信預約免費初步諮詢',
    idLabel: '微信號',
    copyId: '複製微信號',
    copiedId: '已複製微信號',
    copyIdFailed: '未能複製，請長按微信號手動複製',
    qrHint: '用手機微信掃一掃，加我們為好友',
    qrPressHint: '長按識別二維碼，加我們為好友',
    messageLabel: '加為好友後，請傳送這段留言：',
    copyMessage: '複製留言',
    copiedMessage: '已複製留言',
    copyMessageFailed: '未能複製，請長按留言手動複製',
    close: '關閉微信預約',
    whatsappLabel: '或用 WhatsApp 預約',
    /**
     * Under the WeChat way, in place of `afterTap` (which describes WhatsApp): what happens after
     * the friend request. The sentence names the time zone itself, so it writes {hours.inZone}: the hours
     * without 「（北京時間）」 after them. The hours are Hong Kong's, the same as Beijing's.
     */
    afterTap:
      '加我們為微信好友並傳送留言後，本中心職員會在服務時間（北京時間，{hours.inZone}）內通過好友申請並回覆；可以用普通話或簡體中文留言。如用 WhatsApp，按下按鈕會開啟 WhatsApp，留言已為你寫好。',
    /** After that sentence: what a visitor in the mainland asks next (payment, receipts, platform, travel), on the contact page. */
    noticeLink: { label: '身處內地？付款、收據、視像平台及來港路線', href: '/contact#contact-mainland' },
  },
} as const satisfies BookingCopy;
