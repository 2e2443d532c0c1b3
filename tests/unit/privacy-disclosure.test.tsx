import { render, screen } from '@testing-library/react';
import { PrivacyDisclosure } from '@/components/privacy/privacy-disclosure';
import { consentCopy } from '@/content/consent';
import { getRoute } from '@/lib/routes';
import { privacyDisclosure } from '@/content/pages/privacy';

const original = process.env.ANALYTICS_GA_ID;
afterEach(() => {
  if (original === undefined) delete process.env.ANALYTICS_GA_ID;
  else process.env.ANALYTICS_GA_ID = original;
});

const page = getRoute('/privacy');
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

it('in a build with analytics off: the third parties, and analytics "none", without a consent control', async () => {
  process.env.ANALYTICS_GA_ID = '';
  render(await PrivacyDisclosure({ page }));
  expect(headings()).toEqual([
    privacyDisclosure.website.heading,
    privacyDisclosure.thirdParties.heading,
    privacyDisclosure.analyticsOff.heading,
  ]);
  for (const item of privacyDisclosure.thirdParties.items) expect(screen.getByRole('heading', { name: item.title })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: consentCopy.accept })).toBeNull();
});

it('in a build with analytics on: what GA receives, then the control to change the answer', async () => {
  process.env.ANALYTICS_GA_ID = 'G-TEST000000';
  render(await PrivacyDisclosure({ page }));
  expect(headings()).toEqual([
    privacyDisclosure.website.heading,
    privacyDisclosure.thirdParties.heading,
    ...privacyDisclosure.analyticsOn.map((section) => section.heading),
    consentCopy.settingsHeading,
  ]);
  const received = privacyDisclosure.analyticsOn.flatMap((section) => (section.kind === 'list' ? section.items : []));
  expect(received.length).toBeGreaterThan(0);
  for (const item of received) expect(screen.getByText(item)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: consentCopy.accept })).toBeInTheDocument();
});
