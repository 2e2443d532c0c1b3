// Step 2's own wording (lib/content-text/to-simplified.ts): a text split where content's protected
// names and overrides (content/simplified-overrides.ts) apply, the longest phrase winning at each
// place; each piece says which step wrote its Simplified form.

export interface SimplifiedOverride {
  readonly traditional: string;
  readonly simplified: string;
}

/** A piece of a converted text and the step that made it: a protected name, an override, or conversion. */
export interface SimplifiedPart {
  readonly traditional: string;
  readonly simplified: string;
  readonly kind: 'name' | 'override' | 'converted';
}

/** Each place where one of the phrases starts, the longest first, without overlaps (phrases by first character, longest first). */
function matches(text: string, byFirst: ReadonlyMap<string, readonly string[]>): { at: number; phrase: string }[] {
  const found: { at: number; phrase: string }[] = [];
  for (let at = 0; at < text.length;) {
    const phrase = byFirst.get(text[at] ?? '')?.find((candidate) => text.startsWith(candidate, at));
    if (phrase === undefined) at += 1;
    else {
      found.push({ at, phrase });
      at += phrase.length;
    }
  }
  return found;
}

function byFirstCharacter(phrases: Iterable<string>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const phrase of [...new Set(phrases)].filter(Boolean).sort((a, b) => b.length - a.length))
    map.set(phrase[0] ?? '', [...(map.get(phrase[0] ?? '') ?? []), phrase]);
  return map;
}

/**
 * A text's pieces: protected names (written by `convert.name`), overrides (as the list writes them),
 * and the rest (written by `convert.rest`).
 */
export function overrideParts(
  overrides: readonly SimplifiedOverride[],
  protectedNames: readonly string[],
  convert: { readonly name: (text: string) => string; readonly rest: (text: string) => string },
): (text: string) => SimplifiedPart[] {
  const names = byFirstCharacter(protectedNames);
  const wording = new Map(overrides.filter((override) => override.traditional !== '').map((o) => [o.traditional, o.simplified]));
  const phrases = byFirstCharacter(wording.keys());
  return (text) => {
    const out: SimplifiedPart[] = [];
    const rest = (traditional: string) => out.push({ traditional, simplified: convert.rest(traditional), kind: 'converted' });
    const gap = (from: number, to: number) => {
      const piece = text.slice(from, to);
      let start = 0;
      for (const { at, phrase } of matches(piece, phrases)) {
        if (at > start) rest(piece.slice(start, at));
        out.push({ traditional: phrase, simplified: wording.get(phrase) ?? phrase, kind: 'override' });
        start = at + phrase.length;
      }
      if (start < piece.length) rest(piece.slice(start));
    };
    let start = 0;
    for (const { at, phrase } of matches(text, names)) {
      gap(start, at);
      out.push({ traditional: phrase, simplified: convert.name(phrase), kind: 'name' });
      start = at + phrase.length;
    }
    gap(start, text.length);
    return out;
  };
}
