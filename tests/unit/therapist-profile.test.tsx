import { render, screen, within } from '@testing-library/react';
import { QualificationList } from '@/components/therapist/qualification-list';
import { TherapistProfile } from '@/components/therapist/therapist-profile';
import { profileCopy } from '@/content/pages/profile';
import { therapists } from '@/content/therapists';
import { routeOf } from '@/lib/routes';
import { therapistPath } from '@/lib/routes/addresses';
import { expectMemoryCautions } from './support/memory-cautions';

jest.mock('@/components/ui/picture', () => ({
  Picture: ({ image }: { image: { file: string; alt: string } }) => <span role="img" aria-label={image.alt} />,
}));

// The therapists' own words describe hypnotherapy and family constellation: every profile carries both cautions.
it.each(therapists.map((therapist) => [therapist.name, therapist] as const))(
  "%s's page shows the cautions about memories as a section of their own, each its own paragraph, and each qualification " +
    'with its title, issuer and year, saying which are samples',
  (_, therapist) => {
    render(<TherapistProfile route={routeOf('therapist', therapistPath(therapist.slug))} articles={[]} />);
    const section = screen.getByRole('region', { name: profileCopy.cautions?.heading });
    expectMemoryCautions(section, profileCopy.cautions, 2);
    expect(Array.from(section.querySelectorAll('p')).map((paragraph) => paragraph.textContent)).toEqual(profileCopy.cautions?.paragraphs);

    const items = within(screen.getByRole('region', { name: profileCopy.qualifications })).getAllByRole('listitem');
    const entries = therapist.qualifications ?? [];
    expect(items).toHaveLength(entries.length);
    entries.forEach((entry, index) => {
      for (const part of [entry.title, entry.issuer, entry.year]) expect(items[index]).toHaveTextContent(part);
      if (entry.sample) expect(items[index]).toHaveTextContent(profileCopy.qualificationSample);
      else expect(items[index]).not.toHaveTextContent(profileCopy.qualificationSample);
    });
  },
);

it("QualificationList shows a checked entry's number and a link to the issuer's register, and no sample mark", () => {
  render(
    <QualificationList
      items={[
        { kind: 'certificate', title: '證書甲', issuer: '學會乙', year: '2010', number: 'A-123', registerUrl: 'https://example.org/r' },
      ]}
    />,
  );
  const item = screen.getByRole('listitem');
  expect(item).toHaveTextContent(profileCopy.qualificationNumber.replace('{number}', 'A-123'));
  expect(within(item).getByRole('link', { name: profileCopy.qualificationRegister })).toHaveAttribute('href', 'https://example.org/r');
  expect(item).not.toHaveTextContent(profileCopy.qualificationSample);
});
