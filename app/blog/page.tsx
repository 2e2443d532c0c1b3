import { PostList } from '@/components/blog/post-list';
import { ContentPageView } from '@/components/content/content-page-view';
import { blogIndexPage, blogPosts } from '@/content/pages/blog';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(blogIndexPage.path);

export default function BlogIndexPage() {
  return (
    <ContentPageView page={blogIndexPage}>
      <div className="container">
        <PostList posts={blogPosts} />
      </div>
    </ContentPageView>
  );
}
