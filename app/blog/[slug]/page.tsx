import type { Metadata } from 'next';
import { ArticleView } from '@/components/blog/article-view';
import { JsonLd } from '@/components/seo/json-ld-script';
import { blogPosts } from '@/content/pages/blog';
import { getBlogPost, getTherapist } from '@/lib/routes/content-lookup';
import { absoluteUrl } from '@/lib/site-url';
import { articleJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return blogPosts.map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = getBlogPost(slug);
  return pageMetadata(`/blog/${post.slug}`, {
    article: {
      publishedTime: post.datePublished,
      modifiedTime: post.dateModified,
      authors: [absoluteUrl(`/therapist/${post.authorSlug}`)],
    },
  });
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  const post = getBlogPost(slug);
  const author = getTherapist(post.authorSlug);
  return (
    <>
      <JsonLd data={articleJsonLd(post, author)} />
      <ArticleView post={post} author={author} />
    </>
  );
}
