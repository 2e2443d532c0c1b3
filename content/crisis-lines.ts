import type { CrisisLine } from './types';

/**
 * The hotlines shown in every page's footer and on /crisis-support/.
 * - `place`: where the line answers. 'hk' lines show in both editions; 'mainland' lines (dialled
 *   in the mainland: 110, 120, 119, 12356) only in the Simplified edition, for visitors there,
 *   beside Hong Kong's. A place with support lines has its emergency number too.
 * - `kind: 'emergency'` is the call for immediate danger (999), set apart from the support lines.
 * - `channels`: the ways to reach a line. Each has the `number` as people dial it (a short code of
 *   3 to 5 digits, e.g. '18111', or 8 digits with one space, e.g. '2389 2222'), `via`: 'call',
 *   'whatsapp' and/or 'sms' (WhatsApp and SMS need an 8-digit number), and `source`: the address of
 *   a public page that states this number. A number that no public page confirms stays out.
 * - A support line says its `hours`, and where its operator publishes them its `languages` and
 *   `audience` (whom it is for, when it is not everyone).
 * The sources are not shown on the site; check each number against its source again before
 * publishing, and at least once a year.
 * Not listed yet: 18111's WhatsApp channel (since 4 Nov 2025; no public page found that gives its
 * WhatsApp address).
 */
export const crisisLines = [
  {
    kind: 'emergency',
    place: 'hk',
    name: '緊急服務',
    channels: [{ number: '999', via: ['call'], source: 'https://www.police.gov.hk/ppp_en/01_about_us/pp_operation.html' }],
    text: '有人受傷、企圖傷害自己或他人，或有其他即時危險時，請致電 999 召喚警察、消防或救護車。',
  },
  {
    kind: 'support',
    place: 'hk',
    name: '精神健康支援熱線「情緒通」',
    channels: [{ number: '18111', via: ['call'], source: 'https://www.news.gov.hk/eng/2023/12/20231227/20231227_162155_701.html' }],
    hours: '24 小時',
    // Languages: https://www.hk01.com/社會新聞/60291496/ (government launch of the new functions, 4 Nov 2025)
    languages: '廣東話、普通話、英語等 12 種語言',
    text: '政府設立的熱線，由受訓人員提供即時情緒支援及轉介。',
  },
  {
    kind: 'support',
    place: 'hk',
    name: '香港撒瑪利亞防止自殺會',
    channels: [{ number: '2389 2222', via: ['call'], source: 'https://csrp.hku.hk/getting-help/' }],
    hours: '24 小時',
    languages: '廣東話、英語',
    text: '為感到絕望、有自殺念頭或受情緒困擾的人提供情緒支援。',
  },
  {
    kind: 'support',
    place: 'hk',
    name: '撒瑪利亞會（多種語言）',
    channels: [{ number: '2896 0000', via: ['call'], source: 'https://csrp.hku.hk/getting-help/' }],
    hours: '24 小時',
    languages: '英語、廣東話、普通話及其他語言',
    text: '為受情緒困擾或有自殺念頭的人提供保密的情緒支援。',
  },
  {
    kind: 'support',
    place: 'hk',
    name: '醫院管理局精神健康專線',
    channels: [{ number: '2466 7350', via: ['call'], source: 'https://www.ha.org.hk/haho/ho/cc/Mental_Health_Direct__CHIB5.html' }],
    hours: '24 小時',
    audience: '正接受精神科治療的人士、照顧者及公眾',
    text: '由醫院管理局的精神科專業人員接聽，解答服藥及精神科服務的疑問，並在有需要時安排轉介。',
  },
  {
    kind: 'support',
    place: 'hk',
    name: '明愛向晴軒家庭危機支援熱線',
    // An older government source, the only one found: confirm with Caritas before publishing.
    channels: [{ number: '18288', via: ['call'], source: 'https://healthbureau.gov.hk/en/legco/replies/2006/lq060301_q09.htm' }],
    hours: '24 小時',
    text: '面對家庭危機、婚姻或家庭衝突時，由社工提供即時支援及轉介。',
  },
  {
    kind: 'support',
    place: 'hk',
    name: '社會福利署熱線',
    // Family and child protective services: https://www.doj.gov.hk/childabduct/en/related-information/abduct_riwelfare.html
    channels: [{ number: '2343 2255', via: ['call'], source: 'https://www.info.gov.hk/gia/general/202306/05/P2023060500553.htm' }],
    hours: '24 小時',
    text: '擔心兒童受虐待或疏忽照顧，或面對家庭暴力時，由社工提供輔導、支援及轉介。',
  },
  {
    kind: 'support',
    place: 'hk',
    name: '東華三院芷若園',
    channels: [
      {
        number: '18281',
        via: ['call'],
        source:
          'http://www.tungwahcsd.org/en/our-services/youth-and-family-services/family-and-child-welfare-services/CEASE/introduction;category/9',
      },
    ],
    hours: '24 小時',
    audience: '受性暴力或家庭暴力影響的人士',
    text: '由社工提供即時輔導、外展支援及轉介，有需要時可安排短期住宿。',
  },
  {
    kind: 'support',
    place: 'hk',
    name: 'Open Up 青少年網上情緒支援',
    channels: [
      {
        number: '9101 2012',
        via: ['whatsapp', 'sms'],
        source: 'https://www.scmp.com/news/hong-kong/health-environment/article/2167376/open-hong-kongs-first-24/7-counselling-platform',
      },
    ],
    hours: '24 小時',
    languages: '中文、英文',
    audience: '11 至 35 歲',
    // Operators and hours: https://www.csrp.hku.hk/jockey-club-online-youth-emotional-support/
    text: '以文字和受訓的輔導員對話，不方便說話時也可以使用。',
  },
  // The mainland's lines: shown only in the Simplified edition. Its emergency numbers, as one
  // public page states them (中國大陸的緊急號碼為110（公安）、119（火警）、120（急救）).
  {
    kind: 'emergency',
    place: 'mainland',
    name: '公安報警',
    channels: [{ number: '110', via: ['call'], source: 'https://zh.wikipedia.org/wiki/112_(%E6%B1%82%E6%95%91%E7%94%B5%E8%AF%9D)' }],
    text: '遇到暴力、罪案，或有人的人身安全受到威脅時，請致電 110 報警。',
  },
  {
    kind: 'emergency',
    place: 'mainland',
    name: '醫療急救',
    channels: [{ number: '120', via: ['call'], source: 'https://zh.wikipedia.org/wiki/112_(%E6%B1%82%E6%95%91%E7%94%B5%E8%AF%9D)' }],
    text: '有人受傷、企圖傷害自己或有生命危險時，請致電 120 召喚救護車。',
  },
  {
    kind: 'emergency',
    place: 'mainland',
    name: '火警',
    channels: [{ number: '119', via: ['call'], source: 'https://zh.wikipedia.org/wiki/112_(%E6%B1%82%E6%95%91%E7%94%B5%E8%AF%9D)' }],
    text: '發生火警，或需要消防員救援時，請致電 119。',
  },
  {
    kind: 'support',
    place: 'mainland',
    name: '全國統一心理援助熱線',
    // Xinhua / People's Daily: every local line connected to 12356 by 1 May 2025.
    channels: [{ number: '12356', via: ['call'], source: 'https://c.m.163.com/news/a/JKBD9CKU0514CC6P.html' }],
    // Not 24 hours everywhere: the National Health Commission's notice of 25 Dec 2024 on 12356 asks
    // each line for at least 18 hours a day; some cities answer around the clock.
    hours: '各地每日最少 18 小時',
    text: '國家衞生健康委員會設立的統一號碼，接通你所在地的心理援助熱線，提供情緒疏導、心理諮詢及心理危機支援。',
  },
] as const satisfies readonly CrisisLine[];
