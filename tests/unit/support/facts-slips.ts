import { chrome } from '@/content/chrome';
import { consentCopy } from '@/content/consent';
import { home } from '@/content/home';
import { mainlandNotice } from '@/content/mainland-notice';
import { page as accessibility } from '@/content/pages/accessibility';
import { page as familyWorkshop } from '@/content/pages/workshop-family-constellation';
import { fees } from '@/content/pages/fee';
import { page as privacy } from '@/content/pages/privacy';
import { safeguarding } from '@/content/safeguarding';
import { servicesOverview } from '@/content/services-overview';
import { site } from '@/content/site';
import { videoCopy } from '@/content/video-copy';
import type { PlainEdit, Slip } from './slips';

/*
 * Fresh slips of four of issue #42's classes (one fact typed twice, a copy left half-changed, a
 * piece deleted or doubled, a value that is not a value), written as a new editor makes them while
 * following docs/editing.md, in the files the other suites touch least: the privacy, accessibility,
 * info, contact, resources and workshop pages, the consent notice, the video words, the menu. Sample
 * values (the phone, the fees, the founding year, the dates) are read from content/.
 */

/** The day before an ISO date, as an ISO date. */
const dayBefore = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** Digits as a phone's keypad in a Chinese input method types them: full width. */
const fullWidth = (text: string): string => text.replace(/\d/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0));
const amount = (fee: number): string => fee.toLocaleString('en');
const minutes = site.claims.consultationMinutes;
/** The free consultation's length as content writes it: its token. */
const MINUTES = '{consultation.minutes}';
const consultationQuestion = servicesOverview.faq.items.find((item) => item.answer.startsWith('免費初步諮詢'))?.question ?? '';
const [youtubeStat, facebookStat] = home.videos.stats;
const questions = [
  ...servicesOverview.faq.items,
  ...familyWorkshop.sections.flatMap((section) => (section.kind === 'faq' ? section.items : [])),
];
/** The question a text answers, and the answer of the question `question` (the workshop's rule of confidentiality). */
const questionOf = (answer: string): string => questions.find((item) => item.answer === answer)?.question ?? '';
const workshopRule = questions.find((item) => item.question.includes('保密規則'));

export const ONE_FACT_TWICE: readonly Slip[] = [
  {
    what: "the free consultation's minutes changed on one card of /info only",
    file: 'content/pages/info.ts',
    after: "title: '免費初步諮詢'",
    find: `約 ${MINUTES} 分鐘`,
    replace: `約 ${minutes + 10} 分鐘`,
    says: /consultationMinutes/,
  },
  {
    what: "the privacy page's date changed, its sentence 「最後更新日期」 left as it was",
    file: 'content/pages/privacy.ts',
    after: 'path:',
    find: `lastModified: '${privacy.lastModified}'`,
    replace: `lastModified: '${dayBefore(privacy.lastModified)}'`,
    at: '最後更新日期',
    says: /lastModified/,
  },
  {
    what: 'the accessibility statement dated anew, its sentence left with the old date',
    file: 'content/pages/accessibility.ts',
    after: 'path:',
    find: `lastModified: '${accessibility.lastModified}'`,
    replace: `lastModified: '${dayBefore(accessibility.lastModified)}'`,
    at: '最後更新日期',
    says: /lastModified/,
  },
  {
    what: "the centre's phone typed in full-width digits on the accessibility page",
    file: 'content/pages/accessibility.ts',
    after: '告訴我們你遇到的問題',
    find: '致電 {phone}',
    replace: `致電 ${fullWidth(site.phone.display)}`,
    says: /\{phone\}/,
  },
  {
    what: "the workshop lead's fee typed as 港幣 on a card of the workshop",
    file: 'content/pages/workshop-family-constellation.ts',
    after: "title: '個案數目'",
    find: "text: '",
    replace: `text: '個案主角收費港幣 ${amount(fees.workshopLead)}。`,
    says: /\{fee\.workshopLead\}/,
  },
  {
    what: 'the hours written in Chinese numerals in a transport note',
    file: 'content/pages/contact.ts',
    after: 'transportNotes',
    find: '所有面談均需預約，',
    replace: '所有面談均需預約（每日上午九時至下午六時），',
    says: /\{hours\}/,
  },
  {
    what: 'the hours written 9am to 6pm on the /info card',
    file: 'content/pages/info.ts',
    after: "title: '服務時間'",
    find: "text: '{hours}'",
    replace: "text: '每日 9am 至 6pm'",
    says: /\{hours\}/,
  },
  {
    what: 'the founding year typed in a paragraph of the home page',
    file: 'content/home.ts',
    after: 'invitation: {',
    find: "paragraphs: [\n      '",
    replace: `paragraphs: [\n      '本中心自 ${site.foundingYear} 年成立。`,
    at: '本中心自',
    says: /\{founded\}/,
  },
  {
    what: 'the individual fee typed as $ in an answer of the services page',
    file: 'content/services-overview.ts',
    after: `question: '${consultationQuestion}'`,
    find: `免費初步諮詢約 ${MINUTES} 分鐘，`,
    replace: `免費初步諮詢約 ${MINUTES} 分鐘（其後每節 $${amount(fees.individual)}），`,
    at: 'answer:',
    says: /\{fee\.individual\}/,
  },
  {
    what: "the centre's phone typed without its space in the consent notice",
    file: 'content/consent.ts',
    after: 'export const consentCopy',
    find: `moreLink: '${consentCopy.moreLink}'`,
    replace: `moreLink: '${consentCopy.moreLink}（查詢：${site.phone.display.replace(/\s/g, '')}）'`,
    says: /\{phone\}/,
  },
];

export const HALF_CHANGED: readonly Slip[] = [
  {
    what: 'a FAQ question pasted on the workshop page, its answer kept',
    file: 'content/pages/workshop-family-constellation.ts',
    after: "question: '我不想在人前分享，適合參加嗎？'",
    find: '        },\n',
    replace:
      "        },\n        {\n          question: '第一次參加可以只做代表嗎？',\n          answer: '你可以只做旁觀參加者，或選擇個人排列。個人排列由治療師和你一對一進行，私隱度較高。',\n        },\n",
    at: 'answer:',
    atAfter: '第一次參加可以只做代表嗎？',
    says: /already says/,
  },
  {
    what: 'a social card pasted on /contact, its platform kept',
    file: 'content/pages/contact.ts',
    after: "platform: 'youtube'",
    find: '    },\n',
    replace:
      "    },\n    {\n      platform: 'youtube',\n      title: 'Instagram 帳戶',\n      text: '治療師的日常分享和活動相片。',\n    },\n",
    at: "platform: 'youtube'",
    says: /platform/,
  },
  {
    what: 'a self-care card pasted on /resources, its text kept',
    file: 'content/pages/resources.ts',
    after: "title: '身體掃描'",
    find: '},\n',
    replace: "},\n        { title: '感恩練習', text: '躺下或坐好，由頭到腳逐一留意身體各部分的感覺，讓繃緊的地方慢慢放鬆。' },\n",
    at: "{ title: '感恩練習'",
    says: /repeats item/,
  },
  {
    what: 'a follower count pasted on the home page, its platform kept',
    file: 'content/home.ts',
    after: 'stats: [',
    find: `label: '${facebookStat?.label}' },\n`,
    replace: `label: '${facebookStat?.label}' },\n      { platform: '${facebookStat?.platform}', icon: '${facebookStat?.icon}', number: '5,200', label: 'Instagram 追蹤者' },\n`,
    at: "label: 'Instagram 追蹤者'",
    says: /platform/,
  },
  {
    what: 'a link of /info pasted and renamed, its address kept',
    file: 'content/pages/info.ts',
    after: "heading: '其他資料'",
    find: '        { label: ',
    replace: "        { label: '無障礙聲明', href: '/resources', text: '網站的無障礙設計及意見反映。' },\n        { label: ",
    // The later of the two is reported: here the one pasted over.
    at: "href: '/resources'",
    atAfter: '網站的無障礙設計及意見反映。',
    says: /repeats item/,
  },
  {
    what: 'a footer link pasted and renamed, its address kept',
    file: 'content/navigation.ts',
    after: 'footerLinks',
    find: '] as const',
    replace: "  { label: '收費', href: '/resources' },\n] as const",
    says: /repeats item/,
  },
  {
    what: 'a link of /workshop pasted and renamed, its address kept',
    file: 'content/pages/workshop.ts',
    after: "heading: '繼續了解'",
    find: '        { label: ',
    replace: "        { label: '資源', href: '/blog', text: '閱讀建議及自我照顧練習。' },\n        { label: ",
    at: "href: '/blog'",
    atAfter: '閱讀建議及自我照顧練習。',
    says: /repeats item/,
  },
  {
    what: "the Simplified offer's close button pasted from the Traditional words",
    file: 'content/editions.ts',
    after: "'zh-Hans'",
    find: "dismiss: '关闭简体中文版提示'",
    replace: "dismiss: '關閉簡體中文版提示'",
    says: /Simplified/,
  },
  {
    what: 'a video pasted on the home page and retitled, its address kept',
    file: 'content/home.ts',
    after: 'categories: [',
    find: "          { url: '",
    replace: `          { url: '${home.videos.categories[0]?.videos[0]?.url}', title: '家人之間的界線' },\n          { url: '`,
    at: "title: '家人之間的界線'",
    says: /repeats item/,
  },
];

export const PIECE_GONE_OR_DOUBLED: readonly Slip[] = [
  {
    what: 'the privacy policy taken out of the footer',
    file: 'content/navigation.ts',
    after: 'footerLinks',
    find: "  { label: '私隱政策', href: '/privacy' },\n",
    replace: '',
    at: 'export const footerLinks',
    atAfter: '',
    says: /\/privacy/,
  },
  {
    what: 'the child-protection sentence placed a second time on the privacy page',
    file: 'content/pages/privacy.ts',
    after: "heading: '資料的轉移'",
    find: '        safeguarding.noRecording,\n',
    replace: '        safeguarding.noRecording,\n        safeguarding.childProtection,\n',
    at: 'safeguarding.childProtection',
    atAfter: 'safeguarding.minorsConsent',
    says: /already says/,
  },
  {
    what: "the group's confidentiality sentence placed again as a second answer",
    file: 'content/pages/workshop-family-constellation.ts',
    after: `question: '${workshopRule?.question}'`,
    find: `answer: '${workshopRule?.answer}'`,
    replace: 'answer: safeguarding.groupConfidentiality',
    says: /already says/,
  },
  {
    what: "the services page's confidentiality answer deleted",
    file: 'content/services-overview.ts',
    after: 'faq: {',
    find: `      {\n        question: '${questionOf(safeguarding.confidentiality)}',\n        answer: safeguarding.confidentiality,\n      },\n`,
    replace: '',
    at: 'items: [',
    says: /exactly 6/,
  },
  {
    what: 'the menu item 「聯絡我們」 pasted twice',
    file: 'content/navigation.ts',
    after: '',
    find: "  { label: '聯絡我們', href: '/contact' },\n] as const",
    replace: "  { label: '聯絡我們', href: '/contact' },\n  { label: '聯絡我們', href: '/contact' },\n] as const",
    at: "{ label: '聯絡我們', href: '/contact' },",
    atAfter: "href: '/contact' },",
    says: /repeats item/,
  },
  {
    what: "a caution placed twice on every therapist's page",
    file: 'content/pages/profile.ts',
    after: 'cautions: {',
    find: 'cautions.constellationEvidence]',
    replace: 'cautions.constellationEvidence, cautions.hypnosisMemory]',
    says: /repeats item/,
  },
];

export const NOT_A_VALUE: readonly Slip[] = [
  {
    what: 'analytics switched on with the sample measurement id',
    file: 'content/analytics.ts',
    after: 'export const analytics',
    find: 'enabled: false',
    replace: 'enabled: true',
    at: 'measurementId',
    says: /unfinished/,
  },
  {
    what: 'the simple count of sessions written backwards',
    file: 'content/claims.ts',
    after: 'counts: {',
    find: 'simple: { from: 1, to: 3 }',
    replace: 'simple: { from: 3, to: 1 }',
    says: /from cannot be more than to/,
  },
  {
    what: 'the individual fee written in thousands',
    file: 'content/pages/fee.ts',
    after: 'export const fees',
    find: `individual: ${fees.individual}`,
    replace: `individual: ${fees.individual / 1000}`,
    says: /whole number/,
  },
  {
    what: "the consent notice's accept button left empty",
    file: 'content/consent.ts',
    after: 'export const consentCopy',
    find: `accept: '${consentCopy.accept}'`,
    replace: "accept: ''",
    says: /must not be empty/,
  },
  {
    what: 'a follower count not yet known, written --',
    file: 'content/home.ts',
    after: 'stats: [',
    find: `number: '${youtubeStat?.number}'`,
    replace: "number: '--'",
    says: /unfinished/,
  },
  {
    what: "Bilibili's name left （待譯）",
    file: 'content/video-copy.ts',
    after: 'export const videoCopy',
    find: `bilibili: '${videoCopy.bilibili}'`,
    replace: "bilibili: '（待譯）'",
    says: /unfinished/,
  },
  {
    what: 'a link of /resources left as https:// alone',
    file: 'content/pages/resources.ts',
    after: "heading: '更多支援'",
    find: '        { label: ',
    replace: "        { label: '社署服務', href: 'https://', text: '社會福利署的家庭服務。' },\n        { label: ",
    says: /https:\/\//,
  },
  {
    what: 'the exchange rate written as a percentage',
    file: 'content/mainland-notice.ts',
    after: 'exchangeRate',
    find: `rmbPerHkd: ${mainlandNotice.exchangeRate.rmbPerHkd}`,
    replace: `rmbPerHkd: ${Math.round(mainlandNotice.exchangeRate.rmbPerHkd * 100)}`,
    says: /RMB per HK\$1/,
  },
  {
    what: 'the years of experience written N/A',
    file: 'content/site.ts',
    after: 'claims: {',
    find: `yearsExperience: '${site.claims.yearsExperience}'`,
    replace: "yearsExperience: 'N/A'",
    says: /unfinished/,
  },
  {
    what: "the accessibility statement's date written X 月 X 日",
    file: 'content/pages/accessibility.ts',
    after: '最後更新日期',
    find: /：\d{4} 年 \d+ 月 \d+ 日/.exec(JSON.stringify(accessibility.sections))?.[0] ?? '',
    replace: '：2026 年 X 月 X 日',
    says: /lastModified/,
  },
  {
    what: "the offline screen's retry button left ...",
    file: 'content/chrome.ts',
    after: 'offlineBanner',
    find: `offlineRetry: '${chrome.offlineRetry}'`,
    replace: "offlineRetry: '...'",
    says: /unfinished/,
  },
  {
    what: "a qualification's line with its year's token misspelt",
    file: 'content/pages/profile.ts',
    after: 'qualificationLine',
    find: '{year}',
    replace: '{yaer}',
    says: /\{yaer\}/,
  },
  {
    what: "the reading time's token translated",
    file: 'content/pages/blog-copy.ts',
    after: 'readingTime',
    find: '{minutes}',
    replace: '{分鐘}',
    says: /\{minutes\}/,
  },
  {
    what: "a workshop's group size left as ?",
    file: 'content/pages/workshop-family-constellation.ts',
    after: "title: '人數'",
    find: "text: '",
    replace: "text: '每組約 ? 人。",
    says: /unfinished/,
  },
];

/** Edits of the same files done right: each recipe followed, rewordings, reorderings. */
export const CORRECT: readonly PlainEdit[] = [
  {
    what: 'the privacy page dated anew, with its sentence',
    file: 'content/pages/privacy.ts',
    after: 'path:',
    find: `lastModified: '${privacy.lastModified}'`,
    replace: `lastModified: '${dayBefore(privacy.lastModified)}'`,
    also: [
      {
        what: 'its sentence',
        file: 'content/pages/privacy.ts',
        after: '最後更新日期：',
        find: /\d{4} 年 \d+ 月 \d+ 日/.exec(JSON.stringify(privacy.sections))?.[0] ?? '',
        replace: (([year, month, day]) => `${year} 年 ${Number(month)} 月 ${Number(day)} 日`)(dayBefore(privacy.lastModified).split('-')),
      },
    ],
  },
  {
    what: 'the accessibility statement reworded',
    file: 'content/pages/accessibility.ts',
    after: '告訴我們你遇到的問題',
    find: '我們會在',
    replace: '收到意見後，我們會在',
  },
  {
    what: 'the links of /info reordered',
    file: 'content/pages/info.ts',
    after: "heading: '其他資料'",
    find: "        { label: '資源', href: '/resources', text: '閱讀建議及自我照顧練習。' },\n",
    replace: '',
    also: [
      {
        what: 'the link put last',
        file: 'content/pages/info.ts',
        after: "label: '聯絡我們'",
        find: '},\n',
        replace: "},\n        { label: '資源', href: '/resources', text: '閱讀建議及自我照顧練習。' },\n",
      },
    ],
  },
  {
    what: 'a new question on the workshop page, with its own answer and the fee as a token',
    file: 'content/pages/workshop-family-constellation.ts',
    after: "question: '我不想在人前分享，適合參加嗎？'",
    find: '        },\n',
    replace:
      "        },\n        {\n          question: '第一次參加可以只做代表嗎？',\n          answer: '可以。第一次參加的朋友，很多會先做代表或旁觀（{fee.workshopObserver}），熟悉過程後再考慮做個案主角。',\n        },\n",
  },
  {
    what: 'a new self-care card on /resources',
    file: 'content/pages/resources.ts',
    after: "title: '身體掃描'",
    find: '},\n',
    replace:
      "},\n        { title: '感恩練習', text: '睡前寫下當天三件令你感到被照顧或感激的小事，不論大小，慢慢留意生活中支持你的人和事。' },\n",
  },
  {
    what: 'the footer links reordered',
    file: 'content/navigation.ts',
    after: 'footerLinks',
    find: "  { label: '資源', href: '/resources' },\n",
    replace: '',
    also: [
      {
        what: 'the link put first',
        file: 'content/navigation.ts',
        after: 'footerLinks',
        find: "  { label: '緊急求助'",
        replace: "  { label: '資源', href: '/resources' },\n  { label: '緊急求助'",
      },
    ],
  },
  {
    what: 'the founding year said on the home page through its token',
    file: 'content/home.ts',
    after: 'invitation: {',
    find: "paragraphs: [\n      '",
    replace: "paragraphs: [\n      '本中心自 {founded} 年成立。",
  },
  {
    what: "the consent notice's link reworded",
    file: 'content/consent.ts',
    after: 'export const consentCopy',
    find: `moreLink: '${consentCopy.moreLink}'`,
    replace: "moreLink: '了解會收集甚麼資料'",
  },
  {
    what: 'a transport note reworded, the hours as a token',
    file: 'content/pages/contact.ts',
    after: 'transportNotes',
    find: '所有面談均需預約，',
    replace: '所有面談均需預約（服務時間：{hours}），',
  },
  {
    what: "the free consultation's minutes said as the site says them",
    file: 'content/pages/info.ts',
    after: "title: '免費初步諮詢'",
    find: `首次預約可享約 ${MINUTES} 分鐘的免費初步諮詢`,
    replace: `第一次預約，可享約 ${MINUTES} 分鐘的免費初步諮詢`,
  },
  {
    what: "the video dialog's close button reworded",
    file: 'content/video-copy.ts',
    after: 'export const videoCopy',
    find: `closeLabel: '${videoCopy.closeLabel}'`,
    replace: "closeLabel: '關閉影片視窗'",
  },
];
