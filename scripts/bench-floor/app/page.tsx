import { CountButton } from './count-button';

const jsonLd = { '@context': 'https://schema.org', '@type': 'WebPage', name: 'Floor page' };

export default function FloorPage() {
  return (
    <main>
      <h1>Floor page</h1>
      <p>A heading, a paragraph, one client component and a JSON-LD block: nothing else.</p>
      <CountButton />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </main>
  );
}
