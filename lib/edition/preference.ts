/**
 * Whether a browser's preferred languages begin with Simplified Chinese (zh-CN, zh-SG, zh-Hans,
 * zh-Hans-HK…): only the first counts, the language the visitor set above all others.
 */
export function prefersSimplified(languages: readonly string[]): boolean {
  return /^zh-(hans|cn|sg)(-|$)/i.test(languages[0] ?? '');
}
