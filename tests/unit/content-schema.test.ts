import { z } from 'zod';
import { blogPost, contentPage, home, searchInfo, servicesOverview, siteConfig, therapist, therapists } from '@/lib/schema';
import {
  bookingTag,
  exactly,
  href,
  httpsUrl,
  image,
  isoDate,
  pageCode,
  text,
  whatsappDigits,
  youtubeUrl,
  hkPhoneDisplay,
  hkPhoneE164,
  list,
} from '@/lib/schema/fields';

/** The messages of a failed parse, or [] when the value passes. */
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
const passes = (schema: z.ZodType, value: unknown) => expect(problems(schema, value)).toEqual([]);
const fails = (schema: z.ZodType, value: unknown, message: RegExp) => expect(problems(schema, value).join('\n')).toMatch(message);

/** A search entry: its title, and a description of `length` Chinese characters. */
const seo = (title: string, length = 90) => ({ title, description: '描'.repeat(length) });

describe('texts', () => {
  it('refuses empty and blank text, in Chinese then English', () => {
    fails(text, '', /不可留空.*must not be empty/);
    fails(text, '   ', /must not be empty/);
    passes(text, '字');
  });

  // Hong Kong usage (裡, 轉賬, …) is content/word-forms.ts's table: tests/unit/content-copy-rules.test.ts.
  it('asks for a single 約, naming what to write', () => {
    passes(searchInfo, seo('預約免費初步諮詢（約 20 分鐘）'));
    fails(searchInfo, seo('預約約 20 分鐘的諮詢'), /title: .*約 is doubled/);
  });

  it('wants a search description of 80 to 120 characters, counting each Chinese character once', () => {
    passes(searchInfo, seo('標題', 80));
    passes(searchInfo, seo('標題', 120));
    fails(searchInfo, seo('標題', 79), /80 至 120 字，現在有 79 字：請補充.*80 to 120 characters, it has 79: add/);
    fails(searchInfo, seo('標題', 121), /現在有 121 字：請刪減.*it has 121: cut/);
    fails(searchInfo, seo(''), /title: .*must not be empty/);
  });
});

describe('links', () => {
  it.each(['/', '/fee', '/services/family', '/faq#fees', 'https://www.facebook.com/x', 'tel:+85223456789', 'mailto:hello@example.hk'])(
    'accepts %s',
    (value) => passes(href, value),
  );

  it('asks for the leading slash of an internal link', () => fails(href, 'fee', /write "\/fee"/));
  it('asks for the one URL form, without a trailing slash', () => fails(href, '/fee/', /write "\/fee"/));
  it('refuses upper case and spaces in a path', () => fails(href, '/Fee page', /lower-case letters/));
  it.each(['javascript:alert(1)', 'http://example.hk', 'ftp://example.hk', 'https://'])('refuses the scheme of %s', (value) =>
    fails(href, value, /only https:\/\/, tel: and mailto:/),
  );
  it('wants external addresses absolute and https', () => {
    fails(httpsUrl, 'www.facebook.com/page', /full https:\/\/ address/);
    fails(httpsUrl, 'http://www.facebook.com/page', /full https:\/\/ address/);
    passes(httpsUrl, 'https://www.facebook.com/page');
  });
});

describe('phone numbers', () => {
  it('takes a Hong Kong number of 8 digits, optionally after +852', () => {
    passes(hkPhoneDisplay, '2345 6789');
    passes(hkPhoneDisplay, '+852 2345-6789');
    fails(hkPhoneDisplay, '2345 678', /8 digits/);
    fails(hkPhoneDisplay, '2345 67890', /8 digits/);
    fails(hkPhoneDisplay, '2345 678O', /8 digits/);
    passes(hkPhoneE164, '+85223456789');
    fails(hkPhoneE164, '+852 2345 6789', /no spaces/);
  });

  it('takes a WhatsApp number as country code and number, digits only', () => {
    passes(whatsappDigits, '85291234567');
    passes(whatsappDigits, '8613912345678');
    fails(whatsappDigits, '8529123456', /852 and 8 digits/);
    fails(whatsappDigits, '852912345678', /852 and 8 digits/);
    fails(whatsappDigits, '+85291234567', /digits only/);
  });

  it('keeps the printed numbers and the dialled numbers the same', () => {
    const site = validSite();
    fails(siteConfig, { ...site, whatsapp: { display: '9123 4568', digits: '85291234567' } }, /whatsapp.digits: .*not the same number/);
    fails(siteConfig, { ...site, phone: { display: '2345 6780', e164: '+85223456789' } }, /phone.e164: .*not the same number/);
    passes(siteConfig, site);
  });
});

describe('structured-data fields', () => {
  it('asks for coordinates with at least 5 decimals', () => {
    fails(siteConfig, { ...validSite(), geo: { latitude: 22.3193, longitude: 114.16937, forStreet: '街' } }, /geo.latitude: .*5 decimals/);
    passes(siteConfig, { ...validSite(), geo: { latitude: 22.319301, longitude: 114.169371, forStreet: '街' } });
  });

  it("keeps a fee card's fee and the fee its text shows the same", () => {
    const withCard = (card: object) => ({ ...validPage(), sections: [{ kind: 'cards', heading: '收費', items: [card] }] });
    passes(contentPage, withCard({ title: '個人', text: '每節 HK$1,600。', fee: 1600 }));
    passes(contentPage, withCard({ title: '個人', text: '另議' }));
    fails(contentPage, withCard({ title: '個人', text: '每節 HK$1,600。', fee: 1500 }), /fee: .*HK\$1,600/);
  });

  it('takes optional qualifications on a therapist, each with its issuer and year', () => {
    const entry = { kind: 'certificate', title: '證書', issuer: '學會', year: '2010' };
    const holding = (...qualifications: object[]) => ({ ...validTherapist(), qualifications });
    passes(therapist, holding(entry, { ...entry, number: 'A-1', registerUrl: 'https://example.org' }));
    passes(therapist, validTherapist());
    const withoutIssuer = Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'issuer'));
    fails(therapist, holding(withoutIssuer), /qualifications.0.issuer: .*頒發機構.*issuer/);
    fails(therapist, holding({ ...entry, issuer: ' ' }), /qualifications.0.issuer/);
    fails(therapist, holding({ ...entry, year: '10' }), /qualifications.0.year: .*四位數字/);
    fails(therapist, holding({ ...entry, registerUrl: 'http://example.org' }), /qualifications.0.registerUrl: .*https/);
  });
});

describe('dates', () => {
  it('takes only real calendar dates written year-month-day', () => {
    passes(isoDate, '2026-09-30');
    passes(isoDate, '2028-02-29');
    fails(isoDate, '2026-09-31', /real date/);
    fails(isoDate, '2026-02-29', /real date/);
    fails(isoDate, '21/11/2026', /year-month-day/);
  });

  it('refuses an article modified before it was published', () => {
    fails(blogPost, { ...validPost(), datePublished: '2026-11-18', dateModified: '2026-11-01' }, /dateModified: .*not be before/);
    passes(blogPost, validPost());
  });
});

describe('images', () => {
  it('takes lower-case, hyphenated JPEG, PNG or SVG names with alt text', () => {
    passes(image, { file: 'ho-ka-yan.jpg', alt: '何嘉欣的人像照片' });
    passes(image, { file: 'logo.svg', alt: '心晴治療中心的標誌' });
    fails(image, { file: 'logo.svg', alt: '標誌' }, /alt text describes in a sentence/);
    fails(image, { file: 'logo.svg', alt: 'IMG_2043.jpg' }, /not 「圖片」 or a file name/);
    fails(image, { file: 'Ho Ka Yan (1).jpg', alt: '何嘉欣' }, /lower-case letters, digits and hyphens/);
    fails(image, { file: 'photo.gif', alt: '相' }, /\.jpg, \.png or \.svg/);
    fails(image, { file: 'photo.jpg', alt: ' ' }, /alt text describes in a sentence/);
  });

  it('checks share image names by the same rule', () => {
    fails(searchInfo, { ...seo('標題'), image: 'Share Image.PNG' }, /image: .*lower-case/);
  });
});

describe('page entries', () => {
  it('wants a page code of P and two digits, keeping P00 for unknown pages', () => {
    passes(pageCode, 'P36');
    fails(pageCode, 'P00', /P00 is reserved/);
    fails(pageCode, 'P7', /P and two digits/);
    fails(pageCode, 'p07', /P and two digits/);
  });

  it('names a misspelt field and the field it misses', () => {
    const { description } = validPage().seo;
    const result = contentPage.safeParse({ ...validPage(), seo: { description, tilte: '標題' } });
    expect(result.success).toBe(false);
    const codes = result.success ? [] : result.error.issues.map((issue) => [issue.code, issue.path.join('.')]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['unrecognized_keys', 'seo'],
        ['invalid_type', 'seo.title'],
      ]),
    );
  });

  it("takes sample: true on a client's quote, on a page or the home page, and refuses false or any other value", () => {
    const quote = { kind: 'quote', text: '一段分享。', author: '阿明' };
    const withQuote = (entry: object) => ({ ...validPage(), sections: [entry] });
    passes(contentPage, withQuote(quote));
    passes(contentPage, withQuote({ ...quote, sample: true }));
    fails(contentPage, withQuote({ ...quote, sample: false }), /sections.0.sample: .*sample: true.*remove sample: true/);
    fails(contentPage, withQuote({ ...quote, sample: 'true' }), /sections.0.sample: /);
    fails(contentPage, withQuote({ ...quote, sample: 1 }), /sections.0.sample: /);

    const homeQuote = home.shape.testimonials.shape.items.unwrap().element;
    const item = { text: '一段分享。', author: '阿明', context: '家庭關係' };
    passes(homeQuote, item);
    passes(homeQuote, { ...item, sample: true });
    fails(homeQuote, { ...item, sample: false }, /sample: .*sample: true/);
    fails(homeQuote, { ...item, sample: 'yes' }, /sample: /);
  });

  it('refuses an unknown section kind and an empty section list', () => {
    fails(contentPage, { ...validPage(), sections: [{ kind: 'gallery', heading: '相' }] }, /section kind is one of/);
    fails(contentPage, { ...validPage(), sections: [] }, /the list is empty/);
  });
});

describe('videos and booking buttons', () => {
  it('wants a YouTube address with an 11-character id', () => {
    passes(youtubeUrl, 'https://www.youtube.com/watch?v=Fa7mQ2xKp3L');
    passes(youtubeUrl, 'https://youtu.be/Fa7mQ2xKp3L');
    fails(youtubeUrl, 'https://www.youtube.com/watch?v=Fa7mQ2xKp3', /11-character id/);
    fails(youtubeUrl, 'https://vimeo.com/123', /11-character id/);
  });

  it('takes booking tags 01 to 06 only, two digits', () => {
    passes(bookingTag, '02');
    fails(bookingTag, '2', /two digits/);
    fails(bookingTag, '07', /'01' to '06'/);
  });
});

describe('counts the spec fixes', () => {
  it('checks an exact count', () => {
    fails(exactly(text, 3), ['a', 'b'], /exactly 3 items/);
    passes(exactly(text, 3), ['a', 'b', 'c']);
    fails(list(text), [], /the list is empty/);
  });

  it.each([
    ['hero slides', ['hero', 'slides'], 3],
    ['problem cards', ['problems', 'items'], 5],
    ['selling points', ['sellingPoints', 'items'], 4],
    ['methods', ['methods', 'items'], 3],
    ['masters', ['masters', 'items'], 14],
    ['media', ['media', 'items'], 4],
    ['events', ['enterprise', 'events'], 6],
    ['testimonials', ['testimonials', 'items'], 3],
    ['video categories', ['videos', 'categories'], 5],
  ] as const)('fixes the home page %s at %i', (_name, [section, field], count) => {
    const shape = home.shape[section].shape as Record<string, z.ZodType>;
    const schema = shape[field];
    if (!schema) throw new Error(`no ${section}.${field}`);
    fails(schema, [], new RegExp(`exactly ${count} items`));
  });

  it('wants two featured masters, one step with the button and the first FAQ open', () => {
    const master = (featured: boolean) => ({ name: '名', description: '述', image: { file: 'a.svg', alt: '一幅示意插畫' }, featured });
    fails(
      home.shape.masters.shape.items,
      Array.from({ length: 14 }, (_, i) => master(i < 3)),
      /2 masters need featured/,
    );
    const step = (showCTA: boolean) => ({ title: '步', description: '述', showCTA });
    fails(servicesOverview.shape.process.shape.steps, [step(true), step(true), step(false), step(false)], /exactly one of the 4 steps/);
    const faq = (open?: boolean) => ({ question: '問', answer: '答', ...(open ? { open } : {}) });
    fails(servicesOverview.shape.faq.shape.items, [faq(), faq(true), faq(), faq(), faq(), faq()], /first FAQ item opens/);
  });

  it('shows exactly five therapists in the home team grid, however many there are', () => {
    passes(therapists, team(7, 5));
    fails(therapists, team(4, 4), /4 have inTeamGrid: true .*set one more to true/);
  });

  it('has one lead therapist, neither none nor two', () => {
    const leads = (...lead: boolean[]) => team(7, 5).map((one, i) => ({ ...one, isLead: lead[i] ?? false }));
    passes(therapists, leads(false, false, true));
    fails(therapists, leads(), /no therapist has isLead: true/);
    fails(therapists, leads(true, false, true), /only one therapist may have isLead: true and 2 do/);
  });
});

function validSite() {
  return {
    name: '中心',
    shortName: '中心',
    englishName: 'Centre',
    tagline: '標語',
    origin: 'https://www.example.hk',
    phone: { display: '2345 6789', e164: '+85223456789' },
    whatsapp: { display: '9123 4567', digits: '85291234567' },
    email: 'hello@example.hk',
    address: { territory: '香港', region: '九龍', district: '區', street: '街', building: '大廈', country: 'HK' },
    areaServed: '香港',
    channels: { inPerson: '面談', online: '網上' },
    geo: { latitude: 22.31886, longitude: 114.16937, forStreet: '街' },
    transport: { text: '步行', forStreet: '街' },
    wechat: { id: 'id', qrImage: 'wechat-qr.png' },
    social: [{ platform: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/x' }],
    partners: [{ name: '會', description: '述', url: 'https://www.example.org' }],
    openingHours: { days: ['Monday'], opens: '09:00', closes: '18:00' },
    workshopHours: { opens: '10:00', closes: '17:00' },
    claims: { yearsExperience: '25+', cases: '1000+', consultationMinutes: 20 },
    logo: { file: 'logo.svg', alt: '中心的標誌圖案' },
    defaultSocialImage: { file: 'og-default.svg', alt: '一幅示意插畫' },
    foundingYear: 2001,
  };
}

function validPage() {
  return {
    path: '/new-page',
    code: 'P40',
    name: '新頁',
    lastModified: '2026-11-20',
    seo: seo('標題'),
    heading: '新頁',
    lead: '引言',
    sections: [{ kind: 'prose', heading: '段落', paragraphs: ['字'] }],
    booking: { heading: '預約', text: '字' },
  };
}

function validPost() {
  return {
    slug: 'new-article',
    code: 'P41',
    seo: seo('標題'),
    title: '新文章',
    excerpt: '摘要',
    authorSlug: 'chan-tai-man',
    datePublished: '2026-11-01',
    dateModified: '2026-11-18',
    image: { file: 'a.svg', alt: '一幅示意插畫' },
    readingMinutes: 5,
    sections: [{ kind: 'prose', heading: '段', paragraphs: ['字'] }],
  };
}

/** `count` therapists, the first `inGrid` of them in the team grid, the first the lead. */
const team = (count: number, inGrid: number) =>
  Array.from({ length: count }, (_, i) => ({ ...validTherapist(), slug: `person-${i + 1}`, inTeamGrid: i < inGrid, isLead: i === 0 }));

function validTherapist() {
  return {
    slug: 'chan-tai-man',
    code: 'P42',
    lastModified: '2026-11-20',
    seo: seo('標題'),
    name: '陳大文',
    englishName: 'Chan Tai Man',
    role: '治療師',
    description: '述',
    image: { file: 'a.svg', alt: '一幅示意插畫' },
    languages: ['粵語'],
    specialties: ['家庭'],
    training: ['訓練'],
    approach: ['取向'],
    bio: ['簡介'],
    inTeamGrid: false,
  };
}
