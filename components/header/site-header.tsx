import { Link } from '@/components/link';
import { chrome } from '@/content/chrome';
import { mainMenu, menuCrisisLink } from '@/lib/navigation';
import { site } from '@/content/site';
import { href } from '@/lib/paths';
import { DesktopNav } from './desktop-nav';
import { HeaderShell } from './header-shell';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <HeaderShell>
      <a className={styles.skipLink} href="#main">
        {chrome.skipLink}
      </a>
      <div className={`container ${styles.bar}`}>
        <Link href={href('/')} className={styles.brand}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a 40px SVG mark; nothing to optimise */}
          <img src="/icon.svg" alt="" width={40} height={40} className={styles.mark} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{site.shortName}</span>
            <span className={styles.brandTagline}>{site.tagline}</span>
          </span>
        </Link>
        <DesktopNav items={mainMenu} />
        <MobileMenu items={mainMenu} crisisLink={menuCrisisLink} />
      </div>
    </HeaderShell>
  );
}
