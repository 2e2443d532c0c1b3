import { onlineOffer } from '../online-offer';
import type { ContactCopy } from '../types';

/**
 * Words of /contact. Phone, WhatsApp, address, hours, map and social URLs are read from
 * content/site.ts by the components (the page prints site.transport above these notes).
 */
export const contactCopy = {
  path: '/contact',
  code: 'P32',
  name: '聯絡我們',
  lastModified: '2026-11-23',
  seo: {
    title: '聯絡我們及交通指南',
    description:
      '透過 WhatsApp、微信或電話聯絡心晴治療中心，預約免費初步諮詢。中心位於香港{address.district}{address.street}，鄰近港鐵站；面談及網上視像均需預先預約。歡迎隨時聯絡我們。',
  },
  heading: '聯絡我們',
  lead: `有任何疑問，或想預約免費初步諮詢，歡迎透過 WhatsApp、微信或電話聯絡我們。你亦可以到{address.district}的中心面談。${onlineOffer.byPlace}`,
  socialHeading: '關注我們',
  socialCards: [
    {
      platform: 'facebook',
      title: 'Facebook 專頁',
      text: '最新的講座、工作坊及免費治療體驗消息，以及治療師的日常分享。',
    },
    {
      platform: 'youtube',
      title: 'YouTube 頻道',
      text: '講座重溫及短片，主題包括家庭、親子、情緒、感情和事業。',
    },
  ],
  partnersHeading: '合作機構',
  addressHeading: '地址',
  phoneLabel: '電話',
  whatsappLabel: 'WhatsApp',
  wechatLabel: '微信',
  hoursLabel: '服務時間',
  mapHeading: '地圖',
  mapTitle: '本中心位置的 Google 地圖',
  /** Shown before the visitor asks for the map, above the button that loads it. */
  mapPrompt: '地圖由 Google 提供，按下面的按鈕便會載入。你亦可以直接在地圖應用程式中開啟地址。',
  mapLoad: '載入 Google 地圖（會連接 Google 的服務）',
  openInGoogleMaps: '在 Google 地圖開啟',
  openInAppleMaps: '在 Apple 地圖開啟',
  /** Amap (高德地圖) works in the mainland, where Google's maps do not. */
  openInAmap: '在高德地圖開啟',
  transportHeading: '交通',
  transportNotes: [
    '{address.district}一帶交通繁忙，建議乘搭港鐵前來，並預留多一點時間。',
    '所有面談均需預約，請按預約時間前來；如會遲到，請以 WhatsApp 通知我們。',
    '如你需要無障礙通道或其他協助，請在預約時告訴我們，我們會預先安排。',
    '選擇網上視像的當事人毋須到訪，我們會在療程前傳送會面連結。',
  ],
  bookingHeading: '預約免費初步諮詢',
  bookingText: '歡迎透過 WhatsApp 或微信留言，預約首次約 {consultation.minutes} 分鐘的免費初步諮詢。',
} as const satisfies ContactCopy;
