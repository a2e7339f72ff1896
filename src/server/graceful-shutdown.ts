import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing, every answer carries `Connection: close`, so each keep-alive connection ends
 * with the request in flight on it. Otherwise a load balancer's pooled connection stays open after its last
 * answer and holds the shutdown until `SHUTDOWN_TIMEOUT_MS` runs out.
 */
export function installGracefulShutdown(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isClosing) reply.header('connection', 'close');
    return payload;
  });
}
