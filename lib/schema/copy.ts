import { z } from 'zod';
import { list, say, text } from './fields';
import { searchInfo } from './pages';

/** The words of the site chrome and of single components. */

/** Words of the not-found page. */
export const notFoundCopy = z.strictObject({
  seo: searchInfo,
  heading: text,
  text,
  homeLabel: text,
  sectionsHeading: text,
  bookingText: text,
});

/** Labels of the site chrome and of single components: every value is visible text. */
const labels = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);

export const chrome = labels([
  'skipLink',
  'menuOpen',
  'menuClose',
  'mainNavLabel',
  'mobileNavLabel',
  'subMenuToggle',
  'breadcrumbLabel',
  'wechatButton',
  'wechatButtonShort',
  'wechatTitle',
  'wechatHint',
  'wechatClose',
  'wechatQrAlt',
  'footerContact',
  'footerPhone',
  'footerWhatsapp',
  'footerAddress',
  'footerHours',
  'footerLinks',
  'crisisTitle',
  'crisisText',
  'crisisCall',
  'crisisAbroad',
  'crisisSupportTitle',
  'crisisMore',
  'copyright',
  'floatingWhatsapp',
  'floatingWhatsappShort',
  'loading',
  'errorHeading',
  'errorText',
  'errorReload',
  'errorHome',
  'offlineBanner',
  'offlineError',
  'offlineRetry',
  'offlineIgnore',
  'devEditorTitle',
] as const).check((ctx) => {
  // The phone's bottom bar shows the short words; a screen reader says the full name, which must
  // contain them, so a voice user can say what they see (WCAG 2.5.3, label in name).
  for (const [full, short] of [
    ['wechatButton', 'wechatButtonShort'],
    ['floatingWhatsapp', 'floatingWhatsappShort'],
  ] as const) {
    if (!ctx.value[full].includes(ctx.value[short])) {
      ctx.issues.push({
        code: 'custom',
        path: [short],
        input: ctx.value[short],
        message: say(`要是 ${full}「${ctx.value[full]}」裡的一段文字`, `must be words taken from ${full}, "${ctx.value[full]}"`),
      });
    }
  }
});

/** Sentences of care several pages carry word for word (content/cautions.ts). */
export const cautions = labels(['hypnosisMemory', 'constellationMemory'] as const);
export const profileCopy = labels([
  'languages',
  'about',
  'approach',
  'specialties',
  'training',
  'articles',
  'bookingHeading',
  'bookingText',
] as const);
export const blogCopy = labels(['author', 'published', 'updated', 'readingTime'] as const);
/** `{title}` is replaced by the video's title. */
export const videoCopy = labels([
  'defaultTitle',
  'playLabel',
  'newTabHint',
  'dialogLabel',
  'playerTitle',
  'closeLabel',
  'statsLabel',
] as const);

/** A word as Hong Kong writes it, and the forms from elsewhere the check refuses (content/word-forms.ts). */
export const wordForm = z.strictObject({ write: text, not: list(text) });

/** The Simplified edition's wording for a Traditional phrase, where conversion gets it wrong (content/simplified-overrides.ts). */
export const simplifiedOverride = z.strictObject({ traditional: text, simplified: text });
/** The link from each edition to the same page in the other: its label and what it says to a screen reader. */
const editionSwitch = z.strictObject({ label: text, name: text });
export const editionLabels = z.strictObject({ 'zh-Hant-HK': editionSwitch, 'zh-Hans': editionSwitch });
