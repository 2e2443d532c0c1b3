import ts from 'typescript';

import type { IssuePath } from '@/lib/walk';

function unwrap(node: ts.Node): ts.Node {
  let current = node;
  while (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current))
    current = current.expression;
  return current;
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}

/** The 1-based line of the deepest node of `path` inside the initializer of export `name`. */
export function locate(source: ts.SourceFile, name: string, path: IssuePath): number {
  let found: ts.Node | undefined;
  source.forEachChild((statement) => {
    if (!ts.isVariableStatement(statement)) return;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) found = declaration;
  });
  if (!found) return 1;
  let marker: ts.Node = found;
  let value: ts.Node | undefined = ts.isVariableDeclaration(found) && found.initializer ? unwrap(found.initializer) : undefined;
  for (const key of path) {
    if (!value) break;
    if (typeof key === 'number' && ts.isArrayLiteralExpression(value)) {
      const element = value.elements[key];
      if (!element || value.elements.slice(0, key + 1).some(ts.isSpreadElement)) break;
      marker = element;
      value = unwrap(element);
    } else if (typeof key === 'string' && ts.isObjectLiteralExpression(value)) {
      const property = value.properties.find((p) => p.name !== undefined && propertyName(p.name) === key);
      if (!property) break;
      marker = property;
      value = ts.isPropertyAssignment(property) ? unwrap(property.initializer) : undefined;
    } else break;
  }
  return source.getLineAndCharacterOfPosition(marker.getStart(source)).line + 1;
}

export function parseSource(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** Syntax slips (a full-width comma, a missing quote), with line and column, before anything runs. */
export function syntaxErrors(file: string, text: string): { line: number; column: number; code: number; message: string }[] {
  const { diagnostics = [] } = ts.transpileModule(text, {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.ESNext },
  });
  const parsed = diagnostics.map((d) => {
    const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : { line: 0, character: 0 };
    return { line: at.line + 1, column: at.character + 1, code: d.code, message: ts.flattenDiagnosticMessageText(d.messageText, ' ') };
  });
  return parsed.length > 0 ? parsed : duplicateNames(file, text);
}

/** TypeScript's code for a name declared twice, which parsing alone does not report. */
export const DUPLICATE_NAME = 2300;

/**
 * A name imported or declared twice at the top of a module (a list file's import line pasted
 * twice, or a new page imported under a name already taken): the build would stop on it.
 */
function duplicateNames(file: string, text: string): { line: number; column: number; code: number; message: string }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const seen = new Map<string, number>();
  const found: { line: number; column: number; code: number; message: string }[] = [];
  const declare = (name: ts.Identifier) => {
    const at = source.getLineAndCharacterOfPosition(name.getStart(source));
    const first = seen.get(name.text);
    if (first === undefined) seen.set(name.text, at.line + 1);
    else found.push({ line: at.line + 1, column: at.character + 1, code: DUPLICATE_NAME, message: `${name.text}@${first}` });
  };
  for (const statement of source.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
    if (bindings?.name) declare(bindings.name);
    const named = bindings?.namedBindings;
    if (named && ts.isNamedImports(named)) named.elements.forEach((element) => declare(element.name));
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) declare(declaration.name);
  }
  return found;
}
