import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * Internal links without viewport prefetching: on a phone, prefetching every menu and footer
 * route on load costs requests and data for pages the visitor may never open. Static pages
 * load fast anyway; hover (desktop) still prefetches.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
