import { render, screen, within } from '@testing-library/react';
import { ServicesPage } from '@/components/services/services-page';
import { servicesOverview } from '@/content/services-overview';
import { getRoute } from '@/lib/routes';
import { expectMemoryCautions } from './support/memory-cautions';

jest.mock('@/components/ui/picture', () => ({
  Picture: ({ image }: { image: { file: string; alt: string } }) => <span role="img" aria-label={image.alt} />,
}));

describe('ServicesPage', () => {
  it('places booking buttons 04, 05 (on the one showCTA step) and 06', () => {
    const { container } = render(<ServicesPage route={getRoute('/services')} />);
    const tags = Array.from(container.querySelectorAll('[data-booking-tag]')).map((link) => link.getAttribute('data-booking-tag'));
    expect(tags).toEqual(['04', '05', '06']);
    const steps = container.querySelectorAll('#services-process ol > li');
    expect(steps).toHaveLength(4);
    const withButton = Array.from(steps).filter((step) => step.querySelector('[data-booking-tag="05"]'));
    expect(withButton).toHaveLength(1);
  });

  it('renders the comparison table with its four columns in a focusable region', () => {
    render(<ServicesPage route={getRoute('/services')} />);
    const region = screen.getByRole('region', { name: servicesOverview.pillars.table.regionLabel });
    expect(region).toHaveAttribute('tabindex', '0');
    const headers = within(region)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(Object.values(servicesOverview.pillars.table.columns));
    // A header row, then a row per entry of the content's table.
    expect(within(region).getAllByRole('row')).toHaveLength(1 + servicesOverview.pillars.table.rows.length);
  });

  it('renders three pillar cards', () => {
    const { container } = render(<ServicesPage route={getRoute('/services')} />);
    expect(container.querySelectorAll('#services-pillars > .container > ul > li')).toHaveLength(3);
  });

  it('gives each caution about memories its own paragraph under its label, after the integral paragraphs', () => {
    render(<ServicesPage route={getRoute('/services')} />);
    const integral = document.getElementById('services-integral') as HTMLElement;
    expectMemoryCautions(integral, servicesOverview.integral.cautions, 3);
  });
});
