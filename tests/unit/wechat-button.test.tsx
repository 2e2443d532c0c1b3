import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { WechatButton } from '@/components/floating/wechat-button';
import { installPopoverStandIn } from './popover-stand-in';

beforeAll(installPopoverStandIn);

const copy = { button: '微信聯絡', title: '用微信聯絡我們', hint: '微信號：', close: '關閉', qrAlt: '二維碼', short: '微信' };

function setup() {
  render(<WechatButton qrSrc="/generated/wechat-qr.svg" wechatId="demo_id" copy={copy} />);
  const button = screen.getByRole('button', { name: '微信聯絡' });
  fireEvent.click(button);
  return button;
}

it('opens a dialog with the QR code and the WeChat id as text, focus on its close button once painted', async () => {
  setup();
  const dialog = screen.getByRole('dialog', { name: '用微信聯絡我們' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('img', { name: '二維碼' })).toHaveAttribute('src', '/generated/wechat-qr.svg');
  expect(dialog).toHaveTextContent('demo_id');
  await waitFor(() => expect(screen.getByRole('button', { name: '關閉' })).toHaveFocus());
});

it('keeps the overlay a closed popover, its QR image lazy, until opened', () => {
  render(<WechatButton qrSrc="/q.svg" wechatId="x" copy={copy} />);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('img')).toBeNull();
  // The dialog box itself is the popover; the scrim after it is what a tap on the dimmed page hits.
  const overlay = document.getElementById('wechat-overlay') as HTMLElement;
  expect(overlay).toHaveAttribute('popover', 'auto');
  expect(overlay).toHaveAttribute('role', 'dialog');
  expect(overlay.querySelector('img')).toHaveAttribute('loading', 'lazy');
  expect(overlay.nextElementSibling).toBe(screen.getByTestId('wechat-backdrop'));
  // Without scripts the buttons open and close it by themselves.
  expect(screen.getByRole('button', { name: '微信聯絡' })).toHaveAttribute('popovertarget', overlay.id);
});

it.each([
  ['its close icon', () => fireEvent.click(screen.getByRole('button', { name: '關閉' }))],
  ['a backdrop click', () => fireEvent.click(screen.getByTestId('wechat-backdrop'))],
  ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
  [
    'the browser closing the popover (Escape or a tap outside, handled natively)',
    () => act(() => screen.getByRole('dialog').hidePopover()),
  ],
])('closes on %s, returning focus to the button and unlocking the page', (_, close) => {
  const button = setup();
  close();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(button).toHaveFocus();
  expect(document.body).not.toHaveClass('scroll-locked');
});

it('stays open on a click inside the dialog', () => {
  setup();
  fireEvent.click(screen.getByRole('dialog'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});
