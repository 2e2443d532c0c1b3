import { act, fireEvent, render, screen } from '@testing-library/react';
import { TableScroll } from '@/components/services/table-scroll';

const hint = '表格可左右移動';
const label = '三大治療支柱比較表';

/** jsdom has no layout: give the scroll container the widths a browser would measure. */
function setWidths(element: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
}

function renderTable() {
  render(
    <TableScroll label={label} hint={hint}>
      <table>
        <tbody>
          <tr>
            <td>家族系統排列</td>
          </tr>
        </tbody>
      </table>
    </TableScroll>,
  );
  return screen.getByRole('region', { name: label });
}

describe('TableScroll', () => {
  it('renders the table in a focusable, labelled region', () => {
    const region = renderTable();
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByText('家族系統排列'));
  });

  it('hides the hint while the table fits its container', () => {
    renderTable();
    expect(screen.getByText(hint, { exact: false })).not.toBeVisible();
  });

  it('shows the hint once the table overflows and hides it again when it fits, rechecked on resize', () => {
    const region = renderTable();

    setWidths(region, 720, 343);
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(screen.getByText(hint, { exact: false })).toBeVisible();
    expect(region).toHaveAttribute('aria-describedby');

    setWidths(region, 960, 960);
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(screen.getByText(hint, { exact: false })).not.toBeVisible();
    expect(region).not.toHaveAttribute('aria-describedby');
  });
});
