import { render } from '@testing-library/react';
import { KeptNumbers } from '@/components/ui/kept-numbers';

describe('KeptNumbers', () => {
  it('holds each phone number in one unbreakable span, the words around it as they are', () => {
    const { container } = render(<KeptNumbers text="請致電 2345 6789，或 WhatsApp +852 9123 4567。" />);
    expect(container.textContent).toBe('請致電 2345 6789，或 WhatsApp +852 9123 4567。');
    expect([...container.querySelectorAll('span')].map((span) => span.textContent)).toEqual(['2345 6789', '+852 9123 4567']);
  });

  it('leaves a sentence without a number as plain text', () => {
    const { container } = render(<KeptNumbers text="我們會在 5 個工作天內回覆。" />);
    expect(container.querySelector('span')).toBeNull();
    expect(container.textContent).toBe('我們會在 5 個工作天內回覆。');
  });
});
