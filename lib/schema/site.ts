import { z } from 'zod';
import {
  email,
  hkPhoneDisplay,
  hkPhoneE164,
  placeNumber,
  httpsUrl,
  image,
  imageFile,
  list,
  say,
  sourceUrl,
  text,
  whatsappDigits,
} from './fields';
import { feeText } from '../facts';
import { link } from './pages';
import { CRISIS_PLACE_IDS } from '@/lib/crisis/calling-codes';
import { countryOfZone, zonesOfCountry } from '@/lib/crisis/zone-table';

/** The centre's own facts: contact values, booking words, the crisis hotlines, the analytics settings. */

export const socialPlatform = z.enum(['facebook', 'youtube'], { error: say('只可用 facebook 或 youtube', 'one of facebook, youtube') });

/** A time of day as 09:00. */
const time = (example: string) =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: say(`時間要寫成 ${example} 的格式`, `write the time as ${example}`) });

const decimals = (value: number): number => (String(value).split('.')[1] ?? '').length;
const coordinate = (limit: number) =>
  z
    .number()
    .min(-limit)
    .max(limit)
    .refine((value) => decimals(value) >= 5, {
      error: say('座標最少要有 5 位小數，例如 22.31886', 'a coordinate needs at least 5 decimals, e.g. 22.31886'),
    });

export const siteConfig = z.strictObject({
  name: text,
  shortName: text,
  englishName: text,
  tagline: text,
  /** Absolute origin without a trailing slash, e.g. https://www.example.hk */
  // An address that is not one is reported by httpsUrl alone.
  origin: httpsUrl.refine((value) => !URL.canParse(value) || (!value.endsWith('/') && new URL(value).pathname === '/'), {
    error: say(
      '只寫網站的主網址，結尾不要加 /，例如 https://www.example.hk',
      'the bare site address with no trailing slash, e.g. https://www.example.hk',
    ),
  }),
  phone: z
    .strictObject({ display: hkPhoneDisplay, e164: hkPhoneE164 })
    .refine((phone) => phone.e164.endsWith(phone.display.replace(/\D/g, '').slice(-8)), {
      error: say('display 與 e164 不是同一個號碼', 'display and e164 are not the same number'),
      path: ['e164'],
    }),
  whatsapp: z
    .strictObject({ display: text, digits: whatsappDigits })
    // A Hong Kong number shows its 8 digits (852 before them in digits); another place's shows its country code too.
    .refine((whatsapp) => [whatsapp.digits, whatsapp.digits.replace(/^852/, '')].includes(whatsapp.display.replace(/\D/g, '')), {
      error: say(
        'display 與 digits 不是同一個號碼：香港號碼的 digits 是 852 加 display 的 8 位數字；香港以外的號碼，display 也要寫上國家區號，例如 +853 6123 4567',
        "display and digits are not the same number: a Hong Kong number's digits are 852 and the display's 8 digits; a number outside Hong Kong shows its country code in display too, e.g. +853 6123 4567",
      ),
      path: ['digits'],
    }),
  email,
  /** The address in its parts (lib/address/index.ts says it whole, builds the map links, fills {address…}). */
  address: z.strictObject({
    territory: text,
    region: text,
    district: text,
    street: text,
    building: text,
    // The map point is in Hong Kong (geo below), and search engines read this code as the address's country.
    country: z.literal('HK', { error: say("本中心在香港：country 寫 'HK'", "the centre is in Hong Kong: write country: 'HK'") }),
  }),
  /** Where the centre serves clients in person (structured data). */
  areaServed: text,
  /** Names of the two ways a session is held, for the services' structured data. */
  channels: z.strictObject({ inPerson: text, online: text }),
  /** At least 5 decimals (about 1 m), the precision search engines ask of a business's position. */
  // `forStreet`: the street the point was set for; a moved address asks for the point again (#set-for-the-street).
  geo: z.strictObject({ latitude: coordinate(90), longitude: coordinate(180), forStreet: text }).check((ctx) => {
    const { latitude, longitude } = ctx.value;
    if (latitude >= 22.15 && latitude <= 22.57 && longitude >= 113.83 && longitude <= 114.45) return;
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      message: say(
        `座標 ${latitude}, ${longitude} 不在香港（緯度約 22.2 至 22.6，經度約 113.8 至 114.4）：在 Google 地圖按中心位置，複製顯示的兩個數字`,
        `${latitude}, ${longitude} is not in Hong Kong (latitude about 22.2 to 22.6, longitude 113.8 to 114.4): click the centre on Google Maps and copy the two numbers it shows`,
      ),
    });
  }),
  /** The way from the nearest station, and the street it was written for. */
  transport: z.strictObject({ text, forStreet: text }),
  wechat: z.strictObject({
    id: text,
    /** The account's own QR picture (WeChat › Me › My QR Code › Save Image) in content/images/; the build reads it. */
    qrImage: imageFile,
  }),
  social: list(z.strictObject({ platform: socialPlatform, label: text, url: httpsUrl })),
  partners: list(z.strictObject({ name: text, description: text, url: httpsUrl })),
  openingHours: z
    .strictObject({
      days: list(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])),
      opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: say('時間要寫成 09:00 的格式', 'write the time as 09:00') }),
      closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: say('時間要寫成 18:00 的格式', 'write the time as 18:00') }),
    })
    .check((ctx) => {
      // Opening before closing: the words that show the hours are derived from these two (lib/facts.ts).
      const { opens, closes } = ctx.value;
      if (opens < closes) return;
      ctx.issues.push({
        code: 'custom',
        path: ['opens'],
        input: ctx.value,
        message: say(
          `開門時間 ${opens} 不早於關門時間 ${closes}：opens 寫開門時間，closes 寫關門時間（例如 opens: '09:00', closes: '18:00'）`,
          `opening at ${opens} is not before closing at ${closes}: opens is when the centre opens, closes when it closes`,
        ),
      });
    }),
  workshopHours: z.strictObject({ opens: time('10:00'), closes: time('17:00') }),
  claims: z.strictObject({
    yearsExperience: text,
    cases: text,
    /** The free first consultation is about 20 minutes (SPEC): a length outside 10 to 60 is a slip of a digit. */
    consultationMinutes: z
      .number()
      .int()
      .refine((minutes) => minutes >= 10 && minutes <= 60, {
        error: (issue) =>
          say(
            `免費初步諮詢的分鐘數要在 10 至 60 之間，現在是 ${String(issue.input)}：寫一節免費初步諮詢的分鐘數，例如 consultationMinutes: 20`,
            `the free consultation's minutes are between 10 and 60, not ${String(issue.input)}: write its length in minutes, e.g. consultationMinutes: 20`,
          ),
      }),
  }),
  /** The brand logo: an SVG, shown sharp in the header; the build renders the PNG search engines want. */
  logo: image.refine((logo) => logo.file.toLowerCase().endsWith('.svg'), {
    error: say('標誌要用 SVG 檔案，例如 logo.svg', 'the logo must be an SVG file, e.g. logo.svg'),
    path: ['file'],
  }),
  defaultSocialImage: image,
  foundingYear: z.number().int().min(1900).max(2100),
});

export const bookingCopy = z.strictObject({
  /** Prefilled WhatsApp message asking to leave a message for the free consultation. */
  message: text,
  /** Labels of the source tag appended to the message, read by the centre's staff. */
  sourceLabels: z.strictObject({ page: text, visit: text, button: text }),
  buttonLabel: text,
  /** The booking block that closes a content page, where the page gives no words of its own (its `booking`). */
  section: z.strictObject({ heading: text, text }),
  /** What happens after the tap; `{hours}` is replaced by the opening hours (lib/facts.ts). */
  afterTap: text.refine((value) => value.includes('{hours}'), {
    error: say('要寫上 {hours}，網站會換成服務時間', 'must contain {hours}: the site puts the opening hours there'),
  }),
  /** Beside every booking button, for danger now; `{emergency}` is replaced by the emergency number. */
  urgent: text.refine((value) => value.includes('{place.emergency}') && value.includes('{place.line}'), {
    error: say(
      '這句要寫上 {place.emergency}（訪客所在地方的緊急電話）及 {place.line}（那裏的 24 小時熱線）',
      "write {place.emergency} (the emergency numbers of the visitor's place) and {place.line} (its 24-hour line) in this sentence",
    ),
  }),
  /** After the urgent sentence: the crisis page. */
  urgentLink: link,
  /** The free consultation's terms in one short line, beside every booking call. */
  finePrint: text,
  /** After the fine print: the full terms on the fee page. */
  termsLink: link,
  /**
   * The WeChat way to book, first in the Simplified edition (WhatsApp is blocked on the mainland):
   * the WeChat id to add, a copy button, the QR code and the message to send.
   */
  wechat: z.strictObject({
    /** The first button of a compact booking spot; it opens the WeChat booking dialog. */
    buttonLabel: text,
    /** Over the WeChat booking block and the dialog. */
    title: text,
    idLabel: text,
    copyId: text,
    /** Said by the live region after a copy, and after a failed one. */
    copiedId: text,
    copyIdFailed: text,
    /** Beside the QR code, shown to a visitor on a computer. */
    qrHint: text,
    /** Beside the QR code on a phone inside WeChat, where a long press on it adds the account. */
    qrPressHint: text,
    /** Over the message to send, which carries the same source tag as the WhatsApp message. */
    messageLabel: text,
    copyMessage: text,
    copiedMessage: text,
    copyMessageFailed: text,
    close: text,
    /** The WhatsApp button after the WeChat way. */
    whatsappLabel: text,
    /** Under the WeChat way: the friend request, who answers and when; `{hours}` as in `afterTap`, or `{hours.inZone}` where the sentence names the time zone itself. */
    afterTap: text.refine((value) => /\{hours(?:\.inZone)?\}/.test(value), {
      error: say(
        '要寫上 {hours}（句子已寫北京時間就寫 {hours.inZone}），網站會換成服務時間',
        'must contain {hours} ({hours.inZone} where the sentence names the time zone): the site puts the opening hours there',
      ),
    }),
    /** After it: the mainland notice (payment, receipts, platform, route), in the Simplified edition. */
    noticeLink: link,
  }),
});

/** The ways to reach a hotline: a call, a WhatsApp message or an SMS. */
export const crisisChannelVia = z.enum(['call', 'whatsapp', 'sms'], {
  error: say("via 只可寫 'call'（致電）、'whatsapp' 或 'sms'（短訊）", "via is 'call', 'whatsapp' or 'sms'"),
});

const digitsOf = (number: string): string => number.replace(/\D/g, '');

/**
 * One number of a hotline, the ways it answers, and the public page that states it: a number with
 * no source stays off the site (a visitor in crisis dials what we print).
 */
export const crisisChannel = z.strictObject({
  number: placeNumber,
  via: list(crisisChannelVia).refine((ways) => new Set(ways).size === ways.length, {
    error: say('via 內每種方式只寫一次', 'name each way once in via'),
  }),
  source: sourceUrl,
});

/** Where a line answers: one of the keys of `CALLING_CODES` in lib/crisis/calling-codes.ts (add a new place there first). */
export const crisisPlace = z.enum(CRISIS_PLACE_IDS, {
  error: say(`place 只可寫 ${CRISIS_PLACE_IDS.join('、')} 其中之一`, `place is one of ${CRISIS_PLACE_IDS.join(', ')}`),
});

/** A country's ISO 3166-1 alpha-2 code, as the time-zone data names it ('JP'). */
export const countryCode = z.string().regex(/^[A-Z]{2}$/, {
  error: say("寫上兩個大楷字母的國家代碼（ISO 3166），例如 'JP'", "write the country's two-letter ISO 3166 code, e.g. 'JP'"),
});

/** An emergency number as dialled there: digits only ('112', '10177'). */
const emergencyDigits = z.string().regex(/^\d{2,8}$/, {
  error: say("緊急電話只寫數字（2 至 8 位），例如 '112'", "an emergency number is digits only (2 to 8), e.g. '112'"),
});

/**
 * Every country's emergency numbers (content/emergency-numbers.ts), from one public source named
 * beside them: for a visitor whose time zone is in none of the crisis places.
 */
export const emergencyNumbers = z.strictObject({
  source: z.strictObject({ name: text, url: z.url(), revision: text, date: z.iso.date() }),
  anywhere: z.array(emergencyDigits).min(1),
  countries: z.record(countryCode, z.array(emergencyDigits).min(1)),
});

/** An IANA time zone this runtime knows (e.g. 'Asia/Taipei'). */
const timeZone = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { error: say("寫上 IANA 時區名稱，例如 'Asia/Taipei'", "write an IANA time zone name, e.g. 'Asia/Taipei'") },
);

/**
 * A place whose lines the site lists: its name in each script (written, not converted), its country
 * and any other it covers, the time zones that belong to it, and whether any of its lines takes
 * messages (content/crisis-lines.ts); its calling code is its id's, in lib/crisis/calling-codes.ts.
 * Its zones agree with the zone data (lib/crisis/zone-countries.ts): each is a zone of its countries,
 * and all of them are listed, unless `zonesListed: 'main'` says the others are found by their country.
 */
export const crisisPlaceEntry = z
  .strictObject({
    id: crisisPlace,
    names: z.strictObject({ hant: text, hans: text }),
    country: countryCode,
    /** Other countries whose visitors these lines serve, as the zone data names them (the UK's Crown dependencies: 'JE', 'GG', 'IM'). */
    countries: list(countryCode).optional(),
    zones: list(timeZone),
    /**
     * 'main' where a country has too many zones to list (the United States has 53): the zones listed
     * are found at once, the others a moment later, by their country (lib/crisis/elsewhere.ts).
     * Without it, every zone of the place's countries is listed.
     */
    zonesListed: z
      .literal('main', { error: say("zonesListed 只可寫 'main'，或刪去整行", "zonesListed is 'main', or leave the line out") })
      .optional(),
    writes: z.boolean(),
    /** A sentence over the place's support lines on /crisis-support/ (this place's only). */
    guide: text.optional(),
  })
  .check((ctx) => {
    const { id, country, countries = [], zones, zonesListed } = ctx.value;
    const own = [country, ...countries];
    // A zone of another country: visitors there would be shown this place's lines (Asia/Tokyo under Taiwan).
    zones.forEach((zone, at) => {
      const of = countryOfZone(zone);
      if (of !== undefined && own.includes(of)) return;
      ctx.issues.push({
        code: 'custom',
        input: zone,
        path: ['zones', at],
        message: say(
          `${zone} 不是 ${id}（${own.join('、')}）的時區${of ? `，時區資料說它屬於 ${of}` : '，它不屬於任何國家'}：那裡的訪客會看到這個地方的熱線。刪除它${of ? `，或把 ${of} 加進 countries（這個地方的熱線也服務那裡時）` : ''}`,
          `${zone} is not a time zone of ${id} (${own.join(', ')})${of ? `; the zone data puts it in ${of}` : '; it belongs to no country'}: visitors there would be shown this place's lines. Delete it${of ? `, or add ${of} to countries (when this place's lines serve it too)` : ''}`,
        ),
      });
    });
    // A zone of its countries left out: a phone set to it is shown another place's lines first (Asia/Urumqi, Hong Kong's).
    const missing = own.flatMap((each) => zonesOfCountry(each)).filter((zone) => !zones.some((listed) => listed === zone));
    if (zonesListed !== 'main' && missing.length > 0)
      ctx.issues.push({
        code: 'custom',
        input: zones,
        path: ['zones'],
        message: say(
          `${id} 的時區不齊：時區資料中 ${own.join('、')} 還有 ${missing.join('、')}，在 zones 加上它們（否則設定為這些時區的手機會先看到別處的熱線）`,
          `${id} misses time zones: the zone data gives ${own.join(', ')} also ${missing.join(', ')}; add them to zones (else a phone set to one of them is shown another place's lines first)`,
        ),
      });
  });

/** The places, each once. */
export const crisisPlaces = list(crisisPlaceEntry).refine((places) => new Set(places.map((place) => place.id)).size === places.length, {
  error: say('每個地方（id）只寫一次', 'write each place (id) once'),
});

/**
 * A crisis hotline: where it answers, who answers, how to reach it, and when to call it. `kind`
 * sets the emergency call (999; 110, 120, 119) apart from the support lines; a support line says
 * its hours and, where its operator publishes them, its languages and whom it is for.
 */
export const crisisLine = z
  .strictObject({
    kind: z.enum(['emergency', 'support'], {
      error: say(
        "kind 只可寫 'emergency'（緊急求助，例如 999）或 'support'（支援熱線）",
        "kind is 'emergency' (the emergency call, e.g. 999) or 'support' (a support line)",
      ),
    }),
    place: crisisPlace,
    name: text,
    channels: list(crisisChannel),
    hours: text.optional(),
    languages: text.optional(),
    /** Whom the line is for, when it is not everyone: 「11 至 35 歲」. */
    audience: text.optional(),
    text,
  })
  .refine((line) => line.kind === 'emergency' || line.hours !== undefined, {
    error: say("支援熱線要寫上服務時間，例如 hours: '24 小時'", "a support line says its hours, e.g. hours: '24 小時'"),
    path: ['hours'],
  })
  .refine((line) => line.kind === 'support' || line.channels.every((channel) => channel.via.length === 1 && channel.via[0] === 'call'), {
    error: say("緊急求助號碼只可致電：via: ['call']", "the emergency number takes calls only: via: ['call']"),
    path: ['channels'],
  })
  // A Hong Kong number's links dial +852 before its 8 digits: a Hong Kong line that takes messages has them.
  .check((ctx) => {
    if (ctx.value.place !== 'hk') return;
    ctx.value.channels.forEach((channel, index) => {
      if (channel.via.every((way) => way === 'call') || digitsOf(channel.number).length === 8) return;
      ctx.issues.push({
        code: 'custom',
        input: channel.number,
        path: ['channels', index, 'number'],
        message: say(
          'WhatsApp 及短訊要用 8 位數字的香港號碼，例如 9101 2012；短號碼（例如 18111）只可致電',
          'WhatsApp and SMS need an 8-digit Hong Kong number, e.g. 9101 2012; a short code (e.g. 18111) takes calls only',
        ),
      });
    });
  });

/** The footer and /crisis-support/ read this one list: the emergency call first, then the support lines. */
export const crisisLines = list(crisisLine)
  .refine(
    (lines) =>
      lines.some((line) => line.place === 'hk' && line.kind === 'emergency') &&
      lines.some((line) => line.place === 'hk' && line.kind === 'support'),
    {
      error: say(
        "要有香港的緊急求助號碼（kind: 'emergency'）及最少一條香港的支援熱線（kind: 'support'）",
        "the list needs Hong Kong's emergency call (kind: 'emergency') and at least one Hong Kong support line (kind: 'support')",
      ),
    },
  )
  // A visitor shown a place's support lines is shown its emergency call too (reported at the place's first line).
  .check((ctx) => {
    ctx.value.forEach((line, index) => {
      if (ctx.value.findIndex((other) => other.place === line.place) !== index) return;
      if (ctx.value.some((other) => other.place === line.place && other.kind === 'emergency')) return;
      ctx.issues.push({
        code: 'custom',
        input: line.place,
        path: [index, 'place'],
        message: say(
          `這個地方（${line.place}）還沒有緊急求助號碼：先加上它的緊急求助號碼（kind: 'emergency'）`,
          `this place (${line.place}) has no emergency call yet: add its emergency number (kind: 'emergency') first`,
        ),
      });
    });
  })
  .refine((lines) => lines.some((line) => line.channels.some((channel) => channel.via.some((way) => way !== 'call'))), {
    error: say(
      "要有最少一條可傳訊息的熱線（via: ['whatsapp'] 或 ['sms']），給不方便說話的訪客",
      "the list needs at least one line that takes messages (via: ['whatsapp'] or ['sms']), for a visitor who cannot speak aloud",
    ),
  })
  .check((ctx) => {
    const seen = new Map<string, string>();
    ctx.value.forEach((line, index) =>
      line.channels.forEach((channel, at) => {
        const digits = `${line.place} ${digitsOf(channel.number)}`;
        const first = seen.get(digits);
        if (first !== undefined && first !== line.name)
          ctx.issues.push({
            code: 'custom',
            input: channel.number,
            path: [index, 'channels', at, 'number'],
            message: say(
              `號碼 ${channel.number} 已用於「${first}」：每個號碼只屬於一條熱線，請核對來源`,
              `${channel.number} is already the number of 「${first}」: a number belongs to one line; check the sources`,
            ),
          });
        else seen.set(digits, line.name);
      }),
    );
  });

/** The words the hours are said with (content/site.ts `hoursWords`, lib/facts.ts). */
export const hoursWords = z.strictObject({
  everyDay: text,
  weekdays: z.array(text).length(7, { error: say('要寫齊星期一至星期日七個', 'write all seven days, Monday to Sunday') }),
  through: text,
  am: text,
  noon: text,
  pm: text,
  hour: text,
  minute: text,
  /** The Simplified edition's form: 「每天 9:00–18:00（北京時間）」 (lib/facts.ts editionHours). */
  clock: z.strictObject({
    everyDay: text,
    span: text.refine((value) => value.includes('{opens}') && value.includes('{closes}'), {
      error: say(
        '要寫上 {opens} 及 {closes}，網站會換成開門及關門時間',
        'must contain {opens} and {closes}: the site puts the times there',
      ),
    }),
    zone: text,
  }),
});

const feeKey = /^[a-z][A-Za-z0-9]*$/;

/** The fees of the fee page, in HK$, each under a key pages write as {fee.<key>}. */
export const fees = z
  .record(
    z
      .string()
      .regex(feeKey, { error: say('名稱只可用英文字母及數字，例如 individual', 'a key is ASCII letters and digits, e.g. individual') }),
    z
      .number()
      .int()
      .positive({ error: say('收費寫成整數，例如 1600', 'a fee is a whole number, e.g. 1600') }),
  )
  .refine((value) => Object.keys(value).length > 0, { error: say('最少寫一項收費', 'write at least one fee') })
  .check((ctx) => {
    // A package of N individual sessions (package5) costs less than N single sessions, and not under half of them.
    const single = ctx.value.individual;
    for (const [key, total] of Object.entries(ctx.value)) {
      const sessions = Number(/^package(\d+)$/.exec(key)?.[1]);
      if (single === undefined || !(sessions > 1) || (total < sessions * single && total * 2 > sessions * single)) continue;
      const [each, low, high] = [feeText(Math.round(total / sessions)), feeText((sessions * single) / 2), feeText(sessions * single)];
      ctx.issues.push({
        code: 'custom',
        input: total,
        path: [key],
        message: say(
          `${key} 是 ${sessions} 節共 ${feeText(total)}（每節 ${each}），individual 單次是 ${feeText(single)}：套票每節要比單次便宜，但不少於一半，即 ${sessions} 節在 ${low} 至 ${high} 之間。核對這兩個數字，改正打錯的一個`,
          `${key} is ${sessions} sessions for ${feeText(total)} (${each} a session) and a single session, individual, is ${feeText(single)}: a package session costs less than a single one but not under half, so ${sessions} sessions cost between ${low} and ${high}. Check the two numbers and correct the mistyped one`,
        ),
      });
    }
  });

const sessionRange = z
  .strictObject({ from: z.number().int().positive(), to: z.number().int().positive() })
  .refine((range) => range.from <= range.to, { error: say('from 不可大於 to', 'from cannot be more than to') });

/** How many sessions people usually need (content/claims.ts), written on pages as {sessions.<key>}. */
export const sessionCounts = z.strictObject({
  words: z.strictObject({ through: text, unit: text }),
  /** The one sentence of how many sessions people need, placed whole where a page says it. */
  statement: text,
  counts: z.record(z.string().regex(feeKey), sessionRange),
});

export const analyticsSettings = z.strictObject({
  enabled: z.boolean(),
  measurementId: z.string().regex(/^G-[A-Z0-9]+$/, {
    error: say('GA4 評估 ID 要寫成 G- 加英文大寫字母及數字', 'a GA4 measurement id is G- then capitals and digits'),
  }),
  /** The GA4 property's data retention (Admin › Data retention): GA4 offers 2 or 14 months. */
  retentionMonths: z.union([z.literal(2), z.literal(14)], {
    error: say('retentionMonths 只可寫 2 或 14（Google Analytics 4 可設定的保留期）', 'retentionMonths is 2 or 14, the periods GA4 offers'),
  }),
});
