/** Hosts written as a table of words. */
const hostList = (words: string): string[] => words.trim().split(/\s+/);

/** Hosts that only forward a visitor to another address (a link names the page itself). */
export const REDIRECTORS = hostList(`
  l.facebook.com lm.facebook.com l.instagram.com t.co bit.ly tinyurl.com ow.ly buff.ly is.gd cutt.ly rebrand.ly shorturl.at lnkd.in
  href.li out.reddit.com goo.gl forms.gle b23.tv t.cn url.cn dwz.cn amzn.to rb.gy tiny.cc
`);

/**
 * Hosts blocked on the mainland (a Simplified page is for a visitor there). WhatsApp is not listed:
 * the Simplified edition offers it on purpose as the second way, after WeChat (docs/booking-and-analytics.md), and a
 * crisis line's WhatsApp channel stays beside its call. A link to one of these is printed as a
 * warning for now: the video section, the social links and the Google map link still show them.
 */
export const BLOCKED_ON_MAINLAND = hostList(`
  google.com google.com.hk googleapis.com youtube.com youtu.be youtube-nocookie.com facebook.com instagram.com
  twitter.com x.com t.me telegram.org threads.net wikipedia.org bbc.com bbc.co.uk nytimes.com dropbox.com vimeo.com line.me
`);

/** A host and every subdomain of it: the listed one an address leads to, if any. */
export function onHost(address: string, hosts: readonly string[]): string | undefined {
  const host = URL.canParse(address) ? new URL(address).hostname.toLowerCase() : undefined;
  return host === undefined ? undefined : hosts.find((known) => host === known || host.endsWith(`.${known}`));
}
