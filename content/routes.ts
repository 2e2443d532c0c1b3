import type { RouteEntry } from './types';

/**
 * Every page of the site. The navigation, the breadcrumbs, the sitemap and the content check all
 * read this list; a page that is not here is not built into the sitemap and a menu link to it
 * fails the build.
 *
 * `code` is the page's neutral booking code: a WhatsApp booking message names the page by it,
 * never by its address or topic, and the centre's staff look it up in the README's table. Give a
 * new page the next free code; never reuse an old one.
 */
export const routes = [
  { path: '/', code: 'P01', name: '首頁', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/services', code: 'P02', name: '治療服務', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/services/family', code: 'P03', name: '家族系統排列', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/services/integral-psychotherapy', code: 'P04', name: '整合心理治療', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/services/hypnotherapy', code: 'P05', name: '超個人催眠治療', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/services/isp', code: 'P06', name: '整合系統心理治療（ISP）', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/services/cantonese', code: 'P07', name: '廣東話治療', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/services/mandarin', code: 'P08', name: '普通話治療', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/services/children', code: 'P09', name: '兒童及青少年治療', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/problems/family', code: 'P10', name: '家庭關係', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/problems/children', code: 'P11', name: '子女成長', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/problems/emotion', code: 'P12', name: '情緒困擾', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/problems/love', code: 'P13', name: '感情與伴侶', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/problems/wealth', code: 'P14', name: '事業與金錢', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  // The same page as /problems/love under an older address; its canonical points there.
  { path: '/problems/relationship-trauma', code: 'P15', name: '感情與伴侶', parent: '/services', indexable: false, lastModified: '2026-11-20' },
  { path: '/therapist', code: 'P16', name: '治療師團隊', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/therapist/chan-sum-yee', code: 'P17', name: '陳心怡', parent: '/therapist', indexable: true, lastModified: '2026-11-20' },
  { path: '/therapist/lee-ka-ming', code: 'P18', name: '李家明', parent: '/therapist', indexable: true, lastModified: '2026-11-20' },
  { path: '/therapist/wong-wing-sze', code: 'P19', name: '黃詠詩', parent: '/therapist', indexable: true, lastModified: '2026-11-20' },
  { path: '/therapist/cheung-chi-wai', code: 'P20', name: '張志偉', parent: '/therapist', indexable: true, lastModified: '2026-11-20' },
  { path: '/therapist/lau-mei-ling', code: 'P21', name: '劉美玲', parent: '/therapist', indexable: true, lastModified: '2026-11-20' },
  { path: '/therapist/ho-ka-yan', code: 'P22', name: '何嘉欣', parent: '/therapist', indexable: true, lastModified: '2026-11-20' },
  { path: '/testimonials', code: 'P23', name: '個案分享', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/workshop', code: 'P24', name: '免費治療及講座', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/workshop/family-constellation', code: 'P25', name: '家族系統排列工作坊', parent: '/workshop', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/info', code: 'P26', name: '收費及常見問題', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/fee', code: 'P27', name: '收費', parent: '/info', indexable: true, lastModified: '2026-11-20' },
  { path: '/faq', code: 'P28', name: '常見問題', parent: '/info', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/resources', code: 'P29', name: '資源', indexable: true, lastModified: '2026-11-20' },
  { path: '/blog', code: 'P30', name: '文章', parent: '/workshop', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/blog/what-is-family-constellation', code: 'P31', name: '甚麼是家族系統排列？', parent: '/blog', indexable: true, lastModified: '2026-11-18' },
  { path: '/contact', code: 'P32', name: '聯絡我們', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/crisis-support', code: 'P33', name: '緊急求助', indexable: true, lastModified: '2026-11-20' },
  { path: '/privacy', code: 'P34', name: '私隱政策', indexable: true, lastModified: '2026-11-20' },
  { path: '/accessibility', code: 'P35', name: '無障礙聲明', indexable: true, lastModified: '2026-11-20' },
] as const satisfies readonly RouteEntry[];

/** The booking code of a page that is not in the list above (the not-found page). */
export const UNKNOWN_PAGE_CODE = 'P00';

export type RoutePath = (typeof routes)[number]['path'];
