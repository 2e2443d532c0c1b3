import type { ContentPage } from '../types';

/** /therapist: the intro; the six profiles are rendered from content/therapists.ts. */
export const page = {
  path: '/therapist',
  code: 'P16',
  name: '治療師團隊',
  lastModified: '2026-11-23',
  seo: {
    title: '治療師團隊',
    description:
      '認識心晴治療中心的治療師團隊，了解每位治療師的專業背景、受訓經歷、治療語言及擅長處理的困擾。你可以在香港{address.district}面談或網上視像，找到適合你的治療師，並預約免費初步諮詢。',
  },
  heading: '治療師團隊',
  lead: '我們的治療師由創辦人陳心怡帶領，各有專長，同樣重視聆聽、尊重和安全感。你可以按議題或語言，選擇最適合你的治療師。',
  sections: [
    {
      kind: 'prose',
      heading: '一個互相支援的團隊',
      paragraphs: [
        '本中心的治療師都受過家族系統排列的訓練，並各自修讀催眠治療、超個人心理學、遊戲治療或伴侶治療等專業培訓，按各自的專長，專注家庭、親子、感情、情緒或事業與金錢等不同議題。',
        '團隊定期進行個案討論及督導，讓每一位當事人都得到細心而一致的照顧。無論你選擇哪一位治療師，都可以在{address.district}面談，或透過網上視像接受治療。',
        '每位治療師的學歷、證書及會員資格，連同頒發機構和年份，列於其個人簡介。本中心的治療師並非註冊臨床心理學家、註冊社工或醫生；如你需要精神科或臨床心理評估，我們會轉介合適的專業服務。',
      ],
    },
    {
      kind: 'cards',
      heading: '怎樣選擇治療師？',
      items: [
        { title: '按你的議題', text: '每位治療師的簡介都列出了專長範疇，你可以先看看誰最貼近你的需要。' },
        { title: '按你的語言', text: '我們提供廣東話、普通話及英語治療，各治療師的工作語言列於其簡介中。' },
        { title: '還未確定？', text: '在免費初步諮詢中，本中心治療師會了解你的情況，再為你建議合適的治療師。' },
      ],
    },
  ],
  booking: {
    heading: '想找一位合適的治療師？',
    text: '預約免費初步諮詢（約 {consultation.minutes} 分鐘），我們會按你的需要為你配對治療師。',
  },
} as const satisfies ContentPage;
