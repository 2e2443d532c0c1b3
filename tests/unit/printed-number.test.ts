import { chrome } from '@/content/chrome';
import { site } from '@/content/site';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { printContactNumbers, printedNumber, printedText } from '@/lib/crisis/printed-number';

// How a phone number is printed: as written in the Traditional edition, read in Hong Kong; for a
// reader outside Hong Kong in the Simplified edition (+852, or a place after a short code).
it('prints a number in the Traditional edition as the content writes it', () => {
  for (const number of ['2345 6789', '999', '18111', '110']) expect(printedNumber(number, TRADITIONAL.id)).toEqual({ number });
  expect(printedNumber('12356', TRADITIONAL.id, 'mainland')).toEqual({ number: '12356' });
});

describe('a number printed in the Simplified edition', () => {
  it('dials a Hong Kong 8-digit number with +852, its digits in two fours', () => {
    for (const number of ['2345 6789', '23456789', '+852 2345 6789', '+85223456789', '2345-6789'])
      expect(printedNumber(number, SIMPLIFIED.id)).toEqual({ number: '+852 2345 6789' });
  });

  it('names Hong Kong after a Hong Kong short code, which no phone outside Hong Kong reaches', () => {
    expect(printedNumber('999', SIMPLIFIED.id)).toEqual({ number: '999', label: chrome.numberHongKong });
    expect(printedText(printedNumber('18111', SIMPLIFIED.id))).toBe(`18111${chrome.numberHongKong}`);
  });

  it("prints the mainland's numbers as they are, and leaves a number of another length alone rather than guess its place", () => {
    for (const number of ['110', '120', '119', '12356']) expect(printedNumber(number, SIMPLIFIED.id, 'mainland')).toEqual({ number });
    expect(printedNumber('44 20 7946 0000', SIMPLIFIED.id)).toEqual({ number: '44 20 7946 0000' });
  });
});

const text = `致電 ${site.phone.display}、WhatsApp ${site.whatsapp.display} 聯絡我們。`;

it("the centre's numbers quoted in a page stay as written in the Traditional edition, and gain +852 once in the Simplified one", () => {
  expect(printContactNumbers(text, TRADITIONAL.id)).toBe(text);
  const printed = printContactNumbers(text, SIMPLIFIED.id);
  expect(printed).toBe(
    `致電 ${printedText(printedNumber(site.phone.display, SIMPLIFIED.id))}、WhatsApp ${printedText(printedNumber(site.whatsapp.display, SIMPLIFIED.id))} 聯絡我們。`,
  );
  expect(printed).toMatch(/致電 \+852 \d{4} \d{4}、WhatsApp \+852 \d{4} \d{4} /);
  expect(printContactNumbers(printed, SIMPLIFIED.id)).toBe(printed);
});
