import { page as faqPage } from '@/content/pages/faq';
import type { FaqItem, Section } from '@/content/types';

/** The questions of a page's FAQ sections, in page order (the /faq page by default). */
export function faqItemsOf(sections: readonly Section[] = faqPage.sections): FaqItem[] {
  return sections.flatMap((section) => (section.kind === 'faq' ? [...section.items] : []));
}

/** A question's identity: its words without spaces and punctuation, so 「？」 and "?" match. */
const key = (question: string) => question.replace(/[\s\p{P}]/gu, '');

/**
 * The items whose question another page already marks up. Search engines want each question's
 * FAQPage markup on one page only; the page showing all questions (/faq) keeps them, and a page
 * repeating some (/services) marks up only its own.
 */
export function withoutQuestionsOf(items: readonly FaqItem[], elsewhere: readonly FaqItem[]): FaqItem[] {
  const taken = new Set(elsewhere.map((item) => key(item.question)));
  return items.filter((item) => !taken.has(key(item.question)));
}
