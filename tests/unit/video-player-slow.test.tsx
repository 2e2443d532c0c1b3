import { act, fireEvent, render, screen } from '@testing-library/react';
import { VideoModal } from '@/components/video/video-modal';
import { videoCopy } from '@/content/video-copy';
import { PLAYER_SLOW_MS } from '@/lib/video';

const ID = 'dQw4w9WgXcQ';
const HREF = `https://www.youtube.com/watch?v=${ID}`;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const status = () => document.querySelector('[data-player-slow]') as HTMLElement;

it('says inside the dialog, within 5 s, that a player which has not loaded has not loaded', () => {
  render(<VideoModal id={ID} title="標題" href={HREF} onClose={() => {}} />);
  expect(PLAYER_SLOW_MS).toBeLessThan(5000);
  act(() => jest.advanceTimersByTime(PLAYER_SLOW_MS - 1));
  expect(status()).toBeEmptyDOMElement();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('dialog')).toContainElement(status());
  expect(status()).toHaveTextContent(videoCopy.playerSlow);
  expect(screen.getByRole('link', { name: videoCopy.playerSlowLink })).toHaveAttribute('href', HREF);
});

it('shows the dialog in its first frame and the player in the task after it, and says nothing once it has loaded in time', () => {
  render(<VideoModal id={ID} title="標題" href={HREF} onClose={() => {}} />);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(document.querySelector('iframe')).toBeNull();
  act(() => jest.advanceTimersByTime(50));
  expect(document.querySelector('iframe')).toHaveAttribute('src', expect.stringContaining(ID));
  fireEvent.load(document.querySelector('iframe')!);
  act(() => jest.advanceTimersByTime(PLAYER_SLOW_MS * 2));
  expect(status()).toBeEmptyDOMElement();
});
