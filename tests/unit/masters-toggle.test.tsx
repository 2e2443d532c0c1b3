import { fireEvent, render, screen } from '@testing-library/react';
import { MastersToggle } from '@/components/home/masters-toggle';

function renderToggle() {
  const { container } = render(
    <MastersToggle showMoreLabel="查看更多大師" showLessLabel="收起列表">
      <ul>
        <li>卡爾・榮格</li>
        <li>維琴尼亞・薩提爾</li>
      </ul>
    </MastersToggle>,
  );
  return { details: container.querySelector('details') as HTMLDetailsElement, summary: container.querySelector('summary') as HTMLElement };
}

describe('MastersToggle', () => {
  it('is a native disclosure: the further masters in the HTML, closed, the button holding both labels', () => {
    const { details, summary } = renderToggle();
    expect(details.open).toBe(false);
    expect(details).toHaveTextContent('卡爾・榮格');
    expect(summary.parentElement).toBe(details);
    expect(summary).toHaveTextContent('查看更多大師');
    expect(summary).toHaveTextContent('收起列表');
    expect(screen.getByText('維琴尼亞・薩提爾').closest('details')).toBe(details);
  });

  it('opens on a click of its button and closes again, with no script of its own', () => {
    const { details, summary } = renderToggle();
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    fireEvent.click(summary);
    expect(details.open).toBe(false);
  });
});
