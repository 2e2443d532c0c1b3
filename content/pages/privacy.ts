import { analytics } from '../analytics';
import { chrome } from '../chrome';
import { page as crisisPage } from './crisis-support';
import { safeguarding } from '../safeguarding';
import { site } from '../site';
import type { ContentPage, PrivacyDisclosure } from '../types';

/**
 * /privacy: the privacy policy and Personal Information Collection Statement (Cap. 486), in two
 * parts, both in this file: `page` (below), the policy itself; and `privacyDisclosure` (further
 * down), what this website loads from whom, shown above the policy's sections.
 */
export const page = {
  path: '/privacy',
  code: 'P34',
  name: '私隱政策',
  lastModified: '2026-11-26',
  seo: {
    title: '私隱政策及收集個人資料聲明',
    description:
      '了解心晴整合心理治療中心如何按香港《個人資料（私隱）條例》收集、使用、保存及保護你的個人資料，資料會交給誰、保留多久，以及你查閱和更正個人資料的權利與聯絡方法。',
  },
  heading: '私隱政策',
  lead: `${site.name}（「本中心」）尊重你的私隱，並致力遵守香港《個人資料（私隱）條例》（第 486 章）。本政策及收集個人資料聲明說明我們如何收集、使用和保護你的個人資料。`,
  // What the website itself loads from whom, and whether it has analytics, is privacyDisclosure
  // below: the page shows it above these sections, matching the build.
  sections: [
    {
      kind: 'list',
      heading: '我們收集的資料',
      intro: '當你透過 WhatsApp、微信、電話、電郵或親身聯絡本中心時，我們可能收集：',
      items: [
        '你的姓名或稱呼、電話號碼，以及 WhatsApp 或微信的帳戶名稱',
        '你傳送的訊息內容，以及你選擇告訴我們的個人、家庭及健康狀況',
        '預約紀錄、付款紀錄及收據資料',
        '如你成為本中心的當事人：療程紀錄及治療師的工作筆記',
      ],
    },
    {
      kind: 'prose',
      heading: '提供資料是自願的',
      paragraphs: [
        '你可自行決定是否提供個人資料。如你不提供聯絡資料，或不提供我們了解你情況所需的背景資料，我們可能無法回覆你的查詢、安排諮詢或提供合適的服務。',
      ],
    },
    {
      kind: 'list',
      heading: '收集資料的目的',
      items: [
        '回覆你的查詢，以及安排免費初步諮詢、療程或工作坊',
        '提供治療服務，並為治療的連貫性保存紀錄',
        '處理付款、發出收據及行政事宜',
        '遵守法律要求',
        '在你同意的情況下，使用你的姓名及聯絡方法，通知你本中心的講座及工作坊。我們不會在未得你同意下，把你的資料用於直接促銷；你可隨時要求停止接收，不收任何費用。',
      ],
    },
    {
      kind: 'prose',
      heading: '資料的轉移',
      paragraphs: [
        '我們不會出售或出租你的個人資料。你的資料只會提供給負責你個案的治療師、處理行政事務的職員，以及為治療師提供專業督導的督導人員，他們均須遵守保密責任。',
        '我們可能會使用第三方服務處理資料，例如通訊平台、雲端儲存及銀行服務，相關資料或會儲存於香港以外的地方。WhatsApp 及微信的訊息亦受其營運者各自的私隱政策規管，並可能儲存於香港以外的地方，例如中國內地。',
        '網上諮詢使用騰訊會議或微信視像通話時，影音經騰訊公司的服務傳送，受其私隱政策規管，並可能儲存於中國內地；我們不會開啟騰訊會議的雲端錄製。預約時只需留下稱呼和方便的時間，具體情況可以留到見面時再談。',
        '身處中國內地的當事人：我們在香港處理你的資料，與健康相關的資料只用於提供諮詢；如對處理方式有疑問，可以聯絡我們的保障資料主任。',
        safeguarding.confidentiality,
        safeguarding.videoPlatform,
        safeguarding.noRecording,
      ],
    },
    {
      kind: 'prose',
      heading: '兒童及青少年的資料',
      paragraphs: [
        '兒童及青少年當事人的資料，一般由家長或監護人提供並同意。我們亦會尊重子女，特別是青少年，在療程中分享的內容。',
        safeguarding.minorsConsent,
        safeguarding.childProtection,
      ],
    },
    {
      kind: 'list',
      heading: '資料保留期限',
      items: [
        '未有進一步預約的查詢資料，會在最後一次聯絡後 12 個月內刪除。',
        '當事人的療程紀錄，會在最後一節後保留 7 年，其後以安全方式銷毀；未成年當事人的療程紀錄，會保留至當事人年滿 25 歲或最後一節後 7 年，以較後者為準。',
        '本中心手機上的 WhatsApp 及微信對話紀錄，按上述同一期限刪除。',
        '付款紀錄按法律及會計要求的期限保存。',
      ],
    },
    {
      kind: 'prose',
      heading: '資料保安',
      paragraphs: ['我們採取合理的措施保護你的資料，包括限制查閱權限、為電子紀錄設定密碼，以及把紙本紀錄存放於上鎖的地方。'],
    },
    {
      kind: 'prose',
      heading: '查閱及更正資料',
      paragraphs: [
        '根據《個人資料（私隱）條例》，你有權要求查閱及更正我們所持有關於你的個人資料。請以書面向我們的保障資料主任提出要求。我們會在收到要求後 40 日內依從你的要求，或以書面告知未能依從的原因。處理查閱資料要求時，我們或會收取不超乎適度的費用。如你對我們處理個人資料的方式有不滿，亦可以向個人資料私隱專員公署投訴。',
      ],
    },
    {
      kind: 'prose',
      heading: '聯絡保障資料主任',
      paragraphs: [
        `如對本政策或你的個人資料有任何查詢，請電郵至 ${site.email}，或郵寄至{address}，信封註明「保障資料主任收」。`,
        '我們或會不時更新本政策，更新後的版本會在本頁公布。最後更新日期：2026 年 11 月 26 日。',
      ],
    },
  ],
} as const satisfies ContentPage;

/**
 * The privacy page's account of this website itself: what the browser loads from whom, and
 * when. Shown above the policy's sections (`page` above); the analytics section shown depends on
 * the build (analytics off, or on behind consent), so the page always describes the build it is
 * part of. Keep it in step with the code: thumbnails and title look-ups (components/video/), the
 * player and the map (loaded on a click), WhatsApp (lib/booking/whatsapp.ts), the WeChat message and its
 * copy button (components/booking/), analytics (lib/analytics/).
 */
export const privacyDisclosure = {
  website: {
    kind: 'prose',
    heading: '本網站本身',
    paragraphs: [
      '本網站沒有任何表格，亦沒有帳戶或登入功能。瀏覽本網站時，我們不會要求你提供任何個人資料。',
      '當你按下預約按鈕時，瀏覽器會開啟 WhatsApp 並預填一段留言，內容除了預約請求，還附有一個來源標記：頁面代碼（例如「P12」，而不是頁面的名稱或網址）、按鈕編號，以及一個隨機產生的 4 位預約編號，用於了解查詢來自哪個頁面。這個編號在瀏覽器中只保存在這個分頁，關閉分頁後便會清除；如你傳送留言，編號會隨留言保存在我們的查詢紀錄中。你可以在傳送前修改或刪除留言內容。',
      '以微信預約時，網頁會顯示同一段留言及同一個來源標記，由你自行複製並在微信傳送；複製的文字只會放進你裝置的剪貼簿，不會傳送到任何地方。',
    ],
  },
  thirdParties: {
    kind: 'cards',
    heading: '本網站會連接的其他伺服器',
    intro:
      '以下每一項都會令你的瀏覽器連接其他公司的伺服器，對方因而會得知你的 IP 地址及瀏覽器資料，並按其各自的私隱政策處理（例如使用 Cookie）。除此以外，本網站的所有內容都由本網站的伺服器提供。',
    items: [
      {
        title: 'YouTube 影片縮圖（i.ytimg.com）',
        text: '當首頁的「影片分享」部分接近畫面時，瀏覽器會從 YouTube 的伺服器載入影片縮圖。沒有捲動到該部分，便不會載入。',
      },
      {
        title: '影片標題查詢（www.youtube.com 及 noembed.com）',
        text: '只適用於我們沒有填寫標題的影片，而且只在影片部分接近畫面時進行：瀏覽器先向 YouTube 查詢標題，查不到時再向 noembed.com 查詢。查詢內容只有該影片的網址。',
      },
      {
        title: 'YouTube 播放器（www.youtube-nocookie.com）',
        text: '只在你按下影片後才載入，使用 YouTube 的「加強私隱模式」。播放時，YouTube 可能按其私隱政策收集資料。',
      },
      {
        title: 'Google 地圖（www.google.com）',
        text: '「聯絡我們」頁面的地圖只在你按下「載入地圖」後才載入；載入後，Google 可能使用 Cookie。地址及交通資料另有文字版本。',
      },
      {
        title: 'WhatsApp',
        text: '只在你按下預約按鈕或 WhatsApp 按鈕時才會開啟，留言附有上述的頁面代碼、按鈕編號及預約編號。WhatsApp 的訊息受其營運者的私隱政策規管。',
      },
      {
        title: '地圖及影片連結（高德地圖、Apple 地圖、嗶哩嗶哩、騰訊影片）',
        text: '只在你按下連結時，才會在新分頁或應用程式開啟對方的網站；本網站不會預先連接。YouTube、Google 及 WhatsApp 的服務在中國內地一般無法使用，這些連結在內地可以開啟。',
      },
    ],
  },
  analyticsOff: {
    kind: 'prose',
    heading: '網站分析',
    paragraphs: ['本網站沒有使用任何網站分析工具（例如 Google Analytics），不會記錄你瀏覽了哪些頁面，亦不會設定任何分析用的 Cookie。'],
  },
  analyticsOn: [
    {
      kind: 'prose',
      heading: '網站分析（Google Analytics）',
      paragraphs: [
        `本網站使用 Google Analytics 統計網站的使用情況，但只在你於網站底部的通知按「接受」後才會啟用；「${crisisPage.name}」頁面及所有設有「${chrome.quickExit}」按鈕的頁面，即使你已接受，也不會傳送任何資料。在你接受之前，或如果你按「拒絕」，本網站不會載入任何 Google Analytics 程式，不會連接 Google Analytics 的伺服器，亦不會設定分析用的 Cookie。你的選擇保存在這部裝置的瀏覽器內，你可以在本頁下方隨時更改。`,
        '你接受後，Google Analytics 會在你的瀏覽器設定 Cookie（名稱以「_ga」開頭），用來分辨同一瀏覽器的再次到訪；Google 亦會收到你的 IP 地址及瀏覽器資料。廣告相關的功能（廣告儲存、廣告個人化及 Google 信號）一律關閉。你改為拒絕時，本網站會停止傳送資料並刪除這些 Cookie。瀏覽器為加快速度而預先載入、但你沒有打開的頁面，不會傳送任何資料。',
      ],
    },
    {
      kind: 'list',
      heading: 'Google Analytics 收到的資料',
      intro:
        '我們不會把頁面的名稱、網址或標題傳送給 Google Analytics，只會以頁面代碼（例如「P12」）代表頁面；亦不會傳送 WhatsApp 及微信留言中的 4 位預約編號，或設定任何用戶屬性，所以分析資料中沒有欄位可以把你看過的頁面與你的留言連在一起。你接受後，Google Analytics 會收到：',
      items: [
        '你瀏覽的頁面代碼，以及你從哪個頁面代碼或哪個網站（只有網域）來到',
        '頁面捲動深度（25%、50%、75% 及 90%）',
        '頁面的載入及反應速度，事件名稱為「web_vitals」：最大內容繪製（LCP）、互動至下一次繪製（INP）、累計版面位移（CLS）、首次內容繪製（FCP）及首個位元組時間（TTFB）每項各一個事件，只包括指標名稱（metric_name）、數值（value）、評級（rating：良好、有待改善或欠佳）、頁面代碼（page）、你怎樣來到這一頁（navigation_type：直接開啟、重新載入、上一頁或下一頁、從瀏覽器暫存還原、預先載入或重開分頁），以及拖慢速度的是哪一類元素（element，例如「img」圖片或「button」按鈕；只有元素類型，不含元素的文字、名稱或網址）',
        '你按下的影片、電話、電郵、下載及外部網站連結：連結文字及網址（WhatsApp 及電郵連結不含留言內容）',
        '影片播放進度（25%、50%、75% 及 95%）及影片編號；為此，你按下影片時，瀏覽器會從 www.youtube.com 載入 YouTube 的播放器程式介面',
        '你按下的預約按鈕編號及所在頁面代碼，但不含 WhatsApp 留言',
        '你複製微信號時：所在頁面代碼，以及預約按鈕編號（如有），但不含微信號或留言',
        '網站發生錯誤時的錯誤訊息',
      ],
    },
    {
      kind: 'prose',
      heading: '網站分析資料的用途、接收者及保留期限',
      paragraphs: [
        '用途：了解網站的使用情況，以及查詢來自哪些頁面（只有頁面代碼的統計），以改善網站。',
        '接收者：以上資料由 Google 接收及處理，並可能儲存於香港以外的地方。',
        `保留期限：Google Analytics 中與 Cookie 相連的資料，設定為保留 ${analytics.retentionMonths} 個月，其後由 Google 刪除；不能識別個人的統計數字不受此限。`,
        '你的權利：根據《個人資料（私隱）條例》，你有權要求查閱及更正我們所持有關於你的個人資料（聯絡方法見本頁「聯絡保障資料主任」）。Google Analytics 的資料不含你的姓名、聯絡方法或預約編號，我們無法從中認出哪些紀錄屬於你。你可以隨時在本頁下方改為拒絕，本網站便會停止傳送資料，並刪除分析用的 Cookie。',
      ],
    },
  ],
} as const satisfies PrivacyDisclosure;
