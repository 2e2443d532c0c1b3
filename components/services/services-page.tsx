import { Link } from '@/components/ui/link';
import { FaqList } from '@/components/content/faq-list';
import { ClosingCta } from '@/components/home/closing-cta';
import { PageSection } from '@/components/home/page-section';
import { servicesOverview } from '@/content/services-overview';
import type { ServicesOverview } from '@/content/types';
import type { RouteEntry } from '@/lib/routes';
import { href } from '@/lib/routes/paths';
import { IntegralSection } from './integral-section';
import { PillarsSection } from './pillars-section';
import { ProcessSection } from './process-section';
import { ServicesDirectory } from './services-directory';
import { ServicesHero } from './services-hero';
import styles from './services-page.module.css';

interface ServicesPageProps {
  /** The page's route: its trail and booking code go to the hero, the flow and the closing call. */
  route: Pick<RouteEntry, 'path' | 'code' | 'crumbs'>;
  content?: ServicesOverview;
}

/** The services overview (/services): hero, integral therapy, pillars, every service and problem page, flow, FAQ and closing call. */
export function ServicesPage({ route, content = servicesOverview }: ServicesPageProps) {
  return (
    <>
      <ServicesHero hero={content.hero} crumbs={route.crumbs} bookingCode={route.code} />
      <IntegralSection integral={content.integral} />
      <PillarsSection pillars={content.pillars} />
      <ServicesDirectory directory={content.directory} />
      <ProcessSection process={content.process} bookingCode={route.code} />
      <PageSection id="services-faq" heading={content.faq.heading} tone="sage">
        <div className={styles.faq}>
          <FaqList items={content.faq.items} />
          <p className={styles.more}>
            <Link href={href(content.faq.link.href)}>{content.faq.link.label} →</Link>
          </p>
        </div>
      </PageSection>
      <ClosingCta id="services-closing" page={route} {...content.closing} />
    </>
  );
}
