/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from '@/components/seo/json-ld-script';
import { faqJsonLd } from '@/lib/seo/json-ld';

function scriptBody(html: string): string {
  const match = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html);
  if (!match?.[1]) throw new Error(`not a single JSON-LD script: ${html}`);
  return match[1];
}

describe('JsonLd', () => {
  it('renders one JSON-LD script that parses back to the data', () => {
    const data = faqJsonLd([{ question: '需要多少次？', answer: '一般 1 至 2 次。' }]);
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    expect(JSON.parse(scriptBody(html))).toEqual(data);
  });

  it('escapes </script> and <!-- in content so the script cannot be closed early', () => {
    // `</script ` and `</script/` end a script in HTML too: escaping every `<` covers all three.
    const hostile = { name: '</script><script>alert(1)</script><!--', more: ['</script ><img src=x>', '</SCRIPT/x><img src=x>'] };
    const html = renderToStaticMarkup(<JsonLd data={hostile} />);
    const body = scriptBody(html);
    expect(body).not.toContain('<');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(body)).toEqual(hostile);
  });

  it('renders several objects as one array', () => {
    const html = renderToStaticMarkup(<JsonLd data={[{ a: 1 }, { b: 2 }]} />);
    expect(JSON.parse(scriptBody(html))).toEqual([{ a: 1 }, { b: 2 }]);
  });
});
