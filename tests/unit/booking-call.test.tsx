import { render, screen } from '@testing-library/react';
import { BookingCall } from '@/components/booking/booking-call';
import { booking } from '@/content/site';
import { openingHoursText } from '@/lib/fact-values';
import { crisisLines } from '@/content/crisis-lines';
import { placeTokenValues } from '@/lib/crisis/hotline';
import { fillPlaceTokens, NUMBER_MARK } from '@/lib/crisis/place-tokens';
import { getRoute } from '@/lib/routes';
import { href } from '@/lib/routes/paths';

describe('BookingCall', () => {
  it('says what the tap does with the opening hours, and the fine print links to the full terms', () => {
    render(<BookingCall text="預約吧" page={getRoute('/services/family')} />);
    // Filled as the content module is read (lib/facts.ts): the hours as the site derives them.
    expect(booking.afterTap).toContain(openingHoursText());
    expect(screen.getByText(booking.afterTap)).toBeInTheDocument();
    const finePrint = screen.getByText(
      (_, element) => element?.tagName === 'P' && (element.textContent ?? '').startsWith(booking.finePrint),
    );
    const terms = screen.getByRole('link', { name: booking.termsLink.label });
    expect(finePrint).toContainElement(terms);
    expect(terms).toHaveAttribute('href', href(booking.termsLink.href));
  });

  it('leaves the link out on the page that holds the terms', () => {
    render(<BookingCall text="預約吧" page={getRoute(booking.termsLink.href)} />);
    expect(screen.getByText(booking.finePrint)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: booking.termsLink.label })).toBeNull();
  });

  it("tells a visitor in danger now not to wait for office hours: the emergency number and the crisis page's link", () => {
    render(<BookingCall text="預約吧" page={getRoute('/services/family')} />);
    const crisis = screen.getByRole('link', { name: booking.urgentLink.label });
    expect(crisis).toHaveAttribute('href', href(booking.urgentLink.href));
    const line = crisis.closest('p');
    // Jest's time zone is no place's: Hong Kong's numbers, its emergency call then a 24-hour line.
    const hk = placeTokenValues(crisisLines, 'hk');
    expect(line).toHaveTextContent(fillPlaceTokens(booking.urgent, hk));
    // Each number a link to call (lib/crisis/place-tokens.ts marks them in the values).
    expect(line?.textContent).toContain(hk.emergency.replaceAll(NUMBER_MARK, ''));
    expect(line?.textContent).toContain(hk.line.replaceAll(NUMBER_MARK, ''));
    expect(line?.querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(line?.textContent).not.toContain('{place.');
    // After what the tap does (the reply hours), before the terms.
    expect(line?.previousElementSibling).toHaveTextContent(openingHoursText());
  });
});
