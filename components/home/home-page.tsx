import { Suspense, type ReactNode } from 'react';
import { VideoSection } from '@/components/video/video-section';
import { home } from '@/content/home';
import { site } from '@/content/site';
import { therapists } from '@/content/therapists';
import type { HomeContent, SocialStat, Therapist } from '@/content/types';
import type { PageRef } from '@/lib/routes';
import { BooksSection } from './books-section';
import { ClosingCta } from './closing-cta';
import { ComparisonSection } from './comparison-section';
import { EnterpriseSection } from './enterprise-section';
import { HeroSection } from './hero-section';
import { InvitationSection } from './invitation-section';
import { LeadProfileSection } from './lead-profile-section';
import { MastersSection } from './masters-section';
import { MediaSection } from './media-section';
import { MethodsSection } from './methods-section';
import { ProblemsSection } from './problems-section';
import { SellingPointsSection } from './selling-points-section';
import { TeamSection } from './team-section';
import { TestimonialsSection } from './testimonials-section';
import styles from './home-page.module.css';

interface HomePageProps {
  /** The home page's route: its booking code goes into the booking links. */
  page: PageRef;
  content?: HomeContent;
  team?: readonly Therapist[];
}

/** The follower stats with their links, which live once in `site.social`. */
function socialStats(stats: HomeContent['videos']['stats']): SocialStat[] {
  return stats.map((stat) => {
    const link = site.social.find((social) => social.platform === stat.platform);
    if (!link) throw new Error(`content/home.ts: videos.stats "${stat.platform}" has no URL in site.social`);
    return { ...stat, url: link.url };
  });
}

/**
 * A section React hydrates on its own, after the page's first pass (header, hero, footer): a
 * Suspense boundary. React yields between boundaries and hydrates first the one a visitor taps.
 * The prerender streams its content apart; the post-build step puts it back in place
 * (scripts/postbuild/suspense-boundaries.ts), so the HTML is complete without scripts.
 */
function Slice({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}

/** The home page: its fifteen sections, in the order a visitor meets them. */
export function HomePage({ page, content = home, team = therapists }: HomePageProps) {
  const lead = team.find((therapist) => therapist.isLead);
  if (!lead) throw new Error('content/therapists.ts: no therapist has isLead: true');
  return (
    <>
      <HeroSection hero={content.hero} bookingCode={page.code} />
      <Slice>
        <ProblemsSection problems={content.problems} />
      </Slice>
      <Slice>
        <InvitationSection invitation={content.invitation} lead={lead} bookingCode={page.code} />
      </Slice>
      <Slice>
        <SellingPointsSection sellingPoints={content.sellingPoints} />
      </Slice>
      <Slice>
        <MethodsSection methods={content.methods} />
      </Slice>
      <Slice>
        <ComparisonSection comparison={content.comparison} />
      </Slice>
      <Slice>
        <LeadProfileSection profile={content.leadProfile} lead={lead} />
      </Slice>
      <Slice>
        <MastersSection masters={content.masters} />
      </Slice>
      {/* One layer the masters' list moves without repainting it (home-page.module.css). */}
      <div className={styles.belowMasters}>
        <Slice>
          <MediaSection media={content.media} />
        </Slice>
        <Slice>
          <EnterpriseSection enterprise={content.enterprise} />
        </Slice>
        <Slice>
          <BooksSection books={content.books} />
        </Slice>
        <Slice>
          <TeamSection team={content.team} members={team.filter((therapist) => therapist.inTeamGrid)} />
        </Slice>
        <Slice>
          <TestimonialsSection testimonials={content.testimonials} />
        </Slice>
        <Slice>
          <VideoSection
            heading={content.videos.heading}
            intro={content.videos.intro}
            stats={socialStats(content.videos.stats)}
            categories={content.videos.categories}
          />
        </Slice>
      </div>
      <Slice>
        <ClosingCta id="home-closing" page={page} {...content.closing} />
      </Slice>
    </>
  );
}
