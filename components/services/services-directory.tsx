import { Link } from '@/components/ui/link';
import { PageSection } from '@/components/home/page-section';
import type { ServicesOverview } from '@/content/types';
import { pagesUnder } from '@/lib/routes/menus';
import { href } from '@/lib/routes/paths';
import styles from './services-directory.module.css';

interface ServicesDirectoryProps {
  directory: ServicesOverview['directory'];
}

/** Every service and problem page, grouped, so each is one click from the hub. */
export function ServicesDirectory({ directory }: ServicesDirectoryProps) {
  return (
    <PageSection id="services-directory" heading={directory.heading} intro={directory.intro}>
      <div className={styles.groups}>
        {directory.groups.map((group) => (
          <nav key={group.under} aria-label={group.heading} className={styles.group}>
            <h3>{group.heading}</h3>
            <ul className={styles.links}>
              {pagesUnder(group.under).map((page) => (
                <li key={page.href}>
                  <Link href={href(page.href)}>{page.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </PageSection>
  );
}
