import { page as faqPage } from '@/content/pages/faq';
import type { FaqItem, Section } from '@/content/types';
import { faqItemsOf, withoutQuestionsOf } from '@/lib/seo/faq';

describe('withoutQuestionsOf', () => {
  it('drops the questions another page marks up, ignoring spaces and punctuation', () => {
    const here = [
      { question: '可以網上進行嗎？', answer: '可以。' },
      { question: '收費是多少？', answer: '每節 HK$1,600。' },
    ];
    const elsewhere = [{ question: '收費 是多少?', answer: '請看收費頁。' }];
    expect(withoutQuestionsOf(here, elsewhere)).toEqual([{ question: '可以網上進行嗎？', answer: '可以。' }]);
  });

  it('keeps every item when no question is shared', () => {
    const here = [{ question: '甲？', answer: '甲。' }];
    expect(withoutQuestionsOf(here, [{ question: '乙？', answer: '乙。' }])).toEqual(here);
  });
});

it("marks up every question of the /faq page's FAQ sections", () => {
  const items = faqItemsOf();
  const sections: readonly Section[] = faqPage.sections;
  expect(items).toEqual(sections.flatMap((s): readonly FaqItem[] => (s.kind === 'faq' ? s.items : [])));
  expect(items.length).toBeGreaterThan(0);
});
