import { routes } from '@/lib/routes';
import { site } from '@/content/site';
import { therapists } from '@/content/therapists';
import { blogPosts } from '@/content/pages/blog';
import { articleJsonLd, profilePageJsonLd } from '@/lib/seo/json-ld';

const routePaths = new Set<string>(routes.map((route) => route.path));

describe('JSON-LD over the real content', () => {
  it.each(therapists.map((t) => [t.slug, t] as const))('builds a complete profile for %s at a real route', (slug, t) => {
    expect(routePaths).toContain(`/therapist/${slug}`);
    const person = profilePageJsonLd(t).mainEntity;
    for (const field of [person.name, person.jobTitle, person.description, person.image]) expect(field).toMatch(/\S/);
    expect(person.knowsLanguage.length).toBeGreaterThan(0);
    expect(person.image).toBe(`${site.origin}/generated/og/therapist-${slug}.jpg`);
  });

  it.each(blogPosts.map((post) => [post.slug, post] as const))('builds an article for %s by a real therapist', (slug, post) => {
    expect(routePaths).toContain(`/blog/${slug}`);
    const author = therapists.find((t) => t.slug === post.authorSlug);
    expect(author).toBeDefined();
    if (!author) return;
    const article = articleJsonLd(post, author);
    expect(article.author.url).toBe(`${site.origin}/therapist/${author.slug}/`);
    expect(Date.parse(article.dateModified)).toBeGreaterThanOrEqual(Date.parse(article.datePublished));
  });
});
