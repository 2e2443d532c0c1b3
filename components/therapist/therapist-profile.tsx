import { BookingCall } from '@/components/booking/booking-call';
import { PageFrame } from '@/components/layout/page-frame';
import { PageIntro } from '@/components/layout/page-intro';
import { CautionNote } from '@/components/ui/caution-note';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';
import { profileCopy } from '@/content/pages/profile';
import type { BlogPost } from '@/content/types';
import type { RouteOf } from '@/lib/routes';
import { href } from '@/lib/routes/paths';
import { blogPostPath } from '@/lib/routes/addresses';
import { QualificationList } from './qualification-list';
import styles from './therapist.module.css';

function ListSection({ id, heading, items }: { id: string; heading: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={id} className={styles.block}>
      <h2 id={id}>{heading}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** A therapist's page: who they are, how they work, their qualifications, the cautions about memories, the articles they wrote, and how to book. */
export function TherapistProfile({ route, articles }: { route: RouteOf<'therapist'>; articles: readonly BlogPost[] }) {
  const { therapist } = route;
  return (
    <PageFrame flush={route.flush} quickExit={route.quickExit}>
      <PageIntro
        crumbs={route.crumbs}
        flush={route.flush}
        heading={therapist.name}
        lead={therapist.role}
        aside={<Picture image={therapist.image} sizes="(max-width: 992px) 100vw, 420px" priority className={styles.portrait} />}
      >
        <p className={styles.languages}>
          {profileCopy.languages}
          {therapist.languages.join('、')}
        </p>
      </PageIntro>
      <div className={`container ${styles.profile}`}>
        <section aria-labelledby="profile-bio" className={styles.block}>
          <h2 id="profile-bio">{profileCopy.about}</h2>
          {therapist.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {therapist.quote ? <blockquote className={styles.quote}>{therapist.quote}</blockquote> : null}
        </section>
        <ListSection id="profile-approach" heading={profileCopy.approach} items={therapist.approach} />
        <ListSection id="profile-specialties" heading={profileCopy.specialties} items={therapist.specialties} />
        <ListSection id="profile-training" heading={profileCopy.training} items={therapist.training} />
        {therapist.qualifications ? <QualificationList items={therapist.qualifications} /> : null}
        {profileCopy.cautions ? (
          <section aria-labelledby="profile-cautions">
            <CautionNote note={profileCopy.cautions} headingLevel="h2" headingId="profile-cautions" />
          </section>
        ) : null}
        {articles.length > 0 ? (
          <section aria-labelledby="profile-articles" className={styles.block}>
            <h2 id="profile-articles">{profileCopy.articles.replace('{name}', therapist.name)}</h2>
            <ul className={styles.list}>
              {articles.map((article) => (
                <li key={article.slug}>
                  <Link href={href(blogPostPath(article.slug))}>{article.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="profile-booking" className={styles.booking}>
          <h2 id="profile-booking">{profileCopy.bookingHeading.replace('{name}', therapist.name)}</h2>
          <BookingCall text={profileCopy.bookingText.replace('{name}', therapist.name)} page={route} />
        </section>
      </div>
    </PageFrame>
  );
}
