import { z } from 'zod';
import { httpsUrl, list, say, template, text } from './fields';
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

/** The quick exit's address in each edition (lib/crisis/quick-exit.ts). */
const quickExitFields = {
  /** A neutral public page, never one of ours. */
  quickExitUrl: httpsUrl,
  quickExitUrlSimplified: httpsUrl,
};

const chromeLabels = labels([
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
  'crisisPlaceHere',
  'crisisPlacePick',
  'crisisPlacePickHint',
  'crisisOtherPlaces',
  'crisisElsewhereLines',
  'crisisPlaceOther',
  'crisisElsewhere',
  'crisisElsewhereLine',
  'crisisAllDay',
  'crisisMoreWrites',
  'crisisMoreCalls',
  'crisisOr',
  'crisisNoText',
  'numberHongKong',
  'crisisSupportTitle',
  'crisisSupportIntro',
  'crisisSupportIntroCalls',
  'crisisTextTitle',
  'crisisTextTitleCalls',
  'crisisTextIntro',
  'crisisWhatsapp',
  'crisisSms',
  'crisisDetailSeparator',
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
  'quickExit',
  'quickExitHint',
  'quoteSample',
] as const);

export const chrome = chromeLabels.extend(quickExitFields).check((ctx) => {
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

/** The sentences of care (content/cautions.ts), by name. */
const CAUTION_NAMES = ['hypnosisMemory', 'hypnosisEvidence', 'constellationMemory', 'constellationEvidence'] as const;

/** Sentences of care several pages carry word for word (content/cautions.ts). */
export const cautions = labels([...CAUTION_NAMES, 'testimonialFraming']);

/**
 * When a page must carry each caution (content/cautions.ts `describedBy`): a text that names the
 * method (`term`) and says what happens in it (one of `words`) describes it; `method` is its name
 * in the check's message.
 */
const cautionTrigger = z.strictObject({ method: text, term: text, words: list(text) });
export const cautionTriggers = z.strictObject(
  Object.fromEntries(CAUTION_NAMES.map((name) => [name, cautionTrigger])) as Record<(typeof CAUTION_NAMES)[number], typeof cautionTrigger>,
);

/** The centre's practice on confidentiality and children (content/safeguarding.ts), by name. */
export const safeguarding = labels([
  'confidentiality',
  'childProtection',
  'minorsConsent',
  'adultGroups',
  'groupConfidentiality',
  'noRecording',
  'parentsFirst',
  'onlineSafety',
  'videoPlatform',
  'hypnosisAwareness',
] as const);

/** What the centre offers online, by where the client is (content/online-offer.ts), by name. */
export const onlineOffer = labels(['mainland', 'byPlace'] as const);

/** A short label (「請留意」) over cautions, each its own paragraph: the home page's methods, the services overview, the profiles. */
export const cautionNote = z.strictObject({ heading: text, paragraphs: list(text) });

export const profileCopy = labels([
  'languages',
  'about',
  'approach',
  'specialties',
  'training',
  'qualifications',
  'qualificationRegister',
  'qualificationSample',
] as const).extend({
  qualificationLine: template('title', 'issuer', 'year'),
  qualificationNumber: template('number'),
  articles: template('name'),
  bookingHeading: template('name'),
  bookingText: template('name'),
  /** Shown on every profile page, after the training: the therapists' own words describe the methods. */
  cautions: cautionNote.optional(),
});
/** The analytics consent notice and the privacy page's control (content/consent.ts): every value is visible text. */
export const consentCopy = labels([
  'label',
  'text',
  'moreLink',
  'accept',
  'decline',
  'settingsHeading',
  'statusUnset',
  'statusGranted',
  'statusDenied',
] as const);
export const blogCopy = labels(['author', 'published', 'updated'] as const).extend({ readingTime: template('minutes') });
/** `{title}` is replaced by the video's title. */
export const videoCopy = labels([
  'defaultTitle',
  'newTabHint',
  'closeLabel',
  'statsLabel',
  'playerSlow',
  'playerSlowLink',
  'youtubeNote',
  'bilibili',
  'tencent',
] as const).extend({
  playLabel: template('title'),
  dialogLabel: template('title'),
  playerTitle: template('title'),
  mirrorNote: template('host'),
});

/** A word as Hong Kong writes it, and the forms from elsewhere the check refuses (content/word-forms.ts). */
export const wordForm = z.strictObject({ write: text, not: list(text) });

/** The Simplified edition's wording for a Traditional phrase, where conversion gets it wrong (content/simplified-overrides.ts). */
export const simplifiedOverride = z.strictObject({ traditional: text, simplified: text });
/** A proper name the Simplified edition keeps as written, converted character by character (content/simplified-overrides.ts). */
export const protectedName = text;
/** A Hong Kong word a mainland reader does not use, and the mainland word (content/simplified-overrides.ts). */
export const mainlandWord = z.strictObject({ hongKong: text, mainland: text });
/** The link from each edition to the same page in the other: its label and what it says to a screen reader. */
const editionSwitch = z.strictObject({ label: text, name: text });
/**
 * The Simplified edition's also offers itself, once, to a visitor whose browser prefers Simplified
 * Chinese on a Traditional page: the link's words and its close button's name.
 */
export const editionLabels = z.strictObject({
  'zh-Hant-HK': editionSwitch,
  'zh-Hans': editionSwitch.extend({ suggestion: text, dismiss: text }),
});
