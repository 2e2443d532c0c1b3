import { say } from '@/lib/schema/fields';
import { eachString } from '@/lib/walk';
import { exportOf, isRecord, problemAt, stringAt } from '../shared';
import type { FoundProblem, LoadedExport, Rule, RuleInput } from '../types';

/*
 * One fact, one place. The centre's phone, WhatsApp number and e-mail live in content/site.ts and
 * every page reaches them from there: typed again in a text, they drift when the number changes.
 * (The hours are opens and closes, and the words that show them say the same: lib/schema/site.ts.)
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
    const pattern = digitsPattern(own);
    return (text: string, file: string) => own.length === 8 && pattern.test(text) && pattern.test(source(file));
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

export const rules: readonly Rule[] = [
  { id: 'contact-value-once', scope: 'site', readme: "the centre's phone, WhatsApp and e-mail written once", run: contactValuesTyped },
  // In the schema (lib/schema/site.ts):
  { id: 'hours-as-given', scope: 'entry', readme: 'opening hours: opens before closes, and the display says them', run: 'schema' },
];
