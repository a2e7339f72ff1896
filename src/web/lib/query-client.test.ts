import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn, isUnauthorizedError, throwIfResNotOk } from './query-client';

// A real loopback server: echoes what it received, or answers with the status named in the path.
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      if (url.startsWith('/status/')) {
        const [, , code, body] = url.split('/');
        res.writeHead(Number(code), { 'Content-Type': 'text/plain' });
        res.end(decodeURIComponent(body ?? ''));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          method: req.method,
          url,
          contentType: req.headers['content-type'] ?? null,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('query error handling', () => {
  it("raises '{status}: {body text}' for a failed response", async () => {
    await expect(throwIfResNotOk(new Response('{"message":"Invalid image"}', { status: 400 }))).rejects.toThrow(
      '400: {"message":"Invalid image"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    await expect(
      throwIfResNotOk(new Response(null, { status: 503, statusText: 'Service Unavailable' })),
    ).rejects.toThrow('503: Service Unavailable');
  });

  it('recognises a 401 Unauthorized error and nothing else', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('403: {"message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Forbidden'))).toBe(false);
  });

  it('sends a JSON body and content type only when there is a body', async () => {
    const withBody = await (await apiRequest('POST', `${base}/echo`, { title: 'Zoo' })).json();
    expect(withBody).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"title":"Zoo"}' });
    const withoutBody = await (await apiRequest('DELETE', `${base}/echo`)).json();
    expect(withoutBody).toMatchObject({ method: 'DELETE', contentType: null, body: '' });
  });

  it('rejects a failed call with the server message', async () => {
    await expect(apiRequest('GET', `${base}/status/403/${encodeURIComponent('{"message":"Quota"}')}`)).rejects.toThrow(
      '403: {"message":"Quota"}',
    );
  });

  it('GETs the query key joined with slashes', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }) } } });
    const data = await client.fetchQuery({ queryKey: [base, 'api', 'books', 'b1'] });
    expect(data).toMatchObject({ method: 'GET', url: '/api/books/b1' });
  });

  it('returns null on 401 when asked to, and throws otherwise', async () => {
    const key = [base, 'status', '401', 'Unauthorized'];
    const client = new QueryClient();
    const asNull = await client.fetchQuery({ queryKey: key, queryFn: getQueryFn({ on401: 'returnNull' }) });
    expect(asNull).toBeNull();
    await expect(
      client.fetchQuery({ queryKey: [...key, 'again'], queryFn: getQueryFn({ on401: 'throw' }), retry: false }),
    ).rejects.toThrow('401: Unauthorized');
  });
});
