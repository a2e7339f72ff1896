import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningServer {
  /** http://127.0.0.1:PORT, no trailing slash. */
  origin: string;
  port: number;
  close(): Promise<void>;
}

/** A loopback HTTP server; `port` 0 picks a free one. `close` also drops connections held open on purpose. */
export async function startLoopbackServer(
  handle: (request: IncomingMessage, body: Buffer, response: ServerResponse) => Promise<void> | void,
  port = 0,
): Promise<RunningServer> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      Promise.resolve(handle(request, Buffer.concat(chunks), response)).catch((error: unknown) => {
        if (response.headersSent) return;
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  response.end(text);
}
