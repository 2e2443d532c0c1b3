import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { cautions } from '@/content/cautions';
import { home } from '@/content/home';
import { blogPosts } from '@/content/pages/blog';
import { page as testimonialsPage } from '@/content/pages/testimonials';
import { page as familyConstellationWorkshopPage } from '@/content/pages/workshop-family-constellation';
import { page as faqPage } from '@/content/pages/faq';
import { page as feePage } from '@/content/pages/fee';
import { page as workshopPage } from '@/content/pages/workshop';
import { page as childrenServicePage } from '@/content/pages/services/children';
import { safeguarding } from '@/content/safeguarding';
import { page as childrenProblemPage } from '@/content/pages/problems/children';
import { page as emotionPage } from '@/content/pages/problems/emotion';
import { page as familyProblemPage } from '@/content/pages/problems/family';
import { page as lovePage } from '@/content/pages/problems/love';
import { page as wealthPage } from '@/content/pages/problems/wealth';
import { page as familyPage } from '@/content/pages/services/family';
import { page as hypnotherapyPage } from '@/content/pages/services/hypnotherapy';
import { page as integralPage } from '@/content/pages/services/integral-psychotherapy';
import { page as ispPage } from '@/content/pages/services/isp';
import { servicesOverview } from '@/content/services-overview';
import { contentFactValues } from '@/lib/fact-values';
import { fillFacts } from '@/lib/facts';
import { booking, site } from '@/content/site';
import { therapists } from '@/content/therapists';
import { blogPostPath, therapistPath } from '@/lib/routes/route-list';
import { routes } from '@/lib/routes';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '@/lib/schema';
import { htmlFiles, OUT } from './out-files';
import { elementsIn, elementsNamed } from './page-text';

// The words every page of the export ships, whatever module or component they came from.
const pages = htmlFiles().map((file) => ({ file: relative(OUT, file), html: readFileSync(file, 'utf8') }));

/** The markup of a page's `<main>`, as written ('' for a page without one). */
const mainOf = (html: string): string => elementsNamed(html, 'main')[0]?.inner ?? '';

/** The prepared booking message as the build writes it: content's tokens filled. */
const bookingMessage = fillFacts(booking.message, contentFactValues());

/** The booking links (WhatsApp with the prepared booking message) in a page's `<main>`. */
const bookingLinks = (html: string): URL[] =>
  elementsIn(html, 'main')
    .map((element) => element.attributes.get('href') ?? '')
    .filter((href) => href.startsWith('https://wa.me/'))
    .map((href) => new URL(href))
    .filter((url) => url.pathname === `/${site.whatsapp.digits}` && (url.searchParams.get('text') ?? '').startsWith(bookingMessage));

/** The elements of this name in a page's `<main>` whose content is exactly `inner`, as written. */
// React's `<!-- -->` between two text nodes is markup, not words: a paragraph is compared by what it says.
const inMainWith = (html: string, name: string, inner: string) =>
  elementsIn(html, 'main').filter((element) => element.name === name && element.inner.replaceAll('<!-- -->', '') === inner);

/** A route's page, as written ('' for a route without one). */
const htmlAt = (path: string) => pages.find((page) => page.file === join(path.slice(1), 'index.html'))?.html ?? '';
const pagesWith = (word: string): string[] => pages.filter((page) => page.html.includes(word)).map((page) => page.file);

for (const [word, rule] of [
  ['預約約', 'doubles 約 in 預約約'],
  ['轉帳', 'writes the Taiwan form 轉帳 (Hong Kong writes 轉賬)'],
  ['裏', 'writes 裏: the site uses one form of the character, 裡'],
] as const)
  test(`no page ${rule}`, () => expect(pagesWith(word)).toEqual([]));

test('the site writes 裡', () => expect(pagesWith('裡').length).toBeGreaterThan(0));

test(`every page has one meta description of ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters`, () => {
  const problems: string[] = [];
  for (const { file, html } of pages) {
    const found = elementsNamed(html, 'meta')
      .filter((meta) => meta.attributes.get('name') === 'description')
      .map((meta) => meta.attributes.get('content') ?? '');
    if (found.length !== 1) {
      problems.push(`${file}: ${found.length} descriptions`);
      continue;
    }
    const length = [...(found[0] ?? '').trim()].length;
    if (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX) problems.push(`${file}: ${length} characters`);
  }
  expect(problems).toEqual([]);
});

test("beside every booking call, the fine print states the free consultation's terms and links to them in full on the fee page", () => {
  const feeFile = join(feePage.path.slice(1), 'index.html');
  const withBooking = pages.filter((page) => bookingLinks(page.html).length > 0);
  const termsLink = (html: string) =>
    inMainWith(html, 'a', booking.termsLink.label).some((link) => link.attributes.get('href') === `${booking.termsLink.href}/`);
  const problems: string[] = [];
  for (const { file, html } of withBooking) {
    if (!mainOf(html).includes(booking.finePrint)) problems.push(`${file}: no fine print`);
    // The fee page holds the terms themselves; every other page links there.
    if (file !== feeFile && !termsLink(html)) problems.push(`${file}: no link to the terms`);
  }
  expect(withBooking.map((page) => page.file)).toContain(feeFile);
  expect(problems).toEqual([]);
});

test('every page with a booking link in its content says what happens after the tap, with the opening hours', () => {
  // The test reads content as written: its tokens filled as the build fills them.
  const afterTap = fillFacts(booking.afterTap, contentFactValues());
  const withBooking = pages.filter((page) => bookingLinks(page.html).length > 0);
  expect(withBooking.length).toBeGreaterThan(routes.length / 2);
  expect(withBooking.filter((page) => !mainOf(page.html).includes(afterTap)).map((page) => page.file)).toEqual([]);
});

test('every page that describes hypnotherapy or family constellation carries its cautions about memories and evidence, each its own paragraph', () => {
  const article = blogPosts.find((post) => post.slug === 'what-is-family-constellation');
  const hypnosis = [cautions.hypnosisMemory, cautions.hypnosisEvidence];
  const constellation = [cautions.constellationMemory, cautions.constellationEvidence];
  const both = [...hypnosis, ...constellation];
  const expected: [path: string, cautions: readonly string[]][] = [
    [home.path, both],
    [servicesOverview.path, both],
    [hypnotherapyPage.path, hypnosis],
    [familyPage.path, constellation],
    [integralPage.path, both],
    [ispPage.path, both],
    [lovePage.path, both],
    [wealthPage.path, both],
    [emotionPage.path, hypnosis],
    [familyProblemPage.path, constellation],
    [childrenProblemPage.path, constellation],
    [testimonialsPage.path, both],
    [childrenServicePage.path, constellation],
    [workshopPage.path, both],
    [faqPage.path, both],
    [familyConstellationWorkshopPage.path, constellation],
    [blogPostPath(article?.slug ?? 'missing'), constellation],
    // Every profile: the therapists' own words describe the methods (content/pages/profile.ts).
    ...therapists.map((therapist): [string, readonly string[]] => [therapistPath(therapist.slug), both]),
  ];
  // A paragraph of its own: the sentence is the whole of a <p>, not run together with other words.
  const hasOwnParagraph = (html: string, caution: string) => inMainWith(html, 'p', caution).length > 0;
  const missing = expected.flatMap(([path, wanted]) =>
    wanted.filter((caution) => !hasOwnParagraph(htmlAt(path), caution)).map((caution) => `${path}: ${caution.slice(0, 12)}…`),
  );
  expect(missing).toEqual([]);
});

test('the safeguarding sentences stand whole on every page that speaks of them, and client quotes only beside their framing', () => {
  const expected: [path: string, sentences: readonly string[]][] = [
    [childrenServicePage.path, [safeguarding.childProtection, safeguarding.minorsConsent]],
    [childrenProblemPage.path, [safeguarding.childProtection, safeguarding.minorsConsent]],
    [faqPage.path, [safeguarding.childProtection, safeguarding.minorsConsent, safeguarding.confidentiality]],
    ['/privacy', [safeguarding.childProtection, safeguarding.minorsConsent, safeguarding.confidentiality]],
    [servicesOverview.path, [safeguarding.confidentiality, safeguarding.hypnosisAwareness]],
    // Issue 51: online safety abroad (R37), the video platform (R18), hypnosis never absolute (R13),
    // the confidentiality limits on the Mandarin page too (R36).
    ['/fee', [safeguarding.videoPlatform, safeguarding.onlineSafety, safeguarding.noRecording]],
    [faqPage.path, [safeguarding.onlineSafety]],
    ['/privacy', [safeguarding.videoPlatform, safeguarding.noRecording]],
    ['/services/hypnotherapy', [safeguarding.onlineSafety, safeguarding.hypnosisAwareness]],
    ['/services/mandarin', [safeguarding.confidentiality]],
  ];
  const missing = expected.flatMap(([path, wanted]) =>
    wanted.filter((sentence) => !mainOf(htmlAt(path)).includes(sentence)).map((sentence) => `${path}: ${sentence.slice(0, 12)}…`),
  );
  expect(missing).toEqual([]);
  // Wherever a <blockquote> of a client's words is shown (Traditional pages: the framing's own words), the framing is there too.
  const unframed = pages
    .filter((page) => !page.file.startsWith('zh-hans/') && /<blockquote/.test(mainOf(page.html)))
    .filter((page) => !page.file.startsWith('therapist/')) // a therapist's own motto, not a client's words
    .filter((page) => !mainOf(page.html).includes(cautions.testimonialFraming))
    .map((page) => page.file);
  expect(unframed).toEqual([]);
});

test('the not-found page offers the booking link in its main content', () => {
  expect(bookingLinks(pages.find((page) => page.file === '404.html')?.html ?? '').length).toBeGreaterThan(0);
});
