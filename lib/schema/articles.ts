import { z } from 'zod';
import { image, isoDate, list, pageCode, say, slug, text } from './fields';
import { bookingWords, pageTopic, searchInfo, section } from './pages';

/** The articles: one entry each, at /blog/<slug>. */

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
    /** What the article is about (lib/schema/pages.ts PAGE_TOPICS): one about family, relationships, children or violence shows the quick exit. */
    topics: list(pageTopic).optional(),
    sections: list(section),
    /** The article's own words for the booking block that closes it (lib/schema/pages.ts bookingWords). */
    booking: bookingWords.optional(),
  })
  .refine((post) => post.dateModified >= post.datePublished, {
    error: say('更新日期（dateModified）不可早於發布日期（datePublished）', 'dateModified must not be before datePublished'),
    path: ['dateModified'],
  });
