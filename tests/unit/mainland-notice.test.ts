/**
 * @jest-environment node
 */
import { mainlandNotice } from '@/content/mainland-notice';
import { toSimplified } from '@/lib/content-text/simplified-edition';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentText } from '@/lib/content-text';
import { contentTextOptions } from '@/lib/content-text/options';
import { approxRmb, fillRate, rateDay, withRmb, withRmbNote } from '@/lib/content-text/rmb';

/** The token an override writes where a page dates its RMB amounts, as an editor types it. */
const RMB_NOTE = '{rmbNote}';

const notice = toSimplified(mainlandNotice.items.map((item) => `${item.title}：${item.text}`).join('\n'));

describe("the mainland notice answers a mainland visitor's questions without asking", () => {
  it.each([
    ['how to pay', /微信支付|支付宝/],
    ['roughly how much in RMB', /\{rmbRate\}[^\n]*\{rateDate\}/],
    ['a receipt or 发票', /发票|收据/],
    ['which platform', /腾讯会议|微信视频/],
    ['Beijing time', /北京时间/],
    ['which documents', /往来港澳通行证[^\n]*签注/],
    ['the way from Shenzhen', /罗湖|落马洲|西九龙/],
    ['which words the centre uses for online work into the mainland', /心理咨询/],
  ])('%s', (_question, answer) => {
    expect(notice).toMatch(answer);
  });
});

describe('approximate RMB beside HK$', () => {
  it('rounds to ten yuan at the rate', () => {
    expect(approxRmb(1600, 0.92)).toBe('1,470');
    expect(approxRmb(480, 0.92)).toBe('440');
  });

  // Content's words after an amount, as the Simplified edition writes them (「（约人民币 {rmb} 元）」).
  const beside = toSimplified(mainlandNotice.exchangeRate.beside);
  const rmb = (amount: string) => beside.replace('{rmb}', amount);

  it('follows every HK$ amount once, and leaves other text alone', () => {
    expect(withRmb('每次 HK$1,600；代表 HK$480。收费以港币（HK$）计算', 0.92, beside)).toBe(
      `每次 HK$1,600${rmb('1,470')}；代表 HK$480${rmb('440')}。收费以港币（HK$）计算`,
    );
    expect(withRmb(withRmb('HK$7,600', 0.92, beside), 0.92, beside)).toBe(`HK$7,600${rmb('6,990')}`);
  });

  it("writes the rate's day in content's words", () => {
    expect(rateDay('2026-11-20', '{year}年{month}月{day}日')).toBe('2026年11月20日');
  });
});

describe("the rate's day beside RMB on a page without the notice (MR67)", () => {
  const { exchangeRate } = mainlandNotice;
  // Content's line as the Simplified edition prints it: 「人民币为参考金额（2026年11月20日汇率），以付款当日汇率为准。」.
  const note = toSimplified(fillRate(exchangeRate.note, exchangeRate));
  const asRead = (file: string, simplified: boolean) =>
    contentText(readFileSync(join(process.cwd(), file), 'utf8'), file, contentTextOptions(simplified));
  const count = (text: string, part: string) => text.split(part).length - 1;

  it("fills {rmbNote} with content's line, or leaves nothing where there is none", () => {
    expect(withRmbNote(`每次 HK$1,600。${RMB_NOTE}`, note)).toBe(`每次 HK$1,600。${note}`);
    expect(withRmbNote(`每次 HK$1,600。${RMB_NOTE}`, undefined)).toBe('每次 HK$1,600。');
    expect(note).toContain(rateDay(exchangeRate.date, exchangeRate.day));
  });

  it.each(['content/pages/faq.ts', 'content/pages/workshop-family-constellation.ts'])(
    '%s: its RMB amounts are followed once by the line with the rate and its day',
    (file) => {
      const text = asRead(file, true);
      const first = text.indexOf(toSimplified(exchangeRate.beside).split('{rmb}')[0] ?? '');
      expect(first).toBeGreaterThan(-1);
      expect(count(text, note)).toBe(1);
      expect(text.indexOf(note)).toBeGreaterThan(first);
      expect(text).not.toContain(RMB_NOTE);
    },
  );

  it('is not added where the notice itself gives the rate (the fee page), nor in the Traditional edition', () => {
    expect(asRead('content/pages/fee.ts', true)).not.toContain(note);
    for (const file of ['content/pages/faq.ts', 'content/pages/workshop-family-constellation.ts'])
      expect(asRead(file, false)).not.toMatch(/人民幣|rmbNote/);
  });
});
