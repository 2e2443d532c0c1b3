interface JsonLdProps {
  /** One schema.org object or several; build them with lib/seo/json-ld.ts. */
  readonly data: object | readonly object[];
}

/**
 * Renders structured data as a script tag. `<` is escaped as \u003c (still valid JSON) so
 * content containing `</script>` or `<!--` cannot end the script early and inject markup.
 * Every `<`, not only the exact `</script>`: `</script >` and `</script/` close a script as well
 * (next-seo 7.3's JSON-LD components escape only the exact forms, which is why this stays ours).
 */
export function JsonLd({ data }: JsonLdProps) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
