import type { NotFoundCopy } from '../types';

/** Words of the not-found page (/404 and any unknown address). */
export const notFoundCopy = {
  heading: '找不到這個頁面',
  text: '你要找的頁面可能已經移動或不再存在，亦可能是網址輸入有誤。你可以返回首頁，或從以下頁面繼續瀏覽。',
  homeLabel: '返回首頁',
  sectionsHeading: '你可能想看',
  bookingText:
    '如果你本來想找人傾談，可以預約免費初步諮詢（約 {consultation.minutes} 分鐘），我們會細心了解你的情況；如需即時支援，請看下面的緊急求助及支援熱線。',
  seo: {
    title: '找不到頁面',
    description:
      '抱歉，你要找的頁面不存在或已經移除。你可以返回首頁，瀏覽治療服務、治療師團隊及聯絡方法，或直接透過 WhatsApp 或微信預約免費初步諮詢，和心晴治療中心的專業人員談談。',
  },
} as const satisfies NotFoundCopy;
