import { chrome } from '@/content/chrome';
import { crisisLines as contentLines } from '@/content/crisis-lines';
import { channelHref, editionPlaceText, hotlineGroup, hotlineHref, linesOf, placeTokenValues } from '@/lib/crisis/hotline';
import { markedHref, markedNumber, smsHref } from '@/lib/crisis/dial';
import { markNumber } from '@/lib/crisis/place-tokens';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { crisisLines as crisisLinesSchema } from '@/lib/schema/site';
import type { CrisisLine } from '@/content/types';

const source = 'https://www.example.gov.hk/hotlines';
type Loose = { place?: string; kind?: string; channels: { number: string; via: string[]; source?: string }[] }[];
type Via = CrisisLine['channels'][number]['via'];
/** A line reached at `numbers` (by call unless said otherwise); a support line is open 24 hours unless `more` says. */
const line = (kind: CrisisLine['kind'], place: string, name: string, numbers: [string, Via?][], more: Partial<CrisisLine> = {}) =>
  ({
    kind,
    place,
    name,
    channels: numbers.map(([number, via = ['call']]) => ({ number, via, source })),
    ...(kind === 'support' ? { hours: '24 小時' } : {}),
    text: '傾談',
    ...more,
  }) as CrisisLine;
const lines: CrisisLine[] = [
  line('emergency', 'hk', '緊急服務', [['999']]),
  line('support', 'hk', '熱線甲', [['2389 2222']]),
  line('support', 'hk', '文字支援', [['9101 2012', ['whatsapp', 'sms']], ['2345 6789']]),
];
/** The list above with the mainland's lines and a Hong Kong line that answers in Putonghua. */
const bothPlaces: CrisisLine[] = [
  ...lines,
  line('support', 'hk', '普通話熱線', [['18111']], { languages: '廣東話、普通話' }),
  line('emergency', 'mainland', '報警', [['110']]),
  line('support', 'mainland', '心理援助', [['12356']], { hours: '各地每日最少 18 小時' }),
];

describe('hotline numbers', () => {
  it('dial an 8-digit number with +852 and a short code as it is, and open a message to it with nothing prefilled', () => {
    expect(hotlineHref('2389 2222')).toBe('tel:+85223892222');
    expect(hotlineHref('18111')).toBe('tel:18111');
    expect(hotlineHref('999')).toBe('tel:999');
    expect(channelHref('whatsapp', '9101 2012')).toBe('https://wa.me/85291012012');
    expect(channelHref('sms', '9101 2012')).toBe('sms:+85291012012');
    expect(channelHref('call', '9101 2012')).toBe('tel:+85291012012');
  });

  it("dial another place's numbers as people there do, and WhatsApp them with the place's country code", () => {
    expect(hotlineHref('2852 5222', 'macau')).toBe('tel:28525222');
    expect(channelHref('call', '116 123', 'uk')).toBe('tel:116123');
    expect(channelHref('sms', '85258', 'uk')).toBe('sms:85258');
    expect(channelHref('sms', '0477 13 11 14', 'australia')).toBe('sms:0477131114');
    expect(channelHref('whatsapp', '9151 1767', 'singapore')).toBe('https://wa.me/6591511767');
    // A leading 0 is the trunk prefix: WhatsApp dials without it.
    expect(channelHref('whatsapp', '019-261 5999', 'malaysia')).toBe('https://wa.me/60192615999');
  });

  it('link a number marked as taking texts only to write, in the form its call link has', () => {
    expect(markedHref('sms:85258', 'uk')).toBe('sms:85258');
    expect(markedHref('sms:0477 13 11 14', 'australia')).toBe('sms:0477131114');
    expect(markedHref('sms:9101 2012')).toBe('sms:+85291012012');
    expect(markedHref('13 11 14', 'australia')).toBe('tel:131114');
    expect(markedNumber('sms:85258')).toBe('85258');
    expect(smsHref('+44 7700 900123', 'uk')).toBe('sms:+447700900123');
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
    // Each number marked to link; the line with its hours; the other lines by whether Hong Kong has a text route.
    expect(placeTokenValues(lines, 'hk', TRADITIONAL.id)).toEqual({
      emergency: markNumber('999'),
      line: `${chrome.crisisAllDay}${markNumber('2389 2222')}（熱線甲）`,
      more: chrome.crisisMoreWrites,
      name: '香港',
    });
  });

  it("print each number for the edition: +852 before Hong Kong's 8 digits and a place after its short codes in the Simplified one", () => {
    const printed = (editionId: typeof TRADITIONAL.id | typeof SIMPLIFIED.id) =>
      (['mainland', 'hk'] as const).flatMap((place) =>
        hotlineGroup(linesOf(bothPlaces, place, editionId), 'call', editionId).flatMap((entry) => entry.links.map((link) => link.printed)),
      );
    expect(printed(TRADITIONAL.id)).toEqual([{ number: '12356' }, { number: '2389 2222' }, { number: '2345 6789' }, { number: '18111' }]);
    expect(printed(SIMPLIFIED.id)).toEqual([
      { number: '12356' },
      { number: '18111', label: '（香港）' },
      { number: '+852 2389 2222' },
      { number: '+852 2345 6789' },
    ]);
  });
});

describe('the lines of a place', () => {
  it("keep the content's order, and in the Simplified edition put Hong Kong's Putonghua lines first", () => {
    expect(linesOf(bothPlaces, 'hk', TRADITIONAL.id).map((line) => line.name)).toEqual(['緊急服務', '熱線甲', '文字支援', '普通話熱線']);
    // The Simplified build reads its content converted: 普通话.
    const converted = bothPlaces.map((line) => (line.languages ? { ...line, languages: '广东话、普通话' } : line));
    expect(linesOf(converted, 'hk', SIMPLIFIED.id).map((line) => line.name)).toEqual(['普通話熱線', '緊急服務', '熱線甲', '文字支援']);
  });

  it("give the mainland's sentences 120 and 110 by name, never 119, and a 24-hour line, not 12356 whose hours vary", () => {
    const mainland = placeTokenValues(contentLines, 'mainland', TRADITIONAL.id);
    const names = contentLines.filter((line) => line.place === 'mainland' && line.kind === 'emergency').map((line) => line.name);
    // No space between 「）」 and 或 (MR76): 「120（醫療急救）或 110（公安報警）」.
    expect(mainland.emergency).toBe(`${markNumber('120')}（${names[0]}）${chrome.crisisOr.trimStart()}${markNumber('110')}（${names[1]}）`);
    expect(mainland.emergency).not.toContain('119');
    expect(mainland.line).toBe(`${chrome.crisisAllDay}${markNumber('010-82951332')}（北京市心理援助熱線）`);
    // No text route there: the sentence sends the visitor to the other lines, not to messages.
    expect(mainland.more).toBe(chrome.crisisMoreCalls);
    const national: CrisisLine | undefined = contentLines.find((line) => line.channels.some((channel) => channel.number === '12356'));
    expect(national?.hours).not.toMatch(/^24/);
  });

  it("fill a sentence for the edition's place where nothing can change it", () => {
    expect(editionPlaceText('請致電 {place.emergency}。', TRADITIONAL.id)).toBe('請致電 999。');
    expect(editionPlaceText('請致電 {place.emergency}。', SIMPLIFIED.id)).toMatch(
      new RegExp(`^請致電 120（[^）]+）${chrome.crisisOr.trimStart()}110（.+）。$`),
    );
  });
});

describe('the crisis lines check', () => {
  const problems = (value: unknown) =>
    crisisLinesSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('accepts lines whose every number has its source', () => {
    expect(problems(lines)).toEqual([]);
    expect(problems(bothPlaces)).toEqual([]);
  });

  it.each([
    ['a number without its source', (l: Loose) => delete l[1]!.channels[0]!.source, '1.channels.0.source'],
    ['a source that is not a web address', (l: Loose) => (l[1]!.channels[0]!.source = 'csrp.hku.hk'), '1.channels.0.source'],
    ['WhatsApp on a short code', (l: Loose) => (l[0]!.channels[0]!.via = ['call', 'whatsapp']), '0.channels.0.number'],
    [
      'a message route on the emergency line',
      (l: Loose) => (l[0]!.channels[0] = { number: '9101 2012', via: ['sms'], source }),
      '0.channels',
    ],
    ['a number with letters', (l: Loose) => (l[1]!.channels[0]!.number = '2389 222O'), '1.channels.0.number'],
    ['one number under two names', (l: Loose) => (l[2]!.channels[1]!.number = '2389 2222'), '2.channels.1.number'],
    ['no line that takes messages', (l: Loose) => l.splice(2, 1), ''],
    ['a line without its place', (l: Loose) => delete l[1]!.place, '1.place'],
    ['a place that is not listed', (l: Loose) => (l[1]!.place = 'atlantis'), '1.place'],
    ['a mainland line without its emergency number', (l: Loose) => (l[4]!.kind = 'support'), '4.place'],
    ["no Hong Kong emergency number, even with the mainland's", (l: Loose) => (l[0]!.place = 'mainland'), ''],
  ])('refuses %s', (_what, breakIt, path) => {
    const copy = JSON.parse(JSON.stringify(bothPlaces)) as Loose;
    breakIt(copy);
    expect(problems(copy)).toContainEqual(expect.stringMatching(new RegExp(`^${path.replace(/\./g, '\\.')}(\\.|:)`)));
  });
});
