import { chrome } from '@/content/chrome';
import styles from './sample-mark.module.css';

/** After the name under a client's quote marked `sample: true` (/testimonials, home): it is a sample the centre replaces before launch. */
export function SampleMark() {
  return <span className={styles.mark}>{chrome.quoteSample}</span>;
}
