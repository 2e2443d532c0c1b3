import type { Safeguarding } from './types';

/**
 * The centre's practice on confidentiality, children and safety, written once: the children's
 * service and problem pages, the privacy page, the FAQ, the fee page and the services pages carry
 * these sentences word for word (each as a text of its own, or closing an answer). Sample policy:
 * the centre confirms each point before launch (docs/editing.md, "Before launch").
 */

/** The three exceptions to confidentiality, said in the threshold and again for minors. */
const exceptions = '法律要求（包括保護兒童）、法庭命令，或你或他人有嚴重的人身安全危險';

export const safeguarding = {
  /** The one threshold for sharing what a client said without their consent. */
  confidentiality: `你在療程中分享的內容會保密，只有三種情況會在未得你同意下向他人披露：${exceptions}。治療師接受專業督導時，會盡量隱去可識別你的資料。`,
  /**
   * What the centre does when a child may be harmed, whoever the harm comes from, wherever the
   * child is. The threshold follows s.4(1) of the Mandatory Reporting of Child Abuse Ordinance.
   */
  childProtection:
    '如有合理理由懷疑兒童正遭受嚴重傷害，或正面對遭受嚴重傷害的實際風險，不論傷害來自家人、親友、老師、教練、同輩或其他人，我們都會以孩子的安全為先，向社會福利署或警方通報；如孩子身處香港以外，我們會通知當地的警方或兒童保護機構。本中心的治療師如屬《強制舉報虐待兒童條例》指明的專業人員，會依法舉報；不受條例約束的治療師，亦會按同樣標準通報。只有在不會令孩子面對更大風險時，我們才會先讓孩子及合適的家長知道。',
  /**
   * Who consents for a minor. Hong Kong law sets no single age at which a young person consents
   * alone (adult consent is at 18; below it, competence decides): 16 is the age from which the
   * therapist assesses it, not a legal rule.
   */
  minorsConsent: `未滿 18 歲人士接受治療，一般須由具家長責任的父母或監護人同意；如父母分開，或有法院的管養令，請在預約時告訴我們。香港法律沒有劃一的年齡讓青少年自行同意：年滿 16 歲、明白治療性質和影響的青少年，治療師會評估他們能否自行同意。我們會以孩子明白的方式解釋治療，並徵詢孩子本人的意願；我們會盡量保障青少年的私隱，但保密有三種例外：${exceptions}。家長亦可依《個人資料（私隱）條例》要求查閱紀錄，我們會以青少年的最佳利益和安全為先處理。`,
  /**
   * What the centre does to keep a client safe in an online session, wherever they are: the fee
   * page, the FAQ and the hypnotherapy page. Sample policy (docs/editing.md, "Before launch").
   */
  onlineSafety:
    '第一節網上療程前，我們會和你約定一位緊急聯絡人，並記下你所在地的緊急電話；每節網上療程開始時，治療師會確認你當時所在的地點。如療程期間你或他人有即時危險，治療師會聯絡當地的緊急服務及你的緊急聯絡人。',
  /** The video platform of online sessions, on the fee and privacy pages. Sample: the centre names its own. */
  videoPlatform: '網上療程一般使用 Zoom 進行，確認預約後我們會把會面連結傳送給你；身處中國內地的當事人則使用騰訊會議。',
  /** How aware a person stays in hypnosis, never as a promise: the services overview and the hypnotherapy page. */
  hypnosisAwareness: '大部分人在催眠期間保持清醒，聽得見治療師的說話，記得發生的事，並可以隨時表達感受或要求停止。',
  /** Group work is for adults: the workshop pages. */
  adultGroups: '工作坊及免費治療體驗只適合 18 歲或以上人士參加。',
  /** What a group can and cannot promise about confidentiality: the workshop pages. */
  groupConfidentiality:
    '我們會要求所有參加者保密，但無法保證每位參加者都會遵守：請只分享你願意讓其他人知道的內容，其餘可以私下告訴治療師。',
  /** A parent may start alone, without the child: the children's service and problem pages (their FAQ and booking block). */
  parentsFirst: '家長可以先自己和我們談，孩子毋須參與。',
  /** Recording, on the fee and privacy pages. */
  noRecording: '我們不會錄影或錄音任何療程，面談和網上療程都是一樣。',
} as const satisfies Safeguarding;
