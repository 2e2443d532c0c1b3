import type { CrisisLine } from './types';

/**
 * The hotlines shown in every page's footer and on /crisis-support/, each a tap-to-call link.
 * `number` is written as people dial it: 3 to 8 digits, spaces allowed (e.g. '2389 2222').
 */
export const crisisLines = [
  {
    name: '緊急服務',
    number: '999',
    text: '有即時危險，例如有人受傷、企圖傷害自己或他人時，請致電 999 召喚警察或救護車。',
  },
  {
    name: '精神健康支援熱線',
    number: '18111',
    text: '24 小時精神健康支援熱線，提供即時的情緒支援及轉介。',
  },
  {
    name: '香港撒瑪利亞防止自殺會',
    number: '2389 2222',
    text: '24 小時情緒支援熱線，為有自殺念頭或感到絕望的人提供支援。',
  },
  {
    name: '撒瑪利亞會多語言熱線',
    number: '2896 0000',
    text: '24 小時情緒支援熱線，可用廣東話、英語及其他語言傾談。',
  },
] as const satisfies readonly CrisisLine[];
