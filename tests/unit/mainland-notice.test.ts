/**
 * @jest-environment node
 */
import { mainlandNotice } from '@/content/mainland-notice';
import { toSimplified } from '@/lib/chinese/simplified-edition';
import { approxRmb, rateDay, withRmb } from '@/lib/content-text/rmb';

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
