import ts from 'typescript';
import { say } from '@/lib/schema/fields';
import type { IssuePath } from '@/lib/walk';
import type { Problem } from './types';

const unwrap = (node: ts.Node): ts.Node =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;

const propertyName = (name: ts.PropertyName): string | undefined =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;

/** The 1-based line of the deepest node of `path` inside the initializer of export `name` (1 if there is none). */
export function locate(source: ts.SourceFile | undefined, name: string, path: IssuePath): number {
  const found = source?.statements
    .flatMap((statement) => (ts.isVariableStatement(statement) ? statement.declarationList.declarations : []))
    .findLast((declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === name);
  if (!source || !found) return 1;
  let marker: ts.Node = found;
  let value = found.initializer && unwrap(found.initializer);
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

const SYNTAX_HINTS: Readonly<Record<number, string>> = {
  1127: say(
    "這裡有一個程式不認識的字元，常見是全形的逗號「，」、冒號「：」或引號「‘’」：在引號外面改用半形的 , : '",
    "a character the code cannot read, often a full-width comma, colon or quote outside the text: use , : ' instead",
  ),
  1002: say("引號沒有關上：在這段文字的結尾補上 '", "a text is missing its closing quote: add ' at its end"),
  1005: say(
    '這裡少了符號，多數是上一行結尾的逗號 , 或括號',
    'a sign is missing here, usually the comma at the end of the line above, or a bracket',
  ),
  1109: say('這裡少了內容，多數是多了一個逗號或少了引號', 'something is missing here, usually an extra comma or a missing quote'),
  1128: say(
    '這裡少了內容或多了符號：檢查上一行的逗號和括號',
    'a declaration or sign is off here: check the commas and brackets on the line above',
  ),
};

/** A slip at `position` as a line of the report, with its column. */
function slip(source: ts.SourceFile, position: number, message: string): Problem {
  const at = source.getLineAndCharacterOfPosition(position);
  const [line, column, text] = [at.line + 1, at.character + 1, source.text.split('\n')[at.line] ?? ''];
  // An apostrophe inside a quoted text (Mary's) ends the text early: the parser then asks for a comma.
  const apostrophe = /[\p{L}\p{N}]'[\p{L}\p{N}]/u.test(text) && (text.match(/'/g)?.length ?? 0) % 2 === 1;
  return {
    file: source.fileName,
    line,
    column,
    entry: say('語法', 'syntax'),
    field: say(`第 ${line} 行第 ${column} 個字`, `line ${line}, column ${column}`),
    message: apostrophe
      ? say(
          "這行文字裡有一個單引號 '（例如 Mary's），令文字提早結束：改用 ’ 或「」",
          "an apostrophe inside the text (as in Mary's) ends it early: write ’ instead",
        )
      : message,
  };
}

/**
 * The file's syntax errors, as `ts.transpileModule(…, { reportDiagnostics })` reports them: a program
 * of this one parsed file, without its emit (a quarter of the time).
 */
function syntaxErrors(source: ts.SourceFile): readonly ts.Diagnostic[] {
  const { fileName } = source;
  const host: ts.CompilerHost = {
    getSourceFile: (name) => (name === fileName ? source : undefined),
    fileExists: (name) => name === fileName,
    readFile: () => undefined,
    writeFile: () => undefined,
    getDefaultLibFileName: () => 'lib.d.ts',
    getCurrentDirectory: () => '',
    getCanonicalFileName: (name) => name,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
  };
  const options = { noLib: true, noResolve: true, isolatedModules: true, module: ts.ModuleKind.ESNext };
  return ts.createProgram({ rootNames: [fileName], options, host }).getSyntacticDiagnostics(source);
}

/**
 * The first syntax slip of a file (a full-width comma, a missing quote), before anything runs: the
 * ones after it are mostly echoes of it. Else a name imported or declared twice at the top of the
 * module (a list file's import line pasted twice, or a new page imported under a name already taken),
 * which parsing alone does not report and the build would stop on.
 */
export function syntaxSlip(source: ts.SourceFile): Problem[] {
  const [first] = syntaxErrors(source);
  if (first) {
    const message = ts.flattenDiagnosticMessageText(first.messageText, ' ');
    return [slip(source, first.start ?? 0, SYNTAX_HINTS[first.code] ?? say('語法錯誤', `syntax error: ${message}`))];
  }
  const names = source.statements.flatMap((statement) => {
    if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.map((each) => each.name).filter(ts.isIdentifier);
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
    const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : [];
    return [...(clause?.name ? [clause.name] : []), ...named.map((element) => element.name)];
  });
  const twice = names.find((name, index) => names.findIndex((other) => other.text === name.text) < index);
  const earlier = names.find((other) => other.text === twice?.text);
  if (!twice || !earlier) return [];
  const line = source.getLineAndCharacterOfPosition(earlier.getStart(source)).line + 1;
  const message = say(
    `名稱 ${twice.text} 已在第 ${line} 行用過：刪除重複的一行；如果這是新頁面，把 as 後面的名稱改為新頁面的名稱（例如 as groups），清單裡也用這個新名稱`,
    `the name ${twice.text} is already used on line ${line}: delete the repeated line, or for a new page write its own name after \`as\` (as groups) and use that name in the list`,
  );
  return [slip(source, twice.getStart(source), message)];
}

/** The names from the export down to `node` (emergencyNumbers › countries.FR), for a key written twice. */
function keyPath(node: ts.Node): { entry: string; field: string } {
  const names: string[] = [];
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if ((ts.isPropertyAssignment(at) || ts.isShorthandPropertyAssignment(at)) && propertyName(at.name) !== undefined)
      names.unshift(propertyName(at.name) ?? '');
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name)) return { entry: at.name.text, field: names.join('.') };
  }
  return { entry: say('檔案', 'file'), field: names.join('.') };
}

/**
 * A key written twice in one group ({ FR: […], …, FR: […] }): the module loads, keeping the last
 * and dropping the first without a word (tsc would stop the build). Reported at the second, naming the first.
 */
export function repeatedKeys(source: ts.SourceFile): Problem[] {
  const problems: Problem[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const first = new Map<string, ts.Node>();
      for (const property of node.properties) {
        const name = property.name && propertyName(property.name);
        if (name === undefined) continue;
        const earlier = first.get(name);
        if (!earlier) {
          first.set(name, property);
          continue;
        }
        const line = lineOf(property);
        problems.push({
          file: source.fileName,
          line,
          ...keyPath(property),
          message: say(
            `${name} 在同一組裡已寫在第 ${lineOf(earlier)} 行：只有後寫的一個會生效，前一個會被默默丟掉。把兩者合併成一項，刪除另一項`,
            `${name} is already written on line ${lineOf(earlier)} of this group: only the later one counts and the other is dropped without a word. Merge the two into one and delete the other`,
          ),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}
