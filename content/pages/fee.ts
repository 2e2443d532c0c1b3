import { safeguarding } from '../safeguarding';
import type { ContentPage, Fees } from '../types';

/**
 * The fees, in HK$: the one place each amount is written. Every page says a fee as {fee.<key>}
 * ({fee.individual} shows 「HK$1,600」); a new fee is a new line here.
 */
export const fees = {
  individual: 1600,
  child: 1400,
  couple: 2200,
  workshopLead: 2800,
  workshopObserver: 480,
  package5: 7600,
} as const satisfies Fees;

/** /fee: sample figures; editors replace them with the real ones. */
export const page = {
  path: '/fee',
  code: 'P27',
  name: '收費',
  parent: '/info',
  lastModified: '2026-11-26',
  seo: {
    title: '心理治療收費及預約須知',
    description:
      '心晴治療中心的參考收費：個人療程、兒童及青少年療程、伴侶療程及家族系統排列工作坊，連同每節時間、付款方式、改期安排，以及免費初步諮詢的條款（只適用於首次預約，由專業人員跟進）。',
  },
  heading: '收費',
  lead: '以下為參考收費，實際收費及安排以預約時確認為準。如你對費用有任何疑問，歡迎在預約前向我們查詢。',
  sections: [
    {
      kind: 'cards',
      heading: '療程收費',
      items: [
        {
          title: '個人療程（60 至 90 分鐘）',
          text: '每節 {fee.individual}。適用於家族系統排列、超個人催眠治療及整合心理治療。',
          fee: fees.individual,
        },
        { title: '兒童及青少年療程（60 分鐘）', text: '每節 {fee.child}。家長諮詢同樣收費。', fee: fees.child },
        { title: '伴侶療程（90 分鐘）', text: '每節 {fee.couple}，伴侶二人一同出席。', fee: fees.couple },
        { title: '家族系統排列工作坊（一天）', text: '個案主角 {fee.workshopLead}；代表或旁觀參加者 {fee.workshopObserver}。' },
      ],
    },
    {
      kind: 'list',
      heading: '療程時間及網上療程',
      items: [
        '每節約 60 至 90 分鐘，視乎當日的內容而定；第一節可能需時較長（最長約 90 分鐘），收費不變。',
        '網上視像療程的收費與面談相同。',
        safeguarding.videoPlatform,
        '請預備一個安靜、不被打擾的空間，並使用耳機。',
        safeguarding.onlineSafety,
        '身處香港以外的當事人，療程時間以香港時間計算，我們會盡量配合你的時區。',
        safeguarding.noRecording,
      ],
    },
    {
      kind: 'cards',
      heading: '療程套票',
      intro: '如治療師建議進行多節療程，你可以選擇套票。套票並非必須，你可以隨時按次付費。',
      items: [
        {
          title: '五節個人療程套票',
          text: '{fee.package5}，由首次使用起計 6 個月內有效。如你決定停止治療，或套票到期時仍有未用的節數，已使用的節數按個人療程的單次收費計算，餘款全數退回。',
        },
      ],
    },
    {
      kind: 'list',
      heading: '付款方式',
      items: [
        '接受現金、轉數快（FPS）、銀行轉賬，以及微信支付、支付寶（由本中心的香港商戶收款）。',
        '網上療程請於療程前完成付款；身處內地或海外的當事人，也可以用跨境電匯，手續費由付款人承擔。',
        '已預繳的一節如按時（最少 48 小時前）取消，款項會全數退回，或按你的意願撥作下一節。',
        '付款後我們會發出收據；如需列明服務詳情的收據（例如作保險索償），請預先告訴我們。',
      ],
    },
    {
      kind: 'list',
      heading: '改期及取消',
      items: [
        '如需改期或取消，請於療程前最少 48 小時通知我們，毋須收費。',
        '於療程前 24 至 48 小時內通知：每個預約可免費改期一次；如取消而不改期，須繳付該節費用的 25%。',
        '於療程前 24 小時內取消或未有出席，須繳付該節費用的 50%。',
        '使用套票時，逾時取消的費用按個人療程的單次收費計算，另行繳付，不會扣減套票節數。',
        '如療程前 2 小時內，八號或以上熱帶氣旋警告信號或黑色暴雨警告信號仍然生效，或政府宣布「極端情況」，面談療程可改為網上進行或免費改期。',
      ],
    },
    {
      kind: 'list',
      heading: '工作坊報名、取消及退款',
      items: [
        '代表及旁觀參加者的名額在收到全數費用後確認。個案主角的名額在會前傾談確認適合後才需付款。',
        '如治療師在會前傾談後認為你暫時不適合擔任個案主角，已付費用會全數退回，或按你的意願改為代表或旁觀參加者並退回差額。',
        '於工作坊前 14 日或以前取消，費用全數退回；於工作坊前 7 至 13 日取消，退回一半費用；於工作坊前 7 日內取消或未有出席，費用不設退回。',
        '如未能出席，可於工作坊前 7 日或以前，免費把名額轉到下一場工作坊一次，或轉讓給另一位參加者（個案主角須先與治療師進行會前傾談）。',
        '如本中心因人數不足、惡劣天氣或其他原因取消工作坊，已繳的費用會全數退回，或按你的意願撥作下一場工作坊。',
      ],
    },
    {
      kind: 'list',
      heading: '免費初步諮詢條款',
      items: [
        '免費初步諮詢約 {consultation.minutes} 分鐘，可透過電話、WhatsApp 語音或視像進行。',
        '優惠只適用於首次預約，每人一次。',
        '你的留言會先由本中心職員在服務時間內回覆，安排諮詢時間；諮詢由本中心治療師進行，目的是了解你的需要及介紹合適的安排，並非正式療程。',
        '如對優惠是否適用有爭議，本中心保留最終決定權，但這不影響你在法律下的權利。',
      ],
    },
  ],
} as const satisfies ContentPage;
