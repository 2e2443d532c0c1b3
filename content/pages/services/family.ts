import { cautions } from '../../cautions';
import { sessions } from '../../claims';
import type { ContentPage } from '../../types';

export const page = {
  path: '/services/family',
  code: 'P03',
  name: '家族系統排列',
  parent: '/services',
  lastModified: '2026-11-23',
  seo: {
    title: '香港家族系統排列治療',
    description:
      '家族系統排列陪你看看家庭中代代相傳的關係模式與情緒牽絆，找回自己在家族中的位置。家人毋須出席，可在香港{address.district}面談或網上視像進行，可用作探索家庭衝突、關係疏離及跨代議題。',
    image: 'service-family.svg',
  },
  heading: '家族系統排列',
  lead: '從家族系統排列的角度看，有些反覆出現的困擾與家族經歷有關。排列陪你看看這些可能的牽連，讓家人之間的關心以合適的方式重新來往。',
  image: { file: 'service-family.svg', alt: '幾個互相靠近的圓點，上方是太陽，下方是山丘：象徵家族系統排列的插畫' },
  sections: [
    {
      kind: 'prose',
      heading: '甚麼是家族系統排列？',
      paragraphs: [
        '家族系統排列（Family Constellation）由德國心理治療師伯特・海寧格發展而成。它把家庭視為一個整體的系統：每個成員都屬於這個系統，彼此之間互相影響，甚至跨越幾代人。',
        '從家族系統排列的角度看，當家族中曾經發生一些沉重的事，例如早逝、分離、被遺忘的成員或未被承認的付出，後人有時會在不知不覺間承接這些情緒和模式。於是，我們可能重複父母的婚姻困局、無故地焦慮，或者總是和某位家人關係緊張。',
        '排列透過代表或標記，把家庭成員之間的關係「擺」出來，讓當事人從一個新的角度看整個系統，並找到更合適的位置和回應方式。',
        cautions.constellationMemory,
        cautions.constellationEvidence,
      ],
    },
    {
      kind: 'cards',
      heading: '適合處理的議題',
      items: [
        { title: '家庭關係', text: '與父母、兄弟姊妹或伴侶家人之間長期的衝突、疏離或糾結。' },
        { title: '感情與伴侶', text: '反覆遇上相似的關係模式，或難以投入、難以放下一段感情。' },
        { title: '子女成長', text: '孩子的情緒或行為困擾，背後可能與家庭系統的狀態有關。' },
        { title: '情緒困擾', text: '說不出原因的焦慮、低落或內疚，好像背負着不屬於自己的重擔。' },
        { title: '事業與金錢', text: '工作或金錢上總在相似的位置卡住，可能與家族對成功和金錢的態度有關。' },
      ],
    },
    {
      kind: 'steps',
      heading: '個人排列的過程',
      intro: '個人排列可以在{address.district}的治療室進行，也可以透過網上視像進行。',
      items: [
        { title: '了解你的處境', text: '治療師先聆聽你想處理的困擾，並了解家族的基本背景，例如父母、兄弟姊妹和家族中的重要事件。' },
        { title: '擺出關係圖像', text: '以地上標記、人物模型或想像的方式，把相關的家庭成員排列出來，觀察彼此之間的距離和感受。' },
        { title: '看見與調整', text: '在治療師引導下，讓被忽略的人或事得到承認，並嘗試找出讓系統安定下來的新位置。' },
        { title: '整合與回到生活', text: '排列後讓新的圖像慢慢沉澱。治療師會和你討論日常生活中可以留意和練習的地方。' },
      ],
    },
    {
      kind: 'faq',
      heading: '常見疑問',
      items: [
        {
          question: '家人不願意來，可以進行排列嗎？',
          answer: '可以。家族系統排列只需要當事人本人參與，家人不用一起來，也不用知道你在接受治療。',
        },
        {
          question: '需要進行多少次？',
          answer: sessions.statement,
        },
        {
          question: '個人排列和工作坊有甚麼分別？',
          answer:
            '個人排列由治療師和你一對一進行，私隱度較高；工作坊則由其他參加者擔任代表，能更立體地呈現家庭關係。你可以按自己的意願選擇。',
        },
      ],
    },
    {
      kind: 'links',
      heading: '延伸閱讀',
      items: [
        {
          label: '甚麼是家族系統排列？',
          href: '/blog/what-is-family-constellation',
          text: '由起源、「愛的序位」到一次排列的過程，一篇文章讓你有基本認識。',
        },
        { label: '家族系統排列工作坊', href: '/workshop/family-constellation', text: '了解小組工作坊的形式，以及個案主角和代表的角色。' },
        { label: '家庭關係', href: '/problems/family', text: '家庭關係的常見困擾，以及我們如何陪伴你。' },
        { label: '整合心理治療', href: '/services/integral-psychotherapy', text: '家族系統排列如何與催眠治療及超個人心理學結合。' },
      ],
    },
  ],
  booking: {
    heading: '想知道排列是否適合你？',
    text: '預約免費初步諮詢（約 {consultation.minutes} 分鐘），與我們談談你的處境，再決定下一步。',
  },
} as const satisfies ContentPage;
