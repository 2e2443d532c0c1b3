'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';
import { reportAppError } from '@/lib/analytics/bridge';

/**
 * A page's error: `ErrorScreen` in place of the page. The error goes to `reportAppError`
 * (`lib/analytics/bridge.ts`): in a build with analytics, after consent and on a page that is not
 * silent, it is sent as the `app_error` event (the message only); otherwise nowhere. An error of the
 * root layout itself: `app/global-error.tsx`, which reports nothing.
 */
export default function Error({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportAppError(error), [error]);
  return <ErrorScreen onReload={() => window.location.reload()} />;
}
