import { fireEvent, render, screen, within } from '@testing-library/react';
import { WechatDialog } from '@/components/booking/wechat-dialog';
import { WechatButton } from '@/components/floating/wechat-button';
import { MobileMenu } from '@/components/header/mobile-menu';
import { FOOTER_NAV_ID } from '@/components/layout/footer-nav';
import { SiteFooter } from '@/components/layout/site-footer';
import { chrome } from '@/content/chrome';
import { href } from '@/lib/routes/paths';
import { mainMenu, menuCrisisLink } from '@/lib/routes/menus';

/*
 * A browser without popover (Safari ≤ 16, Firefox ≤ 124, some in-app browsers), as jsdom is: no
 * stand-in here. The menu's button and the WeChat buttons open nothing there, so each has a link
 * beside it that the CSS shows in its place (a feature query jsdom does not apply; the real engine
 * with popover switched off is tests/engines/no-popover.ts). Here: the links lead where they must,
 * and the hydrated components leave them to the browser.
 */

beforeAll(() => expect('showPopover' in HTMLElement.prototype).toBe(false));

/** Whether a click on `element` is left to the browser (no script prevented its default). */
const leftToBrowser = (element: HTMLElement) => fireEvent.click(element);

it('the menu leads to the footer navigation, which lists every link of the menu', () => {
  render(<MobileMenu items={mainMenu} crisisLink={menuCrisisLink} />);
  const link = screen.getByRole('link', { name: chrome.menuOpen });
  expect(link).toHaveAttribute('href', `#${FOOTER_NAV_ID}`);
  // The hydrated menu's button does nothing without popover, and throws nothing either.
  fireEvent.click(screen.getByRole('button', { name: chrome.menuOpen }));
  expect(leftToBrowser(link)).toBe(true);

  render(<SiteFooter year={2026} />);
  const heading = document.getElementById(FOOTER_NAV_ID) as HTMLElement;
  const nav = heading.closest('nav') as HTMLElement;
  expect(nav).toHaveAccessibleName(heading.textContent ?? '');
  const listed = within(nav)
    .getAllByRole('link')
    .map((anchor) => anchor.getAttribute('href'));
  const menuLinks = mainMenu.flatMap((item) => [item, ...(item.children ?? [])]).map((item) => href(item.href));
  expect(menuLinks.length).toBeGreaterThan(mainMenu.length);
  expect(listed).toEqual(expect.arrayContaining(menuLinks));
});

it('the floating WeChat overlay opens as the page’s target and closes by the link back', () => {
  const copy = { button: 'open', title: 'title', hint: 'hint', close: 'close', qrAlt: 'qr', short: 'short' };
  render(<WechatButton qrSrc="/q.svg" wechatId="demo_id" copy={copy} />);
  const open = screen.getByRole('link', { name: copy.button });
  const overlay = document.getElementById(open.getAttribute('href')?.slice(1) ?? '') as HTMLElement;
  expect(overlay).toHaveAttribute('role', 'dialog');
  expect(overlay).toHaveTextContent('demo_id');
  const close = within(overlay).getByRole('link', { name: copy.close });
  expect(close).toHaveAttribute('href', `#${open.id}`);
  fireEvent.click(screen.getByRole('button', { name: copy.button }));
  expect(leftToBrowser(open)).toBe(true);
  expect(leftToBrowser(close)).toBe(true);
});

it('a booking spot’s WeChat dialog opens as the page’s target and closes by the link back', () => {
  render(
    <WechatDialog id="wechat-booking-test" label="open" title="title" closeLabel="close" className="look">
      <p>body</p>
    </WechatDialog>,
  );
  const open = screen.getByRole('link', { name: 'open' });
  expect(open).toHaveAttribute('href', '#wechat-booking-test');
  // The link keeps the booking button's look.
  expect(open).toHaveClass('look');
  const dialog = document.getElementById('wechat-booking-test') as HTMLElement;
  const close = within(dialog).getByRole('link', { name: 'close' });
  expect(close).toHaveAttribute('href', `#${open.id}`);
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  expect(leftToBrowser(open)).toBe(true);
  expect(leftToBrowser(close)).toBe(true);
});
