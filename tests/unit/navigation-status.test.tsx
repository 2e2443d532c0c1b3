import { act, render, screen } from '@testing-library/react';
import { EditionSwitch } from '@/components/header/edition-switch';
import { LOADING_DELAY_MS, NavigationStatus } from '@/components/layout/navigation-status';
import { Link } from '@/components/ui/link';
import { chrome } from '@/content/chrome';
import { SIMPLIFIED } from '@/lib/edition';

// The page under test is jsdom's, at '/'.
jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

/** Clicks the link; a listener added after the component's stops jsdom from navigating. */
function click(link: HTMLElement, init: MouseEventInit = {}) {
  const stop = (event: Event) => event.preventDefault();
  document.addEventListener('click', stop);
  act(() => void link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })));
  document.removeEventListener('click', stop);
}

/** The time the page waits before it shows the loading words passes. */
const waitOut = (ms = LOADING_DELAY_MS) => act(() => void jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

type LinkProps = Parameters<typeof Link>[0];

function renderWith(props: Omit<LinkProps, 'children'>) {
  render(
    <>
      <Link {...props}>收費</Link>
      <NavigationStatus />
    </>,
  );
  return screen.getByRole('link');
}

const indicator = () => screen.queryByTestId('loading-indicator');

describe('NavigationStatus', () => {
  it('shows the loading words once a link to another page of the site is followed, after a short wait', () => {
    click(renderWith({ href: '/fee/' }));
    expect(indicator()).toBeNull();
    waitOut(LOADING_DELAY_MS - 1);
    expect(indicator()).toBeNull();
    waitOut(1);
    expect(indicator()).toHaveTextContent(chrome.loading);
    expect(indicator()).toHaveAttribute('role', 'status');
  });

  it('shows the loading words for the switch to the same page in the other script', () => {
    render(
      <>
        <EditionSwitch />
        <NavigationStatus />
      </>,
    );
    const toSimplified = screen.getByRole('link');
    expect(toSimplified).toHaveAttribute('href', `${SIMPLIFIED.base}/`);
    click(toSimplified);
    waitOut();
    expect(indicator()).toHaveTextContent(chrome.loading);
  });

  it('clears when the browser brings the page back from its back/forward cache', () => {
    click(renderWith({ href: '/fee/' }));
    waitOut();
    act(() => void window.dispatchEvent(new Event('pageshow')));
    expect(indicator()).toBeNull();
  });

  it('shows nothing when the next page replaced this one within the wait (a prerendered page shown)', () => {
    click(renderWith({ href: '/fee/' }));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    waitOut();
    expect(indicator()).toBeNull();
  });

  it.each<[string, Omit<LinkProps, 'children'>, MouseEventInit]>([
    ['another site', { href: 'https://wa.me/85200000000' }, {}],
    ['an anchor on this page', { href: '#faq' }, {}],
    ['this page', { href: '/' }, {}],
    ['a new tab', { href: '/fee/', target: '_blank' }, {}],
    ['a download', { href: '/fee/', download: true }, {}],
    ['a modified click', { href: '/fee/' }, { ctrlKey: true }],
    ['a click cancelled before it', { href: '/fee/', onClick: (event) => event.preventDefault() }, {}],
  ])('shows nothing for %s', (_, props, init) => {
    click(renderWith(props), init);
    waitOut();
    expect(indicator()).toBeNull();
  });
});
