import type { MainlandWord, SimplifiedOverride } from './types';

/*
 * The Simplified edition (/zh-hans/) is made from the Traditional text at build time: protected
 * names first (kept as written), then these overrides, then OpenCC (characters, and the words its
 * Taiwan phrase table knows: 程式→程序, 登入→登录, 選單→菜单…), then mainland punctuation
 * (「」→“”, ・→·). The three lists below are all an editor ever changes for it.
 */

/**
 * Where a converted word is wrong, or a mainland reader would say it otherwise: the phrase as the
 * Traditional text writes it, and the Simplified wording to use wherever it appears, written
 * exactly as the page should show it. At each place the longest phrase wins, so a longer phrase
 * can say a word otherwise in one context (網上視像治療 over 網上視像 over 網上). The check
 * reports a line whose Traditional phrase no longer appears anywhere.
 */
export const simplifiedOverrides = [
  { traditional: '家族系統排列', simplified: '家庭系统排列' },
  { traditional: '當事人', simplified: '来访者' },
  { traditional: '甚麼', simplified: '什么' },
  { traditional: '透過', simplified: '通过' },
  { traditional: '毋須', simplified: '无须' },
  { traditional: '資訊', simplified: '信息' },
  { traditional: '行山', simplified: '爬山' },
  { traditional: '拘泥於', simplified: '拘泥于' },
  { traditional: '影片', simplified: '视频' },

  // People's names as mainland books write them (the middle dot becomes · by itself).
  { traditional: '海寧格', simplified: '海灵格' },
  { traditional: '維琴尼亞', simplified: '维吉尼亚' },
  { traditional: '薩提爾', simplified: '萨提亚' },
  { traditional: '莫瑞・包溫', simplified: '默里·鲍恩' },
  { traditional: '史坦尼斯拉夫', simplified: '斯坦尼斯拉夫' },
  { traditional: '葛羅夫', simplified: '格罗夫' },
  { traditional: '羅貝托', simplified: '罗伯托' },
  { traditional: '阿沙鳩利', simplified: '阿萨吉奥利' },
  { traditional: '弗里茲', simplified: '弗里茨' },
  { traditional: '完形治療', simplified: '格式塔疗法' },
  { traditional: '溝通分析', simplified: '人际沟通分析' },

  // Online sessions: 视频 alone reads as "videos" on the mainland.
  { traditional: '網上', simplified: '线上' },
  { traditional: '網上視像', simplified: '线上视频咨询' },
  { traditional: '網上視像治療', simplified: '线上视频治疗' },
  { traditional: '網上視像療程', simplified: '线上视频疗程' },
  { traditional: '網上視像也可以', simplified: '线上视频也可以' },
  { traditional: '網上視像進行', simplified: '线上视频进行' },
  { traditional: '透過網上視像', simplified: '通过线上视频' },
  { traditional: '以網上視像', simplified: '以线上视频' },
  { traditional: '全球視像', simplified: '全球视频咨询' },
  { traditional: '視像通話', simplified: '视频通话' },
  { traditional: '視像', simplified: '视频' },
  { traditional: '視像會面連結', simplified: '视频会议链接' },
  { traditional: '會面連結', simplified: '会议链接' },
  { traditional: '電郵', simplified: '电子邮件' },
  { traditional: '請電郵至', simplified: '请发送电子邮件至' },
  { traditional: '歡迎電郵至', simplified: '欢迎发送电子邮件至' },

  // Hong Kong words, and the mainland's.
  { traditional: '私隱', simplified: '隐私' },
  { traditional: '加強私隱模式', simplified: '隐私增强模式' },
  { traditional: '資料', simplified: '信息' },
  { traditional: '傳送資料', simplified: '发送数据' },
  { traditional: '聯絡資料', simplified: '联系方式' },
  { traditional: '聯絡方法', simplified: '联系方式' },
  { traditional: '支援熱線', simplified: '心理援助热线' },
  { traditional: '重新連結', simplified: '重新联结' },
  { traditional: '連結起來', simplified: '联结起来' },
  { traditional: '連結思想', simplified: '联结思想' },
  { traditional: '傾談', simplified: '交谈' },
  { traditional: '找人傾談', simplified: '找人倾诉' },
  { traditional: '想與{name}傾談？', simplified: '想和{name}聊聊？' },
  { traditional: '現時', simplified: '目前' },
  { traditional: '視乎', simplified: '取决于' },
  { traditional: '視乎當日的內容而定', simplified: '视当日的内容而定' },
  { traditional: '度身', simplified: '量身' },
  { traditional: '度身訂造', simplified: '量身定制' },
  { traditional: '罪疚', simplified: '内疚' },
  { traditional: '負累', simplified: '负担' },
  { traditional: '警號', simplified: '危险信号' },
  { traditional: '報章', simplified: '报纸' },
  { traditional: '課室', simplified: '教室' },
  { traditional: '淺白', simplified: '浅显' },
  { traditional: '社福機構', simplified: '社会服务机构' },
  { traditional: '追蹤者', simplified: '关注者' },
  { traditional: '轉工', simplified: '换工作' },
  { traditional: '升中', simplified: '升初中' },
  { traditional: '午膳', simplified: '午餐' },
  { traditional: '索償', simplified: '理赔' },
  { traditional: '作保險索償', simplified: '用于保险理赔' },
  { traditional: '套票', simplified: '疗程套餐' },
  { traditional: '療程套票', simplified: '疗程套餐' },
  { traditional: '合資格', simplified: '有资质' },
  { traditional: '急症室', simplified: '急诊室' },
  { traditional: '短訊', simplified: '短信' },
  { traditional: '捲動', simplified: '滚动' },
  { traditional: '分頁', simplified: '标签页' },
  { traditional: '檢視', simplified: '回顾' },
  { traditional: '查詢的朋友', simplified: '咨询的朋友' },
  { traditional: '向我們查詢', simplified: '向我们咨询' },
  { traditional: '你的查詢', simplified: '你的询问' },
  { traditional: '有任何查詢', simplified: '有任何疑问' },
  { traditional: '傳訊息', simplified: '发消息' },
  { traditional: '營運者', simplified: '运营者' },
  { traditional: '追蹤人數', simplified: '关注人数' },
  { traditional: '麵包屑導覽', simplified: '面包屑导航' },
  { traditional: '想像', simplified: '想象' },
  { traditional: '徬徨', simplified: '彷徨' },
  { traditional: '帳戶', simplified: '账户' },
  { traditional: '帳戶名稱', simplified: '账号名称' },
  { traditional: '紀錄', simplified: '记录' },
  { traditional: '病歷', simplified: '病史' },
] as const satisfies readonly SimplifiedOverride[];

/**
 * Proper names the Simplified edition keeps as written: organisations, hotlines, books,
 * certificates, laws and their terms. Each is converted character by character only (亞洲家族系統
 * 排列學會 → 亚洲家族系统排列学会): no override and no phrase table touches it. Write the name as
 * the Traditional text does; the check reports one that no longer appears, and an override that
 * would rewrite one. People's names are not here: they take the mainland form (an override above).
 */
export const protectedNames = [
  '亞洲家族系統排列學會',
  '《看見家族的愛：家族系統排列入門》',
  '《與情緒和好》',
  '《孩子是家的鏡子》',
  '家族系統排列導師培訓',
  '家族系統排列導師證書',
  '家族系統排列工作坊帶領人培訓',
  '家族系統排列工作坊帶領人證書',
  '個人資料（私隱）條例',
  '強制舉報虐待兒童條例',
  '保障資料主任',
  '查閱資料要求',
  '精神健康支援熱線「情緒通」',
  '明愛向晴軒家庭危機支援熱線',
  'Open噏（青少年網上情緒支援）',
] as const satisfies readonly string[];

/**
 * Hong Kong words a mainland reader does not use, with the mainland word. The check reports any
 * left in a text's Simplified form (outside protected names and override wordings), naming both:
 * then add an override for the phrase that holds it. Write the word as the Traditional text does.
 */
export const mainlandWords = [
  { hongKong: '私隱', mainland: '隐私' },
  { hongKong: '個人資料', mainland: '个人信息' },
  { hongKong: '聯絡', mainland: '联系' },
  { hongKong: '支援', mainland: '支持／心理援助' },
  { hongKong: '網上', mainland: '线上／在线' },
  { hongKong: '視像', mainland: '视频' },
  { hongKong: '連結', mainland: '链接／联结' },
  { hongKong: '搜尋', mainland: '搜索' },
  { hongKong: '傳送', mainland: '发送' },
  { hongKong: '傾談', mainland: '交谈／倾诉／聊聊' },
  { hongKong: '現時', mainland: '目前' },
  { hongKong: '視乎', mainland: '取决于／视…而定' },
  { hongKong: '度身', mainland: '量身' },
  { hongKong: '罪疚', mainland: '内疚' },
  { hongKong: '負累', mainland: '负担' },
  { hongKong: '警號', mainland: '危险信号' },
  { hongKong: '報章', mainland: '报纸' },
  { hongKong: '課室', mainland: '教室' },
  { hongKong: '淺白', mainland: '浅显' },
  { hongKong: '社福機構', mainland: '社会服务机构' },
  { hongKong: '追蹤者', mainland: '关注者' },
  { hongKong: '轉工', mainland: '换工作' },
  { hongKong: '升中', mainland: '升初中' },
  { hongKong: '錄影', mainland: '录像' },
  { hongKong: '午膳', mainland: '午餐' },
  { hongKong: '索償', mainland: '理赔' },
  { hongKong: '套票', mainland: '疗程套餐' },
  { hongKong: '合資格', mainland: '有资质' },
  { hongKong: '急症室', mainland: '急诊室' },
  { hongKong: '開啟', mainland: '打开' },
  { hongKong: '載入', mainland: '加载' },
  { hongKong: '選單', mainland: '菜单' },
  { hongKong: '伺服器', mainland: '服务器' },
  { hongKong: '登入', mainland: '登录' },
  { hongKong: '訊息', mainland: '消息／信息' },
  { hongKong: '訊號', mainland: '信号' },
  { hongKong: '短訊', mainland: '短信' },
  { hongKong: '縮圖', mainland: '缩略图' },
  { hongKong: '捲動', mainland: '滚动' },
  { hongKong: '想像', mainland: '想象' },
  { hongKong: '徬徨', mainland: '彷徨' },
  { hongKong: '帳戶', mainland: '账户' },
  { hongKong: '紀錄', mainland: '记录' },
  { hongKong: '當事人', mainland: '来访者' },
  { hongKong: '甚麼', mainland: '什么' },
  { hongKong: '透過', mainland: '通过' },
  { hongKong: '海寧格', mainland: '海灵格' },
  { hongKong: '薩提爾', mainland: '萨提亚' },
  { hongKong: '完形治療', mainland: '格式塔疗法' },
] as const satisfies readonly MainlandWord[];
