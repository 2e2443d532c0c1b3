/**
 * The shapes of every content module, derived from the one schema in lib/schema/ (a file per kind
 * of content; `npm run check:content` checks the modules against the same schema). Editors change
 * the modules beside this file; the schema says what each field may hold.
 */
import type { z } from 'zod';
import type * as schema from '@/lib/schema';

type Of<T extends z.ZodType> = z.infer<T>;
type Item<T> = T extends readonly (infer U)[] ? U : never;

export type ImageRef = Of<typeof schema.contentPage>['image'] & {};
export type Link = Of<typeof schema.link>;
export type NavItem = Of<typeof schema.navItem>;
export type Section = Of<typeof schema.section>;
export type ContentPage = Of<typeof schema.contentPage>;
/** What every page entry says about itself: path, booking code, name, parent, date, search entry. */
export type PageEntry = Pick<ContentPage, 'path' | 'aliases' | 'code' | 'name' | 'parent' | 'lastModified' | 'seo'>;
export type SiteConfig = Of<typeof schema.siteConfig>;
export type BookingCopy = Of<typeof schema.bookingCopy>;
export type BookingWords = Of<typeof schema.bookingWords>;
export type HoursWords = Of<typeof schema.hoursWords>;
export type Fees = Of<typeof schema.fees>;
export type SessionCounts = Of<typeof schema.sessionCounts>;
export type Therapist = Of<typeof schema.therapist>;
export type Qualification = Of<typeof schema.qualification>;
export type BlogPost = Of<typeof schema.blogPost>;
export type ContactCopy = Of<typeof schema.contactCopy>;
export type PrivacyDisclosure = Of<typeof schema.privacyDisclosure>;
export type BookingRef = Of<typeof schema.bookingRef>;
export type BookingTag = BookingRef['tag'];
export type HomeContent = Of<typeof schema.home>;
export type HeroSlide = Item<HomeContent['hero']['slides']>;
export type Master = Item<HomeContent['masters']['items']>;
export type CaptionedImage = Item<HomeContent['media']['items']>;
/** A social stat with the URL the page takes from `site.social` by platform. */
export type SocialStat = Item<HomeContent['videos']['stats']> & { readonly url: string };
export type VideoCategory = Item<HomeContent['videos']['categories']>;
export type Video = Item<VideoCategory['videos']>;
export type FaqItem = Item<Extract<Section, { kind: 'faq' }>['items']>;
export type ServicesOverview = Of<typeof schema.servicesOverview>;
export type NotFoundCopy = Of<typeof schema.notFoundCopy>;
export type ChromeCopy = Of<typeof schema.chrome>;
export type CrisisLine = Of<typeof schema.crisisLine>;
export type CrisisPlaceEntry = Of<typeof schema.crisisPlaceEntry>;
export type EmergencyNumbers = Of<typeof schema.emergencyNumbers>;
export type CrisisLineKind = CrisisLine['kind'];
export type ProfileCopy = Of<typeof schema.profileCopy>;
export type Cautions = Of<typeof schema.cautions>;
export type CautionTriggers = Of<typeof schema.cautionTriggers>;
export type CautionNote = Of<typeof schema.cautionNote>;
export type Safeguarding = Of<typeof schema.safeguarding>;
export type OnlineOffer = Of<typeof schema.onlineOffer>;
export type BlogCopy = Of<typeof schema.blogCopy>;
export type VideoCopy = Of<typeof schema.videoCopy>;
export type WordForm = Of<typeof schema.wordForm>;
export type SimplifiedOverride = Of<typeof schema.simplifiedOverride>;
export type MainlandWord = Of<typeof schema.mainlandWord>;
export type EditionLabels = Of<typeof schema.editionLabels>;
export type MainlandNotice = Of<typeof schema.mainlandNotice>;

/** Page SEO as the metadata builders read it: a page entry's `seo` with its path and kind. */
export interface PageSeo {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly ogImage?: string;
  readonly type?: 'website' | 'article';
}
