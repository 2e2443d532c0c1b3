import { act, fireEvent, render, screen } from '@testing-library/react';
import { MobileMenu } from '@/components/header/mobile-menu';
import { TOGGLE_LOCK_MS } from '@/components/header/use-mobile-menu';

jest.mock('next/link', () => ({
  __esModule: true,
  // A plain anchor; `prefetch` is Next's prop, not an attribute, so it is not passed on.
  default: ({ href, children, onClick }: { href: string; children: React.ReactNode; onClick?: () => void }) => (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  ),
}));

const items = [
  { label: '首頁', href: '/' },
  { label: '治療服務', href: '/services', children: [{ label: '家庭關係', href: '/problems/family' }] },
];

beforeEach(() => jest.useFakeTimers({ now: 10_000 }));
afterEach(() => jest.useRealTimers());

const toggle = () => screen.getByRole('button', { name: '開啟選單' });
const panel = () => document.getElementById('mobile-menu') as HTMLElement;
const pass = (ms: number) => act(() => jest.advanceTimersByTime(ms));

it('opens with aria-expanded, moves focus into the panel and locks page scroll', () => {
  render(<MobileMenu items={items} />);
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle());
  expect(screen.getByRole('button', { name: '關閉選單', expanded: true })).toBeInTheDocument();
  expect(panel()).toHaveAttribute('data-open', 'true');
  expect(panel().querySelector('button')).toHaveFocus();
  expect(document.body).toHaveClass('scroll-locked');
});

it('ignores a second toggle within the 300 ms lock, and accepts one after it', () => {
  render(<MobileMenu items={items} />);
  const button = toggle();
  fireEvent.click(button);
  pass(TOGGLE_LOCK_MS - 50);
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  pass(100);
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
  expect(document.body).not.toHaveClass('scroll-locked');
});

it('closes on Escape, on the backdrop, on a link click and by its close button', () => {
  const { container } = render(<MobileMenu items={items} />);
  const open = () => {
    pass(TOGGLE_LOCK_MS + 1);
    fireEvent.click(toggle());
    expect(panel()).toHaveAttribute('data-open', 'true');
  };
  open();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(panel()).toHaveAttribute('data-open', 'false');
  open();
  fireEvent.click(container.querySelector('[aria-hidden="true"][data-open]') as HTMLElement);
  expect(panel()).toHaveAttribute('data-open', 'false');
  open();
  fireEvent.click(screen.getByRole('link', { name: '首頁' }));
  expect(panel()).toHaveAttribute('data-open', 'false');
  open();
  fireEvent.click(screen.getAllByRole('button', { name: '關閉選單' })[1] as HTMLElement);
  expect(panel()).toHaveAttribute('data-open', 'false');
});

it('expands and collapses sub-menus, and clears them when the menu closes', () => {
  render(<MobileMenu items={items} />);
  fireEvent.click(toggle());
  const sub = screen.getByRole('button', { name: /治療服務/ });
  const list = document.getElementById(sub.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(list).not.toBeVisible();
  fireEvent.click(sub);
  expect(sub).toHaveAttribute('aria-expanded', 'true');
  expect(list).toBeVisible();
  fireEvent.click(sub);
  expect(list).not.toBeVisible();
  fireEvent.click(sub);
  fireEvent.keyDown(document, { key: 'Escape' });
  pass(TOGGLE_LOCK_MS + 1);
  fireEvent.click(toggle());
  expect(screen.getByRole('button', { name: /治療服務/ })).toHaveAttribute('aria-expanded', 'false');
});
