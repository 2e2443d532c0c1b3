import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConnectivityBanner } from '@/components/layout/connectivity-banner';
import { ErrorScreen } from '@/components/layout/error-screen';

function goOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('ConnectivityBanner', () => {
  afterEach(() => goOnline(true));

  it('shows nothing while online', () => {
    render(<ConnectivityBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('shows the banner without the error when the page loads offline', () => {
    Object.defineProperty(window.navigator, 'onLine', { value: false, configurable: true });
    render(<ConnectivityBanner />);
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('您目前處於離線狀態');
    expect(screen.queryByRole('button', { name: '重試' })).toBeNull();
  });

  it('shows the offline banner with 重試 and 忽略 when the connection drops, and clears on reconnect', () => {
    render(<ConnectivityBanner />);
    goOnline(false);
    const banner = screen.getByTestId('offline-banner');
    expect(banner).toHaveTextContent('您目前處於離線狀態');
    expect(banner).toHaveTextContent('網絡連接已斷開，請檢查您的網絡設置');
    fireEvent.click(screen.getByRole('button', { name: '忽略' }));
    expect(banner).not.toHaveTextContent('網絡連接已斷開');
    expect(banner).toHaveTextContent('您目前處於離線狀態');
    goOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});

describe('ErrorScreen', () => {
  it('shows the spec texts, reloads on request and links home', () => {
    const onReload = jest.fn();
    render(<ErrorScreen onReload={onReload} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('抱歉，發生了錯誤');
    expect(screen.getByText('我們遇到了一些技術問題。請嘗試重新載入頁面，或返回首頁繼續瀏覽。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新載入頁面' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: '返回首頁' })).toHaveAttribute('href', '/');
  });
});
