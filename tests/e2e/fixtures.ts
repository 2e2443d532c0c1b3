import { test as base, expect } from '@playwright/test';

/**
 * Every test runs with the network closed: only the loopback server answers; any request to
 * another host is aborted, as on a machine without internet. Console errors and uncaught page
 * errors fail the test.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await provide(errors);
    },
    { auto: true },
  ],
  context: async ({ context }, provide) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort('internetdisconnected'));
    await provide(context);
  },
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the page').toEqual([]);
});

export { expect };

