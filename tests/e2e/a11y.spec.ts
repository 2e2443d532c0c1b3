import { chrome } from '@/content/chrome';
import { home } from '@/content/home';
import { videoCopy } from '@/content/video-copy';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

// One page per template is checked whole by every-route.spec.ts (tests/e2e/templates.ts: the
// pages of a template share their markup and styles, and every kind of content section is among
// them), the not-found page by routes.spec.ts. Here: the states a click opens, each checked where it changed.
test('the open WeChat overlay has no violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: chrome.wechatButton }).click();
  const dialog = page.getByRole('dialog', { name: chrome.wechatTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
  await expectNoViolations(page, 'the open WeChat overlay', '[role="dialog"]');
});

test('the expanded masters list has no violations', async ({ page }) => {
  await page.goto('/');
  await page.locator('#home-masters summary').click();
  await expect(page.locator('#home-masters summary')).toHaveAccessibleName(home.masters.showLessLabel);
  await expectNoViolations(page, 'the expanded masters list', '#home-masters');
});

test('the open video modal has no violations', async ({ page }) => {
  await page.goto('/');
  // The network is closed: the player frame fails to load, the modal around it is what is checked.
  const playLabel = videoCopy.playLabel.split('{title}')[0] ?? '';
  await page.locator('#home-videos').getByRole('link', { name: playLabel }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page, 'the open video modal', '[role="dialog"]');
});
