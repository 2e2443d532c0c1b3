import type { Section } from './types';

/**
 * The privacy page's account of this website itself: what the browser loads from whom, and
 * when. Rendered above the rest of the privacy policy (content/pages/privacy.ts);
 * the analytics section shown depends on the build (analytics off, or on behind consent), so
 * the page always describes the build it is part of. Keep it in step with the code: thumbnails
 * and title look-ups (components/video/), the player and the map (loaded on a click), WhatsApp
 * (lib/whatsapp.ts), analytics (lib/analytics/).
 */
export interface PrivacyDisclosure {
  readonly website: Section;
  readonly thirdParties: Section;
  readonly analyticsOff: Section;
  readonly analyticsOn: readonly Section[];
}

export const privacyDisclosure = {
  website: {
    kind: 'prose',
    heading: '本網站本身',
    paragraphs: [
      '本網站沒有任何表格，亦沒有帳戶或登入功能。瀏覽本網站時，我們不會要求你提供任何個人資料。',
      '當你按下預約按鈕時，瀏覽器會開啟 WhatsApp 並預填一段留言，內容除了預約請求，還附有一個來源標記：頁面代碼（例如「P12」，而不是頁面的名稱或網址）、按鈕編號，以及一個隨機產生的 4 位預約編號，用於了解查詢來自哪個頁面。這個編號只保存在這個瀏覽器分頁，關閉分頁後便會清除。你可以在傳送前修改或刪除留言內容。',
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
        '本網站使用 Google Analytics 統計網站的使用情況，但只在你於網站底部的通知按「接受」後才會啟用。在你接受之前，或如果你按「拒絕」，本網站不會載入任何 Google Analytics 程式，不會連接 Google Analytics 的伺服器，亦不會設定分析用的 Cookie。你的選擇保存在這部裝置的瀏覽器內，你可以在本頁下方隨時更改。',
        '你接受後，Google Analytics 會在你的瀏覽器設定 Cookie（名稱以「_ga」開頭），用來分辨同一瀏覽器的再次到訪；Google 亦會收到你的 IP 地址及瀏覽器資料。廣告相關的功能（廣告儲存、廣告個人化及 Google 信號）一律關閉。你改為拒絕時，本網站會停止傳送資料並刪除這些 Cookie。',
      ],
    },
    {
      kind: 'list',
      heading: 'Google Analytics 收到的資料',
      intro:
        '我們不會把頁面的名稱、網址或標題傳送給 Google Analytics，只會以頁面代碼（例如「P12」）代表頁面。你接受後，Google Analytics 會收到：',
      items: [
        '你瀏覽的頁面代碼，以及你從哪個頁面代碼或哪個網站（只有網域）來到',
        '頁面捲動深度（25%、50%、75% 及 90%）及載入速度數據',
        '你按下的影片、電話、電郵、下載及外部網站連結：連結文字及網址（WhatsApp 及電郵連結不含留言內容）',
        '影片播放進度（25%、50%、75% 及 95%）及影片編號；為此，你按下影片時，瀏覽器會從 www.youtube.com 載入 YouTube 的播放器程式介面',
        '你按下的預約按鈕編號及所在頁面代碼，但不含 WhatsApp 留言',
        '你的 4 位預約編號，作為 Google Analytics 的用戶屬性：即與 WhatsApp 留言中相同的編號。如你其後透過 WhatsApp 預約，我們因而可以把你的瀏覽紀錄，包括你看過哪些頁面，與你的查詢對照',
        '網站發生錯誤時的錯誤訊息',
      ],
    },
  ],
} as const satisfies PrivacyDisclosure;
