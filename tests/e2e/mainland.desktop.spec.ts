import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { mainlandNotice } from '@/content/mainland-notice';
import { fillRate, rateDay } from '@/lib/content-text/rmb';
import { crisisLines } from '@/content/crisis-lines';
import { chrome } from '@/content/chrome';
import { contactCopy } from '@/content/pages/contact';
import { booking, hoursWords, site } from '@/content/site';
import { toSimplified } from '@/lib/content-text/simplified-edition';
import { ALL_PLACES_ID } from '@/lib/crisis/places';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { hotlineHref } from '@/lib/crisis/hotline';
import type { PostalAddress } from '@/lib/address';
import { contentFactValues } from '@/lib/fact-values';
import { fillFacts } from '@/lib/facts';
import { amapMarkerUrl, appleMapsUrl, googleMapsUrl } from '@/lib/address/map-links';
import { printedNumber, printedText } from '@/lib/crisis/printed-number';
import { elementsIn, elementsNamed, isInside, readableText } from './page-text';
import { editionFiles, readPage, urlOf } from './out-files';

// What a visitor in the mainland reads, from out/.

const read = (edition: typeof SIMPLIFIED | typeof TRADITIONAL, url: string) => readPage(`${edition.base}/${url}`);
/** Every page of the Simplified edition, as [file, html]. */
const simplifiedPages = editionFiles(SIMPLIFIED).map((file) => [urlOf(file), readFileSync(file, 'utf8')] as const);
/** The elements of this name inside the page's footer. */
const inFooter = (html: string, name: string) => {
  const footer = elementsNamed(html, 'footer')[0];
  return footer ? elementsNamed(html, name).filter((element) => isInside(element, footer)) : [];
};
/** What a visitor reads or hears on a page, the other script's switch link left out, its spaces made single. */
const said = (html: string, lang: string) => readableText(html, lang).replace(/\s+/g, ' ');

/** A Hong Kong 8-digit number (it starts with 2 to 9) as a page may print it, with no +852 before it. */
const BARE_HONG_KONG_NUMBER = /(?<!\+852[\s-]?)(?<![\d+])[2-9]\d{3}[\s-]?\d{4}(?!\d)/g;

test('the check for a bare Hong Kong number finds one, and passes one printed with +852', () => {
  expect('請致電 2345 6789 或 91234567。'.match(BARE_HONG_KONG_NUMBER)).toEqual(['2345 6789', '91234567']);
  expect('请致电 +852 2345 6789、+85291234567、999（香港）或 12356，2026 年 11 月 20 日'.match(BARE_HONG_KONG_NUMBER)).toBeNull();
});

test('no Simplified page prints a Hong Kong 8-digit number without +852', () => {
  expect(simplifiedPages.length).toBeGreaterThan(30);
  // Another place's numbers (Macau's 2852 5222, Singapore's 9151 1767) are printed as people there dial them.
  const elsewhere = crisisLines
    .filter((line) => line.place !== 'hk')
    .flatMap((line) => line.channels.map((channel) => channel.number.replace(/\D/g, '')));
  const hongKongs = (match: RegExpExecArray) => !elsewhere.some((number) => number.endsWith(match[0].replace(/\D/g, '')));
  const found = simplifiedPages.flatMap(([url, html]) =>
    [...said(html, TRADITIONAL.lang).matchAll(BARE_HONG_KONG_NUMBER)]
      .filter(hongKongs)
      .map((match) => `${url}: 「${match.input.slice(Math.max(0, match.index - 20), match.index + match[0].length + 10)}」`),
  );
  expect(found).toEqual([]);
});

test("the Simplified pages print the centre's numbers with +852, where the Traditional print them as written", () => {
  for (const number of [site.phone.display, site.whatsapp.display]) {
    const printed = printedText(printedNumber(number, SIMPLIFIED.id));
    expect(printed).toMatch(/^\+852 \d{4} \d{4}$/);
    // The footer and contact card of every page, and the accessibility page's own sentence.
    for (const url of ['', 'contact', 'accessibility']) {
      expect(said(read(SIMPLIFIED, url), TRADITIONAL.lang), `${SIMPLIFIED.base}/${url}`).toContain(printed);
      expect(said(read(TRADITIONAL, url), SIMPLIFIED.lang), `/${url}`).not.toContain(printed);
    }
    const sentence = elementsIn(read(SIMPLIFIED, 'accessibility'), 'main').filter(
      (element) => element.name === 'p' && element.text.includes(printed),
    );
    expect(sentence.length, 'the accessibility page quotes the number in its text').toBe(1);
  }
});

test('the notice for the mainland shows on the Mandarin, fee and contact pages of the Simplified edition, and on the Traditional Mandarin page', () => {
  const heading = toSimplified(mainlandNotice.heading);
  for (const url of ['services/mandarin', 'fee', 'contact']) {
    const main = elementsIn(read(SIMPLIFIED, url), 'main');
    const h2 = main.filter((element) => element.name === 'h2' && element.text.trim() === heading);
    expect(h2.length, `${SIMPLIFIED.base}/${url}: the notice's heading`).toBe(1);
    const text = main.map((element) => element.text).join('\n');
    // As the build fills them: {address.district}{address.street} → 「旺角彌敦道 700 號」, then converted.
    const items = mainlandNotice.items.map((item) => fillFacts(item.text, contentFactValues()));
    for (const item of items) expect(text).toContain(toSimplified(fillRate(item, mainlandNotice.exchangeRate)));
    const traditional = said(read(TRADITIONAL, url), SIMPLIFIED.lang);
    // The Mandarin page invites readers in the mainland in both editions, so both carry the notice (issue 51).
    if (url === 'services/mandarin') {
      expect(traditional, `/${url}`).toContain(mainlandNotice.heading);
      for (const item of items) expect(traditional).toContain(fillRate(item, mainlandNotice.exchangeRate));
    } else {
      expect(traditional, `/${url}`).not.toContain(mainlandNotice.heading);
      for (const item of items) expect(traditional).not.toContain(item);
    }
  }
  // A page that does not place it never shows it.
  expect(said(read(SIMPLIFIED, ''), TRADITIONAL.lang)).not.toContain(heading);
});

test("the contact page links to the map in Amap, first in the Simplified edition and above Google's map button, and loads no map before a tap", () => {
  // The Google and Apple links are built from the address as the edition reads it (lib/address/map-links.ts).
  const simplified = Object.fromEntries(Object.entries(site.address).map(([key, part]) => [key, toSimplified(part)]));
  for (const [edition, name, first, address] of [
    [SIMPLIFIED, toSimplified(site.name), true, simplified as unknown as PostalAddress],
    [TRADITIONAL, site.name, false, site.address],
  ] as const) {
    const html = read(edition, 'contact');
    const amap = amapMarkerUrl(site.geo, name);
    const section = elementsNamed(html, 'section').find((element) => element.attributes.get('aria-labelledby') === 'contact-map');
    const links = elementsIn(html, 'main').filter(
      (element) => element.name === 'a' && section && element.start > section.start && element.end <= section.end,
    );
    const hrefs = links.map((link) => link.attributes.get('href'));
    expect(hrefs, edition.id).toContain(amap);
    expect(hrefs, edition.id).toEqual(expect.arrayContaining([googleMapsUrl(address), appleMapsUrl(address)]));
    expect(hrefs.indexOf(amap), edition.id).toBe(first ? 0 : hrefs.length - 1);
    const label = links.find((link) => link.attributes.get('href') === amap)?.text.trim();
    expect(label).toBe(edition === SIMPLIFIED ? toSimplified(contactCopy.openInAmap) : contactCopy.openInAmap);
    // The button that loads Google's map: below the Amap link in the Simplified edition (MR68), above it in the Traditional.
    const button = elementsIn(html, 'main').find((element) => element.name === 'button' && section && isInside(element, section));
    expect(button?.text.trim()).toBe(edition === SIMPLIFIED ? toSimplified(contactCopy.mapLoad) : contactCopy.mapLoad);
    const amapAt = links.find((link) => link.attributes.get('href') === amap)?.start ?? Infinity;
    expect(amapAt < (button?.start ?? -1), `${edition.id}: the Amap link before the map's button`).toBe(first);
    expect(elementsNamed(html, 'iframe'), `${edition.id}: no map frame before a tap`).toEqual([]);
  }
});

test("every Simplified page's footer names the mainland's numbers as tel: links, and links to every place's", () => {
  const href = (line: (typeof crisisLines)[number]) => hotlineHref(line.channels[0]?.number ?? '', line.place);
  // Every place's emergency numbers (Hong Kong's 999 among them) are in /zh-hans/crisis-support/'s
  // list of every place, which each footer links to (not repeated on every page: issue #44).
  const crisisPage = read(SIMPLIFIED, 'crisis-support');
  const list = elementsNamed(crisisPage, 'details').find((element) => element.attributes.get('id') === ALL_PLACES_ID);
  const listed = list
    ? elementsNamed(crisisPage, 'a')
        .filter((link) => isInside(link, list))
        .map((link) => link.attributes.get('href'))
    : [];
  expect(
    crisisLines.filter((line) => line.kind === 'emergency' && !listed.includes(href(line))).map((line) => line.name),
    'emergency numbers missing from the list of every place',
  ).toEqual([]);
  const wanted = [
    ...crisisLines.filter((line) => line.place === 'mainland').map(href),
    `${SIMPLIFIED.base}/crisis-support/#${ALL_PLACES_ID}`,
  ];
  const missing = simplifiedPages.flatMap(([url, html]) => {
    const links = inFooter(html, 'a').map((link) => link.attributes.get('href'));
    return wanted.filter((wantedHref) => !links.includes(wantedHref)).map((wantedHref) => `${url}: ${wantedHref}`);
  });
  expect(missing).toEqual([]);
});

test('the Simplified footer lists the WeChat id first, before the phone and WhatsApp; the Traditional footer keeps its list', () => {
  const firstTerm = (html: string) => inFooter(html, 'dt')[0]?.text.trim();
  for (const url of ['', 'contact', 'fee']) {
    const simplified = read(SIMPLIFIED, url);
    expect(firstTerm(simplified), `${SIMPLIFIED.base}/${url}: the footer's first contact`).toBe(toSimplified(booking.wechat.idLabel));
    expect(elementsNamed(simplified, 'footer')[0]?.text ?? said(simplified, TRADITIONAL.lang)).toContain(site.wechat.id);
    expect(firstTerm(read(TRADITIONAL, url)), `/${url}: the footer's first contact`).not.toBe(booking.wechat.idLabel);
  }
});

test('the Simplified contact card shows the WeChat QR beside the id, its box reserved; the Traditional card the id alone', () => {
  const cardImages = (html: string) => {
    const card = elementsNamed(html, 'section').find((element) => element.attributes.get('aria-labelledby') === 'contact-address');
    return card ? elementsNamed(html, 'img').filter((img) => isInside(img, card)) : [];
  };
  const simplified = read(SIMPLIFIED, 'contact');
  const [qr, ...more] = cardImages(simplified);
  expect(more).toEqual([]);
  expect(qr?.attributes.get('alt')).toBe(toSimplified(chrome.wechatQrAlt));
  // The same picture as the booking block's QR further down the page.
  const bookingQr = elementsNamed(simplified, 'img').find((img) => img !== qr && img.attributes.get('alt') === qr?.attributes.get('alt'));
  expect(qr?.attributes.get('src')).toBe(bookingQr?.attributes.get('src'));
  // Width and height in the markup: the page does not move when the picture arrives.
  expect(Number(qr?.attributes.get('width'))).toBeGreaterThan(0);
  expect(qr?.attributes.get('height')).toBe(qr?.attributes.get('width'));
  expect(cardImages(read(TRADITIONAL, 'contact'))).toEqual([]);
});

test('the Simplified pages say the opening hours as the mainland does, with Beijing time once; the Traditional pages as Hong Kong does', () => {
  // As the build fills them, from site.openingHours' opens and closes (MR27, MR74).
  const mainland = contentFactValues(true);
  const alone = toSimplified(mainland.hours ?? '');
  const inZone = toSimplified(mainland['hours.inZone'] ?? '');
  const hongKong = contentFactValues().hours ?? '';
  const footerHours = (html: string) => inFooter(html, 'dd').map((dd) => dd.text.trim());
  const wrong = simplifiedPages.flatMap(([url, html]) => [
    ...(footerHours(html).includes(alone) ? [] : [`${url}: footer without 「${alone}」`]),
    ...(said(html, TRADITIONAL.lang).includes(toSimplified(hongKong)) ? [`${url}: 「${toSimplified(hongKong)}」`] : []),
  ]);
  expect(wrong).toEqual([]);
  // The contact card and /info/ say them alone, with the zone; the WeChat booking line names the zone itself, once.
  expect(said(read(SIMPLIFIED, 'info'), TRADITIONAL.lang)).toContain(alone);
  const contact = said(read(SIMPLIFIED, 'contact'), TRADITIONAL.lang);
  expect(contact).toContain(toSimplified(fillFacts(booking.wechat.afterTap, mainland)));
  expect(contact).toContain(inZone);
  expect(contact).not.toContain(`${inZone}${toSimplified(hoursWords.clock.zone)}）`);
  for (const url of ['', 'contact', 'info']) {
    const traditional = read(TRADITIONAL, url);
    expect(footerHours(traditional), `/${url}`).toContain(hongKong);
    expect(said(traditional, SIMPLIFIED.lang), `/${url}`).not.toContain(inZone);
  }
});

test("every Simplified page that shows an RMB amount shows the rate's day once: in the notice or in the line after the amounts", () => {
  const { exchangeRate } = mainlandNotice;
  const beside = toSimplified(exchangeRate.beside).split('{rmb}')[0] ?? '';
  const day = rateDay(exchangeRate.date, exchangeRate.day);
  const withRmb = simplifiedPages
    .map(([page, html]) => ({ page, text: said(html, TRADITIONAL.lang) }))
    .filter(({ text }) => text.includes(beside));
  // The fee page (the notice), the FAQ and the family constellation workshop, as the content stands.
  expect(withRmb.length).toBeGreaterThan(1);
  expect(withRmb.map(({ page, text }) => `${page}: ${text.split(day).length - 1}`)).toEqual(withRmb.map(({ page }) => `${page}: 1`));
  // Where the notice is absent, the line comes after the first amount.
  for (const { page, text } of withRmb.filter((each) => !each.text.includes(toSimplified(mainlandNotice.heading))))
    expect(text.indexOf(toSimplified(fillRate(exchangeRate.note, exchangeRate))), page).toBeGreaterThan(text.indexOf(beside));
});
