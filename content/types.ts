/**
 * The shapes of every content module, derived from the one schema in lib/schema/content.ts
 * (`npm run check:content` checks the modules against the same schema). Editors change the
 * modules beside this file; the schema says what each field may hold.
 */
import type { z } from 'zod';
import type * as schema from '@/lib/schema/content';

type Of<T extends z.ZodType> = z.infer<T>;
type Item<T> = T extends readonly (infer U)[] ? U : never;

export type ImageRef = Of<typeof schema.contentPage>['image'] & {};
export type Link = Of<typeof schema.link>;
export type NavItem = Of<typeof schema.navItem>;
export type SearchInfo = Of<typeof schema.searchInfo>;
export type PageAlias = Of<typeof schema.pageAlias>;
export type Section = Of<typeof schema.section>;
export type ContentPage = Of<typeof schema.contentPage>;
/** What every page entry says about itself: path, booking code, name, parent, date, search entry. */
export type PageEntry = Pick<ContentPage, 'path' | 'aliases' | 'code' | 'name' | 'parent' | 'lastModified' | 'flush' | 'seo'>;
export type SiteConfig = Of<typeof schema.siteConfig>;
export type SocialLink = Item<SiteConfig['social']>;
export type BookingCopy = Of<typeof schema.bookingCopy>;
export type Therapist = Of<typeof schema.therapist>;
export type BlogPost = Of<typeof schema.blogPost>;
export type ContactCopy = Of<typeof schema.contactCopy>;
export type BookingRef = Of<typeof schema.bookingRef>;
export type BookingTag = BookingRef['tag'];
export type HomeContent = Of<typeof schema.home>;
export type HomeHero = HomeContent['hero'];
export type HeroSlide = Item<HomeHero['slides']>;
export type ProblemCard = Item<HomeContent['problems']['items']>;
export type SellingPoint = Item<HomeContent['sellingPoints']['items']>;
export type MethodCard = Item<HomeContent['methods']['items']>;
export type ComparisonRow = Item<HomeContent['comparison']['rows']>;
export type Master = Item<HomeContent['masters']['items']>;
export type CaptionedImage = Item<HomeContent['media']['items']>;
export type Testimonial = Item<HomeContent['testimonials']['items']>;
export type SocialStatLabel = Item<HomeContent['videos']['stats']>;
/** A social stat with the URL the page takes from `site.social` by platform. */
export type SocialStat = SocialStatLabel & { readonly url: string };
export type VideoCategory = Item<HomeContent['videos']['categories']>;
export type Video = Item<VideoCategory['videos']>;
export type TitledText = Item<Extract<Section, { kind: 'cards' }>['items']>;
export type FaqItem = Item<Extract<Section, { kind: 'faq' }>['items']>;
export type ServicesOverview = Of<typeof schema.servicesOverview>;
export type PillarCard = Item<ServicesOverview['pillars']['cards']>;
export type PillarRow = Item<ServicesOverview['pillars']['table']['rows']>;
export type ProcessStep = Item<ServicesOverview['process']['steps']>;
export type NotFoundCopy = Of<typeof schema.notFoundCopy>;
export type ChromeCopy = Of<typeof schema.chrome>;
export type CrisisLine = Of<typeof schema.crisisLine>;
export type ProfileCopy = Of<typeof schema.profileCopy>;
export type BlogCopy = Of<typeof schema.blogCopy>;
export type VideoCopy = Of<typeof schema.videoCopy>;

/** Page SEO as the metadata builders read it: a page entry's `seo` with its path and kind. */
export interface PageSeo {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly ogImage?: string;
  readonly type?: 'website' | 'article';
  readonly robots?: { readonly index: boolean; readonly follow: boolean };
}
