import { page as feePage } from '@/content/pages/fee';
import type { Section } from '@/content/types';
import { feeText } from '@/lib/facts';

/** The session fees the fee page shows (its cards that carry a `fee`), in HK$. */
export function sessionFees(sections: readonly Section[] = feePage.sections): number[] {
  return sections.flatMap((section) => (section.kind === 'cards' ? section.items.flatMap((card) => (card.fee ? [card.fee] : [])) : []));
}

/** "HK$1,400–2,200" from the lowest and highest fee; one fee gives "HK$1,600". */
export function priceRange(fees: readonly number[] = sessionFees()): string {
  if (fees.length === 0) throw new Error('priceRange: the fee page names no session fee (a card with `fee`)');
  const low = Math.min(...fees);
  const high = Math.max(...fees);
  return low === high ? feeText(low) : `${feeText(low)}–${high.toLocaleString('en-US')}`;
}
