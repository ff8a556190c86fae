/**
 * Builds the API for production: one ES module bundle (`dist/main.js`) with our own code and the domain package
 * compiled in, every npm package left as a normal import, and the migrations beside it. Production runs it with
 * plain `node`, no TypeScript at run time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outdir = path.join(apiDir, 'dist');

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(apiDir, 'src/main.ts')],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      // npm packages stay external (native modules, data files, WASM); the workspace's own packages are bundled.
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@vira/') || args.path.startsWith('node:')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
fs.cpSync(path.join(apiDir, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
// Read at run time beside the bundle, as hs-codes.ts reads it beside itself in development.
fs.copyFileSync(
  path.join(apiDir, 'src/modules/shipping/harmonized-system.csv'),
  path.join(outdir, 'harmonized-system.csv'),
);
// The SAT's public test CSD that the sandbox invoicing adapter seals CFDIs with (cfdi/sandbox-csd.ts).
fs.cpSync(path.join(apiDir, 'src/adapters/invoicing/sandbox-csd'), path.join(outdir, 'sandbox-csd'), {
  recursive: true,
});
// The OCDS 1.1 schemas and codelists every tender import is validated against (tenders/ocds-validation.ts).
fs.cpSync(path.join(apiDir, 'src/modules/tenders/ocds-standard'), path.join(outdir, 'ocds-standard'), {
  recursive: true,
});
fs.copyFileSync(
  path.join(apiDir, 'src/modules/aid/hxl/mexico-adm1-pcodes.csv'),
  path.join(outdir, 'mexico-adm1-pcodes.csv'),
);
console.log(`built ${path.relative(process.cwd(), path.join(outdir, 'main.js'))}`);
