import { render, screen, within } from '@testing-library/react';
import { TherapistProfile } from '@/components/therapist/therapist-profile';
import { cautions } from '@/content/cautions';
import { profileCopy } from '@/content/pages/profile';
import { therapists } from '@/content/therapists';
import { routeOf } from '@/lib/routes';
import { therapistPath } from '@/lib/routes/addresses';

jest.mock('@/components/ui/picture', () => ({
  Picture: ({ image }: { image: { file: string; alt: string } }) => <span role="img" aria-label={image.alt} />,
}));

describe('TherapistProfile', () => {
  // The therapists' own words describe hypnotherapy and family constellation: every profile carries both cautions.
  it.each(therapists.map((therapist) => [therapist.name, therapist] as const))(
    "%s's page shows the cautions about memories as a section of their own, each its own paragraph",
    (_, therapist) => {
      render(<TherapistProfile route={routeOf('therapist', therapistPath(therapist.slug))} articles={[]} />);
      const note = profileCopy.cautions;
      expect(note?.paragraphs).toEqual([
        cautions.hypnosisMemory,
        cautions.hypnosisEvidence,
        cautions.constellationMemory,
        cautions.constellationEvidence,
      ]);
      const section = screen.getByRole('region', { name: note?.heading });
      expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(note?.heading ?? '');
      expect(Array.from(section.querySelectorAll('p')).map((paragraph) => paragraph.textContent)).toEqual(note?.paragraphs);
    },
  );
});
