/** @jest-environment node */
import { rmSync, writeFileSync } from 'node:fs';
import { checkAfter, type PlainEdit } from './support/slips';
jest.setTimeout(600_000);
const C: PlainEdit[] = [
  { what: 'day token typo', file: 'content/mainland-notice.ts', after: 'exchangeRate', find: "day: '{year}年{month}月{day}日'", replace: "day: '{year}年{mouth}月{day}日'" },
  { what: 'beside token typo', file: 'content/mainland-notice.ts', after: 'exchangeRate', find: "beside: '（約人民幣 {rmb} 元）'", replace: "beside: '（約人民幣 {RMB} 元）'" },
  { what: 'rate inverted', file: 'content/mainland-notice.ts', after: 'exchangeRate', find: 'rmbPerHkd: 0.92', replace: 'rmbPerHkd: 1.09' },
  { what: 'day order western', file: 'content/mainland-notice.ts', after: 'exchangeRate', find: "day: '{year}年{month}月{day}日'", replace: "day: '{day}/{month}/{year}'" },
  { what: 'analytics UA', file: 'content/analytics.ts', after: 'export const analytics', find: "measurementId: 'G-XXXXXXXXXX'", replace: "measurementId: 'UA-123456789-1'" },
  { what: 'overview href missing page', file: 'content/services-overview.ts', after: "label: '了解超個人催眠治療'", find: "href: '/services/hypnotherapy'", replace: "href: '/services/hypnosis'" },
  { what: 'overview href anchor', file: 'content/services-overview.ts', after: "label: '查看更多常見問題'", find: "href: '/faq'", replace: "href: '/faq#fees'" },
  { what: 'zone auckland', file: 'content/crisis-lines.ts', after: "id: 'australia'", find: 'zones: [', replace: "zones: ['Pacific/Auckland', " },
  { what: 'geo shenzhen', file: 'content/site.ts', after: 'geo: {', find: 'latitude: 22.31886, longitude: 114.16937', replace: 'latitude: 22.53332, longitude: 114.05542' },
  { what: 'qr image jpg missing', file: 'content/site.ts', after: 'wechat: {', find: "qrImage: 'wechat-qr.png'", replace: "qrImage: 'wechat-qr.jpg'" },
  { what: 'social url to a video', file: 'content/site.ts', after: "platform: 'youtube'", find: "url: 'https://www.youtube.com/@serenemindtherapy'", replace: "url: 'https://www.youtube.com/@serenemindtherapy '" },
];
it('scratch', async () => {
  const out: string[] = [];
  for (const slip of C) {
    const { root, lines } = await checkAfter([slip]);
    rmSync(root, { recursive: true, force: true });
    out.push(`### ${slip.what}\n${lines.map((l) => l.slice(0, 300)).join('\n') || '(passed)'}`);
  }
  writeFileSync('/tmp/slipsb/out2.txt', out.join('\n'));
});
