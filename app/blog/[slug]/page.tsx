import type { Metadata } from 'next';
import { ArticleView } from '@/components/blog/article-view';
import { JsonLd } from '@/components/seo/json-ld-script';
import { routeOf, routesOf } from '@/lib/routes';
import { blogPostPath, lastSegment, therapistPath } from '@/lib/routes/addresses';
import { absoluteUrl } from '@/lib/routes/site-url';
import { articleJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return routesOf('article').map((route) => ({ slug: lastSegment(route.path) }));
}

const routeFor = async ({ params }: Props) => routeOf('article', blogPostPath((await params).slug));

export async function generateMetadata(props: Props): Promise<Metadata> {
  const route = await routeFor(props);
  const { post } = route;
  return pageMetadata(route, {
    article: {
      publishedTime: post.datePublished,
      modifiedTime: post.dateModified,
      authors: [absoluteUrl(therapistPath(post.authorSlug))],
    },
  });
}

export default async function BlogPostPage(props: Props) {
  const route = await routeFor(props);
  // The author's profile is a route of its own; the content check makes sure it exists.
  const { therapist: author } = routeOf('therapist', therapistPath(route.post.authorSlug));
  return (
    <>
      <JsonLd data={articleJsonLd(route.post, author)} />
      <ArticleView route={route} author={author} />
    </>
  );
}
