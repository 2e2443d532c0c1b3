import { Link } from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';
import type { HomeContent } from '@/content/types';
import { href } from '@/lib/routes/paths';
import card from '@/components/ui/card.module.css';
import cards from './card-rows.module.css';
import { PageSection } from './page-section';
import row from '@/components/layout/phone-row.module.css';

interface ProblemsSectionProps {
  problems: HomeContent['problems'];
}

/**
 * Section 2: the five problem areas, each card linking to its /problems page. One link per card, its
 * title: `card.stretched` spreads it over the whole card, which draws its focus ring
 * (components/ui/card.module.css); 「了解更多 →」 is an aria-hidden span.
 */
export function ProblemsSection({ problems }: ProblemsSectionProps) {
  return (
    <PageSection id="home-problems" heading={problems.heading} intro={problems.intro}>
      <ul className={`${card.grid} ${cards.five} ${row.row}`}>
        {problems.items.map((item) => (
          <li key={item.link} className={`${card.surface} ${card.raised} ${card.column}`}>
            <div className={card.media}>
              <Picture image={item.image} sizes="(max-width: 576px) 100vw, (max-width: 1200px) 33vw, 240px" />
            </div>
            <div className={card.body}>
              <h3>
                <Link href={href(item.link)} className={card.stretched}>
                  {item.title}
                </Link>
              </h3>
              <p>{item.description}</p>
              <span className={card.more} aria-hidden="true">
                {problems.linkLabel} →
              </span>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
