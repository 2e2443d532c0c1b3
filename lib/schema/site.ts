import { z } from 'zod';
import { email, hkPhoneDisplay, hkPhoneE164, hotlineNumber, httpsUrl, image, imageFile, list, say, text, whatsappDigits } from './fields';
import { link } from './pages';

/** The centre's own facts: contact values, booking words, the crisis hotlines, the analytics settings. */

export const socialPlatform = z.enum(['facebook', 'youtube'], { error: say('只可用 facebook 或 youtube', 'one of facebook, youtube') });

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
    .refine((whatsapp) => whatsapp.digits.endsWith(whatsapp.display.replace(/\D/g, '').replace(/^852/, '')), {
      error: say('display 與 digits 不是同一個號碼', 'display and digits are not the same number'),
      path: ['digits'],
    }),
  email,
  address: z.strictObject({ street: text, district: text, region: text, country: text, full: text }),
  /** Where the centre serves clients in person (structured data). */
  areaServed: text,
  /** Names of the two ways a session is held, for the services' structured data. */
  channels: z.strictObject({ inPerson: text, online: text }),
  /** At least 5 decimals (about 1 m), the precision search engines ask of a business's position. */
  geo: z.strictObject({ latitude: coordinate(90), longitude: coordinate(180) }),
  map: z.strictObject({ linkUrl: httpsUrl, embedUrl: httpsUrl, appleMapsUrl: httpsUrl }),
  transport: text,
  wechat: z.strictObject({
    id: text,
    /** What the QR code encodes (the WeChat add-contact link). */
    qrTarget: httpsUrl,
    /** Optional uploaded QR image in content/images/ that overrides the generated one. */
    qrImage: imageFile.optional(),
  }),
  social: list(z.strictObject({ platform: socialPlatform, label: text, url: httpsUrl })),
  partners: list(z.strictObject({ name: text, description: text, url: httpsUrl })),
  openingHours: z.strictObject({
    days: list(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])),
    opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: say('時間要寫成 09:00 的格式', 'write the time as 09:00') }),
    closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: say('時間要寫成 18:00 的格式', 'write the time as 18:00') }),
    display: text,
  }),
  claims: z.strictObject({ yearsExperience: text, cases: text, consultationMinutes: z.number().int().positive() }),
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
  sourceLabels: z.strictObject({ page: text, session: text, button: text }),
  buttonLabel: text,
  /** What happens after the tap; `{hours}` is replaced by the opening hours as `site.openingHours.display` writes them. */
  afterTap: text.refine((value) => value.includes('{hours}'), {
    error: say('要寫上 {hours}，網站會換成服務時間', 'must contain {hours}: the site puts the opening hours there'),
  }),
  /** The free consultation's terms in one short line, beside every booking call. */
  finePrint: text,
  /** After the fine print: the full terms on the fee page. */
  termsLink: link,
});

/**
 * A crisis hotline: who answers, the number to dial, and when to call it. `kind` sets the
 * emergency call (999) apart from the support lines; a support line says its hours and, where
 * its operator publishes them, its languages.
 */
export const crisisLine = z
  .strictObject({
    kind: z.enum(['emergency', 'support'], {
      error: say(
        "kind 只可寫 'emergency'（緊急求助，例如 999）或 'support'（支援熱線）",
        "kind is 'emergency' (the emergency call, e.g. 999) or 'support' (a support line)",
      ),
    }),
    name: text,
    number: hotlineNumber,
    hours: text.optional(),
    languages: text.optional(),
    text,
  })
  .refine((line) => line.kind === 'emergency' || line.hours !== undefined, {
    error: say("支援熱線要寫上服務時間，例如 hours: '24 小時'", "a support line says its hours, e.g. hours: '24 小時'"),
    path: ['hours'],
  });

/** The footer and /crisis-support/ read this one list: the emergency call first, then the support lines. */
export const crisisLines = list(crisisLine).refine(
  (lines) => lines.some((line) => line.kind === 'emergency') && lines.some((line) => line.kind === 'support'),
  {
    error: say(
      "要有緊急求助號碼（kind: 'emergency'）及最少一條支援熱線（kind: 'support'）",
      "the list needs the emergency call (kind: 'emergency') and at least one support line (kind: 'support')",
    ),
  },
);

export const analyticsSettings = z.strictObject({
  enabled: z.boolean(),
  measurementId: z.string().regex(/^G-[A-Z0-9]+$/, {
    error: say('GA4 評估 ID 要寫成 G- 加英文大寫字母及數字', 'a GA4 measurement id is G- then capitals and digits'),
  }),
});
