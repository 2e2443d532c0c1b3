import { Link } from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';
import type { HomeContent } from '@/content/types';
import { href } from '@/lib/routes/paths';
import { PageSection } from './page-section';
import styles from './comparison-section.module.css';

interface ComparisonSectionProps {
  comparison: HomeContent['comparison'];
}

/** Section 6: traditional therapy beside integral therapy, the iceberg graphic and a link to /services. */
export function ComparisonSection({ comparison }: ComparisonSectionProps) {
  const { columns } = comparison;
  return (
    <PageSection id="home-comparison" heading={comparison.heading} intro={comparison.intro}>
      <div className={styles.layout}>
        <figure className={styles.iceberg}>
          <Picture image={comparison.iceberg} sizes="(max-width: 992px) 100vw, 440px" />
          <figcaption>{comparison.icebergCaption}</figcaption>
        </figure>
        {/* Three narrow columns on phones too: short cells, so nothing scrolls sideways. */}
        <table className={styles.table}>
          <caption className="visually-hidden">{comparison.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.aspect}</th>
              <th scope="col">{columns.traditional}</th>
              <th scope="col" className={styles.ours}>
                {columns.integral}
              </th>
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.aspect}>
                <th scope="row">{row.aspect}</th>
                <td>{row.traditional}</td>
                <td className={styles.ours}>{row.integral}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.action}>
        <Link href={href(comparison.link.href)} className={styles.link}>
          {comparison.link.label} →
        </Link>
      </p>
    </PageSection>
  );
}
