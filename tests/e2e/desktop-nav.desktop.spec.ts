import { expect, test } from './fixtures';

test('desktop dropdowns open on hover and on keyboard focus', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '主選單' });
  const dropdownLink = nav.getByRole('link', { name: '家庭關係' });
  await expect(dropdownLink).toBeHidden();
  await nav.getByRole('link', { name: '治療服務' }).hover();
  await expect(dropdownLink).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(dropdownLink).toBeHidden();
  await nav.getByRole('link', { name: '治療師' }).focus();
  await page.keyboard.press('Tab');
  const firstTherapist = nav.getByRole('link', { name: '陳心怡' });
  await expect(firstTherapist).toBeFocused();
  await expect(firstTherapist).toBeVisible();
  await firstTherapist.press('Enter');
  await expect(page).toHaveURL(/\/therapist\/chan-sum-yee\/$/);
});
