import type { RouteEntry } from './types';

/**
 * Every page of the site. The navigation, the breadcrumbs, the sitemap and the content
 * check all read this list; a page that is not here is not built into the sitemap and
 * a menu link to it fails the build.
 */
export const routes = [
  { path: '/', name: '首頁', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/services', name: '治療服務', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/services/family', name: '家族系統排列', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/services/integral-psychotherapy', name: '整合心理治療', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/services/hypnotherapy', name: '超個人催眠治療', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/services/isp', name: '整合系統心理治療（ISP）', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/services/cantonese', name: '廣東話治療', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/services/mandarin', name: '普通話治療', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/services/children', name: '兒童及青少年治療', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/problems/family', name: '家庭關係', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/problems/children', name: '子女成長', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/problems/emotion', name: '情緒困擾', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/problems/love', name: '感情與伴侶', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  { path: '/problems/wealth', name: '事業與金錢', parent: '/services', indexable: true, lastModified: '2026-11-20' },
  // The same page as /problems/love under an older address; its canonical points there.
  { path: '/problems/relationship-trauma', name: '感情與伴侶', parent: '/services', indexable: false, lastModified: '2026-11-20' },
  { path: '/therapist', name: '治療師團隊', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/therapist/chan-sum-yee', name: '陳心怡', parent: '/therapist', indexable: true, lastModified: '2026-11-20' },
  { path: '/therapist/lee-ka-ming', name: '李家明', parent: '/therapist', indexable: true, lastModified: '2026-11-20' },
  { path: '/therapist/wong-wing-sze', name: '黃詠詩', parent: '/therapist', indexable: true, lastModified: '2026-11-20' },
  { path: '/therapist/cheung-chi-wai', name: '張志偉', parent: '/therapist', indexable: true, lastModified: '2026-11-20' },
  { path: '/therapist/lau-mei-ling', name: '劉美玲', parent: '/therapist', indexable: true, lastModified: '2026-11-20' },
  { path: '/therapist/ho-ka-yan', name: '何嘉欣', parent: '/therapist', indexable: true, lastModified: '2026-11-20' },
  { path: '/testimonials', name: '個案分享', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/workshop', name: '免費治療及講座', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/workshop/family-constellation', name: '家族系統排列工作坊', parent: '/workshop', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/info', name: '收費及常見問題', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/fee', name: '收費', parent: '/info', indexable: true, lastModified: '2026-11-20' },
  { path: '/faq', name: '常見問題', parent: '/info', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/resources', name: '資源', indexable: true, lastModified: '2026-11-20' },
  { path: '/blog', name: '文章', parent: '/workshop', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/blog/what-is-family-constellation', name: '甚麼是家族系統排列？', parent: '/blog', indexable: true, lastModified: '2026-11-18' },
  { path: '/contact', name: '聯絡我們', indexable: true, flush: true, lastModified: '2026-11-20' },
  { path: '/crisis-support', name: '緊急求助', indexable: true, lastModified: '2026-11-20' },
  { path: '/privacy', name: '私隱政策', indexable: true, lastModified: '2026-11-20' },
  { path: '/accessibility', name: '無障礙聲明', indexable: true, lastModified: '2026-11-20' },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof routes)[number]['path'];
