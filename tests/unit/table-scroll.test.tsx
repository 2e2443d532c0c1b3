import { act, fireEvent, render, screen } from '@testing-library/react';
import { useId } from 'react';

// Counts the component's renders: it calls useId once in each.
jest.mock('react', () => {
  const actual = jest.requireActual<typeof import('react')>('react');
  return { ...actual, useId: jest.fn(actual.useId) };
});
const renders = jest.mocked(useId);
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
  it('renders the table in a focusable, labelled region, the hint hidden while the table fits its container', () => {
    const region = renderTable();
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByText('家族系統排列'));
    expect(screen.getByText(hint, { exact: false })).not.toBeVisible();
  });

  it('shows the hint once the table overflows and hides it again when it fits, rechecked on resize', () => {
    const region = renderTable();
    setWidths(region, 720, 343);
    fireEvent(window, new Event('resize'));
    expect(screen.getByText(hint, { exact: false })).toBeVisible();
    expect(region).toHaveAttribute('aria-describedby');
    setWidths(region, 960, 960);
    fireEvent(window, new Event('resize'));
    expect(screen.getByText(hint, { exact: false })).not.toBeVisible();
    expect(region).not.toHaveAttribute('aria-describedby');
  });

  it('re-renders only when the fit changes, not on every report of the same widths', () => {
    // The resize observer's first report comes in the page's first frame: with the widths
    // unchanged since the check at mount, it must cost no render there. React's own bail-out on an
    // unchanged state still renders the component once after an update.
    const reports: (() => void)[] = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        reports.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 720 });
      const region = renderTable();
      expect(screen.getByText(hint, { exact: false })).toBeVisible();
      const settled = renders.mock.calls.length;
      act(() => reports.forEach((report) => report()));
      act(() => reports.forEach((report) => report()));
      expect(renders.mock.calls.length).toBe(settled);
      setWidths(region, 343, 343);
      act(() => reports.forEach((report) => report()));
      expect(renders.mock.calls.length).toBeGreaterThan(settled);
      expect(screen.getByText(hint, { exact: false })).not.toBeVisible();
    } finally {
      globalThis.ResizeObserver = original;
      delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
    }
  });
});
