import { Link } from '@/components/ui/link';
import { JsonLd } from '@/components/seo/json-ld-script';
import { chrome } from '@/content/chrome';
import { href } from '@/lib/routes/paths';
import { breadcrumbTrail } from '@/lib/routes';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import styles from './breadcrumbs.module.css';

/** The visible trail and its BreadcrumbList JSON-LD, both from the same `breadcrumbTrail`. */
export function Breadcrumbs({ path }: { path: string }) {
  const trail = breadcrumbTrail(path);
  return (
    <nav aria-label={chrome.breadcrumbLabel} className={styles.nav}>
      <ol className={styles.list}>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
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
      <JsonLd data={breadcrumbJsonLd(path)} />
    </nav>
  );
}
