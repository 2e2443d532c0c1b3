import { cautions } from '../../cautions';
import { sessions } from '../../claims';
import type { ContentPage } from '../../types';

export const page = {
  path: '/services/integral-psychotherapy',
  code: 'P04',
  name: '整合心理治療',
  parent: '/services',
  lastModified: '2026-11-26',
  seo: {
    title: '香港整合心理治療',
    description:
      '心晴治療中心在香港{address.district}提供整合心理治療，亦可網上視像進行：結合家族系統排列、催眠治療及超個人心理學，按你的需要度身訂造治療方案，從關係、潛意識和人生意義三個層面理解困擾。',
    image: 'service-integral-psychotherapy.svg',
  },
  heading: '整合心理治療',
  lead: '整合心理治療結合家族系統排列、超個人催眠治療和超個人心理學，從關係、潛意識和人生意義三個層面，陪伴你探索困擾的根源。',
  image: { file: 'service-integral-psychotherapy.svg', alt: '一組同心圓浮在山丘上方，旁邊是太陽：象徵整合心理治療的插畫' },
  sections: [
    {
      kind: 'prose',
      heading: '為甚麼要「整合」？',
      paragraphs: [
        '人的困擾很少只有單一原因。一份揮之不去的焦慮，可能同時與童年經歷、家族中未被處理的事，以及對人生方向的迷惘有關。只從一個角度入手，有時會覺得「明白了道理，卻改變不了感受」。',
        '整合心理治療把三種方法放在一起：家族系統排列看見關係和家族的牽連，催眠治療接觸潛意識裡的感受和信念，超個人心理學則關顧人對意義和內在成長的追尋。治療師會按你的需要，決定每一節的重點。',
      ],
    },
    {
      kind: 'cards',
      heading: '三個層面，互相配合',
      items: [
        { title: '家族系統排列：關係的層面', text: '呈現家庭成員之間的位置和牽連，讓被忽略的人和事得到承認，關係有機會重新安定下來。' },
        { title: '超個人催眠治療：潛意識的層面', text: '在放鬆而清醒的狀態下，接觸平日難以察覺的情緒和信念，並建立新的內在回應。' },
        { title: '超個人心理學：意義的層面', text: '把困擾放在更大的人生脈絡中理解，協助你找回方向感、內在資源和對生命的信任。' },
      ],
    },
    {
      kind: 'prose',
      heading: '請留意',
      paragraphs: [cautions.hypnosisMemory, cautions.hypnosisEvidence, cautions.constellationMemory, cautions.constellationEvidence],
    },
    {
      kind: 'steps',
      heading: '治療怎樣進行',
      intro: sessions.statement,
      items: [
        { title: '免費初步諮詢', text: '約 {consultation.minutes} 分鐘，了解你的需要，並讓你認識我們的工作方式。' },
        { title: '第一節：整理與評估', text: '治療師詳細了解你的處境和背景，和你一起訂立想達到的方向。' },
        { title: '按需要結合不同方法', text: '視乎議題，運用家族系統排列、催眠治療或超個人心理學的方法，探索並處理困擾的根源。' },
        { title: '回顧與鞏固', text: '定期回顧變化，並提供日常練習，讓改變在生活中穩定下來。' },
      ],
    },
    {
      kind: 'list',
      heading: '整合心理治療適合',
      items: [
        '試過不同方法，仍覺得困擾反覆出現的人',
        '感到家庭、感情或事業問題背後有更深層原因的人',
        '希望不只處理症狀，而是了解自己的人',
        '身處香港或海外、希望以網上視像接受治療的人',
      ],
    },
    {
      kind: 'links',
      heading: '了解各種方法',
      items: [
        { label: '家族系統排列', href: '/services/family', text: '看見家族系統中隱藏的牽連。' },
        { label: '超個人催眠治療', href: '/services/hypnotherapy', text: '在放鬆而清醒的狀態下接觸潛意識。' },
        { label: '整合系統心理治療（ISP）', href: '/services/isp', text: '把各種方法有系統地結合的治療架構。' },
        { label: '治療師團隊', href: '/therapist', text: '認識陪伴你的治療師。' },
      ],
    },
  ],
  booking: {
    heading: '由一次對話開始',
    text: '預約免費初步諮詢（約 {consultation.minutes} 分鐘），我們會和你一起看看整合心理治療是否適合你。',
  },
} as const satisfies ContentPage;
