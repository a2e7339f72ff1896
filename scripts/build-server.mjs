// The server as one ES module for plain node: our TypeScript (server, engine, shared) is bundled,
// every package stays an import from node_modules, so native modules (better-sqlite3, sharp, resvg)
// and the data files packages read through require.resolve (fonts, icon sets) load as they do in development.
import { build } from 'esbuild';

await build({
  // The engine's worker threads start their own file, found beside main.js (src/engine/worker/pooled-engine.ts).
  entryPoints: { main: 'src/server/main.ts', 'engine-worker': 'src/engine/worker/engine-worker.ts' },
  outdir: process.argv[2] ?? 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.12',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
