import type { Link, NavItem } from './types';

/**
 * The main menu (desktop and mobile) and the footer's links. The top level shows in this file's
 * order. A sub-menu with `childPages: true` lists the pages under it in the order of their own
 * lists (content/pages/services/index.ts, then content/pages/problems/index.ts, then any general
 * page with that parent; content/therapists.ts): the order of collectRoutes in
 * lib/routes/route-list.ts, which resolveNav in lib/routes/menus.ts reads. The phone menu adds the
 * crisis page after these items: lib/routes/menus.ts `menuCrisisLink`.
 */
export const mainNav = [
  { label: '首頁', href: '/' },
  {
    label: '治療服務',
    href: '/services',
    // Every service page and problem page (the pages whose parent is /services), in content order.
    childPages: true,
  },
  {
    label: '治療師',
    href: '/therapist',
    // Every therapist's profile, in the order of content/therapists.ts.
    childPages: true,
  },
  { label: '個案分享', href: '/testimonials' },
  { label: '家族系統排列工作坊', href: '/workshop/family-constellation' },
  {
    label: '免費治療體驗及講座',
    href: '/workshop',
    children: [{ label: '文章', href: '/blog' }],
  },
  {
    label: '收費及常見問題',
    href: '/info',
    children: [
      { label: '收費', href: '/fee' },
      { label: '常見問題', href: '/faq' },
    ],
  },
  { label: '聯絡我們', href: '/contact' },
] as const satisfies readonly NavItem[];

/** Care and legal pages: the footer lists them after mainNav's items, in one list (components/layout/site-footer.tsx). */
export const footerLinks = [
  { label: '緊急求助', href: '/crisis-support' },
  { label: '私隱政策', href: '/privacy' },
  { label: '無障礙聲明', href: '/accessibility' },
  { label: '資源', href: '/resources' },
] as const satisfies readonly Link[];
