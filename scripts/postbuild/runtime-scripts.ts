// Inline scripts that are in no HTML file as scripts but that Next inserts in the browser:
// `next/script` with `beforeInteractive` queues them in `self.__next_s`, and a `<Script>` with
// `dangerouslySetInnerHTML` carries its code in the flight data. The browser runs them as inline
// scripts, so the CSP would need their hashes: the post-build step stops on any it does not allow.

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface ScriptProps {
  children?: unknown;
  dangerouslySetInnerHTML?: { __html?: unknown };
}

/** Code bodies the browser will run as inline scripts, found in one inline script's text. */
export function runtimeScriptBodies(scriptText: string): string[] {
  const bodies: string[] = [];
  const queued = /\(self\.__next_s=self\.__next_s\|\|\[\]\)\.push\((\[[\s\S]*\])\)\s*;?\s*$/.exec(scriptText);
  if (queued?.[1]) {
    const entry = parseJson(queued[1]);
    const props = (Array.isArray(entry) ? entry[1] : undefined) as ScriptProps | undefined;
    const body = props?.children ?? props?.dangerouslySetInnerHTML?.__html;
    if (typeof body === 'string' && body) bodies.push(body);
  }
  const flight =
    /^\(?self\.__next_f=self\.__next_f\|\|\[\]\)?\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)\s*;?\s*$/.exec(scriptText) ??
    /^self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)\s*;?\s*$/.exec(scriptText);
  const payload = flight?.[1] ? parseJson(flight[1]) : undefined;
  if (typeof payload === 'string') {
    for (const match of payload.matchAll(/"__html":("(?:[^"\\]|\\.)*")/g)) {
      const html = parseJson(match[1] ?? '');
      // Skip markup, data blocks (JSON-LD parses as JSON; code does not) and references to a
      // text row (`$14`), which this check does not follow: on this site those are long JSON-LD.
      if (typeof html !== 'string' || !html.trim() || html.trimStart().startsWith('<') || parseJson(html) !== undefined) continue;
      if (/^\$[0-9a-f]+$/i.test(html)) continue;
      bodies.push(html);
    }
  }
  return bodies;
}
