import { cautions } from '../cautions';
import type { ContentPage } from '../types';

/** /testimonials */
export const page = {
  path: '/testimonials',
  code: 'P23',
  name: '個案分享',
  lastModified: '2026-11-26',
  seo: {
    title: '個案分享：當事人的經歷',
    description:
      '閱讀當事人在家庭關係、感情、情緒及事業上的經歷分享。內容已獲當事人同意並隱去可識別的資料；每個人的經歷都不同，這些分享讓你了解治療的過程可以是怎樣的，並非對結果的承諾。',
  },
  heading: '個案分享',
  lead: '每一個故事背後，都是一位鼓起勇氣面對自己的人。',
  sections: [
    {
      kind: 'prose',
      heading: '關於這些分享',
      paragraphs: [cautions.testimonialFraming],
    },
    {
      kind: 'quote',
      text: '爸爸離世後，家裡每個人都不再提起他。在排列中，我終於可以好好向他道別。之後我和媽媽之間，好像多了一點溫柔。',
      author: '阿敏',
      sample: true,
    },
    {
      kind: 'quote',
      text: '我和媽媽十幾年來一見面就吵架。排列時，我第一次看見媽媽背後也有她自己的傷痛。我們現在仍然會有意見不合，但我不再那麼憤怒，上個月還一起去了飲茶。',
      author: '黃小姐',
      sample: true,
    },
    {
      kind: 'quote',
      text: '我以為自己只是工作太忙，後來才發現自己一直在硬撐。催眠治療讓我第一次真正放鬆下來，原來我不用時刻都那麼堅強。',
      author: '阿霖',
      sample: true,
    },
    {
      kind: 'quote',
      text: '我失眠了大半年，常常無故心慌。在療程中，我學會了讓身體放鬆的方法，也明白了焦慮從哪裡來。焦慮有時仍然會出現，但我知道怎樣陪伴自己，不再那麼害怕。',
      author: '阿俊',
      sample: true,
    },
    {
      kind: 'quote',
      text: '離婚後我覺得人生很失敗。治療師沒有急着安慰我，而是陪我看清自己在那段婚姻中的位置。現在我可以平靜地和前妻一起照顧孩子。',
      author: '林先生',
      sample: true,
    },
    {
      kind: 'quote',
      text: '我三次在升職前辭職。排列讓我發現自己對「超越父親」的內疚。明白之後，我終於可以安心留下來，接受新的挑戰。',
      author: '吳先生',
      sample: true,
    },
    {
      kind: 'quote',
      text: '移居後很孤單，和香港的家人關係也變得緊張。透過視像治療，我在自己家中也能安心說出感受，和家人的通話不再那麼沉重。',
      author: '李小姐',
      sample: true,
    },
    {
      kind: 'quote',
      text: '第一次參加工作坊只是做代表，沒想到在別人的排列裡，也看見了自己的家。那天回家後，我主動打了電話給很久沒聯絡的姐姐。',
      author: '阿思',
      sample: true,
    },
    {
      kind: 'prose',
      heading: '請留意',
      paragraphs: [
        cautions.constellationMemory,
        cautions.constellationEvidence,
        cautions.hypnosisMemory,
        cautions.hypnosisEvidence,
        '如果你在某個故事中找到自己的影子，歡迎和我們聯絡。我們會先了解你的情況，再和你一起商量合適的安排。',
      ],
    },
  ],
  booking: {
    heading: '你的故事，也值得被聆聽',
    text: '預約免費初步諮詢（約 {consultation.minutes} 分鐘），和我們談談你正在經歷的事。',
  },
} as const satisfies ContentPage;
