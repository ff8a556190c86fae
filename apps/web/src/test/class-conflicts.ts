/**
 * Static reading of the web sources for decision 033: which modules the first screen loads before tailwind-merge,
 * and which class lists those modules build with `cn` (literal strings, conditionals, cva variants, and the
 * `className` given to components that merge it). Used by cn-first-screen.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const SRC = path.join(__dirname, '..');

const UNKNOWN = '\u0000';
const MAX = 128;

const cache = new Map<string, ts.SourceFile>();
export function parse(file: string): ts.SourceFile {
  let sf = cache.get(file);
  if (!sf) {
    sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    cache.set(file, sf);
  }
  return sf;
}

function resolve(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return undefined; // packages: no cn in there
  for (const ext of ['', '.tsx', '.ts', '/index.ts', '/index.tsx']) {
    if (fs.existsSync(base + ext) && fs.statSync(base + ext).isFile() && /\.tsx?$/.test(base + ext)) return base + ext;
  }
  return undefined;
}

/** The modules `roots` import statically, transitively (type-only imports and dynamic imports excluded). */
export function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const st of parse(file).statements) {
      if (
        (ts.isImportDeclaration(st) && !st.importClause?.isTypeOnly) ||
        (ts.isExportDeclaration(st) && st.moduleSpecifier && !st.isTypeOnly)
      ) {
        const target = resolve(file, (st.moduleSpecifier as ts.StringLiteral).text);
        if (target) visit(target);
      }
    }
  };
  roots.forEach(visit);
  return seen;
}

export function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const uniq = (a: string[]) => [...new Set(a)].slice(0, MAX);
const product = (lists: string[][]) =>
  lists.reduce<string[]>((acc, l) => uniq(acc.flatMap((a) => l.map((b) => `${a} ${b}`.trim()))), ['']);
const literal = (n: ts.Node | undefined) =>
  n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) ? n.text : undefined;
const nameOf = (n: ts.PropertyName | undefined) => (n ? n.getText().replace(/['"]/g, '') : '');

interface Cva {
  base: string;
  variants: Record<string, Record<string, string>>;
  defaults: Record<string, string>;
}

/** Every class list the code can build, as far as literals tell. */
export class ClassReader {
  private cvas = new Map<string, Cva>();
  /** Components whose root merges a `className` prop with `cn(...)`: the call, and which argument it is. */
  private mergers = new Map<string, { call: ts.CallExpression; index: number }>();

  constructor(files: string[]) {
    for (const file of files) {
      const visit = (n: ts.Node, fn?: string) => {
        if (ts.isVariableDeclaration(n) && n.initializer && ts.isCallExpression(n.initializer)) {
          if (n.initializer.expression.getText() === 'cva')
            this.cvas.set(n.name.getText(), this.readCva(n.initializer));
        }
        let current = fn;
        if (ts.isFunctionDeclaration(n) && n.name) current = n.name.text;
        if (ts.isCallExpression(n) && n.expression.getText() === 'cn' && current) {
          const index = n.arguments.findIndex((a) => a.getText() === 'className');
          if (index >= 0) this.mergers.set(current, { call: n, index });
        }
        n.forEachChild((c) => visit(c, current));
      };
      visit(parse(file));
    }
  }

  private readCva(call: ts.CallExpression): Cva {
    const [base, config] = call.arguments;
    const cva: Cva = { base: literal(base) ?? '', variants: {}, defaults: {} };
    if (config && ts.isObjectLiteralExpression(config)) {
      for (const p of config.properties) {
        if (!ts.isPropertyAssignment(p) || !ts.isObjectLiteralExpression(p.initializer)) continue;
        for (const v of p.initializer.properties) {
          if (!ts.isPropertyAssignment(v)) continue;
          if (nameOf(p.name) === 'defaultVariants') cva.defaults[nameOf(v.name)] = literal(v.initializer) ?? '';
          if (nameOf(p.name) === 'variants' && ts.isObjectLiteralExpression(v.initializer)) {
            cva.variants[nameOf(v.name)] = Object.fromEntries(
              v.initializer.properties
                .filter(ts.isPropertyAssignment)
                .map((o) => [nameOf(o.name), literal(o.initializer) ?? '']),
            );
          }
        }
      }
    }
    return cva;
  }

  /** Class strings an expression can produce; UNKNOWN stands for what literals do not tell. */
  private possible(e: ts.Expression | undefined, attrs?: Map<string, ts.Expression | undefined>): string[] {
    if (!e) return [''];
    if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e)) {
      return this.possible(e.expression, attrs);
    }
    const text = literal(e);
    if (text !== undefined) return [text];
    if (ts.isConditionalExpression(e))
      return uniq([...this.possible(e.whenTrue, attrs), ...this.possible(e.whenFalse, attrs)]);
    if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) {
      return uniq(['', ...this.possible(e.right, attrs)]);
    }
    if (ts.isObjectLiteralExpression(e)) return product(e.properties.map((p) => ['', nameOf(p.name)]));
    if (ts.isArrayLiteralExpression(e)) return product(e.elements.map((x) => this.possible(x, attrs)));
    if (ts.isCallExpression(e)) {
      const callee = e.expression.getText();
      if (callee === 'cn' || callee === 'clsx') return product(e.arguments.map((a) => this.possible(a, attrs)));
      const cva = this.cvas.get(callee);
      if (cva) return this.cvaPossible(cva, e.arguments[0], attrs);
    }
    if (ts.isArrowFunction(e) && !ts.isBlock(e.body)) return this.possible(e.body, attrs); // NavLink's className
    return [UNKNOWN];
  }

  /** A cva call's class strings: the variants the JSX names, else every variant when it is not a literal. */
  private cvaPossible(cva: Cva, arg: ts.Expression | undefined, attrs?: Map<string, ts.Expression | undefined>) {
    const parts = Object.entries(cva.variants).map(([key, values]) => {
      const prop =
        arg && ts.isObjectLiteralExpression(arg) ? arg.properties.find((p) => nameOf(p.name) === key) : undefined;
      let expr: ts.Expression | undefined = prop && ts.isPropertyAssignment(prop) ? prop.initializer : undefined;
      // A variant passed on from the component's props: the JSX attribute when we read a JSX use, else any.
      const passedOn = prop && (ts.isShorthandPropertyAssignment(prop) || (expr && ts.isIdentifier(expr)));
      if (passedOn) expr = attrs ? attrs.get(key) : undefined;
      const chosen = passedOn && !attrs ? [UNKNOWN] : expr ? this.possible(expr) : [''];
      const names = chosen.includes(UNKNOWN) ? Object.keys(values) : chosen.map((c) => c || cva.defaults[key] || '');
      return names.map((n) => values[n] ?? '');
    });
    return product([[cva.base], ...parts]);
  }

  /** Every class list `file` builds with cn, directly or through a component that merges its className. */
  classLists(file: string): { where: string; classes: string }[] {
    const sf = parse(file);
    const out: { where: string; classes: string }[] = [];
    const at = (n: ts.Node) => `${path.relative(SRC, file)}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
    const add = (where: string, lists: string[]) =>
      lists.filter((c) => !c.includes(UNKNOWN)).forEach((classes) => out.push({ where, classes }));
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && n.expression.getText() === 'cn') {
        add(at(n), product(n.arguments.map((a) => (a.getText() === 'className' ? [''] : this.possible(a)))));
      }
      if ((ts.isJsxSelfClosingElement(n) || ts.isJsxOpeningElement(n)) && this.mergers.has(n.tagName.getText())) {
        const attrs = new Map<string, ts.Expression | undefined>();
        for (const a of n.attributes.properties) {
          if (!ts.isJsxAttribute(a)) continue;
          const value = a.initializer && ts.isJsxExpression(a.initializer) ? a.initializer.expression : a.initializer;
          attrs.set(a.name.getText(), value as ts.Expression | undefined);
        }
        const className = attrs.get('className');
        if (className) {
          const { call, index } = this.mergers.get(n.tagName.getText())!;
          const args = call.arguments.map((a, i) =>
            i === index ? this.possible(className) : this.possible(a, attrs).map((x) => (x === UNKNOWN ? '' : x)),
          );
          add(`${at(n)} <${n.tagName.getText()}>`, product(args));
        }
      }
      n.forEachChild(visit);
    };
    visit(sf);
    return out;
  }
}
