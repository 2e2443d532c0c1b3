import type { CrisisLine } from './types';

/**
 * The hotlines shown in every page's footer and on /crisis-support/, each a tap-to-call link.
 * `kind: 'emergency'` is the call for immediate danger (999), set apart from the support lines;
 * a support line gives its `hours` and, where its operator publishes them, its `languages`.
 * `number` is written as people dial it: 3 to 8 digits, spaces allowed (e.g. '2389 2222').
 *
 * Where the numbers, hours and languages were confirmed (check them again before publishing):
 * - 2389 2222 and 2896 0000, with their languages: https://csrp.hku.hk/getting-help/
 * - 18111 「情緒通」, 24 hours, its languages: https://www.hk01.com/社會新聞/60291496/ (government launch, 4 Nov 2025)
 * - 18288, Caritas's 24-hour Family Crisis Hotline: https://healthbureau.gov.hk/en/legco/replies/2006/lq060301_q09.htm
 *   (an older government source; the only one found)
 * - 2343 2255, 24 hours, counselling, support and referral: https://www.info.gov.hk/gia/general/202306/05/P2023060500553.htm;
 *   for family and child protective services: https://www.doj.gov.hk/childabduct/en/related-information/abduct_riwelfare.html
 */
export const crisisLines = [
  {
    kind: 'emergency',
    name: '緊急服務',
    number: '999',
    text: '有人受傷、企圖傷害自己或他人，或有其他即時危險時，請致電 999 召喚警察、消防或救護車。',
  },
  {
    kind: 'support',
    name: '精神健康支援熱線',
    number: '18111',
    hours: '24 小時',
    languages: '廣東話、普通話、英語等 12 種語言',
    text: '政府設立的「情緒通」熱線，由受訓人員提供即時情緒支援及轉介。',
  },
  {
    kind: 'support',
    name: '香港撒瑪利亞防止自殺會',
    number: '2389 2222',
    hours: '24 小時',
    languages: '廣東話、英語',
    text: '為感到絕望、有自殺念頭或受情緒困擾的人提供情緒支援。',
  },
  {
    kind: 'support',
    name: '撒瑪利亞會（多種語言）',
    number: '2896 0000',
    hours: '24 小時',
    languages: '英語、廣東話、普通話及其他語言',
    text: '為受情緒困擾或有自殺念頭的人提供保密的情緒支援。',
  },
  {
    kind: 'support',
    name: '明愛向晴軒家庭危機支援熱線',
    number: '18288',
    hours: '24 小時',
    text: '面對家庭危機、婚姻或家庭衝突時，由社工提供即時支援及轉介。',
  },
  {
    kind: 'support',
    name: '社會福利署熱線',
    number: '2343 2255',
    hours: '24 小時',
    text: '擔心兒童受虐待或疏忽照顧，或面對家庭暴力時，由社工提供輔導、支援及轉介。',
  },
] as const satisfies readonly CrisisLine[];
