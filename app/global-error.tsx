'use client';

import { ErrorScreen } from '@/components/layout/error-screen';
import { edition } from '@/lib/edition';
import './globals.css';

/** Replaces the root layout when the layout itself fails. */
export default function GlobalError() {
  return (
    <html lang={edition.lang}>
      <body>
        <main id="main">
          <ErrorScreen onReload={() => window.location.reload()} />
        </main>
      </body>
    </html>
  );
}
