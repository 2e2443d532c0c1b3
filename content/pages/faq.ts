import { cautions } from '../cautions';
import { sessions } from '../claims';
import { safeguarding } from '../safeguarding';
import { onlineOffer } from '../online-offer';
import type { ContentPage } from '../types';

/** /faq: the questions, in groups. */
export const page = {
  path: '/faq',
  code: 'P28',
  name: '常見問題',
  parent: '/info',
  lastModified: '2026-11-26',
  seo: {
    title: '心理治療常見問題',
    description:
      '家族系統排列需要家人出席嗎？一般需要多少節？網上治療怎樣進行？資料會保密嗎？心晴治療中心在這裡解答大家預約前最常問的問題，包括療程、收費、私隱及網上治療的安排。',
  },
  heading: '常見問題',
  lead: '第一次接觸心理治療，有疑問是很自然的事。以下整理了大家最常問的問題；如找不到答案，歡迎直接問我們。',
  sections: [
    {
      kind: 'faq',
      heading: '關於治療',
      items: [
        {
          question: '整合心理治療和一般輔導有甚麼分別？',
          answer:
            '一般輔導多以對話為主。整合心理治療除了對話，亦會按需要結合家族系統排列、超個人催眠治療及超個人心理學，從關係、潛意識和人生意義三個層面了解困擾的根源。',
          open: true,
        },
        {
          question: '一般需要多少節？',
          answer: sessions.statement,
        },
        {
          question: '處理家庭問題，家人需要一起來嗎？',
          answer: '不需要。家族系統排列只需你本人參與，家人毋須出席，也毋須知道你在接受治療。',
        },
        {
          question: '第一節會做甚麼？',
          answer:
            '治療師會先了解你的困擾、生活狀況和家庭背景，和你一起訂立方向，並解釋建議的方法。你可以隨時提問，也可以只分享你準備好說的部分。',
        },
        {
          question: '治療會令我想起不開心的事嗎？',
          answer: '有時會接觸到一些難受的感受，但治療師會按你的步伐進行，盡力讓你感到安全。你隨時可以說「停」。',
        },
      ],
    },
    {
      kind: 'faq',
      heading: '關於預約及收費',
      items: [
        {
          question: '怎樣預約？',
          answer: '你可以透過 WhatsApp 或微信留言，或致電本中心。我們會在服務時間內回覆，並安排免費初步諮詢。',
        },
        {
          question: '免費初步諮詢是甚麼？',
          answer:
            '首次預約可享約 {consultation.minutes} 分鐘的免費初步諮詢，由本中心治療師了解你的需要並介紹合適的安排。優惠只適用於首次預約，詳細條款請參閱收費頁。',
        },
        {
          question: '收費是多少？',
          answer:
            '個人療程每節約 60 至 90 分鐘，參考收費為每節 {fee.individual}。兒童及青少年療程、伴侶療程、套票及付款方式，請參閱收費頁。',
        },
        {
          question: '如需改期，怎麼辦？',
          answer: '請於療程前最少 48 小時通知我們，毋須收費。較遲通知的安排，請參閱收費頁的改期及取消條款。',
        },
      ],
    },
    {
      kind: 'faq',
      heading: '關於網上治療及私隱',
      items: [
        {
          question: '網上治療怎樣進行？',
          answer: '我們會在療程前傳送視像會面連結。你只需一部電腦或手機、穩定的網絡、一對耳機，以及一個安靜、不被打擾的空間。',
        },
        {
          question: '我身處海外，也可以接受治療嗎？',
          answer: `一般可以，但須符合你所在地的法規：有些地方要求治療師持有當地執照，或限制哪些服務可以在網上提供。我們會以廣東話、普通話或英語進行，並盡量配合你的時區。${onlineOffer.byPlace}${safeguarding.onlineSafety}`,
        },
        {
          question: '我身處中國內地，可以預約嗎？',
          answer: `可以。${onlineOffer.mainland}付款、收據、視像平台及來港路線，請參閱普通話服務頁的「身處中國內地的當事人須知」。`,
        },
        {
          question: '我的資料會保密嗎？',
          answer: safeguarding.confidentiality,
        },
        {
          question: '你們提供緊急服務嗎？心理治療可以取代看醫生嗎？',
          answer:
            '本中心並非緊急服務，心理治療亦不能取代醫療。如有即時危險，請致電 {place.emergency}，或前往最近的急症室；如你正在接受醫療，請繼續跟從醫生的建議。',
        },
      ],
    },
    {
      kind: 'faq',
      heading: '關於兒童及青少年',
      items: [
        {
          question: '孩子或青少年接受治療，需要家長同意嗎？',
          answer: safeguarding.minorsConsent,
        },
        {
          question: '如懷疑孩子受到傷害，你們會怎樣做？',
          answer: safeguarding.childProtection,
        },
      ],
    },
    {
      kind: 'prose',
      heading: '請留意',
      paragraphs: [cautions.constellationMemory, cautions.constellationEvidence, cautions.hypnosisMemory, cautions.hypnosisEvidence],
    },
  ],
  booking: {
    heading: '找不到你想問的問題？',
    text: '歡迎預約免費初步諮詢（約 {consultation.minutes} 分鐘），直接和我們談談。',
  },
} as const satisfies ContentPage;
