import { act, fireEvent, render, screen } from '@testing-library/react';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { ErrorScreen } from '@/components/layout/error-screen';
import { chrome } from '@/content/chrome';

function goOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('OfflineBanner', () => {
  afterEach(() => goOnline(true));

  it('shows the banner without the error when the page loads offline', () => {
    Object.defineProperty(window.navigator, 'onLine', { value: false, configurable: true });
    render(<OfflineBanner />);
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(chrome.offlineBanner);
    expect(screen.queryByRole('button', { name: chrome.offlineRetry })).toBeNull();
  });

  it('shows nothing while online, the banner with its retry and ignore buttons when the connection drops, none on reconnect', () => {
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    goOnline(false);
    const banner = screen.getByTestId('offline-banner');
    expect(banner).toHaveTextContent(chrome.offlineBanner);
    expect(banner).toHaveTextContent(chrome.offlineError);
    fireEvent.click(screen.getByRole('button', { name: chrome.offlineIgnore }));
    expect(banner).not.toHaveTextContent(chrome.offlineError);
    expect(banner).toHaveTextContent(chrome.offlineBanner);
    goOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});

it('ErrorScreen shows the texts of content/chrome.ts, reloads on request and links home', () => {
  const onReload = jest.fn();
  render(<ErrorScreen onReload={onReload} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(chrome.errorHeading);
  expect(screen.getByText(chrome.errorText)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: chrome.errorReload }));
  expect(onReload).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: chrome.errorHome })).toHaveAttribute('href', '/');
});
