/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { problemPages } from '@/content/pages/problems';
import { servicePages } from '@/content/pages/services';
import { safeguarding } from '@/content/safeguarding';
import { filesUnder } from '@/lib/file-walk';

/*
 * A care statement is written once, in content/safeguarding.ts, and pages reach it by name: a
 * clause of it typed again elsewhere in content/ would drift from it on the next edit.
 */

const CONTENT = join(process.cwd(), 'content');
const written = filesUnder(CONTENT, { file: (name) => name.endsWith('.ts') && name !== 'safeguarding.ts' }).map((file) => ({
  file,
  source: readFileSync(file, 'utf8'),
}));

/** A statement's clauses long enough to be its own words, not a common phrase. */
const clauses = (statement: string) => statement.split(/[。；，：]/).filter((clause) => clause.length >= 10);

describe('care statements', () => {
  it.each(Object.entries(safeguarding))('%s is typed nowhere else in content/', (_name, statement) => {
    const copies = clauses(statement).flatMap((clause) =>
      written.filter(({ source }) => source.includes(clause)).map(({ file }) => `${file}: ${clause}`),
    );
    expect(copies).toEqual([]);
  });

  it("the children's pages tell a parent, in the FAQ and the booking block, that they may start alone", () => {
    const pages = [...servicePages, ...problemPages].filter((page) => page.path.endsWith('/children'));
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      const faq = JSON.stringify(page.sections.filter((section) => section.kind === 'faq'));
      expect(faq).toContain(safeguarding.parentsFirst);
      expect(page.booking?.text).toContain(safeguarding.parentsFirst);
    }
  });
});
