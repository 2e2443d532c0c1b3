import ts from 'typescript';

export type IssuePath = readonly (string | number)[];

function unwrap(node: ts.Node): ts.Node {
  let current = node;
  while (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current)) {
    current = current.expression;
  }
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
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) found = declaration;
    }
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
  return diagnostics.map((d) => {
    const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : { line: 0, character: 0 };
    return { line: at.line + 1, column: at.character + 1, code: d.code, message: ts.flattenDiagnosticMessageText(d.messageText, ' ') };
  });
}
