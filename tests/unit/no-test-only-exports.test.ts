/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { MODULE, ROOT, SITE_FOLDERS, filesIn, resolveImport } from './support/source-modules';

/*
 * No export of app code exists for tests alone: every name that lib/, components/, content/ or
 * scripts/ exports and a test imports is imported by the site or its tools too (app/, the other
 * folders, next.config.ts, the scripts package.json runs). A test reaches what the site runs, not
 * a door left open for it. Read per name from the syntax, as TypeScript resolves the imports:
 * `import { a }`, `import x` (its `default`), `import * as ns` (each `ns.a`), `import('x')` and
 * `require('x')` (the names taken from it; all of them when it is passed on whole), `export … from`
 * (a re-export passes on the uses of what it re-exports). A name only the module itself uses is
 * not counted as imported.
 */
const CHECKED = ['lib', 'components', 'content', 'scripts'];
// Exports that their own module uses and that, besides, tests alone import: a helper tested on its
// own, a constant a test waits for, a rule of the check run alone. The rule is against them
// too; their number may only fall (109 when this test was written; the first assertion keeps the
// rest, nothing kept alive by tests alone, at none).
const INSIDE_TODAY = 109;
const TESTS = ['tests'];
const TEST_FILES = new Set(['jest.config.mjs', 'playwright.config.ts']);
const ROOT_FILES = ['next.config.ts', 'eslint.config.mjs', ...TEST_FILES];
const CODE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const ALL = '*';
const LOADERS = new Set(['import', 'require', 'tsImport', 'requireActual']);

const isTest = (file: string) => TEST_FILES.has(file) || TESTS.some((folder) => file.startsWith(`${folder}/`));

/** What one module exports and imports, by name. */
interface Module {
  /** The names it exports from its own code. */
  readonly own: Set<string>;
  /** Its re-exports: the name it exports → the module and name it passes on (ALL for `export *`). */
  readonly passes: { readonly name: string; readonly from: string; readonly as: string }[];
  /** The names it takes from each module (ALL when it takes the module whole). */
  readonly takes: Map<string, Set<string>>;
  /** How often each name occurs in its code (declarations included, export lists not). */
  readonly said: Map<string, number>;
  /** The strings it writes (the check reads a content module's export by name: `'wordForms'`). */
  readonly strings: Set<string>;
}

const unwrap = (node: ts.Node): ts.Node =>
  ts.isParenthesizedExpression(node.parent) || ts.isAwaitExpression(node.parent) || ts.isAsExpression(node.parent)
    ? unwrap(node.parent)
    : node;

/** The names a loaded module is used for: `(await import(x)).a`, `const { a } = …`, `.then(({ a }) => …)`; else ALL. */
function namesTaken(expression: ts.Node): string[] {
  const at = unwrap(expression);
  const parent = at.parent;
  const bound = (binding: ts.BindingName | undefined) =>
    binding && ts.isObjectBindingPattern(binding) && binding.elements.every((element) => !element.dotDotDotToken)
      ? binding.elements.map((element) => (element.propertyName ?? element.name).getText())
      : [ALL];
  if (ts.isPropertyAccessExpression(parent) && parent.expression === at) {
    if (parent.name.text !== 'then') return [parent.name.text];
    const call = parent.parent;
    const handler = ts.isCallExpression(call) ? call.arguments[0] : undefined;
    return handler && (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)) ? bound(handler.parameters[0]?.name) : [ALL];
  }
  if (ts.isVariableDeclaration(parent) && parent.initializer === at) return bound(parent.name);
  return [ALL];
}

function readModule(file: string): Module {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const parsed: Module = { own: new Set(), passes: [], takes: new Map(), said: new Map(), strings: new Set() };
  const take = (specifier: string, names: readonly string[]) => {
    const target = resolveImport(specifier, file);
    if (!target) return;
    const set = parsed.takes.get(target) ?? new Set<string>();
    names.forEach((name) => set.add(name));
    parsed.takes.set(target, set);
  };
  const has = (node: ts.Node, kind: ts.SyntaxKind) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const names: string[] = [];
      if (!clause) names.push(ALL); // imported for its effects
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        bindings.elements.forEach((element) => names.push((element.propertyName ?? element.name).getText()));
      if (bindings && ts.isNamespaceImport(bindings)) {
        const namespace = bindings.name.text;
        const uses: ts.Identifier[] = [];
        const visit = (node: ts.Node): void => {
          if (ts.isIdentifier(node) && node.text === namespace && node !== bindings.name) uses.push(node);
          node.forEachChild(visit);
        };
        visit(source);
        for (const use of uses) {
          const parent = use.parent;
          if (ts.isPropertyAccessExpression(parent) && parent.expression === use) names.push(parent.name.text);
          else if (ts.isQualifiedName(parent) && parent.left === use) names.push(parent.right.text);
          else names.push(ALL);
        }
      }
      take(statement.moduleSpecifier.text, names);
    } else if (ts.isExportDeclaration(statement)) {
      const specifier = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : null;
      const target = specifier ? resolveImport(specifier, file) : null;
      const clause = statement.exportClause;
      if (!clause || ts.isNamespaceExport(clause)) {
        if (clause) parsed.own.add(clause.name.text);
        if (target) parsed.passes.push({ name: clause ? clause.name.text : ALL, from: target, as: ALL });
      } else
        for (const element of clause.elements) {
          const name = element.name.text;
          const local = (element.propertyName ?? element.name).getText();
          if (!specifier) parsed.own.add(name);
          else if (target) parsed.passes.push({ name, from: target, as: local });
        }
    } else if (ts.isExportAssignment(statement)) parsed.own.add('default');
    else if (has(statement, ts.SyntaxKind.ExportKeyword)) {
      if (has(statement, ts.SyntaxKind.DefaultKeyword)) parsed.own.add('default');
      else if (ts.isVariableStatement(statement))
        statement.declarationList.declarations.forEach((declaration) => {
          const names = (binding: ts.BindingName): string[] =>
            ts.isIdentifier(binding)
              ? [binding.text]
              : binding.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : names(element.name)));
          names(declaration.name).forEach((name) => parsed.own.add(name));
        });
      else {
        const name = (statement as ts.DeclarationStatement).name;
        if (name && ts.isIdentifier(name)) parsed.own.add(name.text);
      }
    }
  }
  // Modules loaded by a call: import('x'), require('x'), tsImport('x', …), jest.requireActual('x'),
  // and a type taken from one: import('x').Name.
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      const name =
        callee.kind === ts.SyntaxKind.ImportKeyword
          ? 'import'
          : ts.isIdentifier(callee)
            ? callee.text
            : ts.isPropertyAccessExpression(callee)
              ? callee.name.text
              : '';
      if (LOADERS.has(name)) take(node.arguments[0].text, namesTaken(node));
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal) && node.qualifier) {
      const qualifier = node.qualifier;
      take(node.argument.literal.text, [ts.isIdentifier(qualifier) ? qualifier.text : (qualifier.getText().split('.')[0] ?? ALL)]);
    }
    if (ts.isIdentifier(node) && !ts.isExportSpecifier(node.parent)) parsed.said.set(node.text, (parsed.said.get(node.text) ?? 0) + 1);
    if (ts.isStringLiteralLike(node)) parsed.strings.add(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return parsed;
}

const modules = new Map(
  [...filesIn([...SITE_FOLDERS, ...TESTS], (name) => CODE.test(name) && !/\.d\.[cm]?ts$/.test(name)), ...ROOT_FILES].map((file) => [
    file,
    readModule(file),
  ]),
);

/** The files that use a module's export (not counting a module that only passes it on), through re-exports. */
function usersOf(file: string, name: string, seen = new Set<string>()): Set<string> {
  const users = new Set<string>();
  if (seen.has(`${file}:${name}`)) return users;
  seen.add(`${file}:${name}`);
  for (const [user, parsed] of modules) {
    const taken = parsed.takes.get(file);
    if (taken && (taken.has(name) || taken.has(ALL))) users.add(user);
    for (const pass of parsed.passes) {
      if (pass.from !== file) continue;
      if (pass.as === name || (pass.as === ALL && pass.name === ALL && !parsed.own.has(name)))
        usersOf(user, pass.as === ALL ? name : pass.name, seen).forEach((found) => users.add(found));
      else if (pass.as === ALL) usersOf(user, pass.name, seen).forEach((found) => users.add(found)); // export * as ns
    }
  }
  return users;
}

// The check loads every content module and reads its exports by name (scripts/content-check/modules.ts).
const siteStrings = new Set([...modules].flatMap(([file, parsed]) => (isTest(file) ? [] : [...parsed.strings])));

/** The exports that tests import and nothing of the site or its tools does, with whether their own module uses them. */
function testOnlyExports(): { entry: string; usedInside: boolean }[] {
  return [...modules].flatMap(([file, parsed]) => {
    if (!CHECKED.some((folder) => file.startsWith(`${folder}/`)) || !MODULE.test(file)) return [];
    return [...parsed.own].flatMap((name) => {
      const users = [...usersOf(file, name)];
      if (users.length === 0 || !users.every(isTest)) return [];
      if (file.startsWith('content/') && siteStrings.has(name)) return [];
      return [{ entry: `${file}:${name} (${users.sort().join(', ')})`, usedInside: (parsed.said.get(name) ?? 0) > 1 }];
    });
  });
}

describe('the exports of lib/, components/, content/ and scripts/', () => {
  it('reads every module, its exports and the names it imports', () => {
    expect(modules.size).toBeGreaterThan(300);
    expect(modules.get('lib/crisis/quick-exit.ts')?.own).toContain('QUICK_EXIT_TOPICS');
    expect(usersOf('lib/routes/site-url.ts', 'absoluteUrl').size).toBeGreaterThan(1);
  });

  const entries = (usedInside: boolean) =>
    testOnlyExports()
      .filter((found) => found.usedInside === usedInside)
      .map((found) => found.entry);

  it('are each used by the site or its tools, not kept alive by tests alone', () => {
    expect(entries(false)).toEqual([]);
  });

  it('that only their own module uses besides tests are no more than today', () => {
    const inside = entries(true);
    expect(inside.length > INSIDE_TODAY ? inside : []).toEqual([]);
  });

  it('finds an export that a test alone imports', () => {
    const fake = 'tests/unit/fake.test.ts';
    modules.get('lib/routes/site-url.ts')?.own.add('onlyForTests');
    modules.set(fake, {
      own: new Set(),
      passes: [],
      takes: new Map([['lib/routes/site-url.ts', new Set(['onlyForTests'])]]),
      said: new Map(),
      strings: new Set(),
    });
    try {
      expect(testOnlyExports().map((found) => found.entry)).toContain(`lib/routes/site-url.ts:onlyForTests (${fake})`);
    } finally {
      modules.delete(fake);
      modules.get('lib/routes/site-url.ts')?.own.delete('onlyForTests');
    }
  });
});
