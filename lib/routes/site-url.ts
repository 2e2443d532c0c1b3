import { site } from '@/content/site';
import { edition, type Edition } from '../edition';
import { href } from './paths';

// Content may not write a full address of this site: #own-domain-link, `ownDomainLinks` in
// scripts/content-check/rules/copy.ts (it reads `site.origin` itself).

/**
 * Absolute URL of a site path in an edition (this build's unless named), in the trailing-slash form of lib/routes/paths.ts `href`. Apart
 * from it because it reads the site's origin: client components import lib/routes/paths.ts, and the
 * content module should not ride along into the browser with it.
 */
export function absoluteUrl(path: string, of: Edition = edition): string {
  return new URL(href(path, of), site.origin).toString();
}
