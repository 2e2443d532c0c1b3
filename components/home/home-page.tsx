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

/** The home page: its fifteen sections, in the order a visitor meets them. */
export function HomePage({ page, content = home, team = therapists }: HomePageProps) {
  const lead = team.find((therapist) => therapist.isLead);
  if (!lead) throw new Error('content/therapists.ts: no therapist has isLead: true');
  return (
    <>
      <HeroSection hero={content.hero} bookingCode={page.code} />
      <ProblemsSection problems={content.problems} />
      <InvitationSection invitation={content.invitation} lead={lead} bookingCode={page.code} />
      <SellingPointsSection sellingPoints={content.sellingPoints} />
      <MethodsSection methods={content.methods} />
      <ComparisonSection comparison={content.comparison} />
      <LeadProfileSection profile={content.leadProfile} lead={lead} />
      <MastersSection masters={content.masters} />
      <MediaSection media={content.media} />
      <EnterpriseSection enterprise={content.enterprise} />
      <BooksSection books={content.books} />
      <TeamSection team={content.team} members={team.filter((therapist) => therapist.inTeamGrid)} />
      <TestimonialsSection testimonials={content.testimonials} />
      <VideoSection
        heading={content.videos.heading}
        intro={content.videos.intro}
        stats={socialStats(content.videos.stats)}
        categories={content.videos.categories}
      />
      <ClosingCta id="home-closing" page={page} {...content.closing} />
    </>
  );
}
