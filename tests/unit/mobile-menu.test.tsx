import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MobileMenu } from '@/components/header/mobile-menu';
import { TOGGLE_LOCK_MS } from '@/components/header/use-mobile-menu';
import { chrome } from '@/content/chrome';
import { lockScroll } from '@/lib/browser/scroll-lock';
import { installPopoverStandIn } from './popover-stand-in';

beforeAll(installPopoverStandIn);

const items = [
  { label: '首頁', href: '/' },
  { label: '治療服務', href: '/services', children: [{ label: '家庭關係', href: '/problems/family' }] },
];
const crisis = { label: '緊急求助', href: '/crisis-support' };
beforeEach(() => jest.useFakeTimers({ now: 10_000 }));
afterEach(() => jest.useRealTimers());

const toggle = () => screen.getByRole('button', { name: chrome.menuOpen });
const panel = () => document.getElementById('mobile-menu') as HTMLElement;
/** Open as React shows it (`data-open`, in place, not the popover's top layer), or as the browser's popover. */
const isOpen = () => panel().hasAttribute('data-open') || panel().matches(':popover-open');
const pass = (ms: number) => act(() => jest.advanceTimersByTime(ms));

it('opens with aria-expanded, moves focus into the panel and locks page scroll', () => {
  render(<MobileMenu items={items} crisisLink={crisis} />);
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle());
  expect(screen.getByRole('button', { name: chrome.menuClose, expanded: true })).toBeInTheDocument();
  expect(isOpen()).toBe(true);
  expect(panel().matches(':popover-open')).toBe(false); // in place, not the top layer (mobile-menu.module.css says why)
  pass(20); // focus moves in once the open panel has been painted
  expect(panel().querySelector('button')).toHaveFocus();
  expect(document.body).toHaveClass('scroll-locked');
});

it('ignores a second toggle within the 300 ms lock, and accepts one after it; the page scrolls once nothing holds it', () => {
  render(<MobileMenu items={items} crisisLink={crisis} />);
  const button = toggle();
  fireEvent.click(button);
  pass(TOGGLE_LOCK_MS - 50);
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  pass(100);
  const releaseDialog = lockScroll(); // a dialog still open when the menu closes
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
  expect(document.body).toHaveClass('scroll-locked');
  releaseDialog();
  expect(document.body).not.toHaveClass('scroll-locked');
});

it('closes on Escape, on the backdrop, on a link click and by its close button', () => {
  const { container } = render(<MobileMenu items={items} crisisLink={crisis} />);
  for (const close of [
    () => fireEvent.keyDown(document, { key: 'Escape' }),
    () => fireEvent.click(container.querySelector('div[aria-hidden="true"]') as HTMLElement),
    () => fireEvent.click(screen.getByRole('link', { name: '首頁' })),
    () => fireEvent.click(screen.getAllByRole('button', { name: chrome.menuClose })[1] as HTMLElement),
  ]) {
    pass(TOGGLE_LOCK_MS + 1);
    fireEvent.click(toggle());
    expect(isOpen()).toBe(true);
    close();
    expect(isOpen()).toBe(false);
  }
});

it('expands and collapses sub-menus, and clears them when the menu closes', () => {
  render(<MobileMenu items={items} crisisLink={crisis} />);
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

it('is a native popover its buttons open and close without scripts, with the crisis page in it', () => {
  render(<MobileMenu items={items} crisisLink={crisis} />);
  expect(panel()).toHaveAttribute('popover', 'auto');
  expect(toggle()).toHaveAttribute('popovertarget', 'mobile-menu');
  // Before hydration the browser states the invoker's expanded state; React's is added after.
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle());
  expect(screen.getByRole('link', { name: '緊急求助' })).toHaveAttribute('href', '/crisis-support/');
  const close = screen.getAllByRole('button', { name: chrome.menuClose })[1] as HTMLElement;
  expect(close).toHaveAttribute('popovertarget', 'mobile-menu');
  expect(close).toHaveAttribute('popovertargetaction', 'hide');
});

it('keeps open, and owns, a menu the browser opened before React hydrated the page', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MobileMenu items={items} crisisLink={crisis} />);
  document.body.append(container);
  panel().showPopover();
  // The stand-in marks an open popover with an attribute the server's HTML lacks (a browser's is a
  // state): React says so, and nothing else.
  const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  act(() => {
    root = hydrateRoot(container, <MobileMenu items={items} crisisLink={crisis} />);
  });
  expect(said.mock.calls.every(([message]) => String(message).includes("didn't match the client properties"))).toBe(true);
  said.mockRestore();
  expect(isOpen()).toBe(true);
  expect(screen.getByRole('button', { name: chrome.menuClose, expanded: true })).toBeInTheDocument();
  expect(document.body).toHaveClass('scroll-locked');
  act(() => root?.unmount());
  container.remove();
});

it('takes over a menu the browser opened before hydration, and follows its light dismiss', () => {
  render(<MobileMenu items={items} crisisLink={crisis} />);
  act(() => panel().showPopover());
  expect(screen.getByRole('button', { name: chrome.menuClose, expanded: true })).toBeInTheDocument();
  expect(document.body).toHaveClass('scroll-locked');
  act(() => panel().hidePopover());
  expect(screen.getByRole('button', { name: chrome.menuOpen, expanded: false })).toBeInTheDocument();
  expect(document.body).not.toHaveClass('scroll-locked');
  // Taken over, then closed by React: the popover the browser opened is hidden too.
  act(() => panel().showPopover());
  fireEvent.click(screen.getAllByRole('button', { name: chrome.menuClose })[1] as HTMLElement);
  expect(isOpen()).toBe(false);
});
