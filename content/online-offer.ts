import type { OnlineOffer } from './types';

/**
 * What the centre offers online, by where the client is: the one source. Every page that offers
 * online work (both editions) places one of these sentences whole, as a text of its own or at the
 * end of one, and says nothing else about place and treatment.
 *
 * Hong Kong and abroad: 心理治療 online. The mainland: 網上心理諮詢 only, with no diagnosis and no
 * medication, because there 心理治療 is kept to medical institutions (精神衞生法 第五十一條 and
 * 第二十三條; content/mainland-notice.ts says so in full). The check refuses a Simplified sentence
 * that offers 治療 online to a reader in the mainland, and an override that writes one
 * (scripts/content-check/rules/mainland-reader.ts).
 */
export const onlineOffer = {
  /** The mainland alone: the notice's first point, and pages that address the mainland. */
  mainland: '身處中國內地的當事人，本中心提供的是網上心理諮詢（普通話或廣東話），不作診斷，也不處理藥物。',
  /** Both places in one sentence: a page that offers online work to people anywhere. */
  byPlace: '身處香港或海外，可以透過網上視像接受心理治療；身處中國內地，本中心提供的是網上心理諮詢，不作診斷，也不處理藥物。',
} as const satisfies OnlineOffer;
