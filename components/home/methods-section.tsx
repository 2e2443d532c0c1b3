import { Link } from '@/components/ui/link';
import { CautionNote } from '@/components/ui/caution-note';
import { Picture } from '@/components/ui/picture';
import type { HomeContent } from '@/content/types';
import { href } from '@/lib/routes/paths';
import card from '@/components/ui/card.module.css';
import cards from './card-rows.module.css';
import styles from './methods-section.module.css';
import { PageSection } from './page-section';
import row from '@/components/layout/phone-row.module.css';

interface MethodsSectionProps {
  methods: HomeContent['methods'];
}

/** Section 5: the three therapy methods, each linking to its service page, and the cautions about memories below them. */
export function MethodsSection({ methods }: MethodsSectionProps) {
  return (
    <PageSection id="home-methods" heading={methods.heading} intro={methods.intro} tone="sage">
      <ul className={`${card.grid} ${cards.three} ${row.row}`}>
        {methods.items.map((method, index) => (
          <li key={index} className={`${card.surface} ${card.raised} ${card.column}`}>
            <div className={card.media}>
              <Picture image={method.image} sizes="(max-width: 576px) 100vw, (max-width: 992px) 50vw, 380px" />
            </div>
            <div className={card.body}>
              <h3>{method.title}</h3>
              <p>{method.text}</p>
              <Link href={href(method.link.href)} className={card.more}>
                {method.link.label} →
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {methods.cautions ? <CautionNote note={methods.cautions} className={styles.cautions} /> : null}
    </PageSection>
  );
}
