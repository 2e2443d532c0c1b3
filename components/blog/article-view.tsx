import { Link } from '@/components/ui/link';
import { PageEnd } from '@/components/content/page-end';
import { SectionList } from '@/components/content/section-list';
import { PageFrame } from '@/components/layout/page-frame';
import { PageIntro } from '@/components/layout/page-intro';
import { Picture } from '@/components/ui/picture';
import { blogCopy } from '@/content/pages/blog-copy';
import type { Therapist } from '@/content/types';
import { edition } from '@/lib/edition';
import type { RouteOf } from '@/lib/routes';
import { href } from '@/lib/routes/paths';
import { therapistPath } from '@/lib/routes/addresses';
import styles from './blog-pages.module.css';

const dateFormat = new Intl.DateTimeFormat(edition.lang, { dateStyle: 'long', timeZone: 'Asia/Hong_Kong' });

/** '2026-10-08' → 2026年10月8日, in the page's language. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(`${iso}T12:00:00+08:00`));
}

/** An article: its intro with author and dates, the cover picture, its sections, then the booking block. */
export function ArticleView({ route, author }: { route: RouteOf<'article'>; author: Therapist }) {
  const { post } = route;
  return (
    <PageFrame flush={route.flush} quickExit={route.quickExit}>
      <article>
        <PageIntro crumbs={route.crumbs} flush={route.flush} heading={post.title} lead={post.excerpt}>
          <p className={styles.meta}>
            {blogCopy.author}
            <Link href={href(therapistPath(author.slug))}>{author.name}</Link>
            <span aria-hidden="true"> · </span>
            {blogCopy.published}
            <time dateTime={post.datePublished}>{formatDate(post.datePublished)}</time>
            <span aria-hidden="true"> · </span>
            {blogCopy.updated}
            <time dateTime={post.dateModified}>{formatDate(post.dateModified)}</time>
            <span aria-hidden="true"> · </span>
            {blogCopy.readingTime.replace('{minutes}', String(post.readingMinutes))}
          </p>
        </PageIntro>
        <div className="container">
          <Picture image={post.image} sizes="(max-width: 1200px) 100vw, 1136px" priority className={styles.cover} />
        </div>
        <SectionList sections={post.sections} page={route} />
        <PageEnd route={route} words={post.booking} after={post.sections.length} />
      </article>
    </PageFrame>
  );
}
