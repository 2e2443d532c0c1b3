import { onlineOffer } from '../online-offer';
import type { ContentPage } from '../types';

/** /info: hub for /fee and /faq. */
export const page = {
  path: '/info',
  code: 'P26',
  name: '收費及常見問題',
  lastModified: '2026-11-26',
  seo: {
    title: '收費及常見問題',
    description:
      '預約心理治療前想知道的事：心晴治療中心的療程收費、每節時間、{address.district}面談及網上視像治療的安排、免費初步諮詢的條款，以及大家最常問的問題，並連結到收費頁及常見問題頁，方便你安心作決定。',
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
        {
          title: '免費初步諮詢',
          text: '首次預約可享約 {consultation.minutes} 分鐘的免費初步諮詢，由本中心治療師進行。',
        },
        { title: '面談或網上', text: `可在{address.district}的治療室面談，或透過網上視像進行。${onlineOffer.byPlace}` },
        { title: '家人毋須出席', text: '處理家庭議題時，只需你本人參與。' },
        { title: '服務時間', text: '{hours}' },
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
  ],
  booking: {
    heading: '仍有疑問？',
    text: '歡迎預約免費初步諮詢（約 {consultation.minutes} 分鐘），直接向我們查詢。',
  },
} as const satisfies ContentPage;
