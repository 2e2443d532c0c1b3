import type { z } from 'zod';
import { say } from '@/lib/schema/fields';

/* zod's English messages, said in Chinese and English with what to write (a say() message is kept). */

/** A message an editor can read: Chinese and English words both (every say() message is). */
export const isBilingual = (message: string): boolean => /\p{Script=Han}/u.test(message) && /[A-Za-z]{2,}/.test(message);

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object';
/** Each kind of value: its name, and how it is written (Chinese, English). */
const KINDS: Readonly<Record<Kind, readonly [zh: string, en: string, howZh: string, howEn: string]>> = {
  string: ['文字', 'text', "用單引號括起，例如 '文字'", "in single quotes, e.g. 'text'"],
  number: ['數字', 'a number', '不用引號，例如 20', 'without quotes, e.g. 20'],
  boolean: ['true 或 false', 'true or false', '不用引號', 'without quotes'],
  array: ['清單', 'a list', '用方括號 [ … ] 括起', 'in square brackets [ … ]'],
  object: ['一組欄位', 'a group of fields', '用大括號 { … } 括起', 'in braces { … }'],
};
const kindOf = (value: unknown): Kind | undefined =>
  Array.isArray(value) ? 'array' : value === null ? undefined : (Object.keys(KINDS) as Kind[]).find((kind) => kind === typeof value);

/** A wrong type says what was written and what to write: "寫了數字，這裡要文字". */
function typeMessage(issue: z.core.$ZodIssueInvalidType): string {
  if (issue.input === undefined) return say('缺少這個必填欄位：請加上', 'this required field is missing: add it');
  if (issue.expected === 'int') {
    const near = typeof issue.input === 'number' && Number.isFinite(issue.input) ? Math.max(1, Math.round(issue.input)) : 1;
    return say(`這裡要整數，不帶小數點，例如 ${near}`, `write a whole number here, without a decimal point, e.g. ${near}`);
  }
  const wanted = issue.expected in KINDS ? (issue.expected as Kind) : 'string';
  const [wantZh, wantEn, howZh, howEn] = KINDS[wanted];
  const got = kindOf(issue.input);
  if (!got || got === wanted) return say(`這裡要${wantZh}，${howZh}`, `write ${wantEn} here, ${howEn}`);
  const [gotZh, gotEn] = KINDS[got];
  return say(`寫了${gotZh}，這裡要${wantZh}：${howZh}`, `write ${wantEn}, not ${gotEn}: ${howEn}`);
}

/** A bound on a number, a text's length or a list's count. */
function boundMessage(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  const inclusive = issue.inclusive !== false;
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    if (small && limit === 0 && !inclusive)
      return say(`這裡要大於 0 的數字，現在是 ${String(issue.input)}`, `write a number above 0 here, not ${String(issue.input)}`);
    const [zh, en] = small
      ? inclusive
        ? ['不可小於', 'at least']
        : ['要大於', 'more than']
      : inclusive
        ? ['不可大於', 'at most']
        : ['要小於', 'less than'];
    return say(`這個數字${zh} ${limit}，現在是 ${String(issue.input)}`, `this number must be ${en} ${limit}, not ${String(issue.input)}`);
  }
  const [unitZh, unitEn] = issue.origin === 'string' ? ['個字', 'characters'] : ['項', 'items'];
  return small
    ? say(`最少要有 ${limit} ${unitZh}：請補上`, `must have at least ${limit} ${unitEn}: add more`)
    : say(`最多只可有 ${limit} ${unitZh}：請刪減`, `must have at most ${limit} ${unitEn}: remove some`);
}

const quoted = (values: readonly unknown[], separator: string) =>
  values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(separator);

/** What an editor reads for each schema issue: its own words if the rule gave them, else these. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return typeMessage(issue);
  if (isBilingual(issue.message)) return issue.message;
  if (issue.code === 'too_small' || issue.code === 'too_big') return boundMessage(issue);
  if (issue.code === 'invalid_value') return say(`只可寫 ${quoted(issue.values, '、')}`, `write one of ${quoted(issue.values, ', ')}`);
  if (issue.code !== 'invalid_union')
    return say(
      '這個值不符合規則：參考同一檔案裡其他項目的寫法',
      `this value is not accepted (${issue.message}): follow the other entries of the file`,
    );
  // A discriminated union names its field and the values it takes (zod adds them to the issue).
  const { options } = issue as { options?: unknown };
  return issue.discriminator && Array.isArray(options)
    ? say(`${issue.discriminator} 只可寫 ${quoted(options, '、')}`, `${issue.discriminator} is one of ${quoted(options, ', ')}`)
    : say(
        '這個值的寫法不對：參考同一檔案裡其他項目的寫法',
        'this value is not written in any accepted form: follow the other entries of the file',
      );
}
