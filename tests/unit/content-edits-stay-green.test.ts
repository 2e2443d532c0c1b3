import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chrome } from '@/content/chrome';
import { mainNav } from '@/content/navigation';
import { booking, site } from '@/content/site';
import { runCheck } from './support/content-copy';
import { applyEdit, copyProject, runRelatedSuites } from './support/project-copy';

/*
 * An editor rewords the offline banner, a menu label, the booking button's words and the source
 * tag's, and changes the opening hours: the content check accepts the edit, and every unit suite
 * that imports the edited files stays green. Each edit is made in a copy of the project, where the
 * suites run; the content check's own suites (which copy the content themselves and take minutes)
 * are left to their run on the real content. A test that pins today's words fails here: read them
 * from the content module instead (`chrome.offlineBanner`), as tests/unit/status.test.tsx does.
 */

const EDITED = ['content/chrome.ts', 'content/navigation.ts', 'content/site.ts'];
const SLOW_CHECK_SUITES = ['/content-check-', '/content-new-entries\\.test\\.', '/content-edits-stay-green\\.test\\.'];

const lastItem = mainNav.at(-1);
const withChildren = mainNav.find((item) => 'children' in item);
const child = withChildren && 'children' in withChildren ? withChildren.children[0] : undefined;
if (!lastItem || !child) throw new Error('content/navigation.ts: the menu has no last item, or no item with a sub-menu');
const { opens, closes }: { opens: string; closes: string } = site.openingHours;
/** The new words: the first wording, or the second where the content already says the first. */
const other = (current: string, wording: string, otherwise: string) => (current === wording ? otherwise : wording);
const NEW = {
  offlineBanner: other(chrome.offlineBanner, '你的裝置暫時未能連接網絡', '暫時未能連接網絡'),
  menuLabel: other(lastItem.label, '查詢及到訪', '查詢及交通'),
  subMenuLabel: `${child.label}一覽`,
  buttonLabel: other(booking.buttonLabel, '立即預約初步諮詢', '預約初步諮詢'),
  sourceLabels: {
    page: other(booking.sourceLabels.page, '頁面', '頁'),
    visit: other(booking.sourceLabels.visit, '訪問', '訪客'),
    button: other(booking.sourceLabels.button, '按掣', '掣'),
  },
  opens: other(opens, '10:00', '10:30'),
  closes: other(closes, '19:30', '20:00'),
};

/** The edits (what, file, find, replace), found by the words the content holds today, so the test pins none of them. */
const edits: readonly (readonly [string, string, string, string])[] = [
  ['the offline banner', 'content/chrome.ts', `offlineBanner: '${chrome.offlineBanner}'`, `offlineBanner: '${NEW.offlineBanner}'`],
  [
    'a main-menu label',
    'content/navigation.ts',
    `label: '${lastItem.label}', href: '${lastItem.href}'`,
    `label: '${NEW.menuLabel}', href: '${lastItem.href}'`,
  ],
  [
    'a sub-menu label',
    'content/navigation.ts',
    `label: '${child.label}', href: '${child.href}'`,
    `label: '${NEW.subMenuLabel}', href: '${child.href}'`,
  ],
  ["the booking button's words", 'content/site.ts', `buttonLabel: '${booking.buttonLabel}'`, `buttonLabel: '${NEW.buttonLabel}'`],
  [
    "the source tag's words",
    'content/site.ts',
    `sourceLabels: { page: '${booking.sourceLabels.page}', visit: '${booking.sourceLabels.visit}', button: '${booking.sourceLabels.button}' }`,
    `sourceLabels: { page: '${NEW.sourceLabels.page}', visit: '${NEW.sourceLabels.visit}', button: '${NEW.sourceLabels.button}' }`,
  ],
  ['the opening time', 'content/site.ts', `opens: '${opens}'`, `opens: '${NEW.opens}'`],
  ['the closing time', 'content/site.ts', `closes: '${closes}'`, `closes: '${NEW.closes}'`],
];

/** A suite of the copy's own: the edits are what the suites there read, through every path they take. */
const PROBE = `import { chrome } from '@/content/chrome';
import { booking, hoursWords, site } from '@/content/site';
import { openingHoursText } from '@/lib/fact-values';
import { hoursText } from '@/lib/facts';
import { mainMenu } from '@/lib/routes/menus';
import { organizationJsonLd } from '@/lib/seo/json-ld';

it('reads the edited content', () => {
  expect(chrome.offlineBanner).toBe('${NEW.offlineBanner}');
  expect(mainMenu.at(-1)?.label).toBe('${NEW.menuLabel}');
  expect(mainMenu.flatMap((item) => item.children ?? []).map((link) => link.label)).toContain('${NEW.subMenuLabel}');
  expect(booking.buttonLabel).toBe('${NEW.buttonLabel}');
  expect(booking.sourceLabels).toEqual(${JSON.stringify(NEW.sourceLabels)});
  expect(organizationJsonLd().openingHoursSpecification[0]).toMatchObject({ opens: '${NEW.opens}', closes: '${NEW.closes}' });
  // The hours as read follow from opens and closes, and reach the sentence beside every booking call.
  expect(openingHoursText()).toBe(hoursText({ days: site.openingHours.days, opens: '${NEW.opens}', closes: '${NEW.closes}' }, hoursWords));
  expect(booking.afterTap).toContain(openingHoursText());
});
`;

describe('rewording the chrome, the menus and the booking words, or changing the opening hours', () => {
  let dir = '';

  beforeAll(() => {
    dir = copyProject();
    for (const [what, file, find, replace] of edits) applyEdit(dir, { what, file, find, replace });
    writeFileSync(join(dir, 'tests', 'unit', 'edited-content-probe.test.ts'), PROBE);
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is accepted by the content check', () => {
    const { status, output } = runCheck(dir);
    expect({ status, output }).toEqual({ status: 0, output: expect.any(String) });
  });

  it('leaves every unit suite that imports the edited files green', () => {
    const suites = runRelatedSuites(dir, EDITED, SLOW_CHECK_SUITES);
    // The suites that show these words ran: the banner, the menus, the booking button, the JSON-LD hours.
    expect(suites.map((suite) => suite.file)).toEqual(
      expect.arrayContaining([
        'tests/unit/edited-content-probe.test.ts',
        'tests/unit/status.test.tsx',
        'tests/unit/crisis-footer.test.tsx',
        'tests/unit/booking-button.test.tsx',
        'tests/unit/booking-call.test.tsx',
        'tests/unit/seo-json-ld.test.ts',
      ]),
    );
    expect(suites.filter((suite) => suite.broken).map((suite) => suite.file)).toEqual([]);
    expect(suites.flatMap((suite) => suite.failures.map((failure) => `${suite.file} › ${failure}`))).toEqual([]);
  });
});
