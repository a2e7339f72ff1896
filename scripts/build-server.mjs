// The server as one ES module for plain node: our TypeScript (server, engine, shared) is bundled,
// every package stays an import from node_modules, so native modules (better-sqlite3, sharp, resvg)
// and the data files packages read through require.resolve (fonts, icon sets) load as they do in development.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.12',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
