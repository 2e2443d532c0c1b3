import { CountButton } from './count-button';

const jsonLd = { '@context': 'https://schema.org', '@type': 'WebPage', name: 'Floor page' };

export default function FloorPage() {
  return (
    <main>
      <h1>Floor page</h1>
      <p>A heading, a paragraph, one client component, a link, a select and a JSON-LD block: nothing else.</p>
      <CountButton />
      {/* What the browser alone does for two of the site's taps (scripts/bench/taps.mjs FLOOR_TWINS). */}
      <a href="https://wa.me/" target="_blank" rel="noopener noreferrer">
        A link to a new tab
      </a>
      <select aria-label="A choice">
        <option>One</option>
        <option>Two</option>
      </select>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </main>
  );
}
