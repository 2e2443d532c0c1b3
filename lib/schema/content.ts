import { z } from 'zod';
import {
  between,
  bookingTag,
  email,
  exactly,
  hkPhoneDisplay,
  hkPhoneE164,
  hotlineNumber,
  href,
  httpsUrl,
  image,
  imageFile,
  internalPath,
  isoDate,
  list,
  pageCode,
  say,
  slug,
  text,
  whatsappDigits,
  youtubeUrl,
} from './fields';

/**
 * One schema for every content module: the build checks the modules against it, and
 * content/types.ts derives the TypeScript types from it, so the two cannot drift apart.
 */

export const link = z.strictObject({ label: text, href });

/** Search descriptions are counted in characters (a Chinese character or a space counts one). */
export const DESCRIPTION_MIN = 80;
export const DESCRIPTION_MAX = 120;

// What search engines and social previews show for a page.
export const searchInfo = z.strictObject({
  /** The page part of the title only: the site appends the centre's short name. */
  title: text,
  /** 80–120 characters: shorter leaves the search result thin, longer is cut off on a phone. */
  description: text.check((ctx) => {
    const length = [...ctx.value.trim()].length;
    if (length >= DESCRIPTION_MIN && length <= DESCRIPTION_MAX) return;
    const zh = length < DESCRIPTION_MIN ? '請補充一兩個重點，例如地點或服務' : '請刪減次要的字句';
    const en = length < DESCRIPTION_MIN ? 'add a point or two, such as the place or the service' : 'cut the less important words';
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      message: say(
        `搜尋描述要有 ${DESCRIPTION_MIN} 至 ${DESCRIPTION_MAX} 字，現在有 ${length} 字：${zh}`,
        `the search description must be ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters, it has ${length}: ${en}`,
      ),
    });
  }),
  /** A source image in content/images/ whose 1200×630 share version the build makes; the default when omitted. */
  image: imageFile.optional(),
});

const pageInfo = {
  /** Neutral booking code ('P07'): names the page in a WhatsApp message without its topic. */
  code: pageCode,
  /** Short name used in menus and breadcrumbs. */
  name: text,
  /** The path of the breadcrumb parent; home when omitted. */
  parent: internalPath.optional(),
  /** ISO date of the last content change, used by the sitemap. */
  lastModified: isoDate,
  /** The page has no top margin or padding (its hero sits under the fixed header). */
  flush: z.boolean().optional(),
  seo: searchInfo,
};

/** An older address serving the same page (its canonical points to the page, the sitemap leaves it out). */
export const pageAlias = z.strictObject({ path: internalPath, code: pageCode });

/** A page with its own address. Paths are written without a trailing slash ('/' for home). */
const pageEntry = { path: internalPath, aliases: list(pageAlias).optional(), ...pageInfo };

export const navItem: z.ZodType<NavItemShape> = z.lazy(() =>
  z.strictObject({
    label: text,
    href,
    children: list(navItem).optional(),
    /** The submenu lists every page whose parent is `href` (by its name), so a new page appears by itself. */
    childPages: z.boolean().optional(),
  }),
);
interface NavItemShape {
  readonly label: string;
  readonly href: string;
  readonly children?: readonly NavItemShape[] | undefined;
  readonly childPages?: boolean | undefined;
}

const titledText = z.strictObject({ title: text, text });

/** HK$ as the pages write it: 1600 → "HK$1,600". */
export const formatHkd = (amount: number): string => `HK$${amount.toLocaleString('en-US')}`;

/**
 * A card that may carry a session fee (the fee page): `fee` is the amount its text shows, and the
 * lowest and highest fees give the structured data's price range, so the figure is written once
 * for people and once as a number that is checked against it.
 */
const feeCard = z
  .strictObject({ title: text, text, fee: z.number().int().positive().optional() })
  .refine((card) => card.fee === undefined || card.text.includes(formatHkd(card.fee)), {
    error: say(
      'fee 的數字要與 text 裡寫的收費相同（例如 fee: 1600 配 HK$1,600）',
      'fee must be the amount the text shows (fee: 1600 with HK$1,600)',
    ),
    path: ['fee'],
  });
const faqItem = z.strictObject({ question: text, answer: text, open: z.boolean().optional() });

export const section = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('prose'), heading: text, paragraphs: list(text), image: image.optional() }),
    z.strictObject({ kind: z.literal('cards'), heading: text, intro: text.optional(), items: list(feeCard) }),
    z.strictObject({ kind: z.literal('list'), heading: text, intro: text.optional(), items: list(text) }),
    z.strictObject({ kind: z.literal('steps'), heading: text, intro: text.optional(), items: list(titledText) }),
    z.strictObject({ kind: z.literal('faq'), heading: text, items: list(faqItem) }),
    z.strictObject({ kind: z.literal('quote'), text, author: text }),
    z.strictObject({
      kind: z.literal('links'),
      heading: text,
      intro: text.optional(),
      items: list(z.strictObject({ label: text, href, text: text.optional() })),
    }),
    z.strictObject({ kind: z.literal('booking'), heading: text, text }),
    /** The hotlines of content/crisis-lines.ts, each a tap-to-call card: the emergency call or the support lines, all when omitted. */
    z.strictObject({
      kind: z.literal('hotlines'),
      heading: text,
      intro: text.optional(),
      lines: z.enum(['emergency', 'support']).optional(),
    }),
  ],
  {
    error: say(
      '段落種類（kind）只可用 prose、cards、list、steps、faq、quote、links、booking 或 hotlines',
      'a section kind is one of prose, cards, list, steps, faq, quote, links, booking, hotlines',
    ),
  },
);

export const contentPage = z.strictObject({
  ...pageEntry,
  /** The page's h1. */
  heading: text,
  /** A sentence or two under the heading. */
  lead: text,
  image: image.optional(),
  sections: list(section),
});

const socialPlatform = z.enum(['facebook', 'youtube'], { error: say('只可用 facebook 或 youtube', 'one of facebook, youtube') });

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
  origin: httpsUrl.refine((value) => !value.endsWith('/') && new URL(value).pathname === '/', {
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

/** A therapist's profile lives at /therapist/<slug>; its menu name is the person's name. */
export const therapist = z.strictObject({
  slug,
  /** Neutral booking code of the profile page. */
  code: pageCode,
  lastModified: isoDate,
  seo: searchInfo,
  name: text,
  englishName: text,
  role: text,
  /** One or two sentences for cards. */
  description: text,
  image,
  languages: list(text),
  specialties: list(text),
  training: list(text),
  approach: list(text),
  bio: list(text),
  quote: text.optional(),
  /** Qualifications (structured data only): e.g. { name: '臨床催眠治療師證書', category: '專業證書', issuer: '…' }. */
  credentials: list(z.strictObject({ name: text, category: text, issuer: text.optional() })).optional(),
  /** Professional bodies the therapist belongs to (structured data only). */
  memberships: list(z.strictObject({ name: text, url: httpsUrl.optional() })).optional(),
  /** Shown in the home page's team grid (five in all). */
  inTeamGrid: z.boolean(),
  isLead: z.boolean().optional(),
});

export const therapists = list(therapist).refine((all) => all.filter((one) => one.inTeamGrid).length === 5, {
  error: say(
    '首頁團隊只可顯示 5 位治療師：剛好 5 位要寫 inTeamGrid: true',
    'the home team grid shows 5 therapists: exactly 5 need inTeamGrid: true',
  ),
});

/** An article lives at /blog/<slug>; its name in breadcrumbs is its title, its sitemap date `dateModified`. */
export const blogPost = z
  .strictObject({
    slug,
    /** Neutral booking code of the article page. */
    code: pageCode,
    seo: searchInfo,
    title: text,
    excerpt: text,
    /** Slug of the author in content/therapists.ts. */
    authorSlug: slug,
    datePublished: isoDate,
    dateModified: isoDate,
    image,
    readingMinutes: z.number().int().positive(),
    sections: list(section),
  })
  .refine((post) => post.dateModified >= post.datePublished, {
    error: say('更新日期（dateModified）不可早於發布日期（datePublished）', 'dateModified must not be before datePublished'),
    path: ['dateModified'],
  });

export const contactCopy = z.strictObject({
  ...pageEntry,
  heading: text,
  lead: text,
  socialHeading: text,
  socialCards: list(z.strictObject({ platform: socialPlatform, title: text, text })),
  partnersHeading: text,
  addressHeading: text,
  phoneLabel: text,
  whatsappLabel: text,
  hoursLabel: text,
  mapHeading: text,
  mapTitle: text,
  mapPrompt: text,
  mapLoad: text,
  openInGoogleMaps: text,
  openInAppleMaps: text,
  transportHeading: text,
  transportNotes: list(text),
  bookingHeading: text,
  bookingText: text,
});

/** A booking button placed by content: its tag and, optionally, a label other than the default. */
export const bookingRef = z.strictObject({ tag: bookingTag, label: text.optional() });

/** An image with a caption under it (media interviews, events). */
const captionedImage = z.strictObject({ image, caption: text });

const socialStatLabel = z.strictObject({ platform: socialPlatform, icon: text, number: text, label: text });

const video = z.strictObject({
  url: youtubeUrl,
  /** Resolved in the browser from oEmbed when empty. */
  title: z.string().optional(),
  thumbnail: httpsUrl.optional(),
});

const master = z.strictObject({ name: text, description: text, image, featured: z.boolean() });

const heroSlide = z.strictObject({ desktop: image, tablet: image, mobile: image });

export const home = z.strictObject({
  ...pageEntry,
  hero: z.strictObject({
    eyebrow: text,
    /** The page's h1. */
    headline: text,
    text,
    /** Labels printed after `site.claims.yearsExperience` and `site.claims.cases`. */
    yearsLabel: text,
    casesLabel: text,
    slides: exactly(heroSlide, 3),
    carouselLabel: text,
    pauseLabel: text,
    playLabel: text,
    booking: bookingRef,
  }),
  problems: z.strictObject({
    heading: text,
    intro: text,
    linkLabel: text,
    items: exactly(z.strictObject({ title: text, description: text, image, link: internalPath }), 5),
  }),
  invitation: z.strictObject({ heading: text, paragraphs: list(text), signature: text, booking: bookingRef }),
  sellingPoints: z.strictObject({
    heading: text,
    intro: text,
    /** `highlight`: a short figure or phrase shown large above the title, e.g. '1–3 次'. */
    items: exactly(z.strictObject({ title: text, text, highlight: text }), 4),
  }),
  methods: z.strictObject({ heading: text, intro: text, items: exactly(z.strictObject({ title: text, text, image, link }), 3) }),
  comparison: z.strictObject({
    heading: text,
    intro: text,
    caption: text,
    columns: z.strictObject({ aspect: text, traditional: text, integral: text }),
    rows: list(z.strictObject({ aspect: text, traditional: text, integral: text })),
    iceberg: image,
    icebergCaption: text,
    link,
  }),
  leadProfile: z.strictObject({ heading: text, paragraphs: list(text), highlights: list(text), linkLabel: text }),
  masters: z.strictObject({
    heading: text,
    intro: text,
    note: text,
    showMoreLabel: text,
    showLessLabel: text,
    items: exactly(master, 14).refine((all) => all.filter((one) => one.featured).length === 2, {
      error: say(
        '大師名單要有 2 位 featured: true，其餘 12 位收在「查看更多」之後',
        '2 masters need featured: true; the other 12 sit behind the toggle',
      ),
    }),
  }),
  media: z.strictObject({ heading: text, intro: text, items: exactly(captionedImage, 4) }),
  enterprise: z.strictObject({ heading: text, intro: text, logo: image, logoCaption: text, events: exactly(captionedImage, 6) }),
  books: z.strictObject({
    heading: text,
    intro: text,
    items: list(z.strictObject({ title: text, author: text, year: text, description: text, image })),
  }),
  team: z.strictObject({ heading: text, intro: text, linkLabel: text, allLink: link }),
  testimonials: z.strictObject({
    heading: text,
    intro: text,
    items: exactly(z.strictObject({ text, author: text, context: text.optional() }), 3),
    link,
  }),
  videos: z.strictObject({
    heading: text,
    intro: text,
    stats: list(socialStatLabel),
    categories: exactly(z.strictObject({ icon: text, title: text, description: text, videos: between(video, 2, 3) }), 5),
  }),
  closing: z.strictObject({ heading: text, text, booking: bookingRef }),
});

const processStep = z.strictObject({ title: text, description: text, showCTA: z.boolean() });

export const servicesOverview = z.strictObject({
  ...pageEntry,
  hero: z.strictObject({ eyebrow: text, heading: text, lead: text, booking: bookingRef }),
  integral: z.strictObject({ heading: text, paragraphs: list(text), points: list(titledText) }),
  /**
   * The hub's list of every page under /services: one group per address prefix, each listing the
   * pages whose path starts with it (by their names), so a new service or problem page appears by itself.
   */
  directory: z.strictObject({
    heading: text,
    intro: text.optional(),
    groups: list(z.strictObject({ heading: text, under: internalPath })),
  }),
  pillars: z.strictObject({
    heading: text,
    intro: text,
    cards: exactly(z.strictObject({ title: text, subtitle: text, image, paragraphs: list(text), points: list(text), link }), 3),
    table: z.strictObject({
      heading: text,
      caption: text,
      /** Accessible name of the horizontally scrolling region. */
      regionLabel: text,
      /** Shown only while the table is wider than its container. */
      overflowHint: text,
      columns: z.strictObject({ pillar: text, role: text, level: text, effect: text }),
      rows: list(z.strictObject({ pillar: text, role: text, level: text, effect: text })),
    }),
  }),
  process: z.strictObject({
    heading: text,
    intro: text,
    steps: exactly(processStep, 4).refine((steps) => steps.filter((step) => step.showCTA).length === 1, {
      error: say('4 個步驟中要剛好 1 個寫 showCTA: true', 'exactly one of the 4 steps needs showCTA: true'),
    }),
    /** The booking button of the step whose `showCTA` is true. */
    booking: bookingRef,
  }),
  faq: z.strictObject({
    heading: text,
    items: exactly(faqItem, 6).refine((items) => items[0]?.open === true, {
      error: say('第一條常見問題要預設打開：寫 open: true', 'the first FAQ item opens by default: write open: true'),
    }),
    link,
  }),
  closing: z.strictObject({ heading: text, text, booking: bookingRef }),
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

/** Words of the not-found page. */
export const notFoundCopy = z.strictObject({
  seo: searchInfo,
  heading: text,
  text,
  homeLabel: text,
  sectionsHeading: text,
  bookingText: text,
});

/** Labels of the site chrome and of single components: every value is visible text. */
const labels = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);

export const chrome = labels([
  'skipLink',
  'menuOpen',
  'menuClose',
  'mainNavLabel',
  'mobileNavLabel',
  'subMenuToggle',
  'breadcrumbLabel',
  'wechatButton',
  'wechatButtonShort',
  'wechatTitle',
  'wechatHint',
  'wechatClose',
  'wechatQrAlt',
  'footerContact',
  'footerPhone',
  'footerWhatsapp',
  'footerAddress',
  'footerHours',
  'footerLinks',
  'crisisTitle',
  'crisisText',
  'crisisCall',
  'crisisAbroad',
  'crisisSupportTitle',
  'crisisMore',
  'copyright',
  'floatingWhatsapp',
  'floatingWhatsappShort',
  'loading',
  'errorHeading',
  'errorText',
  'errorReload',
  'errorHome',
  'offlineBanner',
  'offlineError',
  'offlineRetry',
  'offlineIgnore',
  'devEditorTitle',
] as const).check((ctx) => {
  // The phone's bottom bar shows the short words; a screen reader says the full name, which must
  // contain them, so a voice user can say what they see (WCAG 2.5.3, label in name).
  for (const [full, short] of [
    ['wechatButton', 'wechatButtonShort'],
    ['floatingWhatsapp', 'floatingWhatsappShort'],
  ] as const) {
    if (!ctx.value[full].includes(ctx.value[short])) {
      ctx.issues.push({
        code: 'custom',
        path: [short],
        input: ctx.value[short],
        message: say(`要是 ${full}「${ctx.value[full]}」裡的一段文字`, `must be words taken from ${full}, "${ctx.value[full]}"`),
      });
    }
  }
});

/** Sentences of care several pages carry word for word (content/cautions.ts). */
export const cautions = labels(['hypnosisMemory', 'constellationMemory'] as const);
export const profileCopy = labels(['languages', 'about', 'approach', 'specialties', 'training', 'bookingHeading', 'bookingText'] as const);
export const blogCopy = labels(['author', 'published', 'updated', 'readingTime'] as const);
/** `{title}` is replaced by the video's title. */
export const videoCopy = labels([
  'defaultTitle',
  'playLabel',
  'newTabHint',
  'dialogLabel',
  'playerTitle',
  'closeLabel',
  'statsLabel',
] as const);

export const analyticsSettings = z.strictObject({
  enabled: z.boolean(),
  measurementId: z.string().regex(/^G-[A-Z0-9]+$/, {
    error: say('GA4 評估 ID 要寫成 G- 加英文大寫字母及數字', 'a GA4 measurement id is G- then capitals and digits'),
  }),
});
