import { capLabel, EVENTS, bookingClickEvent } from './events';
import type { AnalyticsEvent } from './gtag';

export type LinkKind = 'video' | 'phone' | 'email' | 'download' | 'outbound' | 'booking';

export const DOWNLOAD_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'zip', 'ppt', 'pptx'] as const;
const BOOKING_TAG = /^0[1-6]$/;
const VIDEO_HOSTS = ['youtube.com', 'youtu.be', 'youtube-nocookie.com'];
/** Messaging apps: the booking path, tracked as booking_click (tagged) or not at all. */
const MESSAGING_HOSTS = ['wa.me', 'whatsapp.com', 'weixin.qq.com', 'wechat.com'];

const onHost = (hostname: string, domains: readonly string[]) =>
  domains.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`));

function parse(url: string, base: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** The download extension of a link's path (`/files/fees.PDF` → 'pdf'), or null. */
export function downloadExtension(url: string, base = 'http://localhost'): string | null {
  const path = parse(url, base)?.pathname.toLowerCase() ?? '';
  const extension = /\.([a-z0-9]+)$/.exec(path)?.[1];
  return extension && (DOWNLOAD_EXTENSIONS as readonly string[]).includes(extension) ? extension : null;
}

/**
 * What a click on a link measures: null for internal links, messaging links (WhatsApp, WeChat)
 * and anything unparsable. A `data-booking-tag` of 01–06 makes it a booking, whatever the URL.
 */
export function classifyLink(url: string, currentOrigin: string, bookingTag?: string | null): LinkKind | null {
  if (bookingTag && BOOKING_TAG.test(bookingTag)) return 'booking';
  const target = parse(url, currentOrigin);
  if (!target) return null;
  if (target.protocol === 'tel:') return 'phone';
  if (target.protocol === 'mailto:') return 'email';
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (onHost(target.hostname, VIDEO_HOSTS)) return 'video';
  if (downloadExtension(target.href)) return 'download';
  if (onHost(target.hostname, MESSAGING_HOSTS)) return null;
  return target.origin === currentOrigin ? null : 'outbound';
}

/** The URL an event may carry: messaging and mailto links lose their query (prefilled text). */
export function eventLinkUrl(url: string, currentOrigin: string): string {
  const target = parse(url, currentOrigin);
  if (!target) return '';
  if (target.protocol === 'mailto:' || onHost(target.hostname, MESSAGING_HOSTS)) {
    target.search = '';
    target.hash = '';
  }
  return target.href;
}

const CLICK_EVENTS = {
  video: EVENTS.videoClick,
  phone: EVENTS.phoneClick,
  email: EVENTS.emailClick,
  download: EVENTS.fileDownload,
  outbound: EVENTS.outboundClick,
} as const;

export interface ClickedLink {
  readonly href: string;
  readonly text: string;
  readonly bookingTag?: string | null;
}

/** The event for a click on a link, or null when the link is not measured. */
export function linkClickEvent(link: ClickedLink, origin: string, page: string): AnalyticsEvent | null {
  const kind = classifyLink(link.href, origin, link.bookingTag);
  if (!kind) return null;
  if (kind === 'booking') return bookingClickEvent(link.bookingTag ?? '', page);
  const params = { link_text: capLabel(link.text), link_url: eventLinkUrl(link.href, origin) };
  const extension = kind === 'download' ? downloadExtension(link.href, origin) : null;
  return { name: CLICK_EVENTS[kind], params: extension ? { ...params, file_extension: extension } : params };
}
