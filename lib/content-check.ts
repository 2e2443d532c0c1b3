/**
 * The content check: invariants of the editors' modules that TypeScript cannot express.
 * Pure: it takes the modules and a file-exists function and returns every problem found,
 * each naming the module, the entry and the field. The build runs it (see app/layout.tsx
 * → lib/content-guard.ts) and fails on the first report.
 */

export interface ContentProblem {
  readonly module: string;
  readonly entry: string;
  readonly field: string;
  readonly message: string;
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.module} › ${problem.entry} › ${problem.field}: ${problem.message}`;
}

type Report = (entry: string, field: string, message: string) => void;

function reporter(problems: ContentProblem[], module: string): Report {
  return (entry, field, message) => problems.push({ module, entry, field, message });
}

function isImageRef(value: unknown): value is { file: unknown; alt: unknown } {
  return typeof value === 'object' && value !== null && 'file' in value && 'alt' in value;
}

/** Strings that may be empty: a video's title is looked up at run time when empty. */
const OPTIONAL_STRINGS = /videos\[\d+\]\.(title|thumbnail)$/;

/** 'cards[0].image.file' → entry 'cards[0].image', field 'file'. */
function split(path: string, module: string): { entry: string; field: string } {
  const match = /^(.*?)(?:\.?([A-Za-z_$][\w$]*)|(\[\d+\]))$/.exec(path);
  if (!match) return { entry: module, field: path };
  return { entry: match[1] || module, field: match[2] ?? match[3] ?? '' };
}

/**
 * Walks a module's data: every string must be non-empty (except the optional ones above),
 * every image reference must name an existing source file and carry alt text.
 */
export function checkTree(module: string, data: unknown, fileExists: (file: string) => boolean, problems: ContentProblem[]): void {
  const report = reporter(problems, module);
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (value.trim() === '' && !OPTIONAL_STRINGS.test(path)) {
        const { entry, field } = split(path, module);
        report(entry, field, 'is empty');
      }
      return;
    }
    if (isImageRef(value)) {
      const here = path || module;
      if (typeof value.file !== 'string' || value.file.trim() === '') report(here, 'file', 'image file name is empty');
      else if (!/\.(jpe?g|png|svg)$/i.test(value.file)) report(here, 'file', `"${value.file}" is not a JPEG, PNG or SVG source`);
      else if (!fileExists(value.file)) report(here, 'file', `image "${value.file}" does not exist in content/images/`);
      if (typeof value.alt !== 'string' || value.alt.trim() === '') report(here, 'alt', 'alt text is empty');
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}[${index}]`));
      return;
    }
    if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) visit(child, path ? `${path}.${key}` : key);
    }
  };
  visit(data, '');
}

export function checkUnique<T>(module: string, items: readonly T[], keyOf: (item: T) => string, field: string, problems: ContentProblem[]): void {
  const report = reporter(problems, module);
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    const first = seen.get(key);
    if (first !== undefined) report(`[${index}]`, field, `duplicate "${key}" (also at [${first}])`);
    else seen.set(key, index);
  });
}

export function checkCount(module: string, entry: string, actual: number, expected: number | readonly [number, number], problems: ContentProblem[]): void {
  const [min, max] = typeof expected === 'number' ? [expected, expected] : expected;
  if (actual < min || actual > max) {
    const wanted = min === max ? `${min}` : `${min}–${max}`;
    reporter(problems, module)(entry, 'length', `has ${actual} items; the spec requires ${wanted}`);
  }
}

/** Booking tags 01–06: each exactly once across the site. */
export function checkBookingTags(found: readonly { module: string; entry: string; tag: string }[], problems: ContentProblem[]): void {
  const expected = ['01', '02', '03', '04', '05', '06'];
  const byTag = new Map<string, { module: string; entry: string }[]>();
  for (const item of found) byTag.set(item.tag, [...(byTag.get(item.tag) ?? []), item]);
  for (const [tag, uses] of byTag) {
    const first = uses[0];
    if (!first) continue;
    if (!expected.includes(tag)) problems.push({ ...first, field: 'bookingTag', message: `booking tag "${tag}" is not one of 01–06` });
    else if (uses.length > 1) {
      const where = uses.map((use) => `${use.module} › ${use.entry}`).join(', ');
      problems.push({ ...first, field: 'bookingTag', message: `booking tag "${tag}" is used ${uses.length} times (${where})` });
    }
  }
  for (const tag of expected) {
    if (!byTag.has(tag)) problems.push({ module: 'content', entry: 'booking buttons', field: 'bookingTag', message: `booking tag "${tag}" is not used anywhere` });
  }
}

/** Every internal link must point at a route of content/routes.ts. */
export function checkLinks(module: string, links: readonly { entry: string; href: string }[], routePaths: ReadonlySet<string>, problems: ContentProblem[]): void {
  const report = reporter(problems, module);
  for (const link of links) {
    if (!link.href.startsWith('/')) continue;
    const path = link.href.split(/[?#]/)[0]?.replace(/(.)\/+$/, '$1') ?? link.href;
    if (!routePaths.has(path)) report(link.entry, 'href', `links to "${link.href}", which is not a route in content/routes.ts`);
  }
}
