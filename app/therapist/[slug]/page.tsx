import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld-script';
import { TherapistProfile } from '@/components/therapist/therapist-profile';
import { blogPosts } from '@/content/pages/blog';
import { therapists } from '@/content/therapists';
import { getTherapist } from '@/lib/routes/content-lookup';
import { profilePageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return therapists.map((therapist) => ({ slug: therapist.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return pageMetadata(`/therapist/${getTherapist(slug).slug}`);
}

export default async function TherapistPage({ params }: Props) {
  const { slug } = await params;
  const therapist = getTherapist(slug);
  return (
    <>
      <JsonLd data={profilePageJsonLd(therapist)} />
      <TherapistProfile therapist={therapist} articles={blogPosts.filter((post) => post.authorSlug === therapist.slug)} />
    </>
  );
}
