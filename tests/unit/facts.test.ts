/**
 * @jest-environment node
 */
import { sessions } from '@/content/claims';
import { page as feePage } from '@/content/pages/fee';
import { home } from '@/content/home';
import { booking, site } from '@/content/site';
import { therapists } from '@/content/therapists';
import { feeCards, filledDescriptionLength, handTypedFacts, sessionsWithoutCare } from '@/scripts/content-check/rules/fact-tokens';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '@/lib/schema/pages';
import type { LoadedExport } from '@/scripts/content-check/types';
import { ownSearchDetails } from '@/scripts/content-check/rules/search-words';
import { contentFactValues, openingHoursText } from '@/lib/fact-values';
import { editionHours, factValues, fillFacts, hoursText, type FactSources, type HoursWords } from '@/lib/facts';
import { fillSource } from '@/lib/content-text/fill-facts';
import { loadedAs } from './support/content-copy';

/** Sources of the test's own: editors change the real ones. */
const clock = { everyDay: 'DAILY', span: '{opens}–{closes}', zone: '(ZONE)' };
const weekdays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const words: HoursWords = { everyDay: 'EVERY', weekdays, through: '~', am: 'am', noon: 'noon', pm: 'pm', hour: 'h', minute: 'm', clock };
const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const workdays = week.slice(0, 5);
const sources: FactSources = {
  phone: '2111 2222',
  whatsapp: '9333 4444',
  hours: { days: week, opens: '09:00', closes: '18:30' },
  workshopHours: { opens: '10:00', closes: '12:00' },
  hoursWords: words,
  fees: { individual: 1600, small: 480 },
  sessions: { words: { through: 'to', unit: 'sessions' }, counts: { simple: { from: 1, to: 3 } } },
  founded: 1999,
  address: { territory: '香港', region: '新界', district: '沙田', street: '沙田正街 3 號', building: '廣場 8 樓', country: 'HK' },
  consultationMinutes: 25,
};
const values = factValues(sources);

describe('the fact tokens', () => {
  it('derive the hours from opens and closes, the days as a run or every day', () => {
    expect(values.hours).toBe('EVERYam 9 h~pm 6 h 30 m');
    expect(values['hours.workshop']).toBe('am 10 h~noon 12 h');
    expect(hoursText({ days: workdays, opens: '09:00', closes: '17:00' }, words)).toBe('Mo~Fram 9 h~pm 5 h');
    expect(hoursText({ days: ['Saturday', 'Monday'], opens: '09:00', closes: '17:00' }, words)).toBe('Mo、Saam 9 h~pm 5 h');
  });

  it('say the hours on a 24-hour clock in the Simplified edition, with the time zone only where they stand alone', () => {
    const simplified = factValues(sources, true);
    expect(simplified.hours).toBe('DAILY 9:00–18:30(ZONE)');
    expect(simplified['hours.inZone']).toBe('DAILY 9:00–18:30');
    // The Traditional edition says them one way, alone or beside a zone.
    expect(values['hours.inZone']).toBe(values.hours);
    const mornings = editionHours({ days: workdays, opens: '08:30', closes: '12:00' }, words, true);
    expect(mornings).toEqual({ alone: 'Mo~Fr 8:30–12:00(ZONE)', inZone: 'Mo~Fr 8:30–12:00' });
    // The workshop day keeps its words in both editions.
    expect(simplified['hours.workshop']).toBe(values['hours.workshop']);
  });

  it('fill fees, counts and contacts, and leave other braces to their renderers', () => {
    expect(fillFacts('每節 {fee.individual}，{fee.small}；{sessions.simple}；{phone}/{whatsapp}；{founded} 年', values)).toBe(
      '每節 HK$1,600，HK$480；1 to 3 sessions；2111 2222/9333 4444；1999 年',
    );
    expect(fillFacts('{address}；{address.district}；{address.street}', values)).toBe(
      '香港新界沙田沙田正街 3 號廣場 8 樓；沙田；沙田正街 3 號',
    );
    expect(fillFacts('免費初步諮詢（約 {consultation.minutes} 分鐘）', values)).toBe('免費初步諮詢（約 25 分鐘）');
    expect(fillFacts('致電 {place.emergency}，{emergency}，{name}，{fee.none}', values)).toBe(
      '致電 {place.emergency}，{emergency}，{name}，{fee.none}',
    );
  });

  it('fill a module source as the loaders do, a value escaped for the literal it lands in', () => {
    const source = "export const a = { t: '每節 {fee.individual}', u: `{hours}`, v: '{place.emergency}' };";
    expect(fillSource(source, values)).toBe(
      "export const a = { t: '每節 HK$1,600', u: `EVERYam 9 h~pm 6 h 30 m`, v: '{place.emergency}' };",
    );
    expect(fillSource("'{phone}'", { phone: "it's ${x}" })).toBe("'it\\'s \\${x}'");
  });

  it('reach the content as jest reads it, as the build reads it: no fact token is left in a filled text', () => {
    const real = contentFactValues();
    expect(booking.afterTap).toContain(openingHoursText());
    // The Simplified edition's hours come from the same opens and closes (site.openingHours).
    const { opens, closes } = site.openingHours;
    expect(contentFactValues(true).hours).toBe(openingHoursText(true));
    expect(openingHoursText(true)).toMatch(
      new RegExp(`${Number(opens.slice(0, 2))}:${opens.slice(3)}.${Number(closes.slice(0, 2))}:${closes.slice(3)}`),
    );
    expect(JSON.stringify(feePage)).not.toMatch(/\{(?:fee|sessions|hours|phone|whatsapp)[.}]/);
    expect(Object.keys(real)).toEqual(
      expect.arrayContaining(['phone', 'whatsapp', 'hours', ...Object.keys(sessions.counts).map((k) => `sessions.${k}`)]),
    );
    expect(real.phone).toBe(site.phone.display);
    expect(real.founded).toBe(String(site.foundingYear));
    // The founding year is said through {founded}: a new year in site.ts reaches every text that states it.
    expect(JSON.stringify([home, therapists])).not.toMatch(/\{founded\}/);
    expect(JSON.stringify([home, therapists])).toContain(`${site.foundingYear} 年`);
    // The address too: the district a page names, and the channel named after it, are the address's.
    expect(JSON.stringify([home, therapists, site])).not.toMatch(/\{address[.}]/);
    expect(site.channels.inPerson).toContain(site.address.district);
  });
});

const { phone, whatsapp, hours: openingHours, workshopHours, founded: foundingYear, address } = sources;
const siteValue = { phone: { display: phone }, whatsapp: { display: whatsapp }, openingHours, workshopHours, foundingYear, address };
/** Content of the test's own, loaded as the check loads it. */
function loadedWith(texts: Record<string, unknown>): LoadedExport[] {
  return [
    loadedAs('content/site.ts', 'site', siteValue),
    loadedAs('content/site.ts', 'hoursWords', words),
    loadedAs('content/pages/fee.ts', 'fees', sources.fees),
    loadedAs('content/claims.ts', 'sessions', sources.sessions),
    loadedAs('content/pages/x.ts', 'page', texts),
  ];
}
const messages = (found: { path: readonly PropertyKey[]; message: string }[]) => found.map((p) => `${p.path.join('.')}: ${p.message}`);

describe('the check refuses a fact typed by hand', () => {
  it.each([
    ['the phone, one digit off', '致電 2111 2223 查詢', /\{phone\}/],
    ['the WhatsApp with +852', 'WhatsApp +852 9333 4444', /\{whatsapp\}/],
    ['another phone number', '致電 3888 1234', /crisis-lines/],
    ['a fee of the fee page', '每節 HK$1,600', /\{fee\.individual\}/],
    ['an amount that is no fee', '只需 HK$999', /fees/],
    ['the hours', '每日上午 9 時至下午 6 時', /\{hours\}/],
    ['a time as digits', '10:00 開始', /\{hours\}/],
    ['a range of sessions', '一般約 1 至 3 次', /\{sessions\./],
    ['a count of sessions', '約需 5 節', /\{sessions\./],
    ['the district', '在沙田面談', /「沙田」.*\{address\.district\}/],
    ['the street, spaced otherwise', '中心在沙田正街3號', /「沙田正街」.*\{address\}.*\{address\.street\}/],
    ['the whole address', '香港新界沙田沙田正街 3 號廣場 8 樓', /\{address\}/],
  ])('%s', (_, text, says) => {
    const found = messages(handTypedFacts(loadedWith({ lead: text })));
    expect(found).toEqual([expect.stringMatching(says)]);
    expect(found[0]).toMatch(/^lead: /);
  });

  it('passes the same facts through tokens, addresses with digits and the sources themselves', () => {
    const texts = {
      lead: '每節 {fee.individual}；{hours}；致電 {phone}；約 {sessions.simple}，因人而異',
      link: 'https://www.youtube.com/watch?v=23456789',
      body: '本中心成立 25 年，陪伴超過 1000 位當事人，每節約 60 至 90 分鐘。',
    };
    expect(handTypedFacts(loadedWith(texts))).toEqual([]);
    expect(sessionsWithoutCare(loadedWith(texts))).toEqual([]);
  });

  it('lets the way to the centre, stamped with the street it was written for, name its stations', () => {
    const way = { text: '港鐵沙田站 A 出口，步行 3 分鐘', forStreet: sources.address.street };
    expect(handTypedFacts(loadedWith({ way, lead: '在 {address.district} 面談' }))).toEqual([]);
    expect(messages(handTypedFacts(loadedWith({ way: { text: way.text } })))).toEqual([expect.stringMatching(/^way\.text: .*沙田/)]);
  });

  it('names a token that stands for nothing, with the ones that exist', () => {
    expect(messages(handTypedFacts(loadedWith({ lead: '{address.distrct}' })))).toEqual([expect.stringContaining('{address.district}')]);
    expect(messages(handTypedFacts(loadedWith({ lead: '{fee.indivdual}' })))).toEqual([expect.stringContaining('{fee.individual}')]);
  });

  it('asks for 因人而異 beside a count of sessions, in the text or the entry', () => {
    expect(messages(sessionsWithoutCare(loadedWith({ card: { title: '約 {sessions.simple}', text: '快見成效' } })))).toEqual([
      expect.stringMatching(/^card\.title: .*因人而異/),
    ]);
    expect(sessionsWithoutCare(loadedWith({ card: { title: '約 {sessions.simple}', text: '次數因人而異' } }))).toEqual([]);
  });

  it("keeps a fee card's number the fee of its token; a card with a session fee carries it, a workshop's need not", () => {
    expect(messages(feeCards(loadedWith({ card: { text: '每節 {fee.individual}', fee: 1500 } })))).toEqual([
      expect.stringMatching(/^card\.fee: .*fees\.individual/),
    ]);
    expect(feeCards(loadedWith({ card: { text: '每節 {fee.individual}', fee: 1600 } }))).toEqual([]);
    const cards = (...items: object[]) => loadedWith({ sections: [{ kind: 'cards', heading: '收費', items }] });
    const individual = { title: '個人', text: '每節 {fee.individual}。', fee: 1600 };
    expect(feeCards(cards(individual, { title: '工作坊', text: '一天 {fee.small}。' }))).toEqual([]);
    expect(messages(feeCards(cards(individual, { title: '小組', text: '每節 {fee.small}。' })))).toEqual([
      expect.stringMatching(/^sections\.0\.items\.1: .*加上 fee: fees\.small/),
    ]);
  });
});

describe('search texts on content alone', () => {
  it('names an entry that kept the search title or description of the one it was pasted from', () => {
    const seo = { title: '標題', description: '描述' };
    const loaded = [
      loadedAs('content/pages/a.ts', 'page', { seo }),
      loadedAs('content/pages/b.ts', 'page', { seo: { ...seo, title: '另一個標題' } }),
    ];
    expect(ownSearchDetails(loaded).map((p) => `${p.file} ${p.path.join('.')}`)).toEqual(['content/pages/b.ts seo.description']);
  });
});

describe('a search description with a token', () => {
  it('is measured as published, its tokens filled', () => {
    const fill = '一'.repeat(DESCRIPTION_MAX - 7);
    // 「1 to 3 sessions」 is 15 characters: the filled text is too long, the written one (17 + …) would be too.
    expect(filledDescriptionLength(loadedWith({ seo: { description: `${fill}{sessions.simple}` } })).map((p) => p.path.join('.'))).toEqual([
      'seo.description',
    ]);
    expect(filledDescriptionLength(loadedWith({ seo: { description: `${'一'.repeat(DESCRIPTION_MIN)}{phone}` } }))).toEqual([]);
  });
});
