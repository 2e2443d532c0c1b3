import { within } from '@testing-library/react';
import { editionLabels } from '@/content/editions';
import { SIMPLIFIED, TRADITIONAL, type EditionId } from '@/lib/edition';
import { cleanupEdition, renderInEdition } from './support/edition-render';

/*
 * The switch link of the header and the phone menu: the same page in the other script, in the
 * HTML (no script needed), its words in the script it leads to.
 */
let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded in the edition's build
const load = () => require('@/components/header/edition-switch') as typeof import('@/components/header/edition-switch');
afterEach(cleanupEdition);

function renderSwitch(edition: EditionId, at: string) {
  pathname = at;
  return within(renderInEdition(edition, load, ({ EditionSwitch }) => <EditionSwitch />).container).getByRole('link');
}

describe('the edition switch', () => {
  it('on a Traditional page leads to the same page in Simplified, saying so in Simplified', () => {
    const link = renderSwitch(TRADITIONAL.id, '/services/family/');
    expect(link).toHaveAttribute('href', `${SIMPLIFIED.base}/services/family/`);
    expect(link).toHaveAttribute('hreflang', 'zh-Hans');
    expect(link).toHaveAttribute('lang', 'zh-Hans');
    expect(link).toHaveAccessibleName(editionLabels[SIMPLIFIED.lang].name);
  });

  it('on a Simplified page leads back to the Traditional page (its path read without the base)', () => {
    const link = renderSwitch(SIMPLIFIED.id, `${SIMPLIFIED.base}/fee/`);
    expect(link).toHaveAttribute('href', '/fee/');
    expect(link).toHaveAttribute('hreflang', 'zh-Hant-HK');
    expect(link).toHaveTextContent(editionLabels[TRADITIONAL.lang].label);
  });

  it("on the not-found page leads to the other edition's home", () => {
    expect(renderSwitch(TRADITIONAL.id, '/_not-found')).toHaveAttribute('href', `${SIMPLIFIED.base}/`);
    expect(renderSwitch(SIMPLIFIED.id, '/_not-found')).toHaveAttribute('href', '/');
  });
});
