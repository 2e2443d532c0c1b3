/**
 * WCAG 2.2 AA checks axe cannot make, as functions that run inside the page: Playwright's
 * `page.evaluate` (tests/e2e/wcag22.spec.ts) and the WebKit and Firefox battery (tests/engines/wcag.ts)
 * send each one as its source, so none may use anything from outside its own body.
 */

/** Reflow (1.4.10): how far the page scrolls sideways, and what reaches past its right edge. */
export function sidewaysScroll(): { overflow: number; culprits: string[] } {
  const root = document.scrollingElement ?? document.documentElement;
  const width = root.clientWidth;
  const overflow = root.scrollWidth - width;
  const culprits: string[] = [];
  if (overflow > 0) {
    // What a box that scrolls or clips sideways holds is reached inside it (the services table):
    // only boxes outside any such box make the page itself scroll.
    const inScroller = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5 || inScroller(element)) continue;
      const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
      culprits.push(`${name} "${(element.textContent ?? '').trim().slice(0, 30)}" to ${Math.round(box.right)} px`);
    }
  }
  return { overflow, culprits: culprits.slice(-8) };
}

/** One stop of the keyboard's walk through the page, measured once focus has settled there. */
export interface FocusStop {
  description: string;
  /** 2.4.11: why the focused box cannot be seen at all (covered, off screen), or null. */
  obscured: string | null;
  /** 2.4.7: what shows the focus (the styles that changed), or null when nothing does. */
  indicator: string | null;
}

/**
 * Installs the focus probe: the unfocused look of every focusable element now, then, on each Tab
 * key press (before focus moves on) and on `__wcagFocus.take()`, a measure of the element that has
 * focus: whether anything fixed or sticky (the header, the floating buttons, a banner) covers its
 * centre and all four corners or it is off screen (2.4.11), and whether its look differs from its
 * unfocused one (2.4.7: outline, shadow, border, background, colour or underline, of the element,
 * its ::before/::after or the four boxes around it, which may show focus-within).
 */
export function installFocusProbe(fromTop: boolean): void {
  const PROPS = (
    'outline-style outline-width outline-color box-shadow border-top-color border-bottom-color border-top-width ' +
    'border-bottom-width background-color color text-decoration-line text-decoration-thickness'
  ).split(' ');
  const look = (element: Element): string[] => {
    const parts: string[] = [];
    const boxes: Array<[Element, string | null, string]> = [
      [element, null, 'self'],
      [element, '::before', '::before'],
      [element, '::after', '::after'],
    ];
    // A card may show its link's focus around itself (`:has(:focus-visible)`), a few boxes up.
    let ancestor = element.parentElement;
    for (let level = 1; ancestor && ancestor !== document.body && level <= 4; level += 1, ancestor = ancestor.parentElement)
      boxes.push([ancestor, null, `ancestor ${level}`]);
    for (const [box, pseudo, name] of boxes) {
      const style = getComputedStyle(box, pseudo);
      for (const prop of PROPS) parts.push(`${name} ${prop}: ${style.getPropertyValue(prop)}`);
    }
    return parts;
  };
  // Nothing keeps focus from before (a closed overlay hands it back to its button): the looks
  // below must be the unfocused ones.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  if (fromTop) {
    // A page already visited (jumped, clicked): the walk starts again before the first element,
    // from a mark that takes focus only from a script, so no Tab comes back to it.
    window.scrollTo({ top: 0, behavior: 'instant' });
    const mark = document.createElement('span');
    mark.tabIndex = -1;
    mark.dataset.focusStart = '';
    document.body.prepend(mark);
    mark.focus({ preventScroll: true });
  }
  const unfocused = new WeakMap<Element, string[]>();
  // Transitions the blur started end now, as their last frame would.
  for (const animation of document.getAnimations()) {
    if (Number(animation.effect?.getComputedTiming().endTime ?? Infinity) < Infinity) animation.finish();
  }
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"], video[controls], audio[controls]';
  for (const element of document.querySelectorAll(selector)) unfocused.set(element, look(element));

  const pinnedCache = new Map<Element, Element | null>();
  /** The fixed or sticky box an element lies in, if any. */
  const pinnedBox = (element: Element | null): Element | null => {
    if (!element || element === document.documentElement) return null;
    const known = pinnedCache.get(element);
    if (known !== undefined) return known;
    const position = getComputedStyle(element).position;
    const result = position === 'fixed' || position === 'sticky' ? element : pinnedBox(element.parentElement);
    pinnedCache.set(element, result);
    return result;
  };
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

  const measure = (element: Element): FocusStop => {
    pinnedCache.clear();
    // The look focus gives, once its transitions are over (with reduced motion each lasts 0.01 ms,
    // globals.css, and ends at the next frame, which the next key press may come before). Finishing
    // one can start another in the same task: a closing sub-menu's links, whose inherited
    // `visibility` transitions after their list's (seen at Etc/UTC on /zh-hans/contact/, where
    // the links, still visible, covered 「复制微信号」). So: until none is left, a few rounds at most.
    for (let round = 0; round < 5; round += 1) {
      const running = document
        .getAnimations()
        .filter(
          (animation) => animation.playState === 'running' && Number(animation.effect?.getComputedTiming().endTime ?? Infinity) < Infinity,
        );
      if (running.length === 0) break;
      for (const animation of running) animation.finish();
    }
    const rects = [...element.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    let obscured: string | null = null;
    if (rects.length === 0) obscured = 'it has no box on the page';
    else {
      // The box of its first line (a link over two lines): centre and corners, 1 px inside.
      const box = rects[0] as DOMRect;
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 1, box.top + 1],
        [box.right - 1, box.top + 1],
        [box.left + 1, box.bottom - 1],
        [box.right - 1, box.bottom - 1],
      ] as const;
      const covers = new Set<string>();
      let seen = false;
      for (const [x, y] of points) {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
          covers.add('outside the window');
          continue;
        }
        const hit = document.elementFromPoint(x, y);
        const pinned = hit && !element.contains(hit) && !hit.contains(element) ? pinnedBox(hit) : null;
        if (pinned && !pinned.contains(element)) covers.add(describe(pinned).slice(0, 60));
        else seen = true;
      }
      if (!seen) obscured = `covered by ${[...covers].join(', ')}`;
    }
    const now = look(element);
    const before = unfocused.get(element);
    let indicator: string | null;
    if (before) {
      const changed = now.filter((line, index) => line !== before[index]);
      indicator = changed.length > 0 ? changed.slice(0, 2).join('; ') : null;
    } else {
      const style = getComputedStyle(element);
      indicator =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none' ? 'outline or shadow' : null;
    }
    return { description: describe(element), obscured, indicator };
  };

  const stops: FocusStop[] = [];
  const seen: Element[] = [];
  let wrapped = false;
  const take = () => {
    const active = document.activeElement;
    // Past the last stop focus leaves the page (to the browser's own controls), then comes round.
    if (!active || active === document.body || active === document.documentElement || active.matches('[data-focus-start]')) {
      wrapped ||= seen.length > 0;
      return;
    }
    // The stop measured last (by the look after a batch, then by the next keydown) counts once.
    if (active === seen.at(-1)) return;
    if (seen.includes(active)) {
      wrapped = true;
      return;
    }
    seen.push(active);
    stops.push(measure(active));
  };
  // The next Tab's keydown comes in a task after the previous one's focus and scroll have finished.
  window.addEventListener('keydown', (event) => event.key === 'Tab' && take(), { capture: true });
  /**
   * Focus arriving where the visitor has scrolled (the walk above scrolls only as Tab does): each
   * stop placed under each fixed box it could hide under (its centre on the box's, where the page
   * can scroll that far), then focused again; the browser must scroll it clear (scroll-padding).
   */
  const underFixed = (): string[] => {
    const fixed = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
      const position = getComputedStyle(element).position;
      if (position !== 'fixed' && position !== 'sticky') return false;
      if (!element.checkVisibility({ visibilityProperty: true }) || pinnedBox(element.parentElement)) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.height < innerHeight / 2;
    });
    const found: string[] = [];
    for (const element of seen) {
      if (!(element instanceof HTMLElement) || !element.isConnected) continue;
      for (const cover of fixed) {
        if (cover.contains(element)) continue;
        const area = cover.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.left >= area.right || box.right <= area.left) continue;
        window.scrollBy({ top: box.top + box.height / 2 - (area.top + area.height / 2), behavior: 'instant' });
        const placed = element.getBoundingClientRect();
        if (placed.bottom <= area.top || placed.top >= area.bottom) continue;
        element.blur();
        element.focus();
        const stop = measure(element);
        if (stop.obscured) found.push(`${stop.description} under ${describe(cover).slice(0, 40)}: ${stop.obscured}`);
      }
    }
    return found;
  };
  (window as unknown as { __wcagFocus: object }).__wcagFocus = {
    stops,
    take,
    underFixed,
    /** Whether focus has gone round the page: back on the first stop, or out of the page. */
    wrapped: () => wrapped,
  };
}

/** After the walk: its stops, each focused where it sits under a fixed box, that stay hidden. */
export function focusUnderFixed(): string[] {
  return (window as unknown as { __wcagFocus: { underFixed(): string[] } }).__wcagFocus.underFixed();
}

/** The stops the focus probe measured so far, the one focused now included; and whether focus went round. */
export function focusStops(): { stops: FocusStop[]; wrapped: boolean } {
  const probe = (window as unknown as { __wcagFocus: { stops: FocusStop[]; take(): void; wrapped(): boolean } }).__wcagFocus;
  probe.take();
  return { stops: probe.stops, wrapped: probe.wrapped() };
}

/**
 * Target size (2.5.8): targets under 24 × 24 px whose 24 px circle, centred on them, reaches
 * another target or another small target's circle. A link inside a sentence is exempt (its size
 * is the line's), as is what cannot be seen or is inside something shown only to screen readers.
 */
export function smallTargets(): string[] {
  // Transitions the blur started end now, as their last frame would.
  for (const animation of document.getAnimations()) {
    if (Number(animation.effect?.getComputedTiming().endTime ?? Infinity) < Infinity) animation.finish();
  }
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
  const targets = [...document.querySelectorAll<HTMLElement>(selector)]
    .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
    .filter((element) => !element.closest('.visually-hidden, [aria-hidden="true"], [inert]'))
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && box.height > 0);
  const inSentence = (element: HTMLElement) => {
    if (getComputedStyle(element).display !== 'inline') return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    const own = (element.textContent ?? '').trim().length;
    return !!block && (block.textContent ?? '').replace(/\s+/g, '').length > own;
  };
  const found: string[] = [];
  const small = targets.filter(({ box }) => box.width < 23.5 || box.height < 23.5);
  const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2] as const;
  for (const target of small) {
    if (inSentence(target.element)) continue;
    const [x, y] = centre(target.box);
    const clash = targets.find((other) => {
      if (other === target || other.element.contains(target.element) || target.element.contains(other.element)) return false;
      if (small.includes(other) && !inSentence(other.element)) {
        const [ox, oy] = centre(other.box);
        return Math.hypot(ox - x, oy - y) < 24;
      }
      const dx = Math.max(other.box.left - x, 0, x - other.box.right);
      const dy = Math.max(other.box.top - y, 0, y - other.box.bottom);
      return Math.hypot(dx, dy) < 12;
    });
    if (clash) {
      const name = (element: HTMLElement) =>
        `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
      found.push(
        `${name(target.element)} ${Math.round(target.box.width)}×${Math.round(target.box.height)} px, too near ${name(clash.element)}`,
      );
    }
  }
  return found;
}

/**
 * Text spacing (1.4.12): text that a box hiding its overflow (hidden or clip, on that axis) no
 * longer holds once WCAG's spacing is applied (line height 1.5, paragraphs 2 em apart, letters
 * 0.12 em, words 0.16 em, all !important), and that it held before. Leaves the page as it was.
 */
export function clippedBySpacing(): string[] {
  const clippedText = (): Map<Text, string> => {
    const clips = new Map<Element, { x: boolean; y: boolean } | null>();
    const clipOf = (element: Element) => {
      let known = clips.get(element);
      if (known === undefined) {
        const style = getComputedStyle(element);
        const hides = (value: string) => value === 'hidden' || value === 'clip';
        known = hides(style.overflowX) || hides(style.overflowY) ? { x: hides(style.overflowX), y: hides(style.overflowY) } : null;
        clips.set(element, known);
      }
      return known;
    };
    const found = new Map<Text, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest('script, style, .visually-hidden, [aria-hidden="true"]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (lines.length === 0) continue;
      // A glyph's box may stand out of a tight line (a CJK font's is ~1.45 em, a line 1.2 em):
      // the line, not the glyph, is what a box clipping it must hold.
      const lineHeight = parseFloat(getComputedStyle(parent).lineHeight);
      const overhang = Number.isFinite(lineHeight) ? Math.max(0, ((lines[0]?.height ?? 0) - lineHeight) / 2) : 0;
      for (let box: HTMLElement | null = parent; box && box !== document.body; box = box.parentElement) {
        const clip = clipOf(box);
        if (!clip) continue;
        const outer = box.getBoundingClientRect();
        // Its padding box, the area that clips; a box of a pixel or two hides its text on purpose.
        const inner = {
          left: outer.left + box.clientLeft,
          top: outer.top + box.clientTop,
          right: outer.left + box.clientLeft + box.clientWidth,
          bottom: outer.top + box.clientTop + box.clientHeight,
        };
        if (box.clientWidth <= 2 || box.clientHeight <= 2) break;
        const out = lines.some(
          (line) =>
            (clip.x && (line.left < inner.left - 1 || line.right > inner.right + 1)) ||
            (clip.y && (line.top + overhang < inner.top - 1 || line.bottom - overhang > inner.bottom + 1)),
        );
        if (out) {
          found.set(node, `"${node.textContent.trim().slice(0, 30)}" cut by <${box.tagName.toLowerCase()} class="${box.className}">`);
          break;
        }
      }
    }
    return found;
  };
  const before = clippedText();
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const after = clippedText();
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((entry) => entry !== sheet);
  return [...after].filter(([node]) => !before.has(node)).map(([, text]) => text);
}

/**
 * Motion under `prefers-reduced-motion: reduce`: CSS animations and transitions (and any Web
 * Animation) still running that last longer than `thresholdMs` or repeat without end.
 */
export function lastingMotion(thresholdMs: number): string[] {
  return document
    .getAnimations()
    .filter((animation) => animation.playState === 'running' || animation.playState === 'paused')
    .filter((animation) => {
      const timing = animation.effect?.getComputedTiming();
      if (!timing) return false;
      return timing.iterations === Infinity || Number(timing.endTime ?? 0) > thresholdMs;
    })
    .map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name =
        'animationName' in animation
          ? String(animation.animationName)
          : 'transitionProperty' in animation
            ? String(animation.transitionProperty)
            : 'animation';
      return `${name} on <${target?.tagName.toLowerCase() ?? '?'} class="${target?.className ?? ''}">`;
    });
}

/** What helpOrder must find on every page, in this order. */
export const HELP_ORDER = ['header contact link', 'footer contact details', 'floating WeChat', 'floating WhatsApp'];

/** The help every page offers, in document order (3.2.6): the header's contact link, the footer's contact details, the floating buttons. */
export function helpOrder(contactPath: string): string[] {
  const kinds: Array<[string, Element | null]> = [
    ['header contact link', document.querySelector(`header a[href="${contactPath}"]`)],
    ['footer contact details', document.querySelector('footer [aria-labelledby="footer-contact"]')],
    ['floating WeChat', document.querySelector('[data-floating="wechat"]')],
    ['floating WhatsApp', document.querySelector('[data-floating="whatsapp"]')],
  ];
  return kinds
    .filter((entry): entry is [string, Element] => entry[1] !== null)
    .sort(([, a], [, b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map(([name]) => name);
}
