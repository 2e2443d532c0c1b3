/**
 * The shapes of every content module. Editors change the modules beside this file;
 * `lib/content-check.ts` rejects an edit that breaks an invariant the types cannot express.
 */

/** Booking buttons carry one of these tags; each is used exactly once on the site. */
export type BookingTag = '01' | '02' | '03' | '04' | '05' | '06';

/**
 * An image is referenced by the file name of its source in `content/images/`
 * (JPEG, PNG or SVG). The build turns the source into responsive AVIF/WebP variants.
 */
export interface ImageRef {
  readonly file: string;
  readonly alt: string;
}

export interface Link {
  readonly label: string;
  readonly href: string;
}

/** What search engines and social previews show for a page. */
export interface SearchInfo {
  /** The page part of the title only: the site appends the centre's short name. */
  readonly title: string;
  /** 50–160 characters. */
  readonly description: string;
  /** A source image in content/images/ whose 1200×630 share version the build makes; the default when omitted. */
  readonly image?: string;
}

/**
 * What every page entry says about its place in the site. The routes, menus' validity,
 * breadcrumbs, sitemap, metadata and structured data are all derived from these fields.
 */
export interface PageInfo {
  /** Neutral booking code ('P07'): names the page in a WhatsApp message without its topic. */
  readonly code: string;
  /** Short name used in menus and breadcrumbs. */
  readonly name: string;
  /** The path of the breadcrumb parent; home when omitted. */
  readonly parent?: string;
  /** ISO date of the last content change, used by the sitemap. */
  readonly lastModified: string;
  /** The page has no top margin or padding (its hero sits under the fixed header). */
  readonly flush?: boolean;
  readonly seo: SearchInfo;
}

/** An older address serving the same page (its canonical points to the page, the sitemap leaves it out). */
export interface PageAlias {
  readonly path: string;
  readonly code: string;
}

/** A page with its own address. Paths are written without a trailing slash ('/' for home). */
export interface PageEntry extends PageInfo {
  readonly path: string;
  readonly aliases?: readonly PageAlias[];
}

export interface NavItem {
  readonly label: string;
  readonly href: string;
  readonly children?: readonly NavItem[];
  /** The submenu lists every page whose parent is `href` (by its name), so a new page appears by itself. */
  readonly childPages?: boolean;
}

export interface SocialLink {
  readonly platform: 'facebook' | 'youtube';
  readonly label: string;
  readonly url: string;
}

export interface PartnerInstitute {
  readonly name: string;
  readonly description: string;
  readonly url: string;
}

export interface SiteConfig {
  readonly name: string;
  readonly shortName: string;
  readonly englishName: string;
  readonly tagline: string;
  /** Absolute origin without a trailing slash, e.g. https://www.example.hk */
  readonly origin: string;
  readonly phone: { readonly display: string; readonly e164: string };
  readonly whatsapp: { readonly display: string; readonly digits: string };
  readonly email: string;
  readonly address: {
    readonly street: string;
    readonly district: string;
    readonly region: string;
    readonly country: string;
    readonly full: string;
  };
  /** Where the centre serves clients in person (structured data). */
  readonly areaServed: string;
  readonly geo: { readonly latitude: number; readonly longitude: number };
  readonly map: { readonly linkUrl: string; readonly embedUrl: string; readonly appleMapsUrl: string };
  readonly transport: string;
  readonly wechat: {
    readonly id: string;
    /** What the QR code encodes (the WeChat add-contact link). */
    readonly qrTarget: string;
    /** Optional uploaded QR image in content/images/ that overrides the generated one. */
    readonly qrImage?: string;
  };
  readonly social: readonly SocialLink[];
  readonly partners: readonly PartnerInstitute[];
  readonly openingHours: {
    readonly days: readonly string[];
    readonly opens: string;
    readonly closes: string;
    readonly display: string;
  };
  readonly priceRange: string;
  readonly claims: {
    readonly yearsExperience: string;
    readonly cases: string;
    readonly consultationMinutes: number;
  };
  readonly logo: ImageRef;
  readonly defaultSocialImage: ImageRef;
  readonly foundingYear: number;
}

export interface BookingCopy {
  /** Prefilled WhatsApp message asking to leave a message for the free consultation. */
  readonly message: string;
  /** Labels of the source tag appended to the message, read by the centre's staff. */
  readonly sourceLabels: { readonly page: string; readonly session: string; readonly button: string };
  readonly buttonLabel: string;
  readonly floatingLabel: string;
  readonly finePrint: string;
}

/** Therapist card / team member and profile. */
/** A therapist's profile lives at /therapist/<slug>; its menu name is the person's name. */
export interface Therapist {
  readonly slug: string;
  /** Neutral booking code of the profile page. */
  readonly code: string;
  readonly lastModified: string;
  readonly seo: SearchInfo;
  readonly name: string;
  readonly englishName: string;
  readonly role: string;
  /** One or two sentences for cards. */
  readonly description: string;
  readonly image: ImageRef;
  readonly languages: readonly string[];
  readonly specialties: readonly string[];
  readonly training: readonly string[];
  readonly approach: readonly string[];
  readonly bio: readonly string[];
  readonly quote?: string;
  /** Shown in the home page's team grid (five of the six). */
  readonly inTeamGrid: boolean;
  readonly isLead?: boolean;
}

export interface Master {
  readonly name: string;
  readonly description: string;
  readonly image: ImageRef;
  readonly featured: boolean;
}

export interface SocialStat {
  readonly url: string;
  readonly platform: 'youtube' | 'facebook';
  readonly icon: string;
  readonly number: string;
  readonly label: string;
}

export interface Video {
  readonly url: string;
  /** Resolved in the browser from oEmbed when empty. */
  readonly title?: string;
  readonly thumbnail?: string;
}

export interface VideoCategory {
  readonly icon: string;
  readonly title: string;
  readonly description: string;
  readonly videos: readonly Video[];
}

export interface Testimonial {
  readonly text: string;
  readonly author: string;
  readonly context?: string;
}

export interface ProcessStep {
  readonly title: string;
  readonly description: string;
  readonly showCTA: boolean;
}

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
  readonly open?: boolean;
}

export interface ProblemCard {
  readonly title: string;
  readonly description: string;
  readonly image: ImageRef;
  readonly link: string;
}

export interface HeroSlide {
  readonly desktop: ImageRef;
  readonly tablet: ImageRef;
  readonly mobile: ImageRef;
}

export interface TitledText {
  readonly title: string;
  readonly text: string;
}

/** Building blocks of the content pages (service, problem, info and other pages). */
export type Section =
  | { readonly kind: 'prose'; readonly heading: string; readonly paragraphs: readonly string[]; readonly image?: ImageRef }
  | { readonly kind: 'cards'; readonly heading: string; readonly intro?: string; readonly items: readonly TitledText[] }
  | { readonly kind: 'list'; readonly heading: string; readonly intro?: string; readonly items: readonly string[] }
  | { readonly kind: 'steps'; readonly heading: string; readonly intro?: string; readonly items: readonly TitledText[] }
  | { readonly kind: 'faq'; readonly heading: string; readonly items: readonly FaqItem[] }
  | { readonly kind: 'quote'; readonly text: string; readonly author: string }
  | { readonly kind: 'links'; readonly heading: string; readonly intro?: string; readonly items: readonly (Link & { readonly text?: string })[] }
  | { readonly kind: 'booking'; readonly heading: string; readonly text: string };

export interface ContentPage extends PageEntry {
  /** The page's h1. */
  readonly heading: string;
  /** A sentence or two under the heading. */
  readonly lead: string;
  readonly image?: ImageRef;
  readonly sections: readonly Section[];
}

/** Page SEO as the metadata builders read it: a page entry's `seo` with its path and kind. */
export interface PageSeo {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly ogImage?: string;
  readonly type?: 'website' | 'article';
  readonly robots?: { readonly index: boolean; readonly follow: boolean };
}

/** An article lives at /blog/<slug>; its name in breadcrumbs is its title, its sitemap date `dateModified`. */
export interface BlogPost {
  readonly slug: string;
  /** Neutral booking code of the article page. */
  readonly code: string;
  readonly seo: SearchInfo;
  readonly title: string;
  readonly excerpt: string;
  /** Slug of the author in content/therapists.ts. */
  readonly authorSlug: string;
  readonly datePublished: string;
  readonly dateModified: string;
  readonly image: ImageRef;
  readonly readingMinutes: number;
  readonly sections: readonly Section[];
}

export interface ContactCopy extends PageEntry {
  readonly heading: string;
  readonly lead: string;
  readonly socialHeading: string;
  readonly socialCards: readonly { readonly platform: 'facebook' | 'youtube'; readonly title: string; readonly text: string }[];
  readonly partnersHeading: string;
  readonly addressHeading: string;
  readonly phoneLabel: string;
  readonly whatsappLabel: string;
  readonly hoursLabel: string;
  readonly mapHeading: string;
  readonly mapTitle: string;
  readonly mapFallback: string;
  readonly mapLoad: string;
  readonly openInGoogleMaps: string;
  readonly openInAppleMaps: string;
  readonly transportHeading: string;
  readonly transportNotes: readonly string[];
  readonly bookingHeading: string;
  readonly bookingText: string;
}

// Home and services pages

/** A booking button placed by content: its tag and, optionally, a label other than the default. */
export interface BookingRef {
  readonly tag: BookingTag;
  readonly label?: string;
}

/** An image with a caption under it (media interviews, events). */
export interface CaptionedImage {
  readonly image: ImageRef;
  readonly caption: string;
}

/** A social stat without its URL: the page takes the URL from `site.social` by platform. */
export type SocialStatLabel = Omit<SocialStat, 'url'>;

export interface HomeHero {
  readonly eyebrow: string;
  /** The page's h1. */
  readonly headline: string;
  readonly text: string;
  /** Labels printed after `site.claims.yearsExperience` and `site.claims.cases`. */
  readonly yearsLabel: string;
  readonly casesLabel: string;
  readonly slides: readonly HeroSlide[];
  readonly carouselLabel: string;
  readonly pauseLabel: string;
  readonly playLabel: string;
  readonly booking: BookingRef;
}

export interface SellingPoint extends TitledText {
  /** A short figure or phrase shown large above the title, e.g. '1–3 次'. */
  readonly highlight: string;
}

export interface MethodCard extends TitledText {
  readonly image: ImageRef;
  readonly link: Link;
}

export interface ComparisonRow {
  readonly aspect: string;
  readonly traditional: string;
  readonly integral: string;
}

export interface HomeContent extends PageEntry {
  readonly hero: HomeHero;
  readonly problems: { readonly heading: string; readonly intro: string; readonly linkLabel: string; readonly items: readonly ProblemCard[] };
  readonly invitation: {
    readonly heading: string;
    readonly paragraphs: readonly string[];
    readonly signature: string;
    readonly booking: BookingRef;
  };
  readonly sellingPoints: { readonly heading: string; readonly intro: string; readonly items: readonly SellingPoint[] };
  readonly methods: { readonly heading: string; readonly intro: string; readonly items: readonly MethodCard[] };
  readonly comparison: {
    readonly heading: string;
    readonly intro: string;
    readonly caption: string;
    readonly columns: { readonly aspect: string; readonly traditional: string; readonly integral: string };
    readonly rows: readonly ComparisonRow[];
    readonly iceberg: ImageRef;
    readonly icebergCaption: string;
    readonly link: Link;
  };
  readonly leadProfile: {
    readonly heading: string;
    readonly paragraphs: readonly string[];
    readonly highlights: readonly string[];
    readonly linkLabel: string;
  };
  readonly masters: {
    readonly heading: string;
    readonly intro: string;
    readonly note: string;
    readonly showMoreLabel: string;
    readonly showLessLabel: string;
    readonly items: readonly Master[];
  };
  readonly media: { readonly heading: string; readonly intro: string; readonly items: readonly CaptionedImage[] };
  readonly enterprise: {
    readonly heading: string;
    readonly intro: string;
    readonly logo: ImageRef;
    readonly logoCaption: string;
    readonly events: readonly CaptionedImage[];
  };
  readonly books: {
    readonly heading: string;
    readonly intro: string;
    readonly items: readonly { readonly title: string; readonly author: string; readonly year: string; readonly description: string; readonly image: ImageRef }[];
  };
  readonly team: { readonly heading: string; readonly intro: string; readonly linkLabel: string; readonly allLink: Link };
  readonly testimonials: { readonly heading: string; readonly intro: string; readonly items: readonly Testimonial[]; readonly link: Link };
  readonly videos: {
    readonly heading: string;
    readonly intro: string;
    readonly stats: readonly SocialStatLabel[];
    readonly categories: readonly VideoCategory[];
  };
  readonly closing: { readonly heading: string; readonly text: string; readonly booking: BookingRef };
}

export interface PillarCard {
  readonly title: string;
  readonly subtitle: string;
  readonly image: ImageRef;
  readonly paragraphs: readonly string[];
  readonly points: readonly string[];
  readonly link: Link;
}

export interface PillarRow {
  readonly pillar: string;
  readonly role: string;
  readonly level: string;
  readonly effect: string;
}

export interface ServicesOverview extends PageEntry {
  readonly hero: { readonly eyebrow: string; readonly heading: string; readonly lead: string; readonly booking: BookingRef };
  readonly integral: { readonly heading: string; readonly paragraphs: readonly string[]; readonly points: readonly TitledText[] };
  readonly pillars: {
    readonly heading: string;
    readonly intro: string;
    readonly cards: readonly PillarCard[];
    readonly table: {
      readonly heading: string;
      readonly caption: string;
      /** Accessible name of the horizontally scrolling region. */
      readonly regionLabel: string;
      /** Shown only while the table is wider than its container. */
      readonly overflowHint: string;
      readonly columns: { readonly pillar: string; readonly role: string; readonly level: string; readonly effect: string };
      readonly rows: readonly PillarRow[];
    };
  };
  readonly process: {
    readonly heading: string;
    readonly intro: string;
    readonly steps: readonly ProcessStep[];
    /** The booking button of the step whose `showCTA` is true. */
    readonly booking: BookingRef;
  };
  readonly faq: { readonly heading: string; readonly items: readonly FaqItem[]; readonly link: Link };
  readonly closing: { readonly heading: string; readonly text: string; readonly booking: BookingRef };
}

/** Words of the not-found page. */
export interface NotFoundCopy {
  readonly seo: SearchInfo;
  readonly heading: string;
  readonly text: string;
  readonly homeLabel: string;
  readonly sectionsHeading: string;
}
