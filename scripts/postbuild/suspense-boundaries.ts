// React's out-of-order streaming, done at build time. Next's prerender writes a Suspense boundary
// whose content was not ready when the shell was flushed as a placeholder where it belongs,
// `<!--$?--><template id="B:n"></template>…fallback…<!--/$-->`, its content at the end of the body in
// `<div hidden id="S:n">`, and an inline `$RC("B:n","S:n")` that moves it into place (the first
// call carries React's `$RB`/`$RV`/`$RC` runtime; a `requestAnimationFrame(…$RT…)` script times its
// reveal). In a static export the content is all there: this step does what `$RC` would (React's
// `$RV`: drop the template and the fallback, put the segment's children before `<!--/$-->`, mark
// the boundary `<!--$-->`, remove the hidden div) and removes the calls, and the runtime once no call
// is left. The page is then complete without scripts, and React finds completed boundaries, which
// it hydrates apart from the rest of the page, yielding between them, and first the one a visitor
// taps (selective hydration). A boundary it cannot complete (no segment, no template, a segment
// inside its own boundary) is left as React wrote it and named in `pending`: process-export.ts stops
// the build on one, since that section would be missing until scripts run.
import { applyEdits, type Edit, htmlTags, type HtmlTag, isInlineExecutable, offsets, readHtml } from './html-tokens';

export interface BoundaryResult {
  html: string;
  /** Boundaries put in place. */
  placed: number;
  /** Boundaries still waiting for a script (`<!--$?-->`), by template id ('' when it has none). */
  pending: string[];
}

interface Mark {
  data: string;
  start: number;
  end: number;
}

interface Reading {
  tags: readonly HtmlTag[];
  comments: Mark[];
  /** Each `div`'s end tag, in document order. */
  divEnds: Mark[];
}

const ID = '[0-9a-z]+';
/** `$RC("B:n","S:n")`, alone or after React's runtime (which starts `$RB=[];`). */
const CALL = new RegExp(`^(\\$RB=\\[\\];[\\s\\S]*;)?\\$RC\\("(B:${ID})","(S:${ID})"\\);?$`);
const REVEAL_TIMER = 'requestAnimationFrame(function(){$RT=performance.now()});';
/** Any call of React's streaming runtime: $RC, $RS (segment), $RX (client render), $RR (with styles). */
const ANY_CALL = /\$R[A-Z]\(/;
const OPENS = new Set(['$', '$?', '$~', '$!', '&']);
const CLOSES = new Set(['/$', '/&']);

function read(html: string): Reading {
  const comments: Mark[] = [];
  const divEnds: Mark[] = [];
  readHtml(html, {
    comment: (token) => {
      const { startOffset, endOffset } = offsets(token);
      comments.push({ data: token.text, start: startOffset, end: endOffset });
    },
    endTag: (token) => {
      if (token.tagName !== 'div') return;
      const { startOffset, endOffset } = offsets(token);
      divEnds.push({ data: '', start: startOffset, end: endOffset });
    },
  });
  return { tags: htmlTags(html), comments, divEnds };
}

const idOf = (tag: HtmlTag) => tag.attributes.get('id') ?? '';

/** The `</div>` that closes `div`: React writes every element closed, so divs nest in the text. */
function divEnd(reading: Reading, div: HtmlTag): Mark | null {
  const events = [
    ...reading.tags.filter((tag) => tag.name === 'div' && tag.start > div.start).map((tag) => ({ at: tag.start, open: true, mark: null })),
    ...reading.divEnds.filter((end) => end.start > div.start).map((end) => ({ at: end.start, open: false, mark: end })),
  ].sort((a, b) => a.at - b.at);
  let depth = 0;
  for (const event of events) {
    if (event.open) depth += 1;
    else if (depth === 0) return event.mark;
    else depth -= 1;
  }
  return null;
}

/** The `<!--/$-->` that closes the boundary opened by `open`, counting the boundaries inside it. */
function boundaryEnd(reading: Reading, open: Mark): Mark | null {
  let depth = 0;
  for (const comment of reading.comments.filter((mark) => mark.start > open.start)) {
    if (OPENS.has(comment.data)) depth += 1;
    else if (CLOSES.has(comment.data)) {
      if (depth === 0) return comment;
      depth -= 1;
    }
  }
  return null;
}

/** The edits that complete one boundary, or null when its parts are not all there. */
function completion(
  html: string,
  reading: Reading,
  script: HtmlTag,
  runtime: string | undefined,
  boundary: string,
  segment: string,
): Edit[] | null {
  const template = reading.tags.find((tag) => tag.name === 'template' && idOf(tag) === boundary && tag.attributes.size === 1);
  const div = reading.tags.find(
    (tag) => tag.name === 'div' && idOf(tag) === segment && tag.attributes.has('hidden') && tag.attributes.size === 2,
  );
  if (!template || !div) return null;
  const open = reading.comments.find((comment) => comment.end === template.start && comment.data === '$?');
  const afterTemplate = '</template>';
  if (!open || html.slice(template.tagEnd, template.tagEnd + afterTemplate.length) !== afterTemplate) return null;
  const close = boundaryEnd(reading, open);
  const end = divEnd(reading, div);
  if (!close || !end) return null;
  // The segment must lie outside its own boundary, and the call after both.
  const apart = end.end <= open.start || div.start >= close.end;
  if (!apart || script.start < end.end || script.start < close.end) return null;
  return [
    { start: open.start, end: open.end, text: '<!--$-->' },
    { start: template.start, end: close.start, text: html.slice(div.tagEnd, end.start) },
    { start: div.start, end: end.end, text: '' },
    { start: script.start, end: script.end, text: runtime ? `<script>${runtime}</script>` : '' },
  ];
}

/** The page with every boundary the prerender completed put in place (see the top of this file). */
export function placeCompletedBoundaries(source: string): BoundaryResult {
  // A page without a pending boundary's comment has nothing to place (not a reading: a shortcut).
  if (!source.includes('<!--$?-->')) return { html: source, placed: 0, pending: [] };
  let html = source;
  let placed = 0;
  // One boundary a pass, the page read again after each: a boundary inside another's segment is
  // in place only once that segment is.
  for (;;) {
    const reading = read(html);
    let edits: Edit[] | null = null;
    for (const script of reading.tags.filter(isInlineExecutable)) {
      const [, runtime, boundary, segment] = CALL.exec(script.body) ?? [];
      if (boundary && segment) edits = completion(html, reading, script, runtime, boundary, segment);
      if (edits) break;
    }
    if (!edits) break;
    html = applyEdits(html, edits);
    placed += 1;
  }
  const reading = read(html);
  const scripts = reading.tags.filter(isInlineExecutable);
  const runtimeOnly = (tag: HtmlTag) => tag.body.startsWith('$RB=[];') && !ANY_CALL.test(tag.body);
  if (placed > 0 && !scripts.some((tag) => !runtimeOnly(tag) && ANY_CALL.test(tag.body))) {
    const unused = scripts.filter((tag) => runtimeOnly(tag) || tag.body === REVEAL_TIMER);
    html = applyEdits(
      html,
      unused.map(({ start, end }) => ({ start, end, text: '' })),
    );
  }
  const pending = read(html)
    .comments.filter((comment) => comment.data === '$?')
    .map((comment) => {
      const next = htmlTags(html).find((tag) => tag.start === comment.end);
      return next?.name === 'template' ? idOf(next) : '';
    });
  return { html, placed, pending };
}
