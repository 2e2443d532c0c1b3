// Native <details>, counted and labelled from content/ (an added master changes numbers, not the test).
import { home } from '@/content/home';
import { servicesOverview } from '@/content/services-overview';
import { pointAt } from './in-page';
import { clickOn, expectNoErrors, waitForValue, type Journey } from './journey-context';

const MASTERS_TOGGLE = '#home-masters summary';

/** The masters' visible portraits and the toggle's visible label. */
function mastersState(): { images: number; label: string } {
  const images = [...document.querySelectorAll<HTMLElement>('#home-masters img')].filter((img) => {
    const box = img.getBoundingClientRect();
    return img.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
  });
  return { images: images.length, label: (document.querySelector<HTMLElement>('#home-masters summary')?.innerText ?? '').trim() };
}

/** Which questions are open, and whether each open one shows its answer. */
function faqState(): { open: boolean[]; answersShown: boolean } {
  const items = [...document.querySelectorAll<HTMLDetailsElement>('#services-faq details')];
  const answersShown = items
    .filter((item) => item.open)
    .every((item) => {
      const answer = item.querySelector<HTMLElement>('summary + *');
      return answer !== null && answer.checkVisibility() && answer.getBoundingClientRect().height > 0;
    });
  return { open: items.map((item) => item.open), answersShown };
}

/** On home: the toggle shows all masters and hides them again, its label following. */
export async function mastersToggle(journey: Journey): Promise<void> {
  const featured = home.masters.items.filter((item) => 'featured' in item && item.featured).length;
  const all = home.masters.items.length;
  await journey.report.check(`masters toggle shows ${all} masters and folds back to ${featured}`, async () => {
    const expectState = (images: number, label: string) =>
      waitForValue(
        journey,
        `${images} portraits and the label "${label}"`,
        mastersState,
        [],
        (state) => state.images === images && state.label === label,
      );
    // Into view first: a section laid out only near the viewport has no rendered label before.
    await journey.browser.run(pointAt, MASTERS_TOGGLE, null);
    await expectState(featured, home.masters.showMoreLabel);
    await clickOn(journey, MASTERS_TOGGLE);
    await expectState(all, home.masters.showLessLabel);
    await clickOn(journey, MASTERS_TOGGLE);
    await expectState(featured, home.masters.showMoreLabel);
    await expectNoErrors(journey);
  });
}

/** On /services/: the accordion starts as content/ says, and each question opens and closes its answer. */
export async function faqAccordion(journey: Journey): Promise<void> {
  const items = servicesOverview.faq.items;
  await journey.report.check(`FAQ accordion: ${items.length} questions start as content/ says, each opens and closes`, async () => {
    const open = items.map((item) => ('open' in item && item.open) || false);
    const expectOpen = (want: boolean[]) =>
      waitForValue(
        journey,
        `open questions ${JSON.stringify(want)}`,
        faqState,
        [],
        (state) => JSON.stringify(state.open) === JSON.stringify(want) && state.answersShown,
      );
    await expectOpen(open);
    for (const [index, item] of items.entries()) {
      await clickOn(journey, '#services-faq summary', item.question);
      open[index] = !open[index];
      await expectOpen(open);
    }
    await expectNoErrors(journey);
  });
}
