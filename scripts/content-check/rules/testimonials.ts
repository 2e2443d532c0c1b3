import { eachObject, eachString } from '@/lib/walk';
import { findings, stringAt, valueOf } from '../shared';
import type { FoundProblem, IssuePath, LoadedExport, Rule } from '../types';

/* A page showing a client's words (a text signed without a year) carries cautions.testimonialFraming. */

const isTestimonial = (node: Readonly<Record<string, unknown>>): boolean =>
  typeof node.author === 'string' && typeof node.text === 'string' && node.year === undefined;

function unframed(page: unknown, path: IssuePath, framing: string): IssuePath[] {
  let framed = false;
  eachString(page, path, (text) => {
    framed ||= text === framing;
  });
  if (framed) return [];
  const found: IssuePath[] = [];
  eachObject(page, path, (node, at) => {
    if (isTestimonial(node)) found.push([...at, 'text']);
  });
  return found;
}

export function testimonialFraming(loaded: readonly LoadedExport[]): FoundProblem[] {
  const framing = stringAt(valueOf(loaded, 'content/cautions.ts', 'cautions'), 'testimonialFraming');
  if (!framing?.trim()) return [];
  const [problems, add] = findings();
  for (const item of loaded) {
    const pages: [unknown, IssuePath][] = Array.isArray(item.value)
      ? item.value.map((page, index): [unknown, IssuePath] => [page, [...item.path, index]])
      : [[item.value, item.path]];
    for (const [page, path] of pages)
      for (const at of unframed(page, path, framing))
        add(
          item,
          at,
          "當事人的分享要有說明：在同一頁加上 content/cautions.ts 的 testimonialFraming（已得同意、化名、每個人的經歷不同），例如加一段 { kind: 'prose', heading: '關於這些分享', paragraphs: [cautions.testimonialFraming] }；或把分享移到個案分享頁（/testimonials）",
          "a client's testimonial needs its framing on the same page: add cautions.testimonialFraming from content/cautions.ts (consent, a changed name, experiences differ), e.g. a section { kind: 'prose', heading: '關於這些分享', paragraphs: [cautions.testimonialFraming] }; or move the testimonial to /testimonials",
        );
  }
  return problems;
}

export const rules: readonly Rule[] = [
  {
    id: 'testimonial-framing',
    scope: 'entry',
    readme: "a page that shows a client's words carries cautions.testimonialFraming word for word",
    run: testimonialFraming,
  },
];
