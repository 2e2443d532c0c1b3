import type { ComponentProps } from 'react';

/**
 * A link to another site (WhatsApp, maps, YouTube, a register, a social page). It opens in a new
 * tab, so the visitor keeps this page. The other site gets no handle on this window (`noopener`)
 * and no Referer at all (`noreferrer`): the path of the page it was opened from can name a health
 * topic. Internal links are `Link` (./link.tsx).
 */
export function ExternalLink(props: ComponentProps<'a'>) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
