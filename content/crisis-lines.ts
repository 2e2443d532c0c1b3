import type { CrisisLine, CrisisPlaceEntry } from './types';

/**
 * The places whose crisis lines the site lists, in the order the place picker shows them. The
 * footer and /crisis-support/ show the visitor's place first, picked on the visitor's device from
 * its time zone (lib/crisis/places.ts); the others sit in a list that opens on demand.
 * - `id`: how the lines below name the place.
 * - `names`: the place's name in each script (not converted: proper names are written as they are).
 * - `zones`: the IANA time zones of the place (a device set to one of them is there). A zone
 *   belongs to one place only, and to the place's country (or one of its `countries`) in the zone
 *   data (lib/crisis/zone-countries.ts, from the tz database); every zone the data gives those
 *   countries is listed, old names too (`npm run check:content` names any missing).
 * - `zonesListed: 'main'`: for a country of many zones, only its main ones are listed; a device in
 *   another zone of the country is found there too, a moment later, by the zone's country.
 * - `country`: the place's ISO 3166 code, as the zone data names it; `countries`: others its lines
 *   serve (the UK's Crown dependencies have codes of their own).
 * - `writes`: true when at least one of the place's lines below takes messages (WhatsApp, SMS);
 *   false when no public page confirms a text route there: every sentence around the lines then
 *   says what to do instead (content/chrome.ts), never that there is one.
 * - `guide`: a sentence over the place's support lines on /crisis-support/, naming its lines for
 *   particular needs (shown under this place only).
 */
export const crisisPlaces = [
  {
    id: 'hk',
    names: { hant: '香港', hans: '香港' },
    country: 'HK',
    zones: ['Asia/Hong_Kong', 'Hongkong'],
    writes: true,
    guide:
      '在香港，正接受精神科治療的人士及照顧者，可致電醫院管理局精神健康專線；擔心孩子受虐待或家人的安全，可致電社會福利署熱線；受性暴力或家庭暴力影響，可致電東華三院芷若園。',
  },
  {
    id: 'mainland',
    names: { hant: '中國內地', hans: '中国内地' },
    country: 'CN',
    zones: ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Chongqing', 'Asia/Chungking', 'Asia/Harbin', 'Asia/Kashgar', 'PRC'],
    writes: false,
    guide: '在內地，面對家庭暴力或擔心孩子的安全，請致電公安報警電話；婦女也可在辦公時間致電婦女維權公益服務熱線。',
  },
  { id: 'macau', names: { hant: '澳門', hans: '澳门' }, country: 'MO', zones: ['Asia/Macau', 'Asia/Macao'], writes: false },
  { id: 'taiwan', names: { hant: '台灣', hans: '台湾' }, country: 'TW', zones: ['Asia/Taipei', 'ROC'], writes: false },
  { id: 'singapore', names: { hant: '新加坡', hans: '新加坡' }, country: 'SG', zones: ['Asia/Singapore', 'Singapore'], writes: true },
  {
    id: 'malaysia',
    names: { hant: '馬來西亞', hans: '马来西亚' },
    country: 'MY',
    zones: ['Asia/Kuala_Lumpur', 'Asia/Kuching'],
    writes: true,
  },
  {
    id: 'uk',
    names: { hant: '英國', hans: '英国' },
    country: 'GB',
    countries: ['JE', 'GG', 'IM'],
    zones: ['Europe/London', 'Europe/Belfast', 'GB', 'GB-Eire', 'Europe/Guernsey', 'Europe/Isle_of_Man', 'Europe/Jersey'],
    writes: true,
  },
  {
    id: 'us',
    names: { hant: '美國', hans: '美国' },
    country: 'US',
    zonesListed: 'main',
    zones: [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'America/Juneau',
      'America/Adak',
      'America/Boise',
      'America/Detroit',
      'America/Indiana/Indianapolis',
      'America/Kentucky/Louisville',
      'America/Menominee',
      'America/North_Dakota/Center',
      'Pacific/Honolulu',
      'US/Eastern',
      'US/Central',
      'US/Mountain',
      'US/Pacific',
      'US/Alaska',
      'US/Hawaii',
    ],
    writes: true,
  },
  {
    id: 'canada',
    names: { hant: '加拿大', hans: '加拿大' },
    country: 'CA',
    zonesListed: 'main',
    zones: [
      'America/Toronto',
      'America/Montreal',
      'America/Vancouver',
      'America/Edmonton',
      'America/Winnipeg',
      'America/Regina',
      'America/Halifax',
      'America/St_Johns',
      'America/Moncton',
      'America/Whitehorse',
      'America/Yellowknife',
      'America/Iqaluit',
      'Canada/Eastern',
      'Canada/Central',
      'Canada/Mountain',
      'Canada/Pacific',
      'Canada/Atlantic',
      'Canada/Newfoundland',
    ],
    writes: true,
  },
  {
    id: 'australia',
    names: { hant: '澳洲', hans: '澳大利亚' },
    country: 'AU',
    zonesListed: 'main',
    zones: [
      'Australia/Sydney',
      'Australia/Melbourne',
      'Australia/Brisbane',
      'Australia/Perth',
      'Australia/Adelaide',
      'Australia/Darwin',
      'Australia/Hobart',
      'Australia/Canberra',
      'Australia/ACT',
      'Australia/NSW',
      'Australia/Victoria',
      'Australia/Queensland',
      'Australia/Lindeman',
      'Australia/Broken_Hill',
    ],
    writes: true,
  },
] as const satisfies readonly CrisisPlaceEntry[];

/**
 * The hotlines shown in every page's footer and on /crisis-support/, each under its place.
 * - `place`: where the line answers: an `id` of crisisPlaces above.
 * - `kind: 'emergency'` is the call for immediate danger (999), set apart from the support lines.
 *   Its `name` says what the number calls (「醫療急救」): a sentence that names a place's emergency
 *   numbers ({place.emergency}) gives each with its name when the place has more than one.
 * - `channels`: the ways to reach a line. Each has the `number` as people there dial it (digits,
 *   with single spaces or hyphens), `via`: 'call', 'whatsapp' and/or 'sms', and `source`: the
 *   address of a public page that states this number. A number that no public page confirms stays out.
 * - A support line says its `hours` ('24 小時' for a line that answers day and night: a sentence
 *   that sends a visitor to a 24-hour line, {place.line}, names the place's first one), and where
 *   its operator publishes them its `languages` and `audience` (whom it is for, when not everyone).
 * The sources are not shown on the site; check each number against its source again before
 * publishing, and at least once a year.
 * Not listed yet: 18111's WhatsApp channel (since 4 Nov 2025; no public page found that gives its
 * WhatsApp address).
 */
export const crisisLines = [
  {
    kind: 'emergency',
    place: 'hk',
    name: '緊急服務',
    channels: [{ number: '999', via: ['call'], source: 'https://www.police.gov.hk/ppp_en/01_about_us/pp_operation.html' }],
    text: '有人受傷、企圖傷害自己或他人，或有其他即時危險時，請致電 999 召喚警察、消防或救護車。',
  },
  {
    kind: 'support',
    place: 'hk',
    name: '精神健康支援熱線「情緒通」',
    channels: [{ number: '18111', via: ['call'], source: 'https://www.news.gov.hk/eng/2023/12/20231227/20231227_162155_701.html' }],
    hours: '24 小時',
    // Languages: https://www.hk01.com/社會新聞/60291496/ (government launch of the new functions, 4 Nov 2025)
    languages: '廣東話、普通話、英語等 12 種語言',
    text: '政府設立的熱線，由受訓人員提供即時情緒支援及轉介。',
  },
  {
    kind: 'support',
    place: 'hk',
    name: '香港撒瑪利亞防止自殺會',
    channels: [{ number: '2389 2222', via: ['call'], source: 'https://csrp.hku.hk/getting-help/' }],
    hours: '24 小時',
    languages: '廣東話、英語',
    text: '為感到絕望、有自殺念頭或受情緒困擾的人提供情緒支援。',
  },
  {
    kind: 'support',
    place: 'hk',
    name: '撒瑪利亞會（多種語言）',
    channels: [{ number: '2896 0000', via: ['call'], source: 'https://csrp.hku.hk/getting-help/' }],
    hours: '24 小時',
    languages: '英語、廣東話、普通話及其他語言',
    text: '為受情緒困擾或有自殺念頭的人提供保密的情緒支援。',
  },
  {
    kind: 'support',
    place: 'hk',
    name: '醫院管理局精神健康專線',
    channels: [{ number: '2466 7350', via: ['call'], source: 'https://www.ha.org.hk/haho/ho/cc/Mental_Health_Direct__CHIB5.html' }],
    hours: '24 小時',
    audience: '正接受精神科治療的人士、照顧者及公眾',
    text: '由醫院管理局的精神科專業人員接聽，解答服藥及精神科服務的疑問，並在有需要時安排轉介。',
  },
  {
    kind: 'support',
    place: 'hk',
    name: '明愛向晴軒家庭危機支援熱線',
    // An older government source, the only one found: confirm with Caritas before publishing.
    channels: [{ number: '18288', via: ['call'], source: 'https://healthbureau.gov.hk/en/legco/replies/2006/lq060301_q09.htm' }],
    hours: '24 小時',
    text: '面對家庭危機、婚姻或家庭衝突時，由社工提供即時支援及轉介。',
  },
  {
    kind: 'support',
    place: 'hk',
    name: '社會福利署熱線',
    // Family and child protective services: https://www.doj.gov.hk/childabduct/en/related-information/abduct_riwelfare.html
    channels: [{ number: '2343 2255', via: ['call'], source: 'https://www.info.gov.hk/gia/general/202306/05/P2023060500553.htm' }],
    hours: '24 小時',
    text: '擔心兒童受虐待或疏忽照顧，或面對家庭暴力時，由社工提供輔導、支援及轉介。',
  },
  {
    kind: 'support',
    place: 'hk',
    name: '東華三院芷若園',
    channels: [
      {
        number: '18281',
        via: ['call'],
        source:
          'http://www.tungwahcsd.org/en/our-services/youth-and-family-services/family-and-child-welfare-services/CEASE/introduction;category/9',
      },
    ],
    hours: '24 小時',
    audience: '受性暴力或家庭暴力影響的人士',
    text: '由社工提供即時輔導、外展支援及轉介，有需要時可安排短期住宿。',
  },
  {
    kind: 'support',
    place: 'hk',
    name: 'Open噏（青少年網上情緒支援）',
    channels: [
      {
        number: '9101 2012',
        via: ['whatsapp', 'sms'],
        source: 'https://www.scmp.com/news/hong-kong/health-environment/article/2167376/open-hong-kongs-first-24/7-counselling-platform',
      },
    ],
    hours: '24 小時',
    languages: '中文、英文',
    audience: '11 至 35 歲',
    // Operators and hours: https://www.csrp.hku.hk/jockey-club-online-youth-emotional-support/
    text: '以文字和受訓的輔導員對話，不方便說話時也可以使用。',
  },
  // The mainland: its emergency numbers as one public page states them (中國大陸的緊急號碼為
  // 110（公安）、119（火警）、120（急救）); 119 (fire) is left out: no crisis sentence needs it.
  {
    kind: 'emergency',
    place: 'mainland',
    name: '醫療急救',
    channels: [{ number: '120', via: ['call'], source: 'https://zh.wikipedia.org/wiki/112_(%E6%B1%82%E6%95%91%E7%94%B5%E8%AF%9D)' }],
    text: '有人受傷、企圖傷害自己或有生命危險時，請致電 120 召喚救護車。',
  },
  {
    kind: 'emergency',
    place: 'mainland',
    name: '公安報警',
    channels: [{ number: '110', via: ['call'], source: 'https://zh.wikipedia.org/wiki/112_(%E6%B1%82%E6%95%91%E7%94%B5%E8%AF%9D)' }],
    text: '遇到暴力、罪案，或有人的人身安全受到威脅時，請致電 110 報警。',
  },
  {
    kind: 'support',
    place: 'mainland',
    name: '北京市心理援助熱線',
    // The hospital's own page: 「01082951332（手機撥打）」, 「這條熱線全天候24小時開通」, callers from all over the country.
    channels: [{ number: '010-82951332', via: ['call'], source: 'https://bhlgh.com/xwdt/yydt/14048.shtml' }],
    hours: '24 小時',
    audience: '全國可撥打',
    text: '北京回龍觀醫院的心理危機干預熱線，由受訓人員提供情緒支援及危機干預。',
  },
  {
    kind: 'support',
    place: 'mainland',
    name: '全國統一心理援助熱線',
    // Xinhua / People's Daily: every local line connected to 12356 by 1 May 2025.
    channels: [{ number: '12356', via: ['call'], source: 'https://c.m.163.com/news/a/JKBD9CKU0514CC6P.html' }],
    // Not 24 hours everywhere: the National Health Commission's notice of 25 Dec 2024 on 12356 asks
    // each line for at least 18 hours a day; some cities answer around the clock.
    hours: '各地每日不少於 18 小時，部分城市 24 小時',
    text: '國家衞生健康委員會設立的統一號碼，接通你所在地的心理援助熱線，提供情緒疏導、心理諮詢及心理危機支援。',
  },
  {
    kind: 'support',
    place: 'mainland',
    name: '婦女維權公益服務熱線',
    // The Guangdong Women's Federation (gdwomen.org.cn); hours per city, e.g. Yunnan: weekdays 8:30–11:30, 14:30–17:30.
    channels: [{ number: '12338', via: ['call'], source: 'http://www.gdwomen.org.cn/yw/content/post_295443.html' }],
    hours: '辦公時間（各地不同）',
    audience: '面對家庭暴力或婚姻家庭問題的婦女',
    text: '全國婦聯設立的熱線，提供法律、婚姻家庭及心理方面的諮詢；有即時危險時請先致電 110。',
  },
  // Macau.
  {
    kind: 'emergency',
    place: 'macau',
    name: '緊急求助熱線',
    channels: [{ number: '999', via: ['call'], source: 'https://www.fsm.gov.mo/psp/cht/psp_top5_other_5_S.html' }],
    text: '有人受傷、企圖傷害自己，或有其他即時危險時，請致電 999 召喚警察、消防或救護車（110、112 亦會接駁至 999）。',
  },
  {
    kind: 'support',
    place: 'macau',
    name: '明愛生命熱線',
    // The Health Bureau's call (「直接致電明愛生命熱線:28525222」); 24 hours since 1995.
    channels: [{ number: '2852 5222', via: ['call'], source: 'https://exmoo.com/article/198291.html' }],
    hours: '24 小時',
    text: '為受情緒困擾、感到絕望或有自殺念頭的人提供情緒疏導。',
  },
  // Taiwan.
  {
    kind: 'emergency',
    place: 'taiwan',
    name: '救護車',
    channels: [{ number: '119', via: ['call'], source: 'https://www.nfa.gov.tw/pro/index.php?code=list&ids=68' }],
    text: '有人受傷、企圖傷害自己或有生命危險時，請致電 119 召喚救護車。',
  },
  {
    kind: 'emergency',
    place: 'taiwan',
    name: '報警',
    channels: [{ number: '110', via: ['call'], source: 'https://excusemetaiwan.com/emergencycall' }],
    text: '遇到暴力、罪案或人身安全受威脅時，請致電 110 報警。',
  },
  {
    kind: 'support',
    place: 'taiwan',
    name: '安心專線',
    channels: [{ number: '1925', via: ['call'], source: 'https://udn.com/news/story/7266/9329707' }],
    hours: '24 小時',
    text: '衛生福利部設立的心理諮詢專線，為受情緒困擾及心理壓力困擾的人提供支援。',
  },
  {
    kind: 'support',
    place: 'taiwan',
    name: '保護專線',
    channels: [{ number: '113', via: ['call'], source: 'https://udn.com/news/story/7266/9329707' }],
    hours: '24 小時',
    audience: '受家庭暴力、性侵害或性騷擾影響的人，及擔心兒童或長者受虐的人',
    text: '衛生福利部設立的專線，受理家庭暴力、兒少及長者保護、性侵害及性騷擾的通報及諮詢。',
  },
  // Singapore.
  {
    kind: 'emergency',
    place: 'singapore',
    name: '救護車及消防',
    channels: [
      { number: '995', via: ['call'], source: 'https://www.scdf.gov.sg/home/about-us/information/scdf-emergency-medical-service-and-1777' },
    ],
    text: '有人受傷、企圖傷害自己或有生命危險時，請致電 995 召喚救護車。',
  },
  {
    kind: 'emergency',
    place: 'singapore',
    name: '警察',
    channels: [
      { number: '999', via: ['call'], source: 'https://expat.com/en/guide/asia/singapore/34166-accidents-and-emergency-in-singapore.html' },
    ],
    text: '遇到暴力、罪案，或有人的人身安全受到威脅時，請致電 999 報警。',
  },
  {
    kind: 'support',
    place: 'singapore',
    name: '新加坡援人協會（Samaritans of Singapore）',
    channels: [
      {
        number: '1767',
        via: ['call'],
        source: 'https://www.channelnewsasia.com/singapore/suicide-whatsapp-service-caretext-samaritans-singapore-help-2929241',
      },
      { number: '9151 1767', via: ['whatsapp'], source: 'https://mothership.sg/2022/09/sos-24h-whatsapp-service' },
    ],
    hours: '24 小時',
    text: '為處於危機、有自殺念頭或受自殺影響的人提供保密的情緒支援；WhatsApp 服務 CareText 亦是 24 小時。',
  },
  {
    kind: 'support',
    place: 'singapore',
    name: '全國反暴力及性騷擾求助熱線',
    channels: [
      {
        number: '1800 777 0000',
        via: ['call'],
        source: 'https://www.straitstimes.com/singapore/community/msf-launches-24-hour-family-violence-helpline',
      },
    ],
    hours: '24 小時',
    languages: '英語，亦有會說華語、馬來語及淡米爾語的社工',
    audience: '受家庭暴力、性暴力或性騷擾影響的人',
    text: '社會及家庭發展部設立的熱線，受理家庭暴力、虐待及性騷擾的求助及舉報。',
  },
  // Malaysia.
  {
    kind: 'emergency',
    place: 'malaysia',
    name: '緊急求助',
    channels: [
      {
        number: '999',
        via: ['call'],
        source:
          'https://www.malaymail.com/news/malaysia/2020/03/18/hannah-yeoh-azalina-slams-rina-harun-over-temporary-suspension-of-talian-ka/1847794',
      },
    ],
    text: '有人受傷、企圖傷害自己，或有其他即時危險時，請致電 999 召喚警察、消防或救護車。',
  },
  {
    kind: 'support',
    place: 'malaysia',
    name: 'Talian Kasih',
    channels: [
      {
        number: '15999',
        via: ['call'],
        source:
          'https://www.malaymail.com/news/malaysia/2020/03/18/minister-rina-harun-lifts-talian-kasih-hotline-suspension-after-bipartisan/1847826',
      },
      {
        number: '019-261 5999',
        via: ['whatsapp'],
        source: 'https://www.malaymail.com/news/malaysia/2020/01/30/dpm-talian-kasih-helpline-records-increase-in-calls-last-year/1832884',
      },
    ],
    hours: '24 小時',
    audience: '面對家庭暴力、虐待、疏忽照顧或情緒困擾的人',
    text: '婦女、家庭及社會發展部設立的熱線，由受訓人員評估情況，並轉介社會福利局或警方。',
  },
  // The United Kingdom.
  {
    kind: 'emergency',
    place: 'uk',
    name: '英國緊急服務',
    channels: [{ number: '999', via: ['call'], source: 'https://www.devon-cornwall.police.uk/youth/8-10/phoning-999/' }],
    text: '有人受傷、企圖傷害自己，或有其他即時危險時，請致電 999 召喚警察、救護車或消防（112 亦可接通）。',
  },
  {
    kind: 'support',
    place: 'uk',
    name: 'Samaritans',
    channels: [{ number: '116 123', via: ['call'], source: 'https://fullfact.org/online/samaritans-text-message-service/' }],
    hours: '24 小時',
    text: '免費致電，為受情緒困擾或有自殺念頭的人提供保密的情緒支援。',
  },
  {
    kind: 'support',
    place: 'uk',
    name: 'Shout',
    channels: [{ number: '85258', via: ['sms'], source: 'https://fullfact.org/online/samaritans-text-message-service/' }],
    hours: '24 小時',
    text: '免費的文字支援服務：傳短訊到 85258，和受訓的義工對話。',
  },
  {
    kind: 'support',
    place: 'uk',
    name: 'National Domestic Abuse Helpline（Refuge）',
    channels: [{ number: '0808 2000 247', via: ['call'], source: 'https://www.refuge.org.uk/category/news/' }],
    hours: '24 小時',
    audience: '受家庭暴力影響的人',
    text: '免費、保密的家庭暴力求助熱線，提供支援及安全計劃。',
  },
  // The United States.
  {
    kind: 'emergency',
    place: 'us',
    name: '美國緊急服務',
    channels: [{ number: '911', via: ['call'], source: 'https://www.skowhegan.org/FAQ.aspx?QID=95' }],
    text: '有人受傷、企圖傷害自己，或有其他即時危險時，請致電 911 召喚警察、消防或救護車。',
  },
  {
    kind: 'support',
    place: 'us',
    name: '988 Suicide & Crisis Lifeline',
    channels: [
      {
        number: '988',
        via: ['call', 'sms'],
        source: 'https://www.mcphs.edu/student-life/counseling-services/emergency-services/988-suicide-and-crisis-lifeline',
      },
    ],
    hours: '24 小時',
    // Texts in Spanish since 13 Jul 2023 (SAMHSA's press release of that day).
    languages: '致電：英語、西班牙語及經傳譯的其他語言；短訊：英語、西班牙語',
    text: '為有自殺念頭、精神健康危機或情緒困擾的人提供免費、保密的支援；可致電或傳短訊到 988。',
  },
  {
    kind: 'support',
    place: 'us',
    name: 'National Domestic Violence Hotline',
    channels: [
      {
        number: '1-800-799-7233',
        via: ['call'],
        source: 'https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts',
      },
    ],
    hours: '24 小時',
    audience: '受親密伴侶暴力影響的人',
    text: '為受家庭或親密關係暴力影響的人提供支援、安全計劃及轉介。',
  },
  // Canada.
  {
    kind: 'emergency',
    place: 'canada',
    name: '加拿大緊急服務',
    channels: [{ number: '911', via: ['call'], source: 'https://www1.brampton.ca/EN/residents/Emergency-Management/Pages/About-911.aspx' }],
    text: '有人受傷、企圖傷害自己，或有其他即時危險時，請致電 911 召喚警察、救護車或消防，需要時可要求傳譯。',
  },
  {
    kind: 'support',
    place: 'canada',
    name: '9-8-8 Suicide Crisis Helpline',
    channels: [
      {
        number: '988',
        via: ['call', 'sms'],
        source: 'https://www.newswire.ca/news-releases/government-of-canada-launches-three-digit-suicide-crisis-helpline-896472116.html',
      },
    ],
    hours: '24 小時',
    languages: '英語、法語',
    text: '為有自殺念頭或擔心身邊人的人提供支援；可致電或傳短訊到 988。',
  },
  {
    kind: 'support',
    place: 'canada',
    name: 'Kids Help Phone',
    channels: [{ number: '686868', via: ['sms'], source: 'https://kidshelpphone.ca/text-about-it/' }],
    hours: '24 小時',
    languages: '英語、法語',
    audience: '青少年',
    text: '傳短訊 CONNECT 到 686868，和受訓的義工以文字對話。',
  },
  // Australia.
  {
    kind: 'emergency',
    place: 'australia',
    name: 'Triple Zero 緊急服務',
    channels: [{ number: '000', via: ['call'], source: 'https://nt.gov.au/emergency/emergencies/calling-000' }],
    text: '有人受傷、企圖傷害自己，或有其他即時危險時，請致電 000 召喚警察、消防或救護車。',
  },
  {
    kind: 'support',
    place: 'australia',
    name: 'Lifeline',
    channels: [
      { number: '13 11 14', via: ['call'], source: 'https://lifeinmind.org.au/news/lifelines-crisis-text-service-now-available-24-7' },
      { number: '0477 13 11 14', via: ['sms'], source: 'https://lifeinmind.org.au/news/lifelines-crisis-text-service-now-available-24-7' },
    ],
    hours: '24 小時',
    text: '為處於危機或有自殺念頭的人提供支援；可致電 13 11 14，或傳短訊到 0477 13 11 14。',
  },
  {
    kind: 'support',
    place: 'australia',
    name: '1800RESPECT',
    // 24 hours a day, seven days a week: https://plan4womenssafety.dss.gov.au/initiatives/1800respect
    channels: [
      { number: '1800 737 732', via: ['call'], source: 'https://thedailyaus.com.au/stories/1800-respect-text-messaging/' },
      { number: '0458 737 732', via: ['sms'], source: 'https://thedailyaus.com.au/stories/1800-respect-text-messaging/' },
    ],
    hours: '24 小時',
    audience: '受性侵犯、家庭暴力影響的人及其親友',
    text: '全國的性侵犯、家庭暴力輔導及支援服務；亦可傳短訊到 0458 737 732。',
  },
] as const satisfies readonly CrisisLine[];
