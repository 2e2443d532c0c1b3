import { onlineOffer } from '../../online-offer';
import { safeguarding } from '../../safeguarding';
import type { ContentPage } from '../../types';

export const page = {
  path: '/services/mandarin',
  code: 'P08',
  name: '普通話治療',
  parent: '/services',
  lastModified: '2026-11-23',
  seo: {
    title: '普通話服務：{address.district}面談，或網上視像',
    description:
      '為內地、台灣及海外華人提供普通話服務：在香港{address.district}的中心面談，或透過網上視像進行。身處中國內地的當事人為網上心理諮詢，不作診斷及藥物治療；見面時間可按你的時區安排。',
    image: 'service-mandarin.svg',
  },
  heading: '普通話治療',
  lead: `我們提供{address.district}面談及網上視像，全程可以用普通話。${onlineOffer.byPlace}`,
  image: { file: 'service-mandarin.svg', alt: '太陽和幾片飄落的樹葉，下方是起伏的山丘：普通話治療的插畫' },
  sections: [
    {
      kind: 'prose',
      heading: '為普通話使用者而設',
      paragraphs: [
        '在異地生活、工作或求學，壓力往往不容易向身邊的人訴說。用自己熟悉的語言說出心事，可以讓你更放鬆，也更接近真實的感受。',
        '本中心部分治療師能以普通話工作，服務在香港生活的普通話使用者，以及身處內地、台灣、東南亞、歐美等地的華人。在香港面談，內容與廣東話服務相同，包括家族系統排列、超個人催眠治療及整合心理治療。',
        '身處香港以外的當事人，請先了解當地對網上心理服務的規定；如當地法規不容許，我們會建議你尋找當地合資格的專業人員。',
      ],
    },
    {
      kind: 'cards',
      heading: '服務形式',
      items: [
        { title: '{address.district}面談', text: '身在香港，或短期來港時，可以到{address.district}的治療室面談。' },
        { title: '網上視像', text: '只要有穩定的網絡和安靜的空間，在家中也可以透過視像進行。' },
        { title: '家人毋須出席', text: '處理家庭或跨代議題時，只需你本人參與。' },
      ],
    },
    {
      kind: 'steps',
      heading: '預約流程',
      items: [
        { title: '聯絡我們', text: '透過 WhatsApp 或微信留言，說明你希望使用普通話，以及你身處的城市或時區。' },
        { title: '免費初步諮詢', text: '約 {consultation.minutes} 分鐘，由本中心治療師了解你的需要，並介紹合適的治療師。' },
        { title: '安排時段', text: '我們會在服務時間內（香港時間），盡量安排配合你所在時區的時段。' },
        { title: '第一次會面', text: '網上進行前，我們會傳送視像會面連結和簡單的準備提示。' },
      ],
    },
    {
      kind: 'faq',
      heading: '常見疑問',
      items: [
        {
          question: '網上進行和面談的感覺有分別嗎？',
          answer: '很多人覺得分別不大，但每個人的感受不同。重要的是你身處一個安靜、不被打擾的空間。',
        },
        {
          question: '我不在香港，可以怎樣付款？',
          answer: '我們會在確認預約時說明可用的付款方式，例如銀行轉賬或國際電匯。詳情請參閱收費頁。',
        },
        {
          question: '我的資料會被保密嗎？',
          answer: `${safeguarding.confidentiality}處理方式請參閱我們的私隱政策。`,
        },
      ],
    },
    {
      kind: 'links',
      heading: '你可能亦想了解',
      items: [
        { label: '廣東話治療', href: '/services/cantonese', text: '以廣東話進行的面談及網上視像。' },
        { label: '治療師團隊', href: '/therapist', text: '認識各位治療師的專長和語言。' },
        { label: '收費', href: '/fee', text: '療程收費及付款方式。' },
      ],
    },
  ],
  booking: {
    heading: '用普通話預約免費初步諮詢',
    text: '歡迎透過 WhatsApp 或微信留言，我們會安排約 {consultation.minutes} 分鐘的免費初步諮詢。',
    message:
      '你好！我想預約免費初步諮詢（約 {consultation.minutes} 分鐘），希望用普通話進行。我在＿＿（城市），先在這裡留言，麻煩回覆，謝謝。',
  },
} as const satisfies ContentPage;
