import { render, screen } from '@testing-library/react';
import { HomePage } from '@/components/home/home-page';
import { cautions } from '@/content/cautions';
import { home } from '@/content/home';
import { site } from '@/content/site';
import { getRoute } from '@/lib/routes';
import { expectMemoryCautions } from './support/memory-cautions';

// The pictures and the video section belong to other units; here they only need to render.
jest.mock('@/components/ui/picture', () => ({
  Picture: ({ image }: { image: { file: string; alt: string } }) => <span role="img" aria-label={image.alt} />,
  HeroPicture: ({ slide }: { slide: { desktop: { file: string; alt: string } } }) => <span role="img" aria-label={slide.desktop.alt} />,
}));
jest.mock('@/components/video/video-section', () => ({
  VideoSection: ({ heading, stats }: { heading: string; stats: { url: string; label: string }[] }) => (
    <section aria-labelledby="videos-heading">
      <h2 id="videos-heading">{heading}</h2>
      {stats.map((stat) => (
        <a key={stat.url} href={stat.url}>
          {stat.label}
        </a>
      ))}
    </section>
  ),
}));

function sections(container: HTMLElement) {
  return Array.from(container.querySelectorAll<HTMLElement>(':scope > section, :scope > div > section'));
}

describe('HomePage', () => {
  it('renders fifteen sections in order, each named by its heading', () => {
    const { container } = render(<HomePage page={getRoute('/')} />);
    const all = sections(container);
    expect(all).toHaveLength(15);
    for (const section of all) {
      const heading = document.getElementById(section.getAttribute('aria-labelledby') ?? '');
      expect(heading).not.toBeNull();
      expect(section).toContainElement(heading);
    }
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(home.hero.headline);
    expect(all.map((section) => section.querySelector('h1, h2')?.textContent)).toEqual([
      home.hero.headline,
      home.problems.heading,
      home.invitation.heading,
      home.sellingPoints.heading,
      home.methods.heading,
      home.comparison.heading,
      home.leadProfile.heading,
      home.masters.heading,
      home.media.heading,
      home.enterprise.heading,
      home.books.heading,
      home.team.heading,
      home.testimonials.heading,
      home.videos.heading,
      home.closing.heading,
    ]);
  });

  it('shows the claims and the booking buttons 01–03 in their sections', () => {
    const { container } = render(<HomePage page={getRoute('/')} />);
    const all = sections(container);
    expect(all[0]).toHaveTextContent(`${site.claims.yearsExperience}${home.hero.yearsLabel}`);
    const tags = Array.from(container.querySelectorAll('[data-booking-tag]')).map((link) => link.getAttribute('data-booking-tag'));
    expect(tags).toEqual(['01', '02', '03']);
    expect(all[0]?.querySelector('[data-booking-tag]')).toHaveAttribute('data-booking-tag', '01');
    expect(all[2]?.querySelector('[data-booking-tag]')).toHaveAttribute('data-booking-tag', '02');
    expect(all[14]?.querySelector('[data-booking-tag]')).toHaveAttribute('data-booking-tag', '03');
    expect(container.querySelector('.belowMasters [data-booking-tag]')).toBeNull(); // home-page.module.css
  });

  it('shows the cautions about memories below the method cards, under their label, each its own paragraph', () => {
    render(<HomePage page={getRoute('/')} />);
    const methods = document.getElementById('home-methods') as HTMLElement;
    expectMemoryCautions(methods, home.methods.cautions, 3);
    // Below the cards, not inside one.
    expect(methods.querySelector('ul')?.textContent).not.toContain(cautions.hypnosisMemory);
  });

  it('takes the follower links from site.social', () => {
    render(<HomePage page={getRoute('/')} />);
    for (const social of site.social)
      expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === social.url)).toBe(true);
  });
});
