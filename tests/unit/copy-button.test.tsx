import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CopyButton } from '@/components/booking/copy-button';
import { booking, site } from '@/content/site';
import { connectAnalytics } from '@/lib/analytics/bridge';

const words = { label: booking.wechat.copyId, copied: booking.wechat.copiedId, failed: booking.wechat.copyIdFailed };
const id = site.wechat.id;

/** Replaces navigator.clipboard for one test (undefined: a browser without it). */
function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
}

/** jsdom has no copy command: this one answers `works`, and keeps what was selected when it ran. */
function setCopyCommand(works: boolean) {
  const selected: string[] = [];
  const execCommand = jest.fn((command: string) => {
    const field = document.activeElement;
    if (command === 'copy' && field instanceof HTMLTextAreaElement)
      selected.push(field.value.slice(field.selectionStart, field.selectionEnd));
    return works;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return { execCommand, selected };
}

const analytics = () => {
  const bridge = { trackVideo: jest.fn(), reportError: jest.fn(), reportWechatCopy: jest.fn() };
  return { bridge, disconnect: connectAnalytics(bridge) };
};

const status = () => screen.getByRole('status');

afterEach(() => {
  setClipboard(undefined);
  setCopyCommand(false);
});

it('without scripts: the button is inert, its status empty', () => {
  const html = renderToStaticMarkup(<CopyButton text={id} words={words} />);
  expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-ready="false"/);
  expect(html).toMatch(/<span role="status"[^>]*><\/span>/);
});

it('copies the text and says so in its live region', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  setClipboard({ writeText });
  render(<CopyButton text={id} words={words} />);
  const button = screen.getByRole('button', { name: words.label });
  expect(button).toBeEnabled();
  expect(status()).toBeEmptyDOMElement();
  fireEvent.click(button);
  expect(await screen.findByText(words.copied)).toBe(status());
  expect(writeText).toHaveBeenCalledWith(id);
});

it('says it could not copy, and how to copy by hand, when the clipboard refuses and the copy command fails', async () => {
  setClipboard({ writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
  const { execCommand } = setCopyCommand(false);
  const { bridge, disconnect } = analytics();
  render(<CopyButton text={id} words={words} track={{ tag: '01' }} />);
  fireEvent.click(screen.getByRole('button', { name: words.label }));
  expect(await screen.findByText(words.failed)).toBe(status());
  expect(execCommand).toHaveBeenCalledWith('copy');
  // Nothing was copied: nothing to measure.
  expect(bridge.reportWechatCopy).not.toHaveBeenCalled();
  disconnect();
});

it('without the Clipboard API, copies through a selection and the copy command, and keeps the focus on the button', async () => {
  const { execCommand, selected } = setCopyCommand(true);
  render(<CopyButton text={id} words={words} />);
  const button = screen.getByRole('button', { name: words.label });
  button.focus();
  fireEvent.click(button);
  expect(await screen.findByText(words.copied)).toBe(status());
  expect(execCommand).toHaveBeenCalledWith('copy');
  expect(selected).toEqual([id]);
  expect(document.querySelector('textarea')).toBeNull();
  expect(button).toHaveFocus();
});

it('reports a copy of the WeChat id to analytics with the booking spot’s tag only, and nothing without `track`', async () => {
  setClipboard({ writeText: jest.fn().mockResolvedValue(undefined) });
  const { bridge, disconnect } = analytics();
  render(
    <>
      <CopyButton text={id} words={words} track={{ tag: '04' }} />
      <CopyButton text="留言" words={{ ...words, label: booking.wechat.copyMessage }} />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: words.label }));
  await screen.findByText(words.copied);
  expect(bridge.reportWechatCopy).toHaveBeenCalledWith('04');
  fireEvent.click(screen.getByRole('button', { name: booking.wechat.copyMessage }));
  await screen.findAllByText(words.copied);
  expect(bridge.reportWechatCopy).toHaveBeenCalledTimes(1);
  disconnect();
});
