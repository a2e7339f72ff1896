/**
 * A mailbox for end-to-end runs: a real SMTP server on loopback that keeps what the product sends.
 *   tsx scripts/e2e-mailbox.ts <smtp port> <http port>
 * Point the product at it with SMTP_URL (printed on stderr); the specs read the mails to an address with
 *   GET http://127.0.0.1:<http port>/mail?to=<address>   -> [{ from, to, subject, text }]
 */
import http from 'node:http';
import { startSmtpTestServer } from '../src/server/testing/smtp-test-server';

const smtpPort = Number(process.argv[2] ?? 0);
const httpPort = Number(process.argv[3] ?? 0);
const smtp = await startSmtpTestServer({ port: smtpPort });

const web = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method !== 'GET' || url.pathname !== '/mail') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails = to ? smtp.received.filter((mail) => mail.to.some((address) => address.toLowerCase() === to)) : smtp.received;
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
});
await new Promise<void>((resolve) => web.listen(httpPort, '127.0.0.1', resolve));
process.stderr.write(`e2e mailbox: SMTP_URL=${smtp.url}, mails at http://127.0.0.1:${httpPort}/mail\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    web.close();
    void smtp.close().then(() => process.exit(0));
  });
}
