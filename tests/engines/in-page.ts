// Functions sent to the page as their source: none may use anything from outside its own body.

export interface Point {
  x: number;
  y: number;
}

/**
 * Where a visitor would tap the first element matching `selector` (and holding `text`, when
 * given): its centre, once scrolled to the middle of the viewport, standing still for two frames
 * (a panel sliding in, or sections laid out as they come near, move it) and not covered by
 * anything (a backdrop fading out). Waits 2 s at most; `covered` names what is on top, if anything.
 */
export async function pointAt(selector: string, text: string | null): Promise<(Point & { covered: string | null }) | null> {
  const element = [...document.querySelectorAll<HTMLElement>(selector)].find(
    (el) => text === null || (el.textContent ?? '').includes(text),
  );
  if (!element) return null;
  element.scrollIntoView({ block: 'center', inline: 'nearest' });
  const started = performance.now();
  let box = element.getBoundingClientRect();
  let still = 0;
  let top: Element | null = null;
  while (performance.now() - started < 2000) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const next = element.getBoundingClientRect();
    still = next.x === box.x && next.y === box.y && next.width === box.width ? still + 1 : 0;
    box = next;
    top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (still >= 2 && top !== null && element.contains(top)) break;
  }
  if (box.width === 0 || box.height === 0) return null;
  const covered = top && !element.contains(top) ? top.outerHTML.slice(0, 120) : null;
  return { x: box.left + box.width / 2, y: box.top + box.height / 2, covered };
}

/** How the page hydrated: when React's mark appeared (or, `until` 'start', why the loader started), from the load event. */
export function hydration(
  limitMs: number,
  until: 'hydrated' | 'start' = 'hydrated',
): Promise<{ start: string | null; hydratedAfterLoadMs: number | null; firstLookAfterLoadMs: number; viewport: string }> {
  const root = document.documentElement;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const load = navigation?.loadEventStart ?? 0;
  const firstLook = performance.now() - load;
  return new Promise((resolve) => {
    const look = () => {
      const elapsed = performance.now() - load;
      if ((until === 'start' ? root.dataset.hydrationStart : root.dataset.hydrated === 'true') || elapsed > limitMs) {
        const hydratedAfterLoadMs = root.dataset.hydrated === 'true' ? elapsed : null;
        resolve({
          start: root.dataset.hydrationStart ?? null,
          hydratedAfterLoadMs,
          firstLookAfterLoadMs: firstLook,
          viewport: `${innerWidth}×${innerHeight}`,
        });
      } else setTimeout(look, 10);
    };
    look();
  });
}

/**
 * Elements beyond the viewport's right edge that no sideways-scrolling box inside it can bring into
 * view (a box that fits and clips on purpose, around a cropped picture, counts as one).
 */
export function cutOffAtRight(): string[] {
  const width = document.documentElement.clientWidth;
  const reachable = (element: Element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const overflow = getComputedStyle(box).overflowX;
      if (overflow !== 'visible' && box.getBoundingClientRect().right <= width + 0.5) return true;
    }
    return false;
  };
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= width + 0.5 || getComputedStyle(element).position === 'fixed') continue;
    // Out of sight on purpose, not cut off: the closed phone menu waits beside the page, hidden.
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    if (reachable(element)) continue;
    const name =
      element.tagName.toLowerCase() +
      (element.id ? `#${element.id}` : '') +
      (typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : '');
    found.push(`${name} right=${Math.round(box.right)}`);
  }
  return found;
}

/**
 * The element far down the page a jump goes to: the last section of main (by its id, or the id of
 * the heading that names it) that starts at least two screens down, short of main's last section
 * (a jump there the page's end may cut short); on a page without one, the footer's last heading.
 */
export function jumpTarget(): string {
  const sections = [...document.querySelectorAll<HTMLElement>('main section')].filter((el) => !el.parentElement?.closest('main section'));
  const far = sections.slice(0, -1).filter((el) => el.getBoundingClientRect().top + scrollY > 2 * innerHeight);
  const ids = far
    .map((el) => el.id || el.getAttribute('aria-labelledby'))
    .filter((id): id is string => !!id && document.getElementById(id) !== null);
  // Else the footer's last element with an id that a visitor can see (not a hidden description).
  return ids.at(-1) ?? [...document.querySelectorAll<HTMLElement>('footer [id]')].filter((el) => el.checkVisibility()).at(-1)?.id ?? '';
}

/** An open popover's state: whether the browser counts it open, and whether it shows in the viewport. */
export function popoverState(selector: string): { open: boolean; shown: boolean; box: number[] } {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) return { open: false, shown: false, box: [] };
  const box = element.getBoundingClientRect();
  const visible = element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const inView = box.width > 0 && box.height > 0 && box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight;
  return {
    // The phone menu shows React's state by `data-open` once hydrated (components/header/mobile-menu.tsx).
    open: element.matches(':popover-open, [data-open]'),
    shown: visible && inView,
    box: [box.left, box.top, box.width, box.height].map(Math.round),
  };
}

/**
 * Jumps to the element (a fragment navigation, or scrollIntoView) and follows its top frame by
 * frame: it ends as soon as the top moves, or after `watchMs` of standing still.
 */
export function jumpAndWatch(
  id: string,
  how: 'hash' | 'scrollIntoView',
  watchMs: number,
): Promise<{ expected: number; first: number; last: number; frames: number; atBottom: boolean }> {
  const target = document.getElementById(id) as HTMLElement;
  scrollTo(0, 0);
  if (how === 'hash') location.hash = `#${id}`;
  else target.scrollIntoView();
  const first = target.getBoundingClientRect().top;
  const expected =
    parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + parseFloat(getComputedStyle(target).scrollMarginTop);
  const atBottom = () => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 1;
  const start = performance.now();
  let frames = 0;
  return new Promise((resolve) => {
    const frame = () => {
      frames += 1;
      const top = target.getBoundingClientRect().top;
      if (Math.abs(top - first) > 1 || performance.now() - start >= watchMs)
        resolve({ expected, first, last: top, frames, atBottom: atBottom() });
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}
