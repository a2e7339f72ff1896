import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildNeed } from './start.mjs';

function write(root: string, file: string, secondsAgo: number): void {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, file);
  const time = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(full, time, time);
}

describe('npm start builds only when needed', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-start-'));
    write(root, 'package.json', 600);
    write(root, 'src/server/main.ts', 600);
    write(root, 'src/web/main.tsx', 600);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds a fresh clone', () => {
    expect(buildNeed(root)).toBe('no build yet');
  });

  it('builds when only half of the build is there', () => {
    write(root, 'dist/web/index.html', 60);
    expect(buildNeed(root)).toBe('no build yet');
  });

  it('runs a build that is newer than every source', () => {
    write(root, 'dist/web/index.html', 60);
    write(root, 'dist/server/main.js', 60);
    expect(buildNeed(root)).toBeNull();
  });

  it('rebuilds after a source changed', () => {
    write(root, 'dist/web/index.html', 60);
    write(root, 'dist/server/main.js', 60);
    write(root, 'src/server/main.ts', 1);
    expect(buildNeed(root)).toBe('sources changed since the last build');
  });

  it('rebuilds after the lock changed (an upgraded package)', () => {
    write(root, 'dist/web/index.html', 60);
    write(root, 'dist/server/main.js', 60);
    write(root, 'package-lock.json', 1);
    expect(buildNeed(root)).toBe('sources changed since the last build');
  });

  it('ignores a changed test file', () => {
    write(root, 'dist/web/index.html', 60);
    write(root, 'dist/server/main.js', 60);
    write(root, 'src/server/main.test.ts', 1);
    expect(buildNeed(root)).toBeNull();
  });
});
