import { render, screen } from '@testing-library/react';
import { SectionList } from '@/components/content/section-list';
import { TestimonialsSection } from '@/components/home/testimonials-section';
import { chrome } from '@/content/chrome';
import { home } from '@/content/home';
import type { Section } from '@/content/types';

/*
 * A client's quote marked `sample: true` says so after its author (chrome.quoteSample), until the
 * centre replaces it; a quote without the marker says nothing of the kind. The quotes here are made
 * up, so replacing the samples turns nothing red.
 */

const quote = (author: string, sample?: true): Section => ({ kind: 'quote', text: `${author}的分享。`, author, ...(sample && { sample }) });

/** The caption under each quote on the page, in order. */
const captions = () => screen.getAllByRole('figure').map((figure) => figure.querySelector('figcaption'));

it('a sample quote section shows the sample words beside its author, and a quote without the marker none', () => {
  render(<SectionList sections={[quote('阿明', true), quote('陳小姐')]} page={{ path: '/testimonials', code: 'P23' }} />);
  const [sample, real] = captions();
  expect(sample).toHaveTextContent(`阿明${chrome.quoteSample}`);
  expect(real).toHaveTextContent('陳小姐');
  expect(real).not.toHaveTextContent(chrome.quoteSample);
});

describe("the home page's testimonials", () => {
  it('a sample quote shows the sample words beside its name, and one without the marker none', () => {
    const items = [
      { text: '一段分享。', author: '阿明', context: '家庭關係', sample: true as const },
      { text: '另一段分享。', author: '陳小姐' },
      { text: '第三段分享。', author: '家豪', sample: true as const },
    ];
    render(<TestimonialsSection testimonials={{ ...home.testimonials, items }} />);
    const [first, second, third] = captions();
    expect(first).toHaveTextContent(`阿明${chrome.quoteSample}`);
    expect(second).not.toHaveTextContent(chrome.quoteSample);
    expect(third).toHaveTextContent(`家豪${chrome.quoteSample}`);
  });
});
