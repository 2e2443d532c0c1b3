import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/**
 * The benchmark's floor: the smallest Next.js page built with the site's next.config, so the
 * bench can read every route as a cost over what the framework alone costs (scripts/bench/main.mjs).
 */
export const metadata: Metadata = {
  title: 'Floor page',
  description: 'A bare Next.js static-export page: the framework cost every route is measured against.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-Hant-HK">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem', lineHeight: 1.6 }}>{children}</body>
    </html>
  );
}
