import { Link } from '@/components/ui/link';
import { JsonLd } from '@/components/seo/json-ld-script';
import { chrome } from '@/content/chrome';
import type { Crumb } from '@/lib/routes';
import { href } from '@/lib/routes/paths';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import styles from './breadcrumbs.module.css';

/** The visible trail and its BreadcrumbList JSON-LD, both from the route's `crumbs`. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={chrome.breadcrumbLabel} className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link href={href(crumb.path)}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </nav>
  );
}
