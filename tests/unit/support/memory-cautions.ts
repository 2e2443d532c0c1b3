import { within } from '@testing-library/react';
import { cautions } from '@/content/cautions';

/**
 * The cautions about memories as `section` shows them: the four of content/cautions.ts, under
 * their label (a heading of `level`), each its own paragraph, none run into another text.
 */
export function expectMemoryCautions(
  section: HTMLElement,
  note: { heading: string; paragraphs: readonly string[] } | undefined,
  level: number,
) {
  const memory = [cautions.hypnosisMemory, cautions.hypnosisEvidence, cautions.constellationMemory, cautions.constellationEvidence];
  expect(note?.paragraphs).toEqual(memory);
  expect(within(section).getByRole('heading', { level, name: note?.heading })).toBeInTheDocument();
  const paragraphs = [...section.querySelectorAll('p')].map((paragraph) => paragraph.textContent ?? '');
  for (const caution of memory) expect(paragraphs.filter((text) => text.includes(caution))).toEqual([caution]);
}
