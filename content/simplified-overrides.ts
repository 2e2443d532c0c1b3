import type { SimplifiedOverride } from './types';

/**
 * The Simplified edition (/zh-hans/) is made from the Traditional text by conversion, at build
 * time. Where a converted word is wrong, or a mainland reader would say it otherwise, add a line:
 * the phrase as the Traditional text writes it, and the Simplified wording to use wherever it
 * appears. The check reports a line whose Traditional phrase no longer appears anywhere.
 */
export const simplifiedOverrides = [
  { traditional: '家族系統排列', simplified: '家庭系统排列' },
  { traditional: '當事人', simplified: '来访者' },
  { traditional: '視像', simplified: '视频' },
  { traditional: '影片', simplified: '视频' },
  { traditional: '甚麼', simplified: '什么' },
  { traditional: '透過', simplified: '通过' },
  { traditional: '毋須', simplified: '无须' },
  { traditional: '資訊', simplified: '信息' },
  { traditional: '電郵', simplified: '电子邮件' },
  { traditional: '行山', simplified: '爬山' },
  { traditional: '拘泥於', simplified: '拘泥于' },
] as const satisfies readonly SimplifiedOverride[];
