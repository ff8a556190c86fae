import path from 'node:path';

/**
 * An API module is a folder of `apps/api/src/modules`; its face is its `index.ts`. Any file outside a module
 * (another module, http/, main.ts, the seed…) imports only that face, so a module's repositories and internal
 * files can change without reading the rest of the API. Resolved from the import's path rather than a list, so a
 * new module is covered the moment its folder exists. Test kits in `apps/api/test` are white-box and exempt
 * (the config does not apply the rule there).
 */
export function apiModuleFaces(modulesDir) {
  const moduleOf = (file) => {
    const rel = path.relative(modulesDir, file);
    if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
    return rel.split(path.sep)[0];
  };
  return {
    meta: {
      type: 'problem',
      messages: {
        face: "Import the '{{module}}' module through its face ('{{face}}'), not its internal file '{{spec}}'.",
      },
      schema: [],
    },
    create(context) {
      const file = context.filename;
      const own = moduleOf(file);
      const check = (source) => {
        const spec = source?.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), spec);
        const module = moduleOf(target);
        if (!module || module === own) return;
        const inside = path.relative(path.join(modulesDir, module), target);
        if (inside === '' || /^index(\.[jt]s)?$/.test(inside)) return;
        let face = path.relative(path.dirname(file), path.join(modulesDir, module));
        if (!face.startsWith('.')) face = `./${face}`;
        context.report({ node: source, messageId: 'face', data: { module, face, spec } });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}
