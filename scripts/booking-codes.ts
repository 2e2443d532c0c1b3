// Prints every page's neutral booking code, for the centre's staff:
//   npm run booking-codes
// A WhatsApp booking message names the page the visitor came from by this code only
// ('（來源：P13，編號：K3Z9，按鈕：01）'), never by its address or topic.
import { routes, UNKNOWN_PAGE_CODE } from '@/lib/routes';

const rows = [
  ...routes.map((route) => [route.code, route.name, `${route.path === '/' ? '/' : `${route.path}/`}`]),
  [UNKNOWN_PAGE_CODE, '（找不到的頁面）', '—'],
];
const table = rows.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? '')).map(([code, name, path]) => `| ${code} | ${name} | ${path} |`);
// One write, so a reader that stops early (`| head`) does not break it.
process.stdout.write(['| 編號 code | 頁面 page | 網址 path |', '|---|---|---|', ...table, ''].join('\n'));
