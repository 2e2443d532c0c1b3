import { Link } from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';
import { blogCopy } from '@/content/pages/blog-copy';
import type { BlogPost } from '@/content/types';
import { href } from '@/lib/routes/paths';
import { blogPostPath } from '@/lib/routes/addresses';
import { formatDate } from './article-view';
import styles from './blog-pages.module.css';

export function PostList({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <ul className={styles.posts}>
      {posts.map((post) => (
        <li key={post.slug} className={styles.post}>
          <Picture image={post.image} sizes="(max-width: 768px) 100vw, 560px" className={styles.postImage} />
          <div className={styles.postBody}>
            <h2 className={styles.postTitle}>
              <Link href={href(blogPostPath(post.slug))} className={styles.postLink}>
                {post.title}
              </Link>
            </h2>
            <p className={styles.meta}>
              <time dateTime={post.datePublished}>{formatDate(post.datePublished)}</time>
              <span aria-hidden="true"> · </span>
              {blogCopy.readingTime.replace('{minutes}', String(post.readingMinutes))}
            </p>
            <p>{post.excerpt}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
