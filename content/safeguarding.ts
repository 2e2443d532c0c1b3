import type { Safeguarding } from './types';

/**
 * The centre's practice on confidentiality and children, written once: the children's service and
 * problem pages, the privacy page, the FAQ and the services overview carry these sentences word for
 * word (each as a text of its own). Sample policy: the centre confirms each point before launch
 * (README, "Before launch").
 */
export const safeguarding = {
  /** The one threshold for sharing what a client said without their consent. */
  confidentiality:
    '你在療程中分享的內容會保密，只有三種情況會在未得你同意下向他人披露：法律要求（包括保護兒童）、法庭命令，或你或他人有嚴重的人身安全危險。治療師接受專業督導時，會盡量隱去可識別你的資料。',
  /** What the centre does when a child may be harmed, whoever the harm comes from. */
  childProtection:
    '如懷疑兒童正受到或相當可能受到嚴重傷害，不論傷害來自家人、親友、老師、教練、同輩或其他人，我們都會以孩子的安全為先，向社會福利署或警方通報。本中心的治療師如屬《強制舉報虐待兒童條例》指明的專業人員，會依法舉報；不受條例約束的治療師，亦會同樣通報。只有在不會令孩子面對更大風險時，我們才會先讓孩子及合適的家長知道。',
  /** Who consents for a minor, and from what age a young person's own consent counts. */
  minorsConsent:
    '16 歲以下的孩子接受治療，須由具家長責任的父母或監護人同意；如父母分開，或有法院的管養令，請在預約時告訴我們，以便取得所需的同意。我們亦會以孩子明白的方式解釋治療，並徵詢孩子本人的意願。年滿 16 歲的青少年可以自行同意接受治療；我們會鼓勵他們讓家長知道，但除上述保密的例外，不會在未得他們同意下把療程內容告訴家長。',
  /** Group work is for adults: the workshop pages. */
  adultGroups: '工作坊及免費治療體驗只適合 18 歲或以上人士參加。',
  /** What a group can and cannot promise about confidentiality: the workshop pages. */
  groupConfidentiality:
    '我們會要求所有參加者保密，但無法保證每位參加者都會遵守：請只分享你願意讓其他人知道的內容，其餘可以私下告訴治療師。',
  /** Recording, on the fee and privacy pages. */
  noRecording: '我們不會錄影或錄音任何療程，面談和網上療程都是一樣。',
} as const satisfies Safeguarding;
