import { fireEvent, render, screen } from '@testing-library/react';
import { MastersToggle } from '@/components/home/masters-toggle';

function renderToggle() {
  return render(
    <MastersToggle showMoreLabel="查看更多大師" showLessLabel="收起列表">
      <ul>
        <li>卡爾・榮格</li>
        <li>維琴尼亞・薩提爾</li>
      </ul>
    </MastersToggle>,
  );
}

describe('MastersToggle', () => {
  it('keeps the further masters in the HTML but hidden until expanded', () => {
    renderToggle();
    const button = screen.getByRole('button', { name: '查看更多大師' });
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeNull();
    expect(list).toHaveAttribute('hidden');
    expect(list).toHaveTextContent('卡爾・榮格');
  });

  it('expands on click and collapses again', () => {
    renderToggle();
    const button = screen.getByRole('button', { name: '查看更多大師' });
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('收起列表');
    expect(list).not.toHaveAttribute('hidden');
    expect(screen.getByText('維琴尼亞・薩提爾')).toBeVisible();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('查看更多大師');
    expect(list).toHaveAttribute('hidden');
  });
});
