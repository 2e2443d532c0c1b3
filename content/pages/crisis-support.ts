import type { ContentPage } from '../types';

/** /crisis-support */
export const page = {
  path: '/crisis-support',
  code: 'P33',
  topics: ['violence'],
  name: '緊急求助',
  lastModified: '2026-12-06',
  seo: {
    title: '緊急求助及支援熱線',
    description:
      '本中心並非緊急服務。如你或身邊的人有即時危險，請立即致電 {place.emergency}。這裡按你所在的地方列出緊急電話及 24 小時支援熱線，包括香港、內地、澳門、台灣、新加坡、馬來西亞、英國、美國、加拿大及澳洲。',
  },
  heading: '緊急求助',
  lead: '如果你或身邊的人有即時危險，請立即致電 {place.emergency}，或前往最近的醫院急症室。',
  sections: [
    {
      kind: 'prose',
      heading: '本中心並非緊急服務',
      paragraphs: [
        '本中心提供預約制的心理治療，無法即時回應緊急情況。我們的電話、WhatsApp 及微信並非 24 小時有人接聽，訊息只會在服務時間內回覆。',
        '如你正有傷害自己或他人的念頭，或擔心自己的安全，請不要等待我們的回覆：有即時危險時致電 {place.emergency}；想找人傾談，可以致電 {place.line}，或以下其他支援熱線。',
      ],
    },
    {
      kind: 'hotlines',
      lines: 'emergency',
      heading: '有即時危險時',
      intro: '輕按號碼即可致電。如情況危急，亦可前往最近的醫院急症室，或請身邊的人陪同你前往。',
    },
    {
      kind: 'hotlines',
      lines: 'call',
      heading: '想找人傾談：支援熱線',
      intro: '以下熱線由受訓人員聆聽、支援及轉介（並非緊急服務），各熱線的服務時間寫在號碼下。',
    },
    {
      kind: 'hotlines',
      lines: 'text',
      heading: '不方便說話？',
      // Shown only for a place with a text route (`writes`); elsewhere the page says what to do instead.
      intro: '如你身邊有人、不能開口，或不想說話，以下途徑可以用文字和受訓人員對話。輕按即可開啟對話，本網站不會代你傳送任何內容。',
    },
    {
      kind: 'list',
      heading: '安全地瀏覽',
      intro: '如你擔心有人查看你的手機或電腦：',
      items: [
        '可以使用無痕或私密瀏覽視窗，關閉視窗後不會留下瀏覽紀錄',
        '如用平常的視窗瀏覽，事後可以清除這個網站的瀏覽紀錄',
        '在與人共用的裝置上，記得登出並關閉視窗',
        'WhatsApp 及短訊的對話會留在手機上，有需要時可以刪除',
        '按畫面角落的「快速離開」，會立即轉往天氣網站；但它只會換走目前這一頁，按「返回」仍可能看到你之前看過的頁面。離開後請清除瀏覽紀錄，或一開始便使用無痕視窗',
      ],
    },
    {
      kind: 'list',
      heading: '需要留意的警號',
      intro: '如你發現身邊的人出現以下情況，他們可能正需要幫助：',
      items: [
        '談及想死、不想活下去，或覺得自己是別人的負累',
        '交代後事、送出心愛的物品，或突然向人道別',
        '搜尋或準備傷害自己的方法',
        '退縮、不與人接觸，或情緒突然出現很大的轉變',
        '酗酒或濫用藥物，或飲酒、用藥比以往明顯增加',
      ],
    },
    {
      kind: 'steps',
      heading: '如果你擔心身邊的人',
      items: [
        { title: '直接而溫和地詢問', text: '你可以問：「你最近有沒有想過自殺？」直接詢問並不會令對方更想這樣做，反而讓他知道有人在乎。' },
        { title: '耐心聆聽', text: '讓對方說出感受，不急於給意見、不批評，也不要承諾為他保守危及生命的秘密。' },
        { title: '留意安全', text: '如有即時危險，不要讓對方獨處；在安全的情況下，盡量移走危險物品，並立即致電 {place.emergency}。' },
        { title: '陪伴尋求協助', text: '鼓勵並陪同對方聯絡支援熱線、醫生或急症室。' },
        { title: '照顧自己', text: '支援別人會很疲累。你也可以致電以上熱線，為自己尋求支援。' },
      ],
    },
    {
      kind: 'links',
      heading: '危機過後',
      intro: '當情況穩定下來，如你希望透過心理治療處理困擾，歡迎和我們聯絡。',
      items: [
        { label: '聯絡我們', href: '/contact', text: '預約及聯絡方法。' },
        { label: '資源', href: '/resources', text: '自我照顧練習及閱讀建議。' },
        { label: '情緒困擾', href: '/problems/emotion', text: '我們如何陪伴受情緒困擾的人。' },
      ],
    },
  ],
} as const satisfies ContentPage;
