import { expect, test } from './fixtures';

test('the header is at least 100px high and turns more opaque past 50px of scroll', async ({ page }) => {
  await page.goto('/services/family/');
  const header = page.locator('body > header');
  expect((await header.boundingBox())?.height).toBeGreaterThanOrEqual(100);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  // The scrolled look is a layer (::before) that fades in.
  const look = () => header.evaluate((el) => Number(getComputedStyle(el, '::before').opacity));
  expect(await look()).toBe(0);
  // Positions set directly: a wheel's smooth scroll could still be moving when the check runs.
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  // Past the threshold, read what the header animates in the task that changes it: opacity alone,
  // which the compositor runs (a background or shadow transition repaints the page in every frame).
  const animated = await page.evaluate(
    () =>
      new Promise<string[]>((done) => {
        const el = document.querySelector('body > header')!;
        new MutationObserver((_, observer) => {
          observer.disconnect();
          void getComputedStyle(el, '::before').opacity; // starts the transition now
          done(
            document
              .getAnimations()
              .filter((animation) => (animation.effect as KeyframeEffect | null)?.target === el)
              .map((animation) => (animation as CSSTransition).transitionProperty),
          );
        }).observe(el, { attributes: true, attributeFilter: ['data-scrolled'] });
        window.scrollTo(0, 200);
      }),
  );
  expect(animated).toEqual(['opacity']);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(look).toBe(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});
