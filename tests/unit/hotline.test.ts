import { channelHref, emergencyNumber, hotlineGroup, hotlineHref } from '@/lib/hotline';
import { hotlineNumber } from '@/lib/schema/fields';
import { crisisLines as crisisLinesSchema } from '@/lib/schema/site';
import type { CrisisLine } from '@/content/types';

const source = 'https://www.example.gov.hk/hotlines';
type Loose = { channels: { number: string; via: string[]; source?: string }[] }[];
const lines: CrisisLine[] = [
  { kind: 'emergency', name: '緊急服務', channels: [{ number: '999', via: ['call'], source }], text: '即時危險' },
  { kind: 'support', name: '熱線甲', channels: [{ number: '2389 2222', via: ['call'], source }], hours: '24 小時', text: '傾談' },
  {
    kind: 'support',
    name: '文字支援',
    channels: [
      { number: '9101 2012', via: ['whatsapp', 'sms'], source },
      { number: '2345 6789', via: ['call'], source },
    ],
    hours: '24 小時',
    text: '文字',
  },
];

describe('hotline numbers', () => {
  it('dial an 8-digit number with +852 and a short code as it is', () => {
    expect(hotlineHref('2389 2222')).toBe('tel:+85223892222');
    expect(hotlineHref('18111')).toBe('tel:18111');
    expect(hotlineHref('999')).toBe('tel:999');
  });

  it('open a message to the number with nothing prefilled', () => {
    expect(channelHref('whatsapp', '9101 2012')).toBe('https://wa.me/85291012012');
    expect(channelHref('sms', '9101 2012')).toBe('sms:+85291012012');
    expect(channelHref('call', '9101 2012')).toBe('tel:+85291012012');
  });

  it('accept a short code of 3 to 5 digits or 8 digits, with single inner spaces, and nothing else', () => {
    for (const ok of ['999', '18111', '2389 2222', '28960000']) expect(hotlineNumber.safeParse(ok).success).toBe(true);
    for (const bad of ['', '99', '2389 222O', '2389  2222', ' 999', '2389 22222', '+852 2389 2222', '238 922', '2389 222'])
      expect(hotlineNumber.safeParse(bad).success).toBe(false);
  });
});

describe('hotline groups', () => {
  it('split the lines into the emergency call, the calls and the messages, each with only its ways', () => {
    expect(hotlineGroup(lines, 'emergency').map((entry) => entry.links.map((link) => link.href))).toEqual([['tel:999']]);
    expect(hotlineGroup(lines, 'call').map((entry) => [entry.line.name, entry.links.map((link) => link.href)])).toEqual([
      ['熱線甲', ['tel:+85223892222']],
      ['文字支援', ['tel:+85223456789']],
    ]);
    expect(hotlineGroup(lines, 'text').map((entry) => [entry.line.name, entry.links.map((link) => link.via)])).toEqual([
      ['文字支援', ['whatsapp', 'sms']],
    ]);
    expect(emergencyNumber(lines)).toBe('999');
  });
});

describe('the crisis lines check', () => {
  const problems = (value: unknown) =>
    crisisLinesSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('accepts lines whose every number has its source', () => {
    expect(problems(lines)).toEqual([]);
  });

  it.each([
    ['a number without its source', (l: Loose) => delete l[1]!.channels[0]!.source, '1.channels.0.source'],
    ['a source that is not a web address', (l: Loose) => (l[1]!.channels[0]!.source = 'csrp.hku.hk'), '1.channels.0.source'],
    ['WhatsApp on a short code', (l: Loose) => (l[0]!.channels[0]!.via = ['call', 'whatsapp']), '0.channels'],
    [
      'a message route on the emergency line',
      (l: Loose) => (l[0]!.channels[0] = { number: '9101 2012', via: ['sms'], source }),
      '0.channels',
    ],
    ['a 6-digit number', (l: Loose) => (l[1]!.channels[0]!.number = '2389 22'), '1.channels.0.number'],
    ['one number under two names', (l: Loose) => (l[2]!.channels[1]!.number = '2389 2222'), '2.channels.1.number'],
    ['no line that takes messages', (l: Loose) => l.splice(2, 1), ''],
  ])('refuses %s', (_what, breakIt, path) => {
    const copy = JSON.parse(JSON.stringify(lines)) as Loose;
    breakIt(copy);
    expect(problems(copy)).toContainEqual(expect.stringMatching(new RegExp(`^${path.replace(/\./g, '\\.')}(\\.|:)`)));
  });
});
