import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { rootMetadata, rootViewport } from '@/lib/seo/metadata';
import './globals.css';

// The head every page shares (title template, share image, `formatDetection`…): `rootMetadata` in lib/seo/metadata.ts.
export const metadata: Metadata = rootMetadata;

export const viewport: Viewport = rootViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
