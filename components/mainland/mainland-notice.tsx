import { mainlandNotice } from '@/content/mainland-notice';
import { edition, SIMPLIFIED } from '@/lib/edition';
import { fillRate } from '@/lib/content-text/rmb';
import styles from './mainland-notice.module.css';

/**
 * Whether this build shows the notice: the Simplified edition, read in the mainland too. The
 * Traditional pages leave it out entirely (no heading, no empty section).
 */
export const showsMainlandNotice = edition.id === SIMPLIFIED.id;

/**
 * What a visitor in the mainland needs to know (content/mainland-notice.ts): its intro and its
 * points, each under a heading of its own. The place that shows it gives the notice's heading: a page's section (components/content/section-list.tsx),
 * or the contact page's panel.
 */
export function MainlandNoticeBody() {
  return (
    <div className={styles.notice}>
      <p className={styles.intro}>{mainlandNotice.intro}</p>
      <ul className={styles.items}>
        {mainlandNotice.items.map((item) => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p>{fillRate(item.text, mainlandNotice.exchangeRate)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
