import { cautions } from '../../cautions';
import type { ContentPage } from '../../types';

export const page = {
  path: '/problems/love',
  code: 'P13',
  topics: ['relationships', 'violence'],
  name: '感情與伴侶',
  parent: '/services',
  lastModified: '2026-11-26',
  seo: {
    title: '感情與伴侶關係困擾',
    description:
      '總是遇上相似的伴侶、害怕親密，或走不出分手與背叛的傷痛？了解感情模式與原生家庭的關係，透過治療慢慢放下過去的傷痛。你可以一個人前來，在香港{address.district}面談或網上視像進行。',
    image: 'problem-love.svg',
  },
  // The same page under an older address: its canonical points here, the sitemap leaves it out.
  aliases: [{ path: '/problems/relationship-trauma', code: 'P15' }],
  heading: '感情與伴侶',
  lead: '愛一個人，為甚麼會這麼累？無論你正處於一段關係、剛經歷分開，還是一直害怕投入，我們都願意陪你理解心裡的結。',
  image: { file: 'problem-love.svg', alt: '三個互相重疊的圓形，下方是柔和的山丘：象徵感情與伴侶的插畫' },
  sections: [
    {
      kind: 'list',
      heading: '你可能正經歷',
      items: [
        '與伴侶經常爭吵或冷戰，溝通總是走進死胡同',
        '反覆愛上相似類型的人，結局也相似',
        '害怕被拋棄，在關係中過度付出或控制',
        '難以投入感情，一靠近就想逃',
        '分手或離婚後走不出來，難以再相信別人',
        '經歷背叛或關係中的傷害，心裡仍然很痛',
      ],
    },
    {
      kind: 'steps',
      heading: '我們如何陪伴你',
      items: [
        { title: '整理你的故事', text: '聆聽你在這段或過往關係中的經歷和感受，不評斷、不催促。' },
        { title: '看見重複的模式', text: '透過家族系統排列，看看父母的關係和家族經歷，如何影響你對愛的期待和反應。' },
        { title: '處理關係中的傷', text: '以催眠治療等方法，溫和地處理仍然令你痛苦的感受和情緒。' },
        { title: '找回自己的位置', text: '幫助你在關係中既能親近，也保有自己；無論選擇修補還是告別，都能走得踏實。' },
      ],
    },
    {
      kind: 'prose',
      heading: '請留意',
      paragraphs: [cautions.hypnosisMemory, cautions.hypnosisEvidence, cautions.constellationMemory, cautions.constellationEvidence],
    },
    {
      kind: 'faq',
      heading: '常見疑問',
      items: [
        {
          question: '伴侶不願意一起來，我一個人來有用嗎？',
          answer: '可以。你可以一個人前來處理自己在關係中的模式和感受。當你的回應改變了，關係的互動也可能隨之改變，但結果因人而異。',
        },
        {
          question: '治療師會勸我們分開或一定要復合嗎？',
          answer: '不會。治療師不會替你作決定，而是幫助你看清自己的需要，讓你作出自己認為合適的選擇。',
        },
        {
          question: '如果我在關係中感到不安全，怎麼辦？',
          answer:
            '如你正面對暴力或即時危險，請先顧及自己的安全，有即時危險時致電 {place.emergency}。在香港，面對家庭暴力或性暴力，可聯絡東華三院芷若園；面對家庭危機，可聯絡明愛向晴軒。我們的緊急求助頁按你所在的地方，列出家庭暴力及性暴力求助熱線和其他 24 小時支援熱線的電話。如關係中有暴力，伴侶一同接受治療未必安全，我們會先和你商量合適的安排。',
        },
      ],
    },
    {
      kind: 'links',
      heading: '相關頁面',
      items: [
        { label: '家族系統排列', href: '/services/family', text: '看見關係模式背後的家族牽連。' },
        { label: '張志偉治療師', href: '/therapist/cheung-chi-wai', text: '專注伴侶及家庭關係的治療師。' },
        { label: '緊急求助', href: '/crisis-support', text: '24 小時支援熱線及求助方法。' },
      ],
    },
  ],
  booking: {
    heading: '先好好照顧自己',
    text: '預約免費初步諮詢（約 {consultation.minutes} 分鐘），談談你在感情中的困擾。你可以一個人前來。',
  },
} as const satisfies ContentPage;
