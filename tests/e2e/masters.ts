import type { Page } from '@playwright/test';
import { home } from '@/content/home';
import { expect } from './fixtures';

/** The masters disclosure opens to all 14 portraits and closes to the 2 featured, its label following. */
export async function expectMastersToggle(page: Page) {
  const toggle = page.locator('#home-masters summary');
  const shown = page.locator('#home-masters img:visible');
  await expect(toggle).toHaveAccessibleName(home.masters.showMoreLabel);
  await expect(shown).toHaveCount(2);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(home.masters.showLessLabel);
  await expect(shown).toHaveCount(14);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(home.masters.showMoreLabel);
  await expect(shown).toHaveCount(2);
}
