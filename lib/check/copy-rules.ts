import { simplifiedCharacters } from '@/lib/chinese/simplified';
import { say } from '@/lib/schema/fields';
import type { FoundProblem, LoadedExport } from './cross';
import { NOT_TRADITIONAL_TEXT } from './edition-rules';
import type { IssuePath } from './locate';
import { eachObject, eachString } from './walk';
import { wordFormTable } from './word-form-rows';

/*
 * The README's rules for the words of the site, checked: each problem names the text and what to
 * write instead. They read every value, so each guards what it reads.
 */

const valueOf = (loaded: readonly LoadedExport[], file: string, exportName: string): unknown =>
  loaded.find((item) => item.file === file && item.exportName === exportName)?.value;

const found = (item: LoadedExport, path: IssuePath, message: string): FoundProblem => ({
  file: item.file,
  exportName: item.exportName,
  path,
  message,
});

/** A link to one of our own pages written as a full address: it would leave a preview host, and a typo there is a 404. */
export function ownDomainLinks(loaded: readonly LoadedExport[]): FoundProblem[] {
  const site = valueOf(loaded, 'content/site.ts', 'site') as { origin?: unknown } | undefined;
  if (typeof site?.origin !== 'string' || !URL.canParse(site.origin)) return [];
  const host = new URL(site.origin).hostname.replace(/^www\./, '');
  const ours = new RegExp(`^https?://(?:www\\.)?${host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[/?#]|$)`, 'i');
  const problems: FoundProblem[] = [];
  for (const item of loaded) {
    if (item.file === 'content/site.ts' && item.exportName === 'site') continue; // the origin itself
    eachString(item.value, item.path, (text, path) => {
      const match = ours.exec(text);
      if (!match) return;
      const rest = text
        .slice(match[0].length)
        .replace(/\/+$/, '')
        .replace(/\/(?=[?#])/, '');
      // eslint-disable-next-line no-restricted-syntax -- what the editor wrote after our origin, shown back as a path
      const write = rest.startsWith('/') ? rest : `/${rest}`;
      problems.push(
        found(
          item,
          path,
          say(
            `連結到本網站的頁面只寫路徑，不寫完整網址：寫 ${write}`,
            `a link to one of our own pages is its path, not the full address: write ${write}`,
          ),
        ),
      );
    });
  }
  return problems;
}

/** Courtesy forms that name a person without their full name: 陳小姐, 林先生, 何太, 阿欣. */
const FIRST_NAME_FORM = /^(?:阿\p{Script=Han}|\p{Script=Han}{1,2}(?:先生|小姐|太太|太|女士|生)|\p{Script=Han}{1,2})$/u;

/** A testimonial (a text with an author) is signed with a first name or a courtesy form, never a full name. */
export function testimonialAuthors(loaded: readonly LoadedExport[]): FoundProblem[] {
  const problems: FoundProblem[] = [];
  for (const item of loaded) {
    eachObject(item.value, item.path, (node, path) => {
      const { author, text, year } = node;
      // A book has an author and a year; a testimonial has a text and no year.
      if (typeof author !== 'string' || typeof text !== 'string' || year !== undefined) return;
      const name = author.trim();
      const latinFull = /^[A-Za-z]/.test(name) && name.split(/\s+/).length > 1;
      if (!latinFull && (FIRST_NAME_FORM.test(name) || /^[A-Za-z]+$/.test(name))) return;
      problems.push(
        found(
          item,
          [...path, 'author'],
          say(
            `分享只署名字或稱呼（例如「美寶」「陳小姐」「阿欣」），不寫全名：把「${name}」改為名字或稱呼`,
            `a testimonial is signed with a first name or a courtesy form (美寶, 陳小姐), never a full name: shorten "${name}"`,
          ),
        ),
      );
    });
  }
  return problems;
}

/** A fee card whose text shows a price carries it as `fee` too: the structured data's price range reads that number. */
export function feeCardsWithoutFee(loaded: readonly LoadedExport[]): FoundProblem[] {
  const problems: FoundProblem[] = [];
  for (const item of loaded) {
    eachObject(item.value, item.path, (node, path) => {
      if (node.kind !== 'cards' || !Array.isArray(node.items)) return;
      node.items.forEach((card: unknown, index) => {
        const { text, fee } = (typeof card === 'object' && card !== null ? card : {}) as { text?: unknown; fee?: unknown };
        // A session's fee, as the README words it: 「每節 {fee.individual}」 (a workshop or a package is priced otherwise).
        const key = typeof text === 'string' ? /每節\s?\{fee\.([A-Za-z0-9]+)\}/.exec(text)?.[1] : undefined;
        if (key && fee === undefined) {
          problems.push(
            found(
              item,
              [...path, 'items', index],
              say(
                `這張卡寫了每節收費 {fee.${key}}：加上 fee: fees.${key}，結構化資料的價格範圍才會跟着更新`,
                `this card shows the session fee {fee.${key}}: add fee: fees.${key}, so the structured data's price range follows`,
              ),
            ),
          );
          return;
        }
        const price = typeof text === 'string' ? /每節\s?HK\$\s?([\d,]+)/.exec(text)?.[1] : undefined;
        if (!price || fee !== undefined) return;
        const amount = price.replace(/,/g, '');
        problems.push(
          found(
            item,
            [...path, 'items', index],
            say(
              `這張卡寫了每節收費 HK$${price}：加上 fee: ${amount}，結構化資料的價格範圍才會跟着更新`,
              `this card shows a session fee of HK$${price}: add fee: ${amount}, so the structured data's price range follows`,
            ),
          ),
        );
      });
    });
  }
  return problems;
}

/** Words from elsewhere (content/word-forms.ts) and 評估 beside the free offer, in any text. */
export function hongKongWords(loaded: readonly LoadedExport[]): FoundProblem[] {
  // A row reported at its line (word-form-rows.ts) asks nothing of the texts.
  const forms = wordFormTable(loaded).pairs.map(({ not, write }) => [not, write] as const);
  const problems: FoundProblem[] = [];
  for (const item of loaded) {
    if (NOT_TRADITIONAL_TEXT.has(item.file)) continue;
    eachString(item.value, item.path, (text, path) => {
      for (const [word, write] of forms) {
        if (text.includes(word))
          problems.push(
            found(
              item,
              path,
              say(`香港寫法是「${write}」，不是「${word}」：改為「${write}」`, `Hong Kong writes 「${write}」, not 「${word}」`),
            ),
          );
      }
      const offer = /(?:免費|初步)[^，。；、]{0,4}評估/.exec(text)?.[0];
      if (offer)
        problems.push(
          found(
            item,
            path,
            say(
              `免費的初步會面叫「免費初步諮詢」，不叫評估：把「${offer}」改為「免費初步諮詢」`,
              `the free first meeting is 「免費初步諮詢」, never 評估: rewrite 「${offer}」`,
            ),
          ),
        );
    });
  }
  return problems;
}

/** Characters typed in Simplified: the site is written in Hong Kong Traditional (the Simplified edition is made from it). */
export function simplifiedText(loaded: readonly LoadedExport[]): FoundProblem[] {
  const problems: FoundProblem[] = [];
  for (const item of loaded) {
    if (NOT_TRADITIONAL_TEXT.has(item.file)) continue;
    eachString(item.value, item.path, (text, path) => {
      const typed = simplifiedCharacters(text);
      if (typed.length === 0) return;
      const pairs = typed.map(({ character, write }) => `「${character}」→「${write}」`).join('、');
      problems.push(
        found(
          item,
          path,
          say(`這段文字有簡體字，請用繁體：${pairs}`, `this text has Simplified characters; write them in Traditional: ${pairs}`),
        ),
      );
    });
  }
  return problems;
}

/** A count of people or articles in a search description: it goes stale when an entry is added (「六位治療師」). */
export function countsInDescriptions(loaded: readonly LoadedExport[]): FoundProblem[] {
  const count = /(?:\d+|[兩二三四五六七八九十百]+)\s?(?:位|篇|個(?=服務|工作坊|課程|主題))/u;
  const problems: FoundProblem[] = [];
  for (const item of loaded) {
    eachObject(item.value, item.path, (node, path) => {
      const description = node.description;
      if (path.at(-1) !== 'seo' || typeof description !== 'string') return;
      const written = count.exec(description)?.[0];
      if (!written) return;
      problems.push(
        found(
          item,
          [...path, 'description'],
          say(
            `搜尋描述不要寫會隨內容改變的數目「${written}」：例如寫「我們的治療師」，不寫「六位治療師」`,
            `a search description carries no count that changes as entries are added ("${written}"): write 「我們的治療師」, not 「六位治療師」`,
          ),
        ),
      );
    });
  }
  return problems;
}
