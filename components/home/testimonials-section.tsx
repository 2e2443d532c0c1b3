import { Link } from '@/components/ui/link';
import { SampleMark } from '@/components/ui/sample-mark';
import type { HomeContent } from '@/content/types';
import { href } from '@/lib/routes/paths';
import card from '@/components/ui/card.module.css';
import cards from './card-rows.module.css';
import { PageSection } from './page-section';
import styles from './testimonials-section.module.css';
import row from '@/components/layout/phone-row.module.css';

interface TestimonialsSectionProps {
  testimonials: HomeContent['testimonials'];
}

/** Section 13: three short quotes attributed to first names; a sample quote (`sample: true`) says so after the name. */
export function TestimonialsSection({ testimonials }: TestimonialsSectionProps) {
  return (
    <PageSection id="home-testimonials" heading={testimonials.heading} intro={testimonials.intro} tone="sage">
      {/* On phones the quotes scroll sideways: focusable, so a keyboard can scroll them too. */}
      <ul className={`${card.grid} ${cards.three} ${row.row}`} tabIndex={0} aria-label={testimonials.heading}>
        {testimonials.items.map((item) => (
          <li key={item.author}>
            <figure className={styles.quote}>
              <blockquote>
                <p>{item.text}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <span>
                  {item.author}
                  {item.sample ? <SampleMark /> : null}
                </span>
                {item.context ? <span className={styles.context}>{item.context}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className={cards.actions}>
        <Link href={href(testimonials.link.href)}>{testimonials.link.label} →</Link>
      </p>
    </PageSection>
  );
}
