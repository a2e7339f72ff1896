import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/**
 * better-sqlite3 for the Node that runs us (docs/decisions/0009-sqlite-driver-per-node.md): 12 aborts on
 * Node 24 when the garbage collector finalizes a statement, 13 needs Node 22 or newer. Both are in the
 * lock; 13 is an optional dependency that npm installs only where it can run.
 */
export function loadSqliteDriver(nodeMajor = Number(process.versions.node.split('.')[0])): typeof BetterSqlite3 {
  if (nodeMajor >= 22) {
    try {
      return require('better-sqlite3-node22') as typeof BetterSqlite3;
    } catch {
      throw new Error(
        `Node ${process.versions.node} needs better-sqlite3 13 (the optional package better-sqlite3-node22), which is not installed: run npm install with this Node.`,
      );
    }
  }
  return require('better-sqlite3') as typeof BetterSqlite3;
}
