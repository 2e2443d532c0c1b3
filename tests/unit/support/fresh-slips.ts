import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chrome } from '@/content/chrome';
import { crisisLines } from '@/content/crisis-lines';
import { home } from '@/content/home';
import { mainlandNotice } from '@/content/mainland-notice';
import { blogPosts } from '@/content/pages/blog';
import { page as workshop } from '@/content/pages/workshop';
import { fees } from '@/content/pages/fee';
import { site } from '@/content/site';
import { therapists } from '@/content/therapists';
import { addressText } from '@/lib/address';
import type { PlainEdit, Slip, SlipClasses } from './slips';

/*
 * Fresh slips of issue #42's seven classes, written as a new editor makes them while following a
 * recipe of docs/editing.md (paste an entry and change it, add a line, reword a sentence), each in
 * a file of its own where the class allows. Read from content/, so that an editor's change of
 * wording does not break them.
 */

const source = (file: string): string => readFileSync(join(process.cwd(), file), 'utf8');

/** The text of an entry of a list, from its opening `{` (the line holding `key`) to its `},`. */
function entryText(file: string, key: string): string {
  const text = source(file);
  const at = text.indexOf(key);
  const start = text.lastIndexOf('\n  {\n', at) + 1;
  const end = text.indexOf('\n  },\n', at) + '\n  },\n'.length;
  return text.slice(start, end);
}

const lastTherapist = therapists[therapists.length - 1];
const [firstPost] = blogPosts;
const respect = crisisLines.find((line) => line.name === '1800RESPECT');
const macauSupport = crisisLines.find((line) => line.place === 'macau' && line.kind === 'support');
const taiwanAmbulance = crisisLines.find((line) => line.place === 'taiwan' && line.kind === 'emergency');
const phone = site.phone.display;
const { address, geo, transport } = site;
/** The mainland notice's way from Shenzhen: written for a street, stamped with it. */
const travel = mainlandNotice.items.find((item) => 'forStreet' in item);
/** The address moved along the street and across to another district, in site.ts. */
const MOVED_STREET = {
  file: 'content/site.ts',
  after: 'address: {',
  find: `street: '${address.street}'`,
  replace: "street: '加拿分道 18 號'",
};

/** A therapist pasted from the last one, every value changed as the recipe says but for `keep`. */
function pastedTherapist(keep: 'description' | 'image' | 'nothing'): string {
  const entry = entryText('content/therapists.ts', `slug: '${lastTherapist?.slug}'`);
  let text = entry
    .replace(`slug: '${lastTherapist?.slug}'`, "slug: 'tsui-wai-man'")
    .replace(/code: 'P\d\d'/, "code: 'P36'")
    .replace(`title: '${lastTherapist?.seo.title}'`, "title: '徐慧敏：藝術治療師'")
    .replace(`image: '${lastTherapist?.seo.image}'`, "image: 'therapist-tsui-wai-man.svg'")
    .replace(`name: '${lastTherapist?.name}'`, "name: '徐慧敏'")
    .replace(`englishName: '${lastTherapist?.englishName}'`, "englishName: 'Tsui Wai Man'")
    .replace(`role: '${lastTherapist?.role}'`, "role: '藝術治療師'");
  if (keep !== 'description') {
    text = text.replace(
      `'${lastTherapist?.seo.description}'`,
      "'徐慧敏是心晴治療中心的藝術治療師，以繪畫、黏土和拼貼陪伴不擅長用言語表達的成人和青少年，處理情緒困擾、創傷後的身心壓力及自我價值的議題。了解她的受訓背景及治療取向，並預約免費初步諮詢。'",
    );
  }
  if (keep !== 'image') {
    text = text.replace(
      `image: { file: '${lastTherapist?.image.file}', alt: '${lastTherapist?.image.alt}' }`,
      "image: { file: 'therapist-tsui-wai-man.svg', alt: '代表徐慧敏治療師的人像剪影插畫' }",
    );
  } else {
    text = text.replace(`alt: '${lastTherapist?.image.alt}'`, "alt: '代表徐慧敏治療師的人像剪影插畫'");
  }
  return text;
}

const newPortrait = { from: `content/images/${lastTherapist?.image.file}`, to: 'content/images/therapist-tsui-wai-man.svg' };

/** An article pasted from the first, its words changed, its pictures kept. */
function pastedArticle(): string {
  return entryText('content/pages/blog.ts', `slug: '${firstPost?.slug}'`)
    .replace(`slug: '${firstPost?.slug}'`, "slug: 'family-meals'")
    .replace(/code: 'P\d\d'/, "code: 'P37'")
    .replace(`title: '${firstPost?.seo.title}'`, "title: '一頓飯的距離：家庭飯桌上的沉默'")
    .replace(
      `'${firstPost?.seo.description}'`,
      "'為甚麼一家人吃飯時總是各自看手機？本文由心晴治療中心的治療師談談飯桌上的沉默、代代相傳的相處方式，以及家人之間可以怎樣重新開始對話，讓一頓飯慢慢變回相聚的時間。'",
    )
    .replace(`title: '${firstPost?.title}'`, "title: '一頓飯的距離'")
    .replace(/datePublished: '[^']*'/, "datePublished: '2026-11-20'")
    .replace(/dateModified: '[^']*'/, "dateModified: '2026-11-20'");
}

const ONE_FACT_TWICE: readonly Slip[] = [
  {
    what: 'the price of the five-session package typed by hand on its card',
    file: 'content/pages/fee.ts',
    after: "title: '五節個人療程套票'",
    find: "text: '{fee.package5}，",
    replace: `text: 'HK$${(fees.package5 + 200).toLocaleString('en')}，`,
    says: /text — .*\{fee\./,
  },
  {
    what: "the workshop's two fees typed in its FAQ answer",
    file: 'content/pages/workshop-family-constellation.ts',
    after: "question: '工作坊收費是多少？'",
    find: '個案主角 {fee.workshopLead}；代表或旁觀參加者 {fee.workshopObserver}',
    replace: `個案主角 HK$${fees.workshopLead.toLocaleString('en')}；代表或旁觀參加者 HK$${fees.workshopObserver}`,
    at: 'answer:',
    says: /answer — .*\{fee\./,
  },
  {
    what: 'the hours typed in a step of the Mandarin page',
    file: 'content/pages/services/mandarin.ts',
    after: "title: '安排時段'",
    find: "text: '我們會在服務時間內（香港時間）",
    replace: "text: '我們會在服務時間（每日上午 9 時至下午 6 時，香港時間）內",
    says: /text — .*\{hours\}/,
  },
  {
    what: 'the session counts typed, and changed, in a step of the services page',
    file: 'content/services-overview.ts',
    after: "title: '個人化療程'",
    find: '簡單個案一般約 {sessions.simple}',
    replace: '簡單個案一般約 1 至 2 節',
    at: 'description:',
    says: /description — .*\{sessions\./,
  },
  {
    what: 'the WhatsApp number typed in a transport note of the contact page',
    file: 'content/pages/contact.ts',
    after: 'transportNotes: [',
    find: '請以 WhatsApp 通知我們',
    replace: `請 WhatsApp ${site.whatsapp.display} 通知我們`,
    at: '如會遲到',
    says: /transportNotes.* — .*\{whatsapp\}/,
  },
  {
    what: 'the hours typed in the line under every booking button',
    file: 'content/site.ts',
    after: 'export const booking',
    find: '服務時間（{hours}）',
    replace: '服務時間（星期一至六上午 10 時至下午 7 時）',
    at: 'afterTap:',
    says: /afterTap — .*\{hours\}/,
  },
  {
    what: 'the hours typed beside 北京時間 in the WeChat line (MR27)',
    file: 'content/site.ts',
    after: 'whatsappLabel:',
    find: '（北京時間，{hours.inZone}）',
    replace: '（北京時間，每天 9:00–18:00）',
    at: 'afterTap:',
    says: /afterTap — .*\{hours\.inZone\}/,
  },
  {
    what: 'the hours typed in the mainland notice',
    file: 'content/mainland-notice.ts',
    after: "title: '時間'",
    find: '香港時間與北京時間相同：',
    replace: '香港時間與北京時間相同，服務時間為每日上午 9 時至晚上 8 時：',
    at: 'text:',
    says: /text — .*\{hours\}/,
  },
  {
    what: "a hotline's number retyped with a slip in its own text",
    file: 'content/crisis-lines.ts',
    after: `name: '${respect?.name}'`,
    find: `亦可傳短訊到 ${respect?.channels[1]?.number}`,
    replace: `亦可傳短訊到 ${respect?.channels[1]?.number.replace(/2$/, '3')}`,
    at: 'text:',
    says: /text — .*number/,
  },
  {
    what: "the centre's phone typed on the accessibility page",
    file: 'content/pages/accessibility.ts',
    after: '如你在使用本網站時遇到任何困難',
    find: '致電 {phone}',
    replace: `致電 ${phone}`,
    at: '如你在使用本網站時遇到任何困難',
    atAfter: 'export const page',
    says: /— .*\{phone\}/,
  },
  {
    what: 'the address moved, the map point left where it was',
    ...MOVED_STREET,
    at: 'geo: {',
    says: /geo\.forStreet — 地圖上的位置.*加拿分道 18 號.*latitude.*map point/,
  },
  {
    what: 'the address moved, the way from Shenzhen left as it was',
    ...MOVED_STREET,
    in: 'content/mainland-notice.ts',
    at: 'forStreet:',
    says: /forStreet — 這段往中心的路線.*加拿分道 18 號.*rewrite it/,
  },
  {
    what: "the district typed by hand in a problem page's search description",
    file: 'content/pages/problems/love.ts',
    after: 'seo: {',
    find: '在香港{address.district}面談',
    replace: `在香港${address.district}面談`,
    at: 'description:',
    says: /description — .*\{address\.district\}/,
  },
  {
    what: 'the whole address typed on the privacy page',
    file: 'content/pages/privacy.ts',
    after: "heading: '聯絡保障資料主任'",
    find: '或郵寄至{address}，',
    replace: `或郵寄至${addressText(address)}，`,
    at: '或郵寄至',
    says: /paragraphs.* — .*\{address\}/,
  },
];

const HALF_CHANGED: readonly Slip[] = [
  {
    what: 'a new therapist pasted with the search description of the one copied',
    file: 'content/therapists.ts',
    after: `slug: '${lastTherapist?.slug}'`,
    find: '  },\n]',
    replace: `  },\n${pastedTherapist('description')}]`,
    copies: [newPortrait],
    at: 'description:',
    atAfter: "slug: 'tsui-wai-man'",
    says: /description — .*as if pasted and left unchanged/,
  },
  {
    what: 'a new article pasted with the share image of the one copied',
    file: 'content/pages/blog.ts',
    after: `slug: '${firstPost?.slug}'`,
    find: '  },\n]',
    replace: `  },\n${pastedArticle()}]`,
    at: `image: '${firstPost?.seo.image}'`,
    atAfter: "slug: 'family-meals'",
    says: /image — .*share image .*as if pasted/,
  },
  {
    what: 'a new page copied from another, keeping its booking code',
    file: 'content/pages/groups.ts',
    copies: [{ from: 'content/pages/resources.ts', to: 'content/pages/groups.ts' }],
    after: 'export const page',
    find: "path: '/resources',\n  code: 'P29',\n  name: '資源',",
    replace: "path: '/groups',\n  code: 'P29',\n  name: '小組治療',",
    also: [
      {
        what: 'its title',
        file: 'content/pages/groups.ts',
        after: 'seo: {',
        find: "title: '心理健康資源及延伸閱讀'",
        replace: "title: '小組治療及成長小組'",
      },
      {
        what: 'its description',
        file: 'content/pages/groups.ts',
        after: 'seo: {',
        find: "'心晴治療中心整理的心理健康資源",
        replace: "'心晴治療中心的小組治療：在安全的小組中，與有相似經歷的人一起探索家庭、情緒和關係的議題。",
      },
      { what: 'its heading', file: 'content/pages/groups.ts', after: 'seo: {', find: "heading: '資源'", replace: "heading: '小組治療'" },
      {
        what: 'its line in the list',
        file: 'content/pages/index.ts',
        after: '',
        find: "import { page as resources } from './resources';",
        replace: "import { page as resources } from './resources';\nimport { page as groups } from './groups';",
      },
      {
        what: 'its place in the list',
        file: 'content/pages/index.ts',
        after: 'export const generalPages',
        find: '  resources,',
        replace: '  resources,\n  groups,',
      },
    ],
    at: "code: 'P29'",
    says: /code — .*P29/,
  },
  {
    what: 'a problem card on the home page reworded, still linking to the card it was copied from',
    file: 'content/home.ts',
    after: "title: '感情與伴侶'",
    find: "link: '/problems/love'",
    replace: "link: '/problems/family'",
    says: /link — .*repeats item/,
  },
  {
    what: 'a new Hong Kong line pasted from another, keeping its audience and its words',
    file: 'content/crisis-lines.ts',
    after: "name: '東華三院芷若園'",
    find: '\n  },\n',
    replace: `\n  },\n  {\n    kind: 'support',\n    place: 'hk',\n    name: '生命熱線',\n    channels: [{ number: '2382 0000', via: ['call'], source: 'https://www.sps.org.hk/' }],\n    hours: '24 小時',\n    audience: '受性暴力或家庭暴力影響的人士',\n    text: '由社工提供即時輔導、外展支援及轉介，有需要時可安排短期住宿。',\n  },\n`,
    at: 'text:',
    atAfter: "name: '生命熱線'",
    says: /text — .*repeats item/,
  },
  {
    what: 'a new service page copied from another, keeping its share image',
    file: 'content/pages/services/english.ts',
    copies: [{ from: 'content/pages/services/cantonese.ts', to: 'content/pages/services/english.ts' }],
    after: 'export const page',
    find: "path: '/services/cantonese',",
    replace: "path: '/services/english',",
    also: [
      {
        what: 'its code',
        file: 'content/pages/services/english.ts',
        after: 'export const page',
        find: "code: 'P07'",
        replace: "code: 'P38'",
      },
      {
        what: 'its name',
        file: 'content/pages/services/english.ts',
        after: 'export const page',
        find: "name: '廣東話治療'",
        replace: "name: '英語治療'",
      },
      {
        what: 'its search title and description',
        file: 'content/pages/services/english.ts',
        after: 'seo: {',
        // As written in the file (its tokens unfilled), and replaced as the recipe says, the place as a token.
        find:
          /title: '[^']*',\n {4}description:\n {6}'[^']*'/.exec(source('content/pages/services/cantonese.ts'))?.[0] ??
          'no seo block in cantonese.ts',
        replace:
          "title: '英語心理治療：{address.district}面談或網上視像',\n    description:\n      '心晴治療中心的治療師以英語進行心理治療，服務在香港生活的外籍人士及習慣以英語表達的當事人，可親臨香港{address.district}的中心面談，或透過網上視像進行，讓你用最自在的語言說出心事。'",
      },
      {
        what: 'its heading',
        file: 'content/pages/services/english.ts',
        after: 'seo: {',
        find: "heading: '廣東話治療'",
        replace: "heading: '英語治療'",
      },
      {
        what: 'its line in the list',
        file: 'content/pages/services/index.ts',
        after: '',
        find: "import { page as children } from './children';",
        replace: "import { page as children } from './children';\nimport { page as english } from './english';",
      },
      {
        what: 'its place in the list',
        file: 'content/pages/services/index.ts',
        after: 'export const servicePages',
        find: 'mandarin, children]',
        replace: 'mandarin, english, children]',
      },
    ],
    at: 'image:',
    atAfter: 'seo: {',
    says: /image — .*share image .*as if pasted/,
  },
];

const PIECE_GONE_OR_DOUBLED: readonly Slip[] = [
  {
    what: "Macau's only 24-hour support line deleted",
    file: 'content/crisis-lines.ts',
    after: '// Macau.',
    find: entryText('content/crisis-lines.ts', `name: '${macauSupport?.name}'`),
    replace: '',
    at: "{ id: 'macau'",
    atAfter: 'export const crisisPlaces',
    says: /— .*24/,
  },
  {
    what: 'the framing of the testimonials removed from /testimonials',
    file: 'content/pages/testimonials.ts',
    after: "heading: '關於這些分享'",
    find: 'paragraphs: [cautions.testimonialFraming]',
    replace: "paragraphs: ['以下是當事人的分享。']",
    at: "text: '爸爸離世後",
    atAfter: 'export const page',
    says: /— .*testimonialFraming/,
  },
  {
    what: "the hypnotherapy page's evidence caution deleted",
    file: 'content/pages/services/hypnotherapy.ts',
    after: 'cautions.hypnosisMemory,',
    find: '\n        cautions.hypnosisEvidence,',
    replace: '',
    at: "'催眠狀態其實很日常",
    atAfter: 'export const page',
    says: /— .*hypnosisEvidence/,
  },
  {
    what: 'an FAQ question asked twice, in two groups',
    file: 'content/pages/faq.ts',
    after: "heading: '關於兒童及青少年'",
    find: 'items: [\n',
    replace: "items: [\n        {\n          question: '怎樣預約？',\n          answer: '你可以透過 WhatsApp 或微信留言。',\n        },\n",
    at: "question: '怎樣預約？'",
    atAfter: "heading: '關於兒童及青少年'",
    says: /question — .*already asks/,
  },
  {
    what: "a sixth therapist put in the home page's team of five",
    file: 'content/therapists.ts',
    after: `slug: '${lastTherapist?.slug}'`,
    find: 'inTeamGrid: false',
    replace: 'inTeamGrid: true',
    says: /inTeamGrid — .*after the fifth/,
  },
  {
    what: "the home page's closing button given the hero's tag",
    file: 'content/home.ts',
    after: 'closing: {',
    find: "booking: { tag: '03' }",
    replace: "booking: { tag: '01' }",
    says: /tag — .*01/,
  },
  {
    what: "a session card's fee number deleted",
    file: 'content/pages/fee.ts',
    after: "title: '兒童及青少年療程（60 分鐘）'",
    find: ', fee: fees.child }',
    replace: ' }',
    at: "title: '兒童及青少年療程（60 分鐘）'",
    atAfter: "heading: '療程收費'",
    says: /— .*fee: fees\.child/,
  },
  {
    what: "the crisis page's text lines deleted",
    file: 'content/pages/crisis-support.ts',
    after: "lines: 'call'",
    find: "    {\n      kind: 'hotlines',\n      lines: 'text',\n      heading: '不方便說話？',\n      // Shown only for a place with a text route (`writes`); elsewhere the page says what to do instead.\n      intro: '如你身邊有人、不能開口，或不想說話，以下途徑可以用文字和受訓人員對話。輕按即可開啟對話，本網站不會代你傳送任何內容。',\n    },\n",
    replace: '',
    at: 'sections: [',
    atAfter: 'export const page',
    says: /sections — .*lines: 'text'/,
  },
];

const NOT_A_VALUE: readonly Slip[] = [
  {
    what: 'a fee of 0 for a price not yet known',
    file: 'content/pages/fee.ts',
    after: 'export const fees',
    find: `couple: ${fees.couple},`,
    replace: 'couple: 0,',
    says: /couple — .*whole number/,
  },
  {
    what: 'a new line with example.com as its source',
    file: 'content/crisis-lines.ts',
    after: 'export const crisisLines = [',
    find: '\n',
    replace:
      "\n  {\n    kind: 'support',\n    place: 'hk',\n    name: '生命熱線',\n    channels: [{ number: '2382 0000', via: ['call'], source: 'https://example.com/' }],\n    hours: '24 小時',\n    text: '為有自殺念頭或受情緒困擾的人提供電話支援。',\n  },\n",
    at: "source: 'https://example.com/'",
    says: /source — .*example\.com/,
  },
  {
    what: "a qualification's year left as 20XX",
    file: 'content/therapists.ts',
    after: `slug: '${therapists[1]?.slug}'`,
    find: `year: '${therapists[1]?.qualifications?.[0]?.year}'`,
    replace: "year: '20XX'",
    says: /year — .*four digits/,
  },
  {
    what: '0000 0000 for a phone number not yet known',
    file: 'content/site.ts',
    after: 'export const site',
    find: `phone: { display: '${site.phone.display}', e164: '${site.phone.e164}' }`,
    replace: "phone: { display: '0000 0000', e164: '+85200000000' }",
    says: /phone\.display — .*0000 0000/,
  },
  {
    what: 'a meeting number of X marks in the mainland notice',
    file: 'content/mainland-notice.ts',
    after: "title: '視像平台'",
    find: '一般使用騰訊會議',
    replace: '一般使用騰訊會議（會議號 XXX-XXX-XXX）',
    at: 'text:',
    says: /text — .*XXX/,
  },
  {
    what: 'a new video with a placeholder id',
    file: 'content/home.ts',
    after: "title: '事業'",
    find: 'videos: [\n',
    replace: "videos: [\n          { url: 'https://www.youtube.com/watch?v=XXXXXXXXXXX', title: '新影片' },\n",
    at: 'XXXXXXXXXXX',
    says: /url — .*X/,
  },
  {
    what: "Lorem ipsum as an article's excerpt",
    file: 'content/pages/blog.ts',
    after: `slug: '${firstPost?.slug}'`,
    find: `'${firstPost?.excerpt}'`,
    replace: "'Lorem ipsum dolor sit amet, consectetur adipiscing elit.'",
    at: 'excerpt:',
    says: /excerpt — .*Lorem/,
  },
  {
    what: "「圖片」 as a picture's description",
    file: 'content/pages/workshop.ts',
    after: "lead: '",
    find: `alt: '${workshop.image?.alt}'`,
    replace: "alt: '圖片'",
    says: /alt — .*describes in a sentence/,
  },
];

const OVERRIDE_TOO_FAR: readonly Slip[] = [
  {
    what: "an override of 中心, meant for 本中心, that reaches into the centre's name",
    file: 'content/simplified-overrides.ts',
    after: 'export const simplifiedOverrides',
    find: "  { traditional: '當事人'",
    replace: "  { traditional: '中心', simplified: '机构' },\n  { traditional: '當事人'",
    in: 'content/site.ts',
    at: `shortName: '${site.shortName}'`,
    says: /shortName — .*「中心」→「机构」.*protectedNames/,
  },
  {
    what: 'a new partner whose name holds a phrase an override changes',
    file: 'content/site.ts',
    after: 'partners: [',
    find: '  ],\n  openingHours',
    replace:
      "    {\n      name: '香港網上視像輔導協會',\n      description: '推動網上心理輔導的專業守則及培訓。',\n      url: 'https://www.hk-online-counselling.org',\n    },\n  ],\n  openingHours",
    at: "name: '香港網上視像輔導協會'",
    says: /name — .*protectedNames/,
  },
  {
    what: "a qualification's issuer whose name holds a phrase an override changes",
    file: 'content/therapists.ts',
    after: `slug: '${therapists[4]?.slug}'`,
    find: 'qualifications: [',
    replace:
      "qualifications: [\n      { kind: 'certificate', title: '網上輔導專業證書', issuer: '香港網上視像治療學會', year: '2015', sample: true },",
    at: "issuer: '香港網上視像治療學會'",
    says: /issuer — .*香港網上視像治療學會.*protectedNames/,
  },
  {
    what: 'a new book whose title holds a phrase an override changes',
    file: 'content/home.ts',
    after: 'books: {',
    find: '    ],\n  },\n\n  team',
    replace: `      {\n        title: '《網上視像治療手記》',\n        author: '${therapists[0]?.name} 著',\n        year: '2025 年出版',\n        description: '寫給身處海外的讀者：怎樣在家中準備一節網上治療。',\n        image: { file: 'book-3.svg', alt: '${home.books.items[2]?.image.alt}' },\n      },\n    ],\n  },\n\n  team`,
    at: "title: '《網上視像治療手記》'",
    says: /title — .*protectedNames/,
  },
  {
    what: 'a new hotline whose name holds a phrase an override changes',
    file: 'content/crisis-lines.ts',
    after: "name: '全國統一心理援助熱線'",
    find: '  },\n',
    replace:
      "  },\n  {\n    kind: 'support',\n    place: 'mainland',\n    name: '希望24熱線（全國心理危機干預支援熱線）',\n    channels: [{ number: '400-161-9995', via: ['call'], source: 'https://www.hope24hours.org.cn/' }],\n    hours: '24 小時',\n    text: '民間的心理危機干預熱線。',\n  },\n",
    at: "name: '希望24熱線",
    says: /name — .*protectedNames/,
  },
  {
    what: "a refused word form that is part of hotlines' names",
    file: 'content/word-forms.ts',
    after: 'export const wordForms',
    find: '] as const',
    replace: "  { write: '熱線', not: ['專線'] },\n] as const",
    at: "not: ['專線']",
    says: /not.* — .*part of the name/,
  },
];

const PLACE_AND_NUMBER: readonly Slip[] = [
  {
    what: "an Australian line pasted under Hong Kong's place",
    file: 'content/crisis-lines.ts',
    after: `name: '${macauSupport?.name}'`,
    find: '  },\n',
    replace:
      "  },\n  {\n    kind: 'support',\n    place: 'hk',\n    name: 'Beyond Blue',\n    channels: [{ number: '1300 22 4636', via: ['call'], source: 'https://www.beyondblue.org.au/get-support/talk-to-a-counsellor' }],\n    hours: '24 小時',\n    text: '為受焦慮或抑鬱困擾的人提供支援。',\n  },\n",
    at: "number: '1300 22 4636'",
    says: /number — .*Hong Kong hotline number/,
  },
  {
    what: "Taiwan's ambulance line keeping Hong Kong's 999 in its words",
    file: 'content/crisis-lines.ts',
    after: `name: '${taiwanAmbulance?.name}'`,
    find: `請致電 ${taiwanAmbulance?.channels[0]?.number}`,
    replace: '請致電 999',
    at: 'text:',
    says: /text — .*999/,
  },
  {
    what: "Hong Kong's 999 typed on the emotion page in place of {place.emergency}",
    file: 'content/pages/problems/emotion.ts',
    after: '如有即時危險',
    find: '{place.emergency}',
    replace: '999',
    at: 'intro:',
    atAfter: "heading: '需要更多支援？'",
    says: /intro — .*\{place\.emergency\}/,
  },
  {
    what: "the mainland's 110 typed on the Mandarin page",
    file: 'content/pages/services/mandarin.ts',
    after: "question: '我的資料會被保密嗎？'",
    find: 'answer: `${safeguarding.confidentiality}',
    replace: 'answer: `如有即時危險，請先致電 110。${safeguarding.confidentiality}',
    says: /answer — .*\{place\.emergency\}/,
  },
  {
    what: "Hong Kong's 999 in the notice for visitors in the mainland",
    file: 'content/mainland-notice.ts',
    after: "title: '網上心理諮詢'",
    find: "text: '",
    replace: "text: '如有即時危險，請致電 999。",
    says: /text — .*\{place\.emergency\}/,
  },
  {
    what: "Hong Kong's 18111 typed in the line beside every booking button",
    file: 'content/site.ts',
    after: 'urgent:',
    find: '{place.line}',
    replace: '18111',
    at: 'urgent:',
    atAfter: 'export const booking',
    says: /urgent — .*\{place\.line\}/,
  },
  {
    what: "Hong Kong's 18111 for places with no text line",
    file: 'content/chrome.ts',
    after: 'crisisNoText:',
    find: '代你致電上面的熱線',
    replace: '代你致電 18111',
    at: 'crisisNoText:',
    atAfter: 'export const chrome',
    says: /crisisNoText — .*\{place\.line\}/,
  },
];

const TARGET_FAILS: readonly Slip[] = [
  {
    what: 'the Simplified quick exit to Google, blocked in the mainland',
    file: 'content/chrome.ts',
    after: 'quickExitUrlSimplified',
    find: `'${chrome.quickExitUrlSimplified}'`,
    replace: "'https://www.google.com/'",
    at: 'quickExitUrlSimplified:',
    atAfter: 'export const chrome',
    says: /quickExitUrlSimplified — .*mainland/,
  },
  {
    what: "a video's mirror through Bilibili's short link",
    file: 'content/home.ts',
    after: 'Sample mirror for the mainland',
    find: `mirror: '${home.videos.categories[0]?.videos[0] && 'mirror' in home.videos.categories[0].videos[0] ? home.videos.categories[0].videos[0].mirror : ''}'`,
    replace: "mirror: 'https://b23.tv/aBcD123'",
    says: /mirror — .*b23\.tv only forwards/,
  },
  {
    what: 'the map point a degree west, in the sea off Hong Kong, from one digit mistyped',
    file: 'content/site.ts',
    after: 'geo: {',
    find: `longitude: ${geo.longitude}`,
    replace: `longitude: ${geo.longitude - 1}`,
    says: /geo — .*Hong Kong/,
  },
  {
    what: 'an override row with a stray space',
    file: 'content/simplified-overrides.ts',
    after: 'export const simplifiedOverrides',
    find: "  { traditional: '當事人'",
    replace: "  { traditional: '心理輔導 ', simplified: '心理咨询' },\n  { traditional: '當事人'",
    says: /traditional — .*(空格|space)/,
  },
  {
    what: 'a workshop sign-up link through a Google Forms short link',
    file: 'content/pages/workshop.ts',
    after: "heading: '繼續了解'",
    find: 'items: [\n',
    replace: "items: [\n        { label: '網上報名', href: 'https://forms.gle/AbC123xYz', text: '填寫報名表格。' },\n",
    at: 'forms.gle',
    says: /href — .*forms\.gle only forwards/,
  },
  {
    what: "a qualification's register through a link shortener",
    file: 'content/therapists.ts',
    after: `slug: '${therapists[2]?.slug}'`,
    find: 'sample: true },',
    replace: "sample: true, registerUrl: 'https://tinyurl.com/hkpca-reg' },",
    at: 'tinyurl',
    says: /registerUrl — .*tinyurl\.com only forwards/,
  },
];

/** Edits an editor makes right, by the recipes of docs/editing.md: the check accepts them all, together. */
export const CORRECT: readonly PlainEdit[] = [
  {
    what: 'a new fee, then its card',
    file: 'content/pages/fee.ts',
    after: 'export const fees',
    find: `package5: ${fees.package5},`,
    replace: `package5: ${fees.package5},\n  group: 900,`,
    also: [
      {
        what: 'its card',
        file: 'content/pages/fee.ts',
        after: "heading: '療程收費'",
        find: "        { title: '家族系統排列工作坊（一天）'",
        replace:
          "        { title: '小組治療（120 分鐘）', text: '每節 {fee.group}，每組 6 至 8 人。', fee: fees.group },\n        { title: '家族系統排列工作坊（一天）'",
      },
    ],
  },
  {
    what: 'new hours, on the half hour',
    file: 'content/site.ts',
    after: 'openingHours',
    find: `opens: '${site.openingHours.opens}',\n    closes: '${site.openingHours.closes}',`,
    replace: "opens: '09:30',\n    closes: '20:30',",
  },
  {
    what: 'a new partner, its name protected',
    file: 'content/site.ts',
    after: 'partners: [',
    find: '  ],\n  openingHours',
    replace:
      "    {\n      name: '香港網上視像輔導協會',\n      description: '推動網上心理輔導的專業守則及培訓。',\n      url: 'https://www.hk-online-counselling.org',\n    },\n  ],\n  openingHours",
    also: [
      {
        what: 'its protected name',
        file: 'content/simplified-overrides.ts',
        after: 'export const protectedNames',
        find: '] as const',
        replace: "  '香港網上視像輔導協會',\n] as const",
      },
    ],
  },
  {
    what: 'a new crisis line in Taiwan, with its source',
    file: 'content/crisis-lines.ts',
    after: "name: '安心專線'",
    find: '  },\n',
    replace:
      "  },\n  {\n    kind: 'support',\n    place: 'taiwan',\n    name: '生命線協談專線',\n    // 「只要求助者撥打1995專線，電話就會自動轉到該縣市的生命線」, volunteers 24 hours on the line.\n    channels: [{ number: '1995', via: ['call'], source: 'https://storm.mg/lifestyle/409130' }],\n    hours: '24 小時',\n    text: '由受訓的協談義工接聽，為受情緒困擾或有自殺念頭的人提供傾談及轉介。',\n  },\n",
  },
  {
    what: 'a new therapist, every value changed, with a portrait of their own',
    file: 'content/therapists.ts',
    after: `slug: '${lastTherapist?.slug}'`,
    find: '  },\n]',
    replace: `  },\n${pastedTherapist('nothing')}]`,
    copies: [newPortrait],
  },
  {
    what: 'a new article, with a picture of its own',
    file: 'content/pages/blog.ts',
    after: `slug: '${firstPost?.slug}'`,
    find: '  },\n]',
    replace: `  },\n${pastedArticle()
      .replace(`image: '${firstPost?.seo.image}'`, "image: 'blog-family-meals.svg'")
      .replace(
        `image: { file: '${firstPost?.image.file}', alt: '${firstPost?.image.alt}' }`,
        "image: { file: 'blog-family-meals.svg', alt: '一張圓桌和幾張椅子，桌上放着碗筷：象徵家庭飯桌的插畫' }",
      )}]`,
    copies: [{ from: `content/images/${firstPost?.image.file}`, to: 'content/images/blog-family-meals.svg' }],
  },
  {
    what: 'the problem pages reordered',
    file: 'content/pages/problems/index.ts',
    after: 'export const problemPages',
    find: '[family, children, emotion, love, wealth]',
    replace: '[family, love, children, emotion, wealth]',
  },
  {
    what: 'a new FAQ question with a fee and the hours as tokens',
    file: 'content/pages/faq.ts',
    after: "heading: '關於預約及收費'",
    find: 'items: [\n',
    replace:
      "items: [\n        {\n          question: '伴侶療程收費是多少？',\n          answer: '伴侶療程每節 {fee.couple}。我們的服務時間為{hours}。',\n        },\n",
  },
  {
    what: 'an override row for a word said otherwise on the mainland',
    file: 'content/simplified-overrides.ts',
    after: 'export const simplifiedOverrides',
    find: "  { traditional: '當事人'",
    replace: "  { traditional: '心理輔導', simplified: '心理咨询' },\n  { traditional: '當事人'",
  },
  {
    what: 'a new word-form pair',
    file: 'content/word-forms.ts',
    after: 'export const wordForms',
    find: '] as const',
    replace: "  { write: '視像', not: ['視訊'] },\n] as const",
  },
  {
    what: 'the exchange rate and its day updated',
    file: 'content/mainland-notice.ts',
    after: 'exchangeRate',
    find: `rmbPerHkd: ${mainlandNotice.exchangeRate.rmbPerHkd},\n    date: '${mainlandNotice.exchangeRate.date}'`,
    replace: "rmbPerHkd: 0.93,\n    date: '2026-11-25'",
  },
  {
    what: "a hotline's words reworded",
    file: 'content/crisis-lines.ts',
    after: `name: '${respect?.name}'`,
    find: '全國的性侵犯、家庭暴力輔導及支援服務',
    replace: '全國性的性侵犯及家庭暴力輔導和支援服務',
  },
  {
    what: "a service page's lead reworded",
    file: 'content/pages/services/hypnotherapy.ts',
    after: 'export const page',
    find: "lead: '",
    replace: "lead: '在安全、放鬆的環境裡，",
  },
  {
    what: 'the centre moves: its address, then the map point and the ways here, each set for the new street',
    file: 'content/site.ts',
    after: 'address: {',
    find: `district: '${address.district}',\n    street: '${address.street}',\n    building: '${address.building}',`,
    replace: "district: '尖沙咀',\n    street: '加拿分道 18 號',\n    building: '寧晴中心 9 樓 902 室',",
    also: [
      {
        what: 'the map point',
        file: 'content/site.ts',
        after: 'address: {',
        find: `geo: { latitude: ${geo.latitude}, longitude: ${geo.longitude}, forStreet: '${geo.forStreet}' }`,
        replace: "geo: { latitude: 22.29925, longitude: 114.17336, forStreet: '加拿分道 18 號' }",
      },
      {
        what: 'the way from the station',
        file: 'content/site.ts',
        after: 'address: {',
        find: `transport: { text: '${transport.text}', forStreet: '${transport.forStreet}' }`,
        replace: "transport: { text: '港鐵尖沙咀站 B1 出口，步行約 3 分鐘即達。', forStreet: '加拿分道 18 號' }",
      },
      {
        what: 'the way from Shenzhen',
        file: 'content/mainland-notice.ts',
        after: `title: '${travel?.title}'`,
        find: `forStreet: '${travel && 'forStreet' in travel ? travel.forStreet : ''}'`,
        replace: "forStreet: '加拿分道 18 號'",
      },
      {
        what: 'its words',
        file: 'content/mainland-notice.ts',
        after: `title: '${travel?.title}'`,
        find: `text: '${travel?.text}'`,
        replace:
          "text: '高鐵：深圳北站或福田站到香港西九龍站約 20 分鐘，再乘的士到尖沙咀約 10 分鐘。羅湖或落馬洲：過關後乘港鐵東鐵綫到尖東站，步行約 5 分鐘。八號或以上颱風信號生效時，跨境交通可能暫停，面談可改為網上進行。'",
      },
    ],
  },
  {
    what: "a page's quick exit by its topic",
    file: 'content/pages/problems/wealth.ts',
    after: 'export const page',
    find: "parent: '/services',",
    replace: "topics: ['family'],\n  parent: '/services',",
  },
];

/** The slips above, by class, for describeSlips. */
export const FRESH_SLIPS: SlipClasses = {
  oneFactTwice: ONE_FACT_TWICE,
  halfChanged: HALF_CHANGED,
  pieceGoneOrDoubled: PIECE_GONE_OR_DOUBLED,
  notAValue: NOT_A_VALUE,
  overrideTooFar: OVERRIDE_TOO_FAR,
  placeAndNumber: PLACE_AND_NUMBER,
  targetFails: TARGET_FAILS,
};
