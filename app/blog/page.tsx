import { PostList } from '@/components/blog/post-list';
import { ContentPageView } from '@/components/content/content-page-view';
import { blogIndexPage, blogPosts } from '@/content/pages/blog';
import { getRoute } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

const route = getRoute(blogIndexPage.path);

export const metadata = pageMetadata(route);

export default function BlogIndexPage() {
  return (
    <ContentPageView route={route} page={blogIndexPage}>
      <div className="container">
        <PostList posts={blogPosts} />
      </div>
    </ContentPageView>
  );
}
