import { z } from 'zod';
import { mirrorHost } from '@/lib/video/mirror';
import { between, bookingTag, exactly, httpsUrl, image, internalPath, list, onePer, sampleMark, say, text, youtubeUrl } from './fields';
import { faqItem, link, pageEntry, section, signedName, titledText } from './pages';
import { cautionNote } from './copy';
import { socialPlatform } from './site';

/**
 * The pages with a shape of their own: the contact page, the home page and the services overview;
 * and what the privacy page shows beside its sections.
 */

export const contactCopy = z.strictObject({
  ...pageEntry,
  heading: text,
  lead: text,
  socialHeading: text,
  socialCards: list(z.strictObject({ platform: socialPlatform, title: text, text })).check(onePer('platform')),
  partnersHeading: text,
  addressHeading: text,
  phoneLabel: text,
  whatsappLabel: text,
  wechatLabel: text,
  hoursLabel: text,
  mapHeading: text,
  mapTitle: text,
  mapPrompt: text,
  mapLoad: text,
  openInGoogleMaps: text,
  openInAppleMaps: text,
  /** The Amap (高德地圖) link, which works in the mainland (lib/address/map-links.ts). */
  openInAmap: text,
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
  /** The same video on Bilibili or Tencent Video, for the mainland (the Simplified edition opens it). */
  mirror: z
    .string()
    .refine((value) => mirrorHost(value) !== undefined, {
      error: say(
        '內地鏡像要是嗶哩嗶哩或騰訊視頻的影片網址，例如 https://www.bilibili.com/video/BV1xx411c7mD 或 https://v.qq.com/x/page/a0000000000.html',
        'a mainland mirror is a Bilibili or Tencent Video page, e.g. https://www.bilibili.com/video/BV1xx411c7mD or https://v.qq.com/x/page/a0000000000.html',
      ),
    })
    .optional(),
});

const master = z.strictObject({ name: text, description: text, image, featured: z.boolean() });

const heroSlide = z.strictObject({ desktop: image, tablet: image, mobile: image });

/** The home page. Each list's size is fixed here with `exactly` (3 testimonials, 14 masters…): the layout is drawn for it. */
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
    /**
     * `highlight`: a short figure or phrase shown large above the title, e.g. '1–3 次'. Screen readers
     * skip it (aria-hidden in components/home/selling-points-section.tsx), so it may only restate the
     * title or text: words a visitor needs go in `title` or `text`.
     */
    items: exactly(z.strictObject({ title: text, text, highlight: text }), 4),
  }),
  methods: z.strictObject({
    heading: text,
    intro: text,
    items: exactly(z.strictObject({ title: text, text, image, link }), 3),
    /** Shown below the cards: the cautions of content/cautions.ts the cards' methods call for. */
    cautions: cautionNote.optional(),
  }),
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
    /** `sample: true` on a sample quote until the centre replaces it, as on /testimonials (the card says it is a sample). */
    items: exactly(z.strictObject({ text, author: signedName, context: text.optional(), sample: sampleMark.optional() }), 3),
    link,
  }),
  videos: z.strictObject({
    heading: text,
    intro: text,
    stats: list(socialStatLabel).check(onePer('platform')),
    categories: exactly(z.strictObject({ icon: text, title: text, description: text, videos: between(video, 2, 3) }), 5),
  }),
  closing: z.strictObject({ heading: text, text, booking: bookingRef }),
});

const processStep = z.strictObject({ title: text, description: text, showCTA: z.boolean() });

export const servicesOverview = z.strictObject({
  ...pageEntry,
  hero: z.strictObject({ eyebrow: text, heading: text, lead: text, booking: bookingRef }),
  integral: z.strictObject({
    heading: text,
    paragraphs: list(text),
    /** Shown below the paragraphs, each caution of content/cautions.ts its own paragraph. */
    cautions: cautionNote.optional(),
    points: list(titledText),
  }),
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
 * The privacy page's account of this website itself (content/pages/privacy.ts, beside its page):
 * shown above the policy's sections, with the analytics part of the build it belongs to.
 */
export const privacyDisclosure = z.strictObject({
  website: section,
  thirdParties: section,
  /** Shown by a build with analytics off. */
  analyticsOff: section,
  /** Shown by a build with analytics on, above the control that changes the visitor's answer. */
  analyticsOn: list(section),
});
