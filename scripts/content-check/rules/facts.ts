import { say } from '@/lib/schema/fields';
import { eachString } from '@/lib/walk';
import { exportOf, isRecord, problemAt, stringAt } from '../shared';
import type { FoundProblem, LoadedExport, Rule, RuleInput } from '../types';

/*
 * One fact, one place. The centre's phone, WhatsApp number and e-mail live in content/site.ts and
 * every page reaches them from there: typed again in a text, they drift when the number changes.
 * The hours are opens and closes; the words that show them must say the same hours.
 */

const SITE = 'content/site.ts';

/** A text that holds these digits in this order, spaced or not, perhaps after 852. */
const digitsPattern = (digits: string) => new RegExp(`(?<!\\d)(?:\\+?852[\\s-]?)?${[...digits].join('[\\s-]?')}(?!\\d)`);

/** The centre's phone, WhatsApp number or e-mail typed in a text of its own (one built from site.ts, `${site.email}`, is not). */
function contactValuesTyped(loaded: readonly LoadedExport[], { source }: RuleInput): FoundProblem[] {
  const site = exportOf(loaded, SITE, 'site')?.value;
  const local = (field: string) => (stringAt(isRecord(site) ? site[field] : undefined, 'display') ?? '').replace(/\D/g, '').slice(-8);
  const email = stringAt(site, 'email') ?? '';
  const digits = (field: string) => {
    const own = local(field);
    return (text: string, file: string) => own.length === 8 && digitsPattern(own).test(text) && digitsPattern(own).test(source(file));
  };
  const facts = [
    { field: 'phone', zh: '電話號碼', en: 'phone number', in: digits('phone') },
    { field: 'whatsapp', zh: 'WhatsApp 號碼', en: 'WhatsApp number', in: digits('whatsapp') },
    {
      field: 'email',
      zh: '電郵地址',
      en: 'e-mail address',
      in: (text: string, file: string) => email.includes('@') && text.includes(email) && source(file).includes(email),
    },
  ];
  const problems: FoundProblem[] = [];
  for (const item of loaded)
    eachString(item.value, [], (text, path) => {
      if (item.file === SITE && item.exportName === 'site' && facts.some(({ field }) => path[0] === field)) return;
      const fact = facts.find((each) => each.in(text, item.file));
      if (fact)
        problems.push(
          problemAt(
            item,
            path,
            say(
              `本中心的${fact.zh}只寫在 ${SITE} 的 site.${fact.field}，網站各處都從那裡讀取：從這段文字刪除它（聯絡方法已在頁尾和聯絡我們頁顯示）`,
              `the centre's ${fact.en} is written once, in site.${fact.field} of ${SITE}, and every page reads it there: remove it from this text (the footer and the contact page show it)`,
            ),
          ),
        );
    });
  return problems;
}

/** The hours of a display text, on a 24-hour clock: 上午 9 時 → 9, 下午 6 時 → 18, 18:00 → 18. */
function hoursIn(text: string): number[] {
  return [...text.matchAll(/(上午|下午|晚上)?\s?(\d{1,2})(?:\s?[時点點]|[:：]\d{2})/g)].map(([, half, hour]) =>
    (half === '下午' || half === '晚上') && Number(hour) < 12 ? Number(hour) + 12 : Number(hour),
  );
}

/** Opening hours: opening before closing, and the words that show them saying the same hours. */
function hoursAsGiven(loaded: readonly LoadedExport[]): FoundProblem[] {
  const item = exportOf(loaded, SITE, 'site');
  const hours = isRecord(item?.value) ? item.value.openingHours : undefined;
  const [opens = '', closes = '', display = ''] = ['opens', 'closes', 'display'].map((key) => stringAt(hours, key) ?? '');
  if (!item || !opens || !closes) return [];
  if (opens >= closes)
    return [
      problemAt(
        item,
        ['openingHours', 'opens'],
        say(
          `開門時間 ${opens} 不早於關門時間 ${closes}：opens 寫開門時間，closes 寫關門時間（例如 opens: '09:00', closes: '18:00'）`,
          `opening at ${opens} is not before closing at ${closes}: opens is when the centre opens, closes when it closes (opens: '09:00', closes: '18:00')`,
        ),
      ),
    ];
  const shown = hoursIn(display);
  const [from, to] = [opens, closes].map((time) => Number(time.slice(0, 2)));
  if (shown.length === 0 || (shown[0] === from && shown.at(-1) === to)) return [];
  return [
    problemAt(
      item,
      ['openingHours', 'display'],
      say(
        `display 寫的時間（${shown.join('、')} 時）與 opens ${opens}、closes ${closes} 不同：搜尋引擎讀 opens 和 closes，兩者要說同一個時間，改正其中一方`,
        `display gives the hours ${shown.join(', ')}, not opens ${opens} to closes ${closes}, which search engines read: make both say the same hours`,
      ),
    ),
  ];
}

export const rules: readonly Rule[] = [
  { id: 'contact-value-once', scope: 'site', readme: "the centre's phone, WhatsApp and e-mail written once", run: contactValuesTyped },
  { id: 'hours-as-given', scope: 'entry', readme: 'opening hours: opens before closes, and the display says them', run: hoursAsGiven },
];
