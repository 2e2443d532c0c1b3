'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';
import { reportAppError } from '@/lib/analytics/bridge';

export default function Error({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportAppError(error), [error]);
  return <ErrorScreen onReload={() => window.location.reload()} />;
}
