import { cautions } from '../cautions';
import type { ProfileCopy } from '../types';

/** Headings of a therapist's profile page; the person's own words live in content/therapists.ts. */
export const profileCopy = {
  languages: '治療語言：',
  about: '關於我',
  approach: '治療取向',
  specialties: '專長範疇',
  training: '培訓',
  qualifications: '學歷、證書及會員資格',
  /** One qualification of content/therapists.ts: `{title}`, `{issuer}`, `{year}`. */
  qualificationLine: '{title}（{issuer}，{year}）',
  /** After the line, where the entry has a register or membership number. */
  qualificationNumber: '編號 {number}',
  /** The link to the issuer's register, where the entry has one. */
  qualificationRegister: '查看登記紀錄',
  /** Beside an entry marked `sample: true`, until the centre replaces it. */
  qualificationSample: '示例資料，待中心核實',
  /** `{name}`: the therapist's name. Shown when they wrote an article of the blog. */
  articles: '{name}的文章',
  bookingHeading: '想與{name}傾談？',
  /** `{name}` (here and in the heading) is the therapist's name. */
  bookingText:
    '先預約免費初步諮詢（約 {consultation.minutes} 分鐘），由本中心治療師了解你的情況，再安排合適的治療師及時間。如你希望由{name}跟進，請在留言中註明。',
  /** On every profile, after the training: the therapists' words describe hypnotherapy and family constellation (content/cautions.ts). */
  cautions: {
    heading: '請留意',
    paragraphs: [cautions.hypnosisMemory, cautions.hypnosisEvidence, cautions.constellationMemory, cautions.constellationEvidence],
  },
} as const satisfies ProfileCopy;
