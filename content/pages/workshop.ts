import { cautions } from '../cautions';
import { safeguarding } from '../safeguarding';
import type { ContentPage } from '../types';

/** /workshop: free therapy sessions and public talks. */
export const page = {
  path: '/workshop',
  code: 'P24',
  name: '免費治療體驗及講座',
  lastModified: '2026-11-23',
  seo: {
    title: '免費治療體驗及講座',
    description:
      '參加心晴治療中心在香港定期舉辦的免費治療體驗及心理健康講座，親身了解家族系統排列及整合心理治療。查看活動類型、報名方法及參加須知，亦可閱讀本中心治療師撰寫的心理健康文章。',
    image: 'workshop.svg',
  },
  heading: '免費治療體驗及講座',
  lead: '我們定期舉辦免費治療體驗及公開講座，讓更多人在沒有壓力的情況下，認識家族系統排列和整合心理治療。',
  image: { file: 'workshop.svg', alt: '一排五個簡化人形，上方是太陽，下方是起伏的山丘：象徵講座及小組活動的插畫' },
  sections: [
    {
      kind: 'prose',
      heading: '為甚麼舉辦免費活動？',
      paragraphs: [
        '很多人對心理治療感到好奇，卻不知道從何開始，或擔心不適合自己。免費活動讓你先親身了解我們的工作方式，再決定是否需要進一步的幫助。',
        '活動以廣東話為主，部分會在網上舉行，讓身處香港以外的朋友也可以參加。',
      ],
    },
    {
      kind: 'cards',
      heading: '活動類型',
      items: [
        { title: '免費治療體驗', text: '治療師在小組中為自願參加者進行簡短的排列或放鬆引導示範，讓大家親身感受治療的過程。' },
        { title: '公開講座', text: '以家庭關係、親子溝通、情緒照顧、感情和事業等為主題，深入淺出地分享實用的觀念。' },
        { title: '網上分享', text: '在 Facebook 專頁及 YouTube 頻道發布講座片段和短片，隨時隨地重溫。' },
        { title: '機構講座', text: '歡迎學校、企業及社福機構邀請我們主講，內容可按對象需要調整。' },
      ],
    },
    {
      kind: 'steps',
      heading: '如何參加',
      items: [
        { title: '留意活動消息', text: '最新活動日期會在 Facebook 專頁及 YouTube 頻道公布。' },
        { title: '透過 WhatsApp 報名', text: '留言說明想參加的活動、稱呼和人數。名額有限，先到先得。' },
        { title: '收到確認', text: '我們會以 WhatsApp 確認你的名額，並告知地點或網上會面連結。' },
        { title: '準時出席', text: '如未能出席，請盡早通知我們，讓名額留給其他有需要的人。' },
      ],
    },
    {
      kind: 'list',
      heading: '參加前請留意',
      items: [
        safeguarding.adultGroups,
        '免費治療體驗屬示範性質，並非完整療程。',
        '示範個案由治療師按時間及適合程度邀請，不一定每位報名者都能成為個案；每位示範個案開始前，會先與治療師私下簡短傾談，確定是否適合。',
        '參加者須尊重其他人的私隱，不可把他人在活動中分享的內容外傳，亦不可錄音或錄影。',
        safeguarding.groupConfidentiality,
        '如你正接受精神科治療、近期經歷重大喪親或創傷，或情緒極不穩定，請先與治療師商量是否適合成為示範個案。',
        '如你正處於危機或有即時危險，請先參閱緊急求助資訊，而不是等待活動。',
      ],
    },
    {
      kind: 'prose',
      heading: '請留意',
      paragraphs: [cautions.constellationMemory, cautions.constellationEvidence, cautions.hypnosisMemory, cautions.hypnosisEvidence],
    },
    {
      kind: 'links',
      heading: '繼續了解',
      items: [
        { label: '家族系統排列工作坊', href: '/workshop/family-constellation', text: '一天的小組排列工作坊：形式、角色和準備。' },
        { label: '文章', href: '/blog', text: '治療師撰寫的文章，認識排列、催眠和整合心理治療。' },
        { label: '緊急求助', href: '/crisis-support', text: '24 小時支援熱線及求助方法。' },
      ],
    },
  ],
  booking: {
    heading: '想一對一談談？',
    text: '除了參加活動，你亦可以預約免費初步諮詢（約 {consultation.minutes} 分鐘），直接和我們談談你的情況。',
  },
} as const satisfies ContentPage;
