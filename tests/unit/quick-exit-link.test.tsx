import { fireEvent, render, screen } from '@testing-library/react';
import { QuickExit } from '@/components/layout/quick-exit';
import { replacePage } from '@/lib/crisis/replace-page';

// jsdom neither navigates nor lets a test watch location.replace: the helper stands in for it.
jest.mock('@/lib/crisis/replace-page', () => ({ replacePage: jest.fn() }));
const replace = jest.mocked(replacePage);

const URL = 'https://neutral.example/index.html';

function setup() {
  render(<QuickExit href={URL} label="快速離開" hint="立即離開此頁" />);
  return screen.getByRole('link', { name: '快速離開' });
}

beforeEach(() => replace.mockClear());

it('is a plain link to the neutral page that sends no referrer and opens in the same tab', () => {
  const link = setup();
  expect(link).toHaveAttribute('href', URL);
  expect(link).toHaveAttribute('rel', 'noreferrer');
  expect(link).not.toHaveAttribute('target');
  expect(link).toHaveAccessibleDescription('立即離開此頁');
});

it('replaces the page with the neutral one on a click, instead of following the link', () => {
  const link = setup();
  const followed = fireEvent.click(link);
  expect(followed).toBe(false); // the default (a new history entry) was prevented
  expect(replace).toHaveBeenCalledWith(URL);
});

it('leaves a click with a modifier key, or another button, to the browser', () => {
  const link = setup();
  for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
    expect(fireEvent.click(link, modifier)).toBe(true);
  expect(replace).not.toHaveBeenCalled();
});
