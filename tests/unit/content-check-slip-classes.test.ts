/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describedBy } from '@/content/cautions';
import { chrome } from '@/content/chrome';
import { consentCopy } from '@/content/consent';
import { crisisLines } from '@/content/crisis-lines';
import { home } from '@/content/home';
import { mainlandNotice } from '@/content/mainland-notice';
import { footerLinks } from '@/content/navigation';
import { page as accessibility } from '@/content/pages/accessibility';
import { blogPosts } from '@/content/pages/blog';
import { page as faq } from '@/content/pages/faq';
import { fees } from '@/content/pages/fee';
import { page as privacy } from '@/content/pages/privacy';
import { page as family } from '@/content/pages/problems/family';
import { page as love } from '@/content/pages/problems/love';
import { page as resources } from '@/content/pages/resources';
import { page as testimonials } from '@/content/pages/testimonials';
import { page as workshop } from '@/content/pages/workshop';
import { safeguarding } from '@/content/safeguarding';
import { servicesOverview } from '@/content/services-overview';
import { site } from '@/content/site';
import { simplifiedOverrides } from '@/content/simplified-overrides';
import { therapists } from '@/content/therapists';
import { videoCopy } from '@/content/video-copy';
import { wordForms } from '@/content/word-forms';
import { addressText } from '@/lib/address';
import { readPage } from '@/scripts/content-check/published/read-page';
import { auditPublished } from '@/scripts/content-check/published/rules';
import { CONTENT_FILES } from './support/content-copy';
import { edit, expectAccepted, expectStopped, slip, type EditRow, type SlipRow } from './support/slips';

/*
 * Issue #42, point 5: slips of its seven classes, written as a new editor makes them while following
 * docs/editing.md (paste an entry and change it, add a line, reword a sentence), one for each rule and
 * kind of place. Each is stopped at the line to change, in Chinese and English; the recipes done right
 * pass. Sample values are read from content/, so that an editor's change of wording breaks none. The
 * check runs in this process, on copies of content/ holding several slips of different files at once.
 */
jest.setTimeout(180_000);

const { SITE, CRISIS, HOME, THERAPISTS, OVERRIDES, NAVIGATION } = CONTENT_FILES;
const CHROME = 'content/chrome.ts';
const NOTICE = 'content/mainland-notice.ts';
const FORMS = 'content/word-forms.ts';
const page = (name: string) => `content/pages/${name}.ts`;
const FAQ = page('faq');
const CONTACT = page('contact');
const ACCESSIBILITY = page('accessibility');
const FEE = page('fee');
const LOVE = page('problems/love');
const WORKSHOP = page('workshop');
const CONSTELLATION = page('workshop-family-constellation');
const OVERVIEW = 'content/services-overview.ts';

const source = (file: string): string => readFileSync(join(process.cwd(), file), 'utf8');
/** The text of an entry of a list, from its opening `{` (the line holding `key`) to its `},`. */
function entryText(file: string, key: string): string {
  const text = source(file);
  const at = text.indexOf(key);
  return text.slice(text.lastIndexOf('\n  {\n', at) + 1, text.indexOf('\n  },\n', at) + '\n  },\n'.length);
}
/** The day before an ISO date, as an ISO date. */
const dayBefore = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** Digits as a phone's keypad in a Chinese input method types them: full width. */
const fullWidth = (text: string): string => text.replace(/\d/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0));
const amount = (fee: number): string => fee.toLocaleString('en');
/** `before`, then a new crisis line, as its entry is written. */
const line = (before: string, kind: string, place: string, name: string, channel: string, rest: string) =>
  `${before}  {\n    kind: '${kind}',\n    place: '${place}',\n    name: '${name}',\n    channels: [{ ${channel} }],\n${rest}  },\n`;

const [firstTherapist, secondTherapist] = therapists;
const confidentialityQuestion = servicesOverview.faq.items.find((item) => item.answer === safeguarding.confidentiality)?.question;
const lastTherapist = therapists.at(-1);
const [firstPost] = blogPosts;
const { address, geo, transport, phone, whatsapp, claims } = site;
const { opens, closes } = site.openingHours;
const phoneDigits = phone.display.replace(/\D/g, '');
const firstQuestion = faq.sections.flatMap((section): readonly { question: string }[] => (section.kind === 'faq' ? section.items : []))[0];
const respect = crisisLines.find((each) => each.name === '1800RESPECT');
const macauSupport = crisisLines.find((each) => each.place === 'macau' && each.kind === 'support');
const taiwanAmbulance = crisisLines.find((each) => each.place === 'taiwan' && each.kind === 'emergency');
const taiwanSupport = crisisLines.find((each) => each.place === 'taiwan' && each.kind === 'support');
const mainlandSupport = crisisLines.find((each) => each.kind === 'support' && each.place === 'mainland');
const [hkSupport, secondHkSupport] = crisisLines.filter((each) => each.kind === 'support' && each.place === 'hk');
const travel = mainlandNotice.items.find((item) => 'forStreet' in item);
const protectedName = site.partners[0]?.name ?? '';
/** The building's own name, without its floor and room, and the word of an override a building's name can hold. */
const buildingName = address.building.split(' ')[0] ?? address.building;
const infoRow = simplifiedOverrides.find((row) => row.traditional === '資訊') ?? simplifiedOverrides[0];
const FIRST_OVERRIDE = `  { traditional: '${simplifiedOverrides[0]?.traditional}'`;
/** A row added at the top of the overrides, as the guide's example adds one. */
const overrideRow = (traditional: string, simplified: string) =>
  [
    OVERRIDES,
    'export const simplifiedOverrides',
    FIRST_OVERRIDE,
    `  { traditional: '${traditional}', simplified: '${simplified}' },\n${FIRST_OVERRIDE}`,
  ] as const;
const MINUTES = '{consultation.minutes}';
const workshopLink = workshop.sections
  .flatMap((section) => (section.kind === 'links' ? section.items : []))
  .find((item) => item.href.startsWith('/'));
const hypnosisCard = servicesOverview.pillars.cards.map((card) => card.link.href).find((href) => href.includes('hypno'));
const hypnosisWord = describedBy.hypnosisMemory.words[0];
const [firstWordForm] = wordForms;
const [youtubeStat] = home.videos.stats;
const quote = testimonials.sections.find((section) => section.kind === 'quote');
/** The address moved along the street and across to another district, in site.ts. */
const MOVED = [SITE, 'address: {', `street: '${address.street}'`, "street: '加拿分道 18 號'"] as const;
const PARTNER = [
  SITE,
  'partners: [',
  '  ],\n  openingHours',
  [
    '    {',
    "      name: '香港網上視像輔導協會',",
    "      description: '推動網上心理輔導的專業守則及培訓。',",
    "      url: 'https://www.hk-online-counselling.org',",
    '    },\n  ],\n  openingHours',
  ].join('\n'),
] as const;

/** A therapist pasted from the last one, every value changed as the recipe says but the description, if `keep`. */
function pastedTherapist(keepDescription: boolean): string {
  const text = entryText(THERAPISTS, `slug: '${lastTherapist?.slug}'`)
    .replace(`slug: '${lastTherapist?.slug}'`, "slug: 'tsui-wai-man'")
    .replace(/code: 'P\d\d'/, "code: 'P36'")
    .replace(`title: '${lastTherapist?.seo.title}'`, "title: '徐慧敏：藝術治療師'")
    .replace(`image: '${lastTherapist?.seo.image}'`, "image: 'therapist-tsui-wai-man.svg'")
    .replace(`name: '${lastTherapist?.name}'`, "name: '徐慧敏'")
    .replace(`englishName: '${lastTherapist?.englishName}'`, "englishName: 'Tsui Wai Man'")
    .replace(`role: '${lastTherapist?.role}'`, "role: '藝術治療師'")
    .replace(
      `image: { file: '${lastTherapist?.image.file}', alt: '${lastTherapist?.image.alt}' }`,
      "image: { file: 'therapist-tsui-wai-man.svg', alt: '代表徐慧敏治療師的人像剪影插畫' }",
    );
  return keepDescription
    ? text
    : text.replace(
        `'${lastTherapist?.seo.description}'`,
        "'徐慧敏是心晴治療中心的藝術治療師，以繪畫、黏土和拼貼陪伴不擅長用言語表達的成人和青少年，處理情緒困擾、創傷後的身心壓力及自我價值的議題。了解她的受訓背景及治療取向，並預約免費初步諮詢。'",
      );
}
/** A question added to the workshop's FAQ, after the one on sharing. */
const NEW_QUESTION = [CONSTELLATION, "question: '我不想在人前分享，適合參加嗎？'", '        },\n'] as const;
const newQuestion = (answer: string) =>
  `        },\n        {\n          question: '第一次參加可以只做代表嗎？',\n          answer: '${answer}',\n        },\n`;
const NEW_THERAPIST = [THERAPISTS, `slug: '${lastTherapist?.slug}'`, '  },\n]'] as const;
const newPortrait = { from: `content/images/${lastTherapist?.image.file}`, to: 'content/images/therapist-tsui-wai-man.svg' };

const ONE_FACT_TWICE: readonly SlipRow[] = [
  [
    'the package price typed on its card',
    FEE,
    "title: '五節個人療程套票'",
    "text: '{fee.package5}，",
    `text: 'HK$${amount(fees.package5 + 200)}，`,
    /text — .*\{fee\./,
  ],
  [
    "the workshop lead's fee typed as 港幣",
    CONSTELLATION,
    "title: '個案數目'",
    "text: '",
    `text: '個案主角收費港幣 ${amount(fees.workshopLead)}。`,
    /\{fee\.workshopLead\}/,
  ],
  [
    'the hours typed in the mainland notice',
    NOTICE,
    "title: '時間'",
    '香港時間與北京時間相同：',
    '香港時間與北京時間相同，服務時間為每日上午 9 時至晚上 8 時：',
    /text — .*\{hours\}/,
    { at: 'text:' },
  ],
  ['hours in numerals', CONTACT, 'transportNotes', '所有面談均需預約，', '所有面談均需預約（每日上午九時至下午六時），', /\{hours\}/],
  [
    'the session counts typed, and changed',
    OVERVIEW,
    "title: '個人化療程'",
    '簡單個案一般約 {sessions.simple}',
    '簡單個案一般約 1 至 2 節',
    /description — .*\{sessions\./,
    { at: 'description:' },
  ],
  [
    'the WhatsApp number typed in a transport note',
    CONTACT,
    'transportNotes: [',
    '請以 WhatsApp 通知我們',
    `請 WhatsApp ${whatsapp.display} 通知我們`,
    /transportNotes.* — .*\{whatsapp\}/,
    { at: '如會遲到' },
  ],
  [
    'the hours typed under every booking button',
    SITE,
    'export const booking',
    '服務時間（{hours}）',
    '服務時間（星期一至六上午 10 時至下午 7 時）',
    /afterTap — .*\{hours\}/,
    { at: 'afterTap:' },
  ],
  [
    'the hours typed beside 北京時間 (MR27)',
    SITE,
    'whatsappLabel:',
    '（北京時間，{hours.inZone}）',
    '（北京時間，每天 9:00–18:00）',
    /afterTap — .*\{hours\.inZone\}/,
    { at: 'afterTap:' },
  ],
  [
    "a hotline's number retyped with a slip in its own text",
    CRISIS,
    `name: '${respect?.name}'`,
    `亦可傳短訊到 ${respect?.channels[1]?.number}`,
    `亦可傳短訊到 ${respect?.channels[1]?.number.replace(/2$/, '3')}`,
    /text — .*number/,
    { at: 'text:' },
  ],
  ['the phone, full width', ACCESSIBILITY, '告訴我們你遇到的問題', '致電 {phone}', `致電 ${fullWidth(phone.display)}`, /\{phone\}/],
  [
    'the phone typed with a dash in an FAQ answer',
    FAQ,
    `question: '${firstQuestion?.question}'`,
    "answer:\n            '",
    `answer:\n            '歡迎致電 ${phoneDigits.slice(0, 4)}-${phoneDigits.slice(4)} 查詢。`,
    /answer — .*site\.phone/,
    { at: 'answer:' },
  ],
  [
    'the phone, with 852, in the quick-exit hint',
    CHROME,
    'quickExit:',
    `quickExitHint: '${chrome.quickExitHint}'`,
    `quickExitHint: '${chrome.quickExitHint}（852 ${phone.display}）'`,
    /quickExitHint — .*site\.phone/,
  ],
  ['moved, the map point left', ...MOVED, /geo\.forStreet — 地圖上的位置.*加拿分道 18 號.*latitude.*map point/, { at: 'geo: {' }],
  ['moved, the Shenzhen way left', ...MOVED, /forStreet — 這段往中心的路線.*加拿分道 18 號.*rewrite it/, { in: NOTICE, at: 'forStreet:' }],
  [
    'the district typed in a search description',
    LOVE,
    'seo: {',
    '在香港{address.district}面談',
    `在香港${address.district}面談`,
    /description — .*\{address\.district\}/,
    { at: 'description:' },
  ],
  [
    'the whole address typed on the privacy page',
    page('privacy'),
    "heading: '聯絡保障資料主任'",
    '或郵寄至{address}，',
    `或郵寄至${addressText(address)}，`,
    /paragraphs.* — .*\{address\}/,
    { at: '或郵寄至' },
  ],
  [
    "the consultation's minutes changed on /info only",
    page('info'),
    "title: '免費初步諮詢'",
    `約 ${MINUTES} 分鐘`,
    `約 ${claims.consultationMinutes + 10} 分鐘`,
    /consultationMinutes/,
  ],
  [
    'the page dated anew, its sentence left',
    page('privacy'),
    'path:',
    `lastModified: '${privacy.lastModified}'`,
    `lastModified: '${dayBefore(privacy.lastModified)}'`,
    /lastModified/,
    { at: '最後更新日期' },
  ],
  [
    'the founding year typed on the home page',
    HOME,
    'invitation: {',
    "paragraphs: [\n      '",
    `paragraphs: [\n      '本中心自 ${site.foundingYear} 年成立。`,
    /\{founded\}/,
    { at: '本中心自' },
  ],
  ['the e-mail typed on a page', HOME, 'export const home', "heading: '", `heading: '電郵 ${site.email}：`, /heading — .*site\.email/],
  [
    'opening and closing swapped',
    SITE,
    'openingHours',
    `opens: '${opens}',\n    closes: '${closes}'`,
    `opens: '${closes}',\n    closes: '${opens}'`,
    /opens — .*closes/,
  ],
];

const HALF_CHANGED: readonly SlipRow[] = [
  [
    'a new therapist pasted with the search description of the one copied',
    ...NEW_THERAPIST,
    `  },\n${pastedTherapist(true)}]`,
    /description — .*as if pasted and left unchanged/,
    { copies: [newPortrait], at: 'description:', atAfter: "slug: 'tsui-wai-man'" },
  ],
  [
    'a new page copied from another, keeping its booking code',
    page('groups'),
    'export const page',
    `path: '${resources.path}',`,
    "path: '/groups',",
    new RegExp(`code — .*${resources.code}`),
    {
      copies: [{ from: page('resources'), to: page('groups') }],
      also: [
        edit(['its import', page('index'), '', "from './resources';", "from './resources';\nimport { page as groups } from './groups';"]),
        edit(['its place in the list', page('index'), 'export const generalPages', '  resources,', '  resources,\n  groups,']),
      ],
      at: `code: '${resources.code}'`,
    },
  ],
  ['a card, its link kept', HOME, "title: '感情與伴侶'", "link: '/problems/love'", "link: '/problems/family'", /link — .*repeats item/],
  [
    'a new line pasted from another, keeping its audience and its words',
    CRISIS,
    "name: '東華三院芷若園'",
    '\n  },\n',
    line(
      '\n  },\n',
      'support',
      'hk',
      '生命熱線',
      "number: '2382 0000', via: ['call'], source: 'https://www.sps.org.hk/'",
      "    hours: '24 小時',\n    audience: '受性暴力或家庭暴力影響的人士',\n    text: '由社工提供即時輔導、外展支援及轉介，有需要時可安排短期住宿。',\n",
    ),
    /text — .*repeats item/,
    { at: 'text:', atAfter: "name: '生命熱線'" },
  ],
  [
    'an FAQ question pasted, its answer kept',
    ...NEW_QUESTION,
    newQuestion('你可以只做旁觀參加者，或選擇個人排列。個人排列由治療師和你一對一進行，私隱度較高。'),
    /already says/,
    { at: 'answer:', atAfter: '第一次參加可以只做代表嗎？' },
  ],
  [
    'a social card pasted, its platform kept',
    CONTACT,
    "platform: 'youtube'",
    '    },\n',
    "    },\n    {\n      platform: 'youtube',\n      title: 'Instagram 帳戶',\n      text: '治療師的日常分享和活動相片。',\n    },\n",
    /platform/,
    { at: "platform: 'youtube'" },
  ],
  [
    "the Simplified offer's button pasted from the Traditional",
    'content/editions.ts',
    "'zh-Hans'",
    "dismiss: '关闭简体中文版提示'",
    "dismiss: '關閉簡體中文版提示'",
    /Simplified/,
  ],
  [
    'a link pasted and renamed, its address kept',
    page('info'),
    "heading: '其他資料'",
    '        { label: ',
    "        { label: '無障礙聲明', href: '/resources', text: '網站的無障礙設計及意見反映。' },\n        { label: ",
    /repeats item/,
    // The later of the two is reported: here the one pasted over.
    { at: "href: '/resources'", atAfter: '網站的無障礙設計及意見反映。' },
  ],
  ['a link renamed', NAVIGATION, 'footerLinks', '] as const', "  { label: '收費', href: '/resources' },\n] as const", /repeats item/],
  [
    "a portrait described with another's alt",
    THERAPISTS,
    `slug: '${secondTherapist?.slug}'`,
    `alt: '${secondTherapist?.image.alt}'`,
    `alt: '${firstTherapist?.image.alt}'`,
    /alt — .*another picture/,
  ],
  [
    "a hotline pasted with another's number",
    CRISIS,
    `name: '${secondHkSupport?.name}'`,
    `number: '${secondHkSupport?.channels[0]?.number}'`,
    `number: '${hkSupport?.channels[0]?.number}'`,
    /number — .*already the number/,
  ],
  ["an article's title", WORKSHOP, 'seo: {', `title: '${workshop.seo.title}'`, `title: '${firstPost?.seo.title}'`, /title — .*blog\.ts/],
  [
    "a problem page keeping another's share image",
    LOVE,
    'seo: {',
    `image: '${love.seo.image}'`,
    `image: '${family.seo.image}'`,
    /image — .*listed before this one/,
  ],
];

const PIECE_GONE_OR_DOUBLED: readonly SlipRow[] = [
  [
    "Macau's only 24-hour support line deleted",
    CRISIS,
    '// Macau.',
    entryText(CRISIS, `name: '${macauSupport?.name}'`),
    '',
    /— .*24/,
    { at: "{ id: 'macau'", atAfter: 'export const crisisPlaces' },
  ],
  [
    'the framing of the testimonials removed',
    page('testimonials'),
    "heading: '關於這些分享'",
    'paragraphs: [cautions.testimonialFraming]',
    "paragraphs: ['以下是當事人的分享。']",
    /— .*testimonialFraming/,
    { at: "text: '爸爸離世後", atAfter: 'export const page' },
  ],
  [
    "the hypnotherapy page's evidence caution deleted",
    page('services/hypnotherapy'),
    'cautions.hypnosisMemory,',
    '\n        cautions.hypnosisEvidence,',
    '',
    /— .*hypnosisEvidence/,
    { at: "'催眠狀態其實很日常", atAfter: 'export const page' },
  ],
  [
    'an FAQ question asked twice, in two groups',
    FAQ,
    "heading: '關於兒童及青少年'",
    'items: [\n',
    "items: [\n        {\n          question: '怎樣預約？',\n          answer: '你可以透過 WhatsApp 或微信留言。',\n        },\n",
    /question — .*already asks/,
    { at: "question: '怎樣預約？'" },
  ],
  [
    'a sentence placed a second time on a page',
    page('privacy'),
    "heading: '資料的轉移'",
    '        safeguarding.noRecording,\n',
    '        safeguarding.noRecording,\n        safeguarding.childProtection,\n',
    /already says/,
    { at: 'safeguarding.childProtection', atAfter: 'safeguarding.minorsConsent' },
  ],
  ["the closing button given the hero's tag", HOME, 'closing: {', "booking: { tag: '03' }", "booking: { tag: '01' }", /tag — .*01/],
  [
    'the support lines of the crisis page made emergency lines',
    page('crisis-support'),
    'export const page',
    "lines: 'call'",
    "lines: 'emergency'",
    /sections — .*hotlines/,
    { at: 'sections: [' },
  ],
  [
    'the privacy policy taken out of the footer',
    NAVIGATION,
    'footerLinks',
    "  { label: '私隱政策', href: '/privacy' },\n",
    '',
    /\/privacy/,
    { at: 'export const footerLinks', atAfter: '' },
  ],
  [
    "the services page's confidentiality answer deleted",
    OVERVIEW,
    'faq: {',
    `      {\n        question: '${confidentialityQuestion}',\n        answer: safeguarding.confidentiality,\n      },\n`,
    '',
    /exactly 6/,
    { at: 'items: [' },
  ],
  [
    'the menu item 「聯絡我們」 pasted twice',
    NAVIGATION,
    '',
    "  { label: '聯絡我們', href: '/contact' },\n] as const",
    "  { label: '聯絡我們', href: '/contact' },\n  { label: '聯絡我們', href: '/contact' },\n] as const",
    /repeats item/,
    { atAfter: "href: '/contact' }," },
  ],
  [
    'a testimonial pasted twice',
    page('testimonials'),
    'export const page',
    '  ],\n  booking: {',
    `    ${JSON.stringify(quote)},\n  ],\n  booking: {`,
    /quote section.*twice/,
  ],
  [
    "Hong Kong's emergency line turned into a support line",
    CRISIS,
    '',
    `kind: 'emergency',\n    place: 'hk',`,
    `kind: 'support',\n    place: 'hk',`,
    /— .*Hong Kong's emergency call/,
    { at: 'export const crisisLines' },
  ],
  [
    "a country's emergency numbers written twice",
    'content/emergency-numbers.ts',
    'FR: [',
    '\n',
    "\n    FR: ['112'],\n",
    /countries\.FR — FR 在同一組裡已寫在第 \d+ 行/,
  ],
  [
    "the centre's phone deleted",
    SITE,
    '',
    `  phone: { display: '${phone.display}', e164: '${phone.e164}' },\n`,
    '',
    /phone — .*缺少/,
    { at: 'export const site' },
  ],
];

const NOT_A_VALUE: readonly SlipRow[] = [
  [
    'a meeting number of X marks',
    NOTICE,
    "title: '視像平台'",
    '一般使用騰訊會議',
    '一般使用騰訊會議（會議號 XXX-XXX-XXX）',
    /text — .*XXX/,
    { at: 'text:' },
  ],
  [
    'a new video with a placeholder id',
    HOME,
    "title: '事業'",
    'videos: [\n',
    "videos: [\n          { url: 'https://www.youtube.com/watch?v=XXXXXXXXXXX', title: '新影片' },\n",
    /url — .*X/,
    { at: 'XXXXXXXXXXX' },
  ],
  [
    'Lorem ipsum as an excerpt',
    page('blog'),
    `slug: '${firstPost?.slug}'`,
    `'${firstPost?.excerpt}'`,
    "'Lorem ipsum dolor sit amet, consectetur adipiscing elit.'",
    /excerpt — .*Lorem/,
    { at: 'excerpt:' },
  ],
  [
    'a new line with example.com as its source',
    CRISIS,
    'export const crisisLines = [',
    '\n',
    line(
      '\n',
      'support',
      'hk',
      '生命熱線',
      "number: '2382 0000', via: ['call'], source: 'https://example.com/'",
      "    hours: '24 小時',\n    text: '為有自殺念頭的人提供電話支援。',\n",
    ),
    /source — .*example\.com/,
    { at: "source: 'https://example.com/'" },
  ],
  [
    'analytics switched on with the sample id',
    'content/analytics.ts',
    'export const analytics',
    'enabled: false',
    'enabled: true',
    /unfinished/,
    { at: 'measurementId' },
  ],
  [
    "Bilibili's name left （待譯）",
    'content/video-copy.ts',
    'export const videoCopy',
    `bilibili: '${videoCopy.bilibili}'`,
    "bilibili: '（待譯）'",
    /unfinished/,
  ],
  ["a workshop's group size left as ?", CONSTELLATION, "title: '人數'", "text: '", "text: '每組約 ? 人。", /unfinished/],
  ['years of experience: N/A', SITE, 'claims: {', `yearsExperience: '${claims.yearsExperience}'`, "yearsExperience: 'N/A'", /unfinished/],
  ['a follower count written --', HOME, 'stats: [', `number: '${youtubeStat?.number}'`, "number: '--'", /unfinished/],
  [
    'the simple count of sessions written backwards',
    'content/claims.ts',
    'counts: {',
    'simple: { from: 1, to: 3 }',
    'simple: { from: 3, to: 1 }',
    /from cannot be more than to/,
  ],
  ['a fee of 0 for a price not yet known', FEE, 'export const fees', `couple: ${fees.couple},`, 'couple: 0,', /couple — .*whole number/],
  ['fee in thousands', FEE, 'export const fees', `individual: ${fees.individual}`, `individual: ${fees.individual / 1000}`, /whole number/],
  [
    "the consent notice's accept button left empty",
    'content/consent.ts',
    'export const consentCopy',
    `accept: '${consentCopy.accept}'`,
    "accept: ''",
    /must not be empty/,
  ],
  [
    'a link left as https:// alone',
    page('resources'),
    "heading: '更多支援'",
    '        { label: ',
    "        { label: '社署服務', href: 'https://', text: '社會福利署的家庭服務。' },\n        { label: ",
    /https:\/\//,
  ],
  [
    'the exchange rate written as a percentage',
    NOTICE,
    'exchangeRate',
    `rmbPerHkd: ${mainlandNotice.exchangeRate.rmbPerHkd}`,
    `rmbPerHkd: ${Math.round(mainlandNotice.exchangeRate.rmbPerHkd * 100)}`,
    /RMB per HK\$1/,
  ],
  [
    "the statement's date written X 月 X 日",
    ACCESSIBILITY,
    '最後更新日期',
    /：\d{4} 年 \d+ 月 \d+ 日/.exec(JSON.stringify(accessibility.sections))?.[0] ?? '',
    '：2026 年 X 月 X 日',
    /lastModified/,
  ],
  ["a qualification's line with its token misspelt", page('profile'), 'qualificationLine', '{year}', '{yaer}', /\{yaer\}/],
  ["「圖片」 as a picture's alt", WORKSHOP, "lead: '", `alt: '${workshop.image?.alt}'`, "alt: '圖片'", /alt — .*describes in a sentence/],
  [
    "a qualification's year left as 20XX",
    THERAPISTS,
    `slug: '${secondTherapist?.slug}'`,
    `year: '${secondTherapist?.qualifications?.[0]?.year}'`,
    "year: '20XX'",
    /year — .*four digits/,
  ],
  [
    '0000 0000 for a phone number not yet known',
    SITE,
    'export const site',
    `phone: { display: '${phone.display}', e164: '${phone.e164}' }`,
    "phone: { display: '0000 0000', e164: '+85200000000' }",
    /phone\.display — .*0000 0000/,
  ],
  ['spaces inside a token', ACCESSIBILITY, 'export const page', '致電 {phone}', '致電 { phone }', /「\{ phone \}」要寫成 \{phone\}/],
  [
    "the consultation's minutes with a digit too many",
    SITE,
    'claims: {',
    `consultationMinutes: ${claims.consultationMinutes}`,
    `consultationMinutes: ${claims.consultationMinutes}0`,
    /consultationMinutes — .*10 至 60.*consultationMinutes: 20/,
  ],
  [
    'the single fee with a zero too many, so five cost less than one',
    FEE,
    'export const fees',
    `individual: ${fees.individual},`,
    `individual: ${fees.individual * 10},`,
    /package5 — .*individual 單次是 HK\$[\d,]+.*核對這兩個數字/,
    { at: 'package5:' },
  ],
  [
    "a group's size written from the larger number",
    CONSTELLATION,
    "title: '人數'",
    '10 至 20 人',
    '20 至 10 人',
    /text — 「20 至 10 人」前大後小.*「10 至 20 人」/,
  ],
];

const OVERRIDE_TOO_FAR: readonly SlipRow[] = [
  [
    'an override of 中心, meant for 本中心, reaching into the short name',
    ...overrideRow('中心', '机构'),
    /shortName — .*「中心」→「机构」.*protectedNames/,
    { in: SITE, at: `shortName: '${site.shortName}'` },
  ],
  [
    'an override giving the building its mainland wording',
    ...overrideRow(buildingName, '大楼'),
    /address\.building — .*protectedNames/,
    { in: SITE, at: 'building:' },
  ],
  [
    'the centre moves into a building whose name an override changes',
    SITE,
    'address: {',
    `building: '${address.building}'`,
    `building: '${infoRow?.traditional}廣場 15 樓 1502 室'`,
    /address\.building — .*protectedNames/,
  ],
  ['a new partner whose name an override changes', ...PARTNER, /name — .*protectedNames/, { at: "name: '香港網上視像輔導協會'" }],
  [
    'a certificate renamed with a phrase an override changes',
    THERAPISTS,
    `slug: '${secondTherapist?.slug}'`,
    `title: '${secondTherapist?.qualifications?.[0]?.title}'`,
    `title: '合資格${secondTherapist?.qualifications?.[0]?.title}'`,
    /title — .*「合資格」.*protectedNames/,
  ],
  [
    'a new book whose title an override rewrites',
    HOME,
    'books: {',
    'items: [\n',
    [
      'items: [\n      {',
      "        title: '《當事人的故事》',",
      `        author: '${firstTherapist?.name} 著',`,
      "        year: '2026 年出版',",
      "        description: '十個家庭的故事，已作匿名處理。',",
      `        image: { file: 'book-1.svg', alt: '${home.books.items[0]?.image.alt}' },`,
      '      },\n',
    ].join('\n'),
    /title — .*「當事人」.*protectedNames/,
    { at: "title: '《當事人的故事》'" },
  ],
  [
    "a hotline's name lengthened with a phrase an override changes",
    CRISIS,
    'export const crisisLines',
    "name: '東華三院芷若園'",
    "name: '東華三院芷若園（性暴力及家庭暴力支援熱線）'",
    /name — .*「支援熱線」.*protectedNames/,
  ],
  ['an override of one character', ...overrideRow('心', '芯'), /traditional — .*one character/],
  [
    "a partner's name protected no more",
    OVERRIDES,
    'export const protectedNames',
    `  '${protectedName}',\n`,
    '',
    /name — .*protectedNames/,
    { in: SITE, at: `name: '${protectedName}'` },
  ],
  ['an override over a protected name', ...overrideRow(protectedName, '亚洲家庭排列学会'), /traditional — .*protected name/],
  [
    "a refused word form that is part of hotlines' names",
    FORMS,
    'export const wordForms',
    '] as const',
    "  { write: '熱線', not: ['專線'] },\n] as const",
    /not.* — .*part of the name/,
    { at: "not: ['專線']" },
  ],
];

const PLACE_AND_NUMBER: readonly SlipRow[] = [
  [
    "an Australian line pasted under Hong Kong's place",
    CRISIS,
    `name: '${macauSupport?.name}'`,
    '  },\n',
    line(
      '  },\n',
      'support',
      'hk',
      'Beyond Blue',
      "number: '1300 22 4636', via: ['call'], source: 'https://www.beyondblue.org.au/get-support/talk-to-a-counsellor'",
      "    hours: '24 小時',\n    text: '為受焦慮或抑鬱困擾的人提供支援。',\n",
    ),
    /number — .*Hong Kong hotline number/,
    { at: "number: '1300 22 4636'" },
  ],
  [
    "Taiwan's support number pasted as a new Macau emergency line",
    CRISIS,
    `name: '${taiwanSupport?.name}'`,
    '  },\n',
    line(
      '  },\n',
      'emergency',
      'macau',
      '澳門緊急求助',
      `number: '${taiwanSupport?.channels[0]?.number}', via: ['call'], source: 'https://www.fsm.gov.mo/psp/cht/psp_top5_other_5_S.html'`,
      "    text: '有即時危險時，請致電召喚救護車或警察。',\n",
    ),
    /number — .*taiwan/,
    { at: `number: '${taiwanSupport?.channels[0]?.number}'`, atAfter: "name: '澳門緊急求助'" },
  ],
  [
    'a mainland line given a Hong Kong number',
    CRISIS,
    `name: '${mainlandSupport?.name}'`,
    `number: '${mainlandSupport?.channels[0]?.number}'`,
    "number: '2389 2222'",
    /number — .*place: 'hk'/,
  ],
  [
    "a Hong Kong line given the mainland's 12356",
    CRISIS,
    `name: '${secondHkSupport?.name}'`,
    `number: '${secondHkSupport?.channels[0]?.number}'`,
    "number: '12356'",
    /number — .*mainland number/,
  ],
  [
    "New Zealand's time zone added to Australia's place",
    CRISIS,
    "id: 'australia'",
    'zones: [',
    "zones: [\n      'Pacific/Auckland',",
    /zones\.第 1 項 — .*Pacific\/Auckland.*australia/,
    { at: "'Pacific/Auckland'" },
  ],
  [
    "the WhatsApp given Macau's country code, its display left",
    SITE,
    'whatsapp:',
    `digits: '${whatsapp.digits}'`,
    `digits: '${whatsapp.digits.replace(/^852/, '853')}'`,
    /whatsapp\.digits — .*\+853/,
  ],
  ['the country written CN', SITE, 'address: {', `country: '${address.country}'`, "country: 'CN'", /address\.country — .*'HK'/],
  [
    "Taiwan's ambulance line keeping Hong Kong's 999 in its words",
    CRISIS,
    `name: '${taiwanAmbulance?.name}'`,
    `請致電 ${taiwanAmbulance?.channels[0]?.number}`,
    '請致電 999',
    /text — .*999/,
    { at: 'text:' },
  ],
  [
    "Hong Kong's 999 in place of {place.emergency}",
    page('problems/emotion'),
    '如有即時危險',
    '{place.emergency}',
    '999',
    /intro — .*\{place\.emergency\}/,
    { at: 'intro:', atAfter: "heading: '需要更多支援？'" },
  ],
  [
    "Hong Kong's 999 in the notice for the mainland",
    NOTICE,
    "title: '網上心理諮詢'",
    "text: '",
    "text: '如有即時危險，請致電 999。",
    /text — .*\{place\.emergency\}/,
  ],
  [
    "Hong Kong's 18111 beside every booking button",
    SITE,
    'urgent:',
    '{place.line}',
    '18111',
    /urgent — .*\{place\.line\}/,
    { at: 'urgent:', atAfter: 'export const booking' },
  ],
  [
    "Hong Kong's 18111 for places with no text line",
    CHROME,
    'crisisNoText:',
    '代你致電上面的熱線',
    '代你致電 18111',
    /crisisNoText — .*\{place\.line\}/,
    { at: 'crisisNoText:', atAfter: 'export const chrome' },
  ],
  [
    "a Hong Kong line's number typed on the love page",
    LOVE,
    '可聯絡東華三院芷若園',
    '可聯絡東華三院芷若園',
    `可聯絡東華三院芷若園（${crisisLines.find((each) => each.name === '東華三院芷若園')?.channels[0]?.number}）`,
    /— .*\{place\.line\}/,
    { at: 'answer:', atAfter: "question: '如果我在關係中感到不安全" },
  ],
  [
    "the United States' 911 typed in an article",
    page('blog'),
    '它亦不能取代醫療或精神科治療',
    '{place.emergency}',
    '911',
    /— .*\{place\.emergency\}/,
    { at: '它亦不能取代醫療或精神科治療', atAfter: 'export const blogPosts' },
  ],
];

const TARGET_FAILS: readonly SlipRow[] = [
  [
    'the Simplified quick exit to Google, blocked in the mainland',
    CHROME,
    'quickExitUrlSimplified',
    `'${chrome.quickExitUrlSimplified}'`,
    "'https://www.google.com/'",
    /quickExitUrlSimplified — .*mainland/,
    { at: 'quickExitUrlSimplified:', atAfter: 'export const chrome' },
  ],
  [
    'a quick exit through a redirector',
    CHROME,
    'quickExitHint',
    `quickExitUrl: '${chrome.quickExitUrl}'`,
    `quickExitUrl: 'https://www.google.com/url?q=${chrome.quickExitUrl}'`,
    /quickExitUrl — .*forwards/,
  ],
  [
    "a video's mirror through Bilibili's short link",
    HOME,
    'Sample mirror for the mainland',
    /mirror: '[^']*'/.exec(source(HOME).slice(source(HOME).indexOf('Sample mirror for the mainland')))?.[0] ?? 'mirror',
    "mirror: 'https://b23.tv/aBcD123'",
    /mirror — .*b23\.tv only forwards/,
  ],
  [
    'a sign-up link through a Google Forms short link',
    WORKSHOP,
    "heading: '繼續了解'",
    'items: [\n',
    "items: [\n        { label: '網上報名', href: 'https://forms.gle/AbC123xYz', text: '填寫報名表格。' },\n",
    /href — .*forms\.gle only forwards/,
    { at: 'forms.gle' },
  ],
  [
    "a qualification's register through a link shortener",
    THERAPISTS,
    `slug: '${therapists[2]?.slug}'`,
    'sample: true },',
    "sample: true, registerUrl: 'https://tinyurl.com/hkpca-reg' },",
    /registerUrl — .*tinyurl\.com only forwards/,
    { at: 'tinyurl' },
  ],
  [
    "a hotline's source through a search engine's redirect",
    CRISIS,
    `name: '${hkSupport?.name}'`,
    "source: '",
    "source: 'https://www.google.com/url?q=",
    /source — .*forwards/,
    { at: 'channels: [' },
  ],
  [
    'a link pasted from a PDF, broken by a space',
    WORKSHOP,
    "heading: '繼續了解'",
    `href: '${workshopLink?.href}'`,
    "href: 'https://www.hko.gov.hk/tc/ index.html'",
    /href — .*space or line break inside/,
  ],
  [
    "a qualification's register link broken by a line break",
    THERAPISTS,
    `slug: '${secondTherapist?.slug}'`,
    'sample: true },',
    "sample: true, registerUrl: 'https://www.hkpca.org.hk/\\nregister' },",
    /registerUrl — .*space or line break inside/,
    { at: 'registerUrl' },
  ],
  ['an override row with a stray space', ...overrideRow('心理輔導 ', '心理咨询'), /traditional — .*(空格|space)/],
  [
    'a word that describes hypnotherapy with a space inside',
    'content/cautions.ts',
    'const hypnosis',
    `words: ['${hypnosisWord}'`,
    `words: ['深層 ${hypnosisWord}', '${hypnosisWord}'`,
    /words\.第 1 項 — .*stray space/,
    // The list is shared by two triggers: the check names where describedBy takes it.
    { at: 'hypnosisMemory: ' },
  ],
  [
    'a refused word form with a space inside',
    FORMS,
    'export const wordForms',
    `not: ['${firstWordForm?.not[0]}']`,
    `not: ['${firstWordForm?.not[0]}', '網 路']`,
    /not\.第 2 項 — .*stray space/,
  ],
  [
    'a mainland word with a space inside',
    OVERRIDES,
    'export const mainlandWords',
    '  { hongKong:',
    "  { hongKong: '派 位', mainland: '分配学位' },\n  { hongKong:",
    /hongKong — .*stray space/,
  ],
  ['the map point a degree west', SITE, 'geo: {', `longitude: ${geo.longitude}`, `longitude: ${geo.longitude - 1}`, /geo — .*Hong Kong/],
  [
    "an article's update dated before it was published",
    page('blog'),
    `slug: '${firstPost?.slug}'`,
    `dateModified: '${firstPost?.dateModified}'`,
    `dateModified: '${firstPost?.datePublished.replace(/-\d\d$/, '-01')}'`,
    /dateModified — .*datePublished/,
  ],
  [
    "a card linked by the method's other name",
    OVERVIEW,
    'pillars',
    `href: '${hypnosisCard}'`,
    "href: '/services/hypnosis'",
    /link\.href — .*\/services\/hypnosis/,
  ],
  [
    "the rate's day with a mistyped placeholder",
    NOTICE,
    'exchangeRate',
    `day: '${mainlandNotice.exchangeRate.day}'`,
    `day: '${mainlandNotice.exchangeRate.day.replace('{month}', '{mouth}')}'`,
    /exchangeRate\.day — .*\{month\}/,
  ],
  [
    "the rate's day typed by hand (MR67)",
    NOTICE,
    'exchangeRate',
    `note: '${mainlandNotice.exchangeRate.note}'`,
    `note: '${mainlandNotice.exchangeRate.note.replace('{rateDate}', '2026年11月20日')}'`,
    /exchangeRate\.note — .*\{rateDate\}/,
  ],
  [
    'the WeChat QR picture named .jpg, the file being .png',
    SITE,
    'wechat: {',
    `qrImage: '${site.wechat.qrImage}'`,
    `qrImage: '${site.wechat.qrImage.replace(/\.png$/, '.jpg')}'`,
    /wechat\.qrImage — .*\.jpg/,
  ],
  [
    'a footer link with a slash at its end',
    NAVIGATION,
    'footerLinks',
    `href: '${footerLinks.at(-1)?.href}'`,
    `href: '${footerLinks.at(-1)?.href}/'`,
    /href — .*trailing slash/,
  ],
];

/** Edits an editor makes right, by the recipes of docs/editing.md: the check accepts them all, together. */
const CORRECT: readonly EditRow[] = [
  [
    'a new fee, then its card',
    FEE,
    'export const fees',
    `package5: ${fees.package5},`,
    `package5: ${fees.package5},\n  group: 900,`,
    {
      also: [
        edit([
          'its card',
          FEE,
          "heading: '療程收費'",
          "        { title: '家族系統排列工作坊（一天）'",
          "        { title: '小組治療（120 分鐘）', text: '每節 {fee.group}，每組 6 至 8 人。', fee: fees.group },\n        { title: '家族系統排列工作坊（一天）'",
        ]),
      ],
    },
  ],
  [
    "the single session's fee raised, the package still cheaper",
    FEE,
    'export const fees',
    `individual: ${fees.individual},`,
    `individual: ${fees.individual + 200},`,
  ],
  ['new hours', SITE, 'openingHours', `opens: '${opens}',\n    closes: '${closes}',`, "opens: '09:30',\n    closes: '20:30',"],
  ['the consultation lengthened', SITE, 'claims: {', `consultationMinutes: ${claims.consultationMinutes}`, 'consultationMinutes: 30'],
  ['the WhatsApp number shown with +852', SITE, 'whatsapp:', `display: '${whatsapp.display}'`, `display: '+852 ${whatsapp.display}'`],
  [
    'a new partner, its name protected',
    ...PARTNER,
    {
      also: [edit(['its protected name', OVERRIDES, 'export const protectedNames', '] as const', "  '香港網上視像輔導協會',\n] as const"])],
    },
  ],
  [
    'a new crisis line in Taiwan, with its source',
    CRISIS,
    "name: '安心專線'",
    '  },\n',
    line(
      '  },\n',
      'support',
      'taiwan',
      '生命線協談專線',
      "number: '1995', via: ['call'], source: 'https://storm.mg/lifestyle/409130'",
      "    hours: '24 小時',\n    text: '由受訓的協談義工接聽，為受情緒困擾或有自殺念頭的人提供傾談及轉介。',\n",
    ),
  ],
  ['a line reworded', CRISIS, `name: '${respect?.name}'`, '全國的性侵犯、家庭暴力輔導及支援服務', '全國性的性侵犯及家庭暴力輔導和支援服務'],
  [
    'a Singapore place row written over several lines',
    CRISIS,
    "id: 'singapore'",
    "zones: ['Asia/Singapore', 'Singapore'],",
    "\n    zones: ['Asia/Singapore', 'Singapore'],\n   ",
  ],
  ["a time zone of Australia's added to its place", CRISIS, "id: 'australia'", 'zones: [', "zones: [\n      'Australia/Eucla',"],
  [
    'a new therapist, every value changed, with a portrait of their own',
    ...NEW_THERAPIST,
    `  },\n${pastedTherapist(false)}]`,
    { copies: [newPortrait] },
  ],
  [
    "an article's update dated the day it was published",
    page('blog'),
    `slug: '${firstPost?.slug}'`,
    `dateModified: '${firstPost?.dateModified}'`,
    `dateModified: '${firstPost?.datePublished}'`,
  ],
  [
    'the problem pages reordered',
    page('problems/index'),
    'export const problemPages',
    '[family, children, emotion, love, wealth]',
    '[family, love, children, emotion, wealth]',
  ],
  [
    'the service pages reordered',
    page('services/index'),
    'export const servicePages',
    '[family, integralPsychotherapy,',
    '[integralPsychotherapy, family,',
  ],
  [
    'a new FAQ question with a fee and the hours as tokens',
    FAQ,
    "heading: '關於預約及收費'",
    'items: [\n',
    "items: [\n        {\n          question: '伴侶療程收費是多少？',\n          answer: '伴侶療程每節 {fee.couple}。我們的服務時間為{hours}。',\n        },\n",
  ],
  ['an FAQ answer reworded', FAQ, `question: '${firstQuestion?.question}'`, "answer:\n            '", "answer:\n            '簡單來說，"],
  ['an override row for a word said otherwise on the mainland', ...overrideRow('心理輔導', '心理咨询')],
  ["an override around the Observatory's protected name", ...overrideRow('天文台', '气象台')],
  ['a new word-form pair', FORMS, 'export const wordForms', '] as const', "  { write: '視像', not: ['視訊'] },\n] as const"],
  [
    'the exchange rate and its day updated',
    NOTICE,
    'exchangeRate',
    `rmbPerHkd: ${mainlandNotice.exchangeRate.rmbPerHkd},\n    date: '${mainlandNotice.exchangeRate.date}'`,
    "rmbPerHkd: 0.93,\n    date: '2026-11-25'",
  ],
  ["a service page's lead reworded", page('services/hypnotherapy'), 'export const page', "lead: '", "lead: '在安全、放鬆的環境裡，"],
  [
    'the centre moves: its address, then the map point and the ways here, each set for the new street',
    SITE,
    'address: {',
    `district: '${address.district}',\n    street: '${address.street}',\n    building: '${address.building}',`,
    "district: '尖沙咀',\n    street: '加拿分道 18 號',\n    building: '寧晴中心 9 樓 902 室',",
    {
      also: [
        edit([
          'the map point',
          SITE,
          'address: {',
          `geo: { latitude: ${geo.latitude}, longitude: ${geo.longitude}, forStreet: '${geo.forStreet}' }`,
          "geo: { latitude: 22.29925, longitude: 114.17336, forStreet: '加拿分道 18 號' }",
        ]),
        edit([
          'the way from the station',
          SITE,
          'address: {',
          `transport: { text: '${transport.text}', forStreet: '${transport.forStreet}' }`,
          "transport: { text: '港鐵尖沙咀站 B1 出口，步行約 3 分鐘即達。', forStreet: '加拿分道 18 號' }",
        ]),
        edit([
          'the way from Shenzhen',
          NOTICE,
          `title: '${travel?.title}'`,
          `forStreet: '${travel && 'forStreet' in travel ? travel.forStreet : ''}'`,
          "forStreet: '加拿分道 18 號'",
        ]),
        edit([
          'its words',
          NOTICE,
          `title: '${travel?.title}'`,
          `text: '${travel?.text}'`,
          "text: '高鐵：深圳北站或福田站到香港西九龍站約 20 分鐘，再乘的士到尖沙咀約 10 分鐘。羅湖或落馬洲：過關後乘港鐵東鐵綫到尖東站，步行約 5 分鐘。'",
        ]),
      ],
    },
  ],
  ["a page's topics", page('problems/wealth'), 'export const page', "parent: '/services',", "topics: ['family'],\n  parent: '/services',"],
  [
    'the privacy page dated anew, with its sentence',
    page('privacy'),
    'path:',
    `lastModified: '${privacy.lastModified}'`,
    `lastModified: '${dayBefore(privacy.lastModified)}'`,
    {
      also: [
        edit([
          'its sentence',
          page('privacy'),
          '最後更新日期：',
          /\d{4} 年 \d+ 月 \d+ 日/.exec(JSON.stringify(privacy.sections))?.[0] ?? '',
          (([year, month, day]) => `${year} 年 ${Number(month)} 月 ${Number(day)} 日`)(dayBefore(privacy.lastModified).split('-')),
        ]),
      ],
    },
  ],
  [
    'the footer links reordered',
    NAVIGATION,
    'footerLinks',
    "  { label: '資源', href: '/resources' },\n",
    '',
    {
      also: [
        edit([
          'the link put first',
          NAVIGATION,
          'footerLinks',
          "  { label: '緊急求助'",
          "  { label: '資源', href: '/resources' },\n  { label: '緊急求助'",
        ]),
      ],
    },
  ],
  [
    'a new question, with its own answer and the fee as a token',
    ...NEW_QUESTION,
    newQuestion('可以。第一次參加的朋友，很多會先做代表或旁觀（{fee.workshopObserver}），熟悉過程後再考慮做個案主角。'),
  ],
  ["the workshop's group size changed, smaller number first", CONSTELLATION, "title: '人數'", '10 至 20 人', '8 至 16 人'],
  ['the founding year as its token', HOME, 'invitation: {', "paragraphs: [\n      '", "paragraphs: [\n      '本中心自 {founded} 年成立。"],
  ['the hours as a token', CONTACT, 'transportNotes', '所有面談均需預約，', '所有面談均需預約（服務時間：{hours}），'],
  [
    "the consultation's minutes said as the site says them",
    page('info'),
    "title: '免費初步諮詢'",
    `首次預約可享約 ${MINUTES} 分鐘的免費初步諮詢`,
    `第一次預約，可享約 ${MINUTES} 分鐘的免費初步諮詢`,
  ],
  [
    'a new self-care card',
    page('resources'),
    "title: '身體掃描'",
    '},\n',
    "},\n        { title: '感恩練習', text: '睡前寫下當天三件令你感到被照顧或感激的小事，慢慢留意支持你的人和事。' },\n",
  ],
  [
    'the Simplified quick exit to another page of the Observatory',
    CHROME,
    'quickExitUrlSimplified',
    `'${chrome.quickExitUrlSimplified}'`,
    "'https://www.hko.gov.hk/sc/wxinfo/currwx/current.htm'",
  ],
  [
    'a link to an outside page, whole',
    WORKSHOP,
    "heading: '繼續了解'",
    `href: '${workshopLink?.href}'`,
    "href: 'https://www.hko.gov.hk/tc/index.html'",
  ],
  [
    "the centre's e-mail named on a page through site.ts",
    WORKSHOP,
    'export const page',
    `lead: '${workshop.lead}'`,
    `lead: \`${workshop.lead}查詢請電郵至 \${site.email}。\``,
  ],
  ['the import that page needs', WORKSHOP, '', 'import ', "import { site } from '../site';\nimport "],
];

it('accepts correct edits: new fees, hours, lines, a therapist, overrides, rewordings, reorderings, a move', async () => {
  await expectAccepted(CORRECT.map(edit));
});

describe('slips of issue #42, by class: each stopped at its line, in Chinese and English', () => {
  it.each([
    ['one fact typed in two places', ONE_FACT_TWICE],
    ['a copy left half-changed', HALF_CHANGED],
    ['a required piece deleted or doubled', PIECE_GONE_OR_DOUBLED],
    ['a value that is not a value', NOT_A_VALUE],
    ['a Simplified override that reaches too far', OVERRIDE_TOO_FAR],
    ['a place that does not fit its number', PLACE_AND_NUMBER],
    ['a target that fails the visitor', TARGET_FAILS],
  ])('%s', (_, rows) => expectStopped(rows.map(slip)));
});

// A link to a part of a page (`/contact#contact-mainland`) lands there only if the page has that id: the
// built pages tell (the audit of the published pages), where content alone cannot.
describe('the published pages: a link to a part of a page', () => {
  const sources = { phones: new Map(), fees: new Map(), hours: [], names: [], redirectors: [], blockedOnMainland: [] };
  const built = (path: string, body: string) => ({
    path,
    simplified: false,
    ...readPage(`<!DOCTYPE html><html><head><title>${path}</title></head><body><main id="main">${body}</main></body></html>`),
  });
  const linksTo = (href: string) =>
    auditPublished(
      [built('/a', `<a href="${href}">去</a>`), built('/contact', '<section id="contact-mainland">內地</section>')],
      sources,
      (text) => text,
    ).map(({ rule, page: at, text, fix }) => `${rule} ${at} ${text} ${fix}`);

  it('lands where the part is', () => {
    expect([...linksTo('/contact/#contact-mainland'), ...linksTo('/contact#contact-mainland'), ...linksTo('#main')]).toEqual([]);
  });

  it('names a part the page does not have, and the text to change', () => {
    expect(linksTo('/contact#mainland')).toEqual(['published-links /a /contact#mainland #mainland']);
    expect(linksTo('#top')).toEqual(['published-links /a #top #top']);
  });
});
