import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The router's route table as data, for the tools that must know every screen without running the app: the
 * browser tests' route sweeps, the benches and the first-screen test. They read it here, from router.tsx's
 * source with TypeScript's parser, so a route added to the router reaches all of them.
 */
export interface RouteSource {
  /** As in the router, with its `:parameters` (`*` is the not-found screen). */
  path: string;
  /** The screen's module, relative to src/app: `pages/home-page`. */
  page: string;
  guarded: boolean;
  /** The screen renders before tailwind-merge has loaded (decision 033). */
  beforeMerge: boolean;
}

export const ROUTER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../app/router.tsx');

/** A value for each path parameter, so a tool can open every screen (the not-found screen at `/no-such-page`). */
const SAMPLE_PARAMS: Record<string, string> = {
  orderId: '1',
  userId: 'nobody-here',
  transactionId: 'sbx_unknown',
  id: '00000000-0000-0000-0000-000000000000',
  entityType: 'listing',
  entityId: '1',
  trackingCode: 'MX123',
  listing: '12-listing',
  lang: 'en',
  slug: 'someone',
  category: 'tools',
  ocid: 'ocds-none',
};

export function readRouteTable(file = ROUTER_FILE): RouteSource[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const pages = new Map<string, { page: string; beforeMerge: boolean }>();
  let table: ts.ArrayLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (node.name.text === 'routeTable' && ts.isArrayLiteralExpression(init)) table = init;
      // const HomePage = page(() => import('./pages/home-page'), { beforeMerge: true });
      if (ts.isCallExpression(init) && init.expression.getText() === 'page') {
        const module = /import\('\.\/([^']+)'\)/.exec(init.arguments[0]?.getText() ?? '')?.[1];
        const options = init.arguments[1];
        if (module) {
          pages.set(node.name.text, {
            page: module,
            beforeMerge: options !== undefined && propertyIsTrue(options, 'beforeMerge'),
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!table) throw new Error(`No routeTable in ${file}`);
  return table.elements.map((element) => {
    if (!ts.isObjectLiteralExpression(element)) throw new Error(`A route that is not an object: ${element.getText()}`);
    const routePath = property(element, 'path');
    const component = property(element, 'Component');
    const screen = component && ts.isIdentifier(component) ? pages.get(component.text) : undefined;
    if (!routePath || !ts.isStringLiteral(routePath) || !screen) {
      throw new Error(`A route this reader does not understand: ${element.getText()}`);
    }
    return { path: routePath.text, guarded: propertyIsTrue(element, 'guarded'), ...screen };
  });
}

/** The address a tool opens for a route: parameters filled in, `*` as an address no screen has. */
export function sampleAddress(routePath: string): string {
  if (routePath === '*') return '/no-such-page';
  return routePath.replace(/:(\w+)/g, (_, name: string) => {
    const value = SAMPLE_PARAMS[name];
    if (!value) throw new Error(`No sample value for :${name} (route ${routePath})`);
    return value;
  });
}

function property(object: ts.Node, name: string): ts.Expression | undefined {
  if (!ts.isObjectLiteralExpression(object)) return undefined;
  for (const p of object.properties) {
    if (ts.isPropertyAssignment(p) && p.name.getText() === name) return p.initializer;
  }
  return undefined;
}

function propertyIsTrue(object: ts.Node, name: string): boolean {
  return property(object, name)?.kind === ts.SyntaxKind.TrueKeyword;
}
