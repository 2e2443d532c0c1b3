import { onlineOffer } from '../../online-offer';
import type { ContentPage } from '../../types';

export const page = {
  path: '/services/cantonese',
  code: 'P07',
  name: '廣東話治療',
  parent: '/services',
  lastModified: '2026-11-23',
  seo: {
    title: '廣東話心理治療：{address.district}面談或網上視像',
    description:
      '用最熟悉的母語細說心事。心晴治療中心的治療師以廣東話進行心理治療，可親臨香港{address.district}的中心面談，或透過網上視像進行，讓你更自在地表達感受，適合香港及海外的廣東話使用者。',
    image: 'service-cantonese.svg',
  },
  heading: '廣東話治療',
  lead: '用最熟悉的語言說出心事，感受才不會在翻譯中流失。我們的治療師以廣東話為你提供面談及網上視像治療。',
  image: { file: 'service-cantonese.svg', alt: '太陽前幾片樹葉隨風飄動，下方是層層山丘：廣東話治療的插畫' },
  sections: [
    {
      kind: 'prose',
      heading: '為甚麼語言重要？',
      paragraphs: [
        '很多感受，只有用母語才說得準確。一句「好攰」、「好唔抵」或「頂唔順」，背後承載的情緒，往往難以用其他語言完整表達。',
        '本中心大部分治療師以廣東話為日常工作語言，熟悉香港的家庭文化、工作環境和生活壓力。你可以用自己習慣的說話方式，包括夾雜英文，自在地表達，不必擔心用字是否「正確」。',
      ],
    },
    {
      kind: 'list',
      heading: '我們以廣東話提供',
      items: [
        '家族系統排列（個人及工作坊）',
        '超個人催眠治療',
        '整合心理治療及整合系統心理治療（ISP）',
        '兒童及青少年治療，以及家長諮詢',
        '免費初步諮詢（約 {consultation.minutes} 分鐘）',
      ],
    },
    {
      kind: 'cards',
      heading: '面談或網上，由你選擇',
      items: [
        { title: '{address.district}面談', text: '治療室位於{address.district}，鄰近港鐵站，環境安靜私密。' },
        {
          title: '網上視像',
          text: `身處香港以外的廣東話使用者，例如廣東、廣西的朋友或移居海外的港人，可以透過視像在家中進行。${onlineOffer.byPlace}`,
        },
        { title: '家人毋須出席', text: '你可以一個人前來處理家庭議題，毋須說服家人一同參與。' },
      ],
    },
    {
      kind: 'links',
      heading: '你可能亦想了解',
      items: [
        { label: '治療師團隊', href: '/therapist', text: '認識各位治療師的專長和語言。' },
        { label: '普通話治療', href: '/services/mandarin', text: '為普通話使用者提供的服務。' },
        { label: '收費', href: '/fee', text: '療程收費及付款方式。' },
        { label: '聯絡我們', href: '/contact', text: '地址、交通及聯絡方法。' },
      ],
    },
  ],
  booking: {
    heading: '用你最自在的語言開始',
    text: '預約免費初步諮詢（約 {consultation.minutes} 分鐘），用廣東話和我們談談你的情況。',
  },
} as const satisfies ContentPage;
