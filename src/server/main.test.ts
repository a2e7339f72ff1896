import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './testing/free-port';

// These tests start the real entry point (`src/server/main.ts`) as its own process, as `npm start` does.

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForOutput(server: ReturnType<typeof startServer>, pattern: RegExp): Promise<void> {
  while (!pattern.test(server.output())) {
    if (server.child.exitCode !== null) throw new Error(`The server exited: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('npm start (src/server/main.ts)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-main-'));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops with exit code 1 and a message naming a wrong setting', async () => {
    const server = startServer({ DATA_DIR: dataDir, IMAGE_PROVIDER: 'openai' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/OPENAI_API_KEY: required when IMAGE_PROVIDER=openai/);
  });

  it('serves the API and the sign-in page, names the image provider, and shuts down on SIGTERM', async () => {
    const port = await findFreePort();
    const server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });
    try {
      await waitForOutput(server, /image provider: builtin/);
      const user = await fetch(`http://127.0.0.1:${port}/api/auth/user`);
      expect(user.status).toBe(401);
      expect(await user.json()).toEqual({ message: 'Unauthorized' });
      const login = await fetch(`http://127.0.0.1:${port}/api/login`);
      expect(login.status).toBe(200);
      expect(await login.text()).toContain('action="/api/auth/signin"');
      expect(fs.existsSync(path.join(dataDir, 'colorbook.db'))).toBe(true);
      expect(server.output()).toContain('No SMTP_URL: password reset links are written to this log');
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/shutting down/);
  });

  it('cuts off a client that trickles its request, and exits on SIGTERM while one is still open', async () => {
    const port = await findFreePort();
    const server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      REQUEST_TIMEOUT_MS: '1500',
      SHUTDOWN_TIMEOUT_MS: '1000',
    });
    await waitForOutput(server, /image provider: builtin/);
    const trickle = (): { socket: net.Socket; closed: Promise<string>; stop: () => void } => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => {});
      const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
      socket.write('POST /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
      const timer = setInterval(() => socket.write(' '), 300);
      return { socket, closed, stop: () => clearInterval(timer) };
    };

    const slow = trickle();
    const started = Date.now();
    const answer = await slow.closed;
    slow.stop();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(10_000);

    const stuck = trickle();
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    const exitCode = await server.exited;
    stuck.stop();
    stuck.socket.destroy();
    expect([0, 1]).toContain(exitCode);
    expect(server.output()).toMatch(/shutting down/);
  });
  it('on SIGTERM refuses new connections but finishes a request in flight, then exits 0', async () => {
    const port = await findFreePort();
    const server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      SHUTDOWN_TIMEOUT_MS: '20000',
    });
    await waitForOutput(server, /image provider: builtin/);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    // A sign-in whose body is still on its way when the signal comes: a request in flight.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' });
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    await waitForOutput(server, /shutting down/);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull();

    // Not `end()`: a client that half-closes its socket has given up on the answer, and Node drops it.
    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toContain('password');
    expect(await server.exited).toBe(0);
  });
});
