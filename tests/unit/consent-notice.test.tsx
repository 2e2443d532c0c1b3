import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConsentNotice } from '@/components/analytics/consent-notice';
import { ConsentSettings } from '@/components/analytics/consent-settings';
import { consentCopy } from '@/content/consent';
import { CONSENT_KEY, readConsent, saveConsent } from '@/lib/analytics/consent';

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('ConsentNotice', () => {
  it('is a named region whose two answers are equal buttons, and takes no focus by itself', () => {
    render(<ConsentNotice />);
    const region = screen.getByRole('region', { name: consentCopy.label });
    expect(region).toHaveAccessibleDescription(expect.stringContaining(consentCopy.text));
    const accept = screen.getByRole('button', { name: consentCopy.accept });
    const decline = screen.getByRole('button', { name: consentCopy.decline });
    expect(accept.className).toBe(decline.className);
    expect(screen.getByRole('link', { name: consentCopy.moreLink })).toHaveAttribute('href', expect.stringMatching(/^\/privacy\/?$/));
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('stores the answer, and moves focus from the answered notice to the main content', () => {
    document.body.insertAdjacentHTML('afterbegin', '<main id="main" tabindex="-1"></main>');
    render(<ConsentNotice />);
    const decline = screen.getByRole('button', { name: consentCopy.decline });
    decline.focus();
    fireEvent.click(decline);
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect(document.activeElement?.id).toBe('main');
    document.getElementById('main')?.remove();
  });

  it('works where the browser blocks storage: the answer holds for the page', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    // A page of its own (modules loaded afresh), whose memory of the answer the other tests never see.
    jest.isolateModules(() => {
      const page = jest.requireActual<typeof import('@testing-library/react/pure')>('@testing-library/react/pure');
      const { ConsentNotice } = jest.requireActual<typeof import('@/components/analytics/consent-notice')>(
        '@/components/analytics/consent-notice',
      );
      const view = page.render(<ConsentNotice />);
      page.fireEvent.click(page.screen.getByRole('button', { name: consentCopy.accept }));
      expect(jest.requireActual<typeof import('@/lib/analytics/consent')>('@/lib/analytics/consent').readConsent()).toBe('granted');
      view.unmount();
    });
    expect(readConsent()).toBeNull();
  });
});

it('ConsentSettings shows the current answer and changes it either way', () => {
  render(<ConsentSettings />);
  expect(screen.getByRole('status')).toHaveTextContent(consentCopy.statusUnset);
  fireEvent.click(screen.getByRole('button', { name: consentCopy.accept }));
  expect(screen.getByRole('status')).toHaveTextContent(consentCopy.statusGranted);
  expect(screen.getByRole('button', { name: consentCopy.accept })).toHaveAttribute('aria-pressed', 'true');
  act(() => saveConsent('denied')); // answered elsewhere on the page (the notice)
  expect(screen.getByRole('status')).toHaveTextContent(consentCopy.statusDenied);
  expect(screen.getByRole('button', { name: consentCopy.decline })).toHaveAttribute('aria-pressed', 'true');
  expect(window.localStorage.getItem(CONSENT_KEY)).toBe('denied');
});
