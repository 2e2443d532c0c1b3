import { Link } from '@/components/ui/link';
import { chrome } from '@/content/chrome';
import { mainMenu, menuCrisisLink } from '@/lib/routes/menus';
import { site } from '@/content/site';
import { LOGO_SVG_PATH } from '@/lib/images/logo';
import { href } from '@/lib/routes/paths';
import { DesktopNav } from './desktop-nav';
import { EditionSwitch } from './edition-switch';
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
          {/* eslint-disable-next-line @next/next/no-img-element -- a 44px SVG logo; nothing to optimise. Empty alt: the link's name is the centre's name beside it */}
          <img src={LOGO_SVG_PATH} alt="" width={44} height={44} className={styles.mark} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{site.shortName}</span>
            <span className={styles.brandTagline}>{site.tagline}</span>
          </span>
        </Link>
        <DesktopNav items={mainMenu} />
        <EditionSwitch className={styles.edition} />
        <MobileMenu items={mainMenu} crisisLink={menuCrisisLink} />
      </div>
    </HeaderShell>
  );
}
