import { ExternalLink } from '@/components/ui/external-link';
import type { SocialStat, Video, VideoCategory } from '@/content/types';
import { videoCopy } from '@/content/video-copy';
import { getImage } from '@/lib/images/manifest';
import { edition, SIMPLIFIED } from '@/lib/edition';
import { parseVideoId } from '@/lib/video';
import { mirrorHost } from '@/lib/video/mirror';
import { SocialIcon } from './social-icon';
import { VideoCard, type VideoCardProps } from './video-card';
import card from '@/components/ui/card.module.css';
import styles from './video-section.module.css';
import row from '@/components/layout/phone-row.module.css';

interface VideoSectionProps {
  heading: string;
  intro?: string;
  stats: readonly SocialStat[];
  categories: readonly VideoCategory[];
}

/** The local thumbnail, last in every fallback chain (content/images/video-default.svg). */
const VIDEO_DEFAULT_IMAGE = 'video-default.svg';
/** Cards are at most ~380 px wide: the 640 px variant is sharp on 2× screens. */
const DEFAULT_THUMBNAIL_WIDTH = 640;

function localDefaultThumbnail(): string {
  const entry = getImage(VIDEO_DEFAULT_IMAGE);
  return entry.variants.webp.find((v) => v.width >= DEFAULT_THUMBNAIL_WIDTH)?.src ?? entry.fallback;
}

/** A custom thumbnail is a file in content/images/ (by name) or a URL; it is tried first. */
function customThumbnail(thumbnail: string | undefined): { thumbnail?: string } {
  if (!thumbnail) return {};
  return { thumbnail: thumbnail.includes('/') ? thumbnail : getImage(thumbnail).fallback };
}

/**
 * The Simplified edition is read on the mainland, where YouTube does not open: a video with a
 * mirror (Bilibili, Tencent Video) is a link to it, with no YouTube request at all; one without
 * says, before the tap, that it is on YouTube and may not play, and shows the local thumbnail
 * alone (YouTube's, from i.ytimg.com, would hang there until each request timed out).
 */
function mainlandCardProps(video: Video, localDefault: string): VideoCardProps | null {
  if (edition.id !== SIMPLIFIED.id) return null;
  const host = video.mirror ? mirrorHost(video.mirror) : undefined;
  if (!video.mirror || !host) return { ...cardProps(video, localDefault, false), localOnly: true, note: videoCopy.youtubeNote };
  const note = videoCopy.mirrorNote.replace('{host}', videoCopy[host]);
  return {
    url: video.url,
    href: video.mirror,
    id: null,
    title: video.title,
    ...customThumbnail(video.thumbnail),
    fallback: localDefault,
    note,
    noteSaysNewTab: true,
  };
}

function cardProps(video: Video, localDefault: string, mainland = true): VideoCardProps {
  const forMainland = mainland ? mainlandCardProps(video, localDefault) : null;
  if (forMainland) return forMainland;
  const id = parseVideoId(video.url);
  const thumbnails = { ...customThumbnail(video.thumbnail), fallback: localDefault };
  // The link is the watch page of the id, or the URL itself: the card derives it.
  return { url: video.url, id, title: video.title, ...thumbnails };
}

/** Home section 14: follower figures, then the video categories with their cards. */
export function VideoSection({ heading, intro, stats, categories }: VideoSectionProps) {
  const localDefault = localDefaultThumbnail();
  return (
    <section id="home-videos" aria-labelledby="home-videos-heading" className={styles.section}>
      <div className="container">
        <h2 id="home-videos-heading" className={styles.heading}>
          {heading}
        </h2>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        <ul className={styles.stats} aria-label={videoCopy.statsLabel}>
          {stats.map((stat) => (
            <li key={stat.url}>
              <ExternalLink className={styles.stat} href={stat.url} data-platform={stat.platform}>
                <SocialIcon platform={stat.platform} className={styles.statIcon} />
                <span className={styles.statNumber}>{stat.number}</span>
                {/* Read as 「1.09萬 YouTube 訂閱者」, not run together; the flex row draws no space of its own for it. */}{' '}
                <span className={styles.statLabel}>{stat.label}</span>
                <span className="visually-hidden">{videoCopy.newTabHint}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
        <div className={styles.categories}>
          {categories.map((category) => (
            <section key={category.title} className={styles.category} aria-label={category.title}>
              <h3 className={styles.categoryTitle}>
                <span aria-hidden="true" className={styles.categoryIcon}>
                  {category.icon}
                </span>
                {category.title}
              </h3>
              <p className={styles.categoryText}>{category.description}</p>
              <ul className={`${card.grid} ${styles.cards} ${row.row}`}>
                {category.videos.map((video) => (
                  <li key={video.url}>
                    <VideoCard {...cardProps(video, localDefault)} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
